#if os(Linux)
import ReplayEngine

/// The explorer with worker processes (`processes`): this process sends each length's traces out
/// and merges the outcomes in order; a worker replays what it is sent.
extension SceneExplorer {
    /// Replays `requests` in the pool's workers: their outcomes in order, up to the first that
    /// ends the search (a crash, or a worker that ended while replaying), or those sent before
    /// `deadline`.
    func outcomes(of requests: [Request], on pool: WorkerPool, until deadline: Deadline?) async -> [TraceOutcome] {
        let replies = await pool.run(requests.map(\.wire), until: deadline, endsSearch: TraceOutcome.endsSearch)
        return replies.map { reply in
            switch reply {
            case .answer(let bytes):
                return TraceOutcome(wire: bytes) ?? TraceOutcome(ending: ("an answer this explorer cannot read", ""))
            case .ended(let how, let lastWords):
                return TraceOutcome(ending: (how, lastWords))
            }
        }
    }

    /// Serves this exploration as a worker: replays each trace the explorer sends and answers
    /// with its outcome, until the explorer is done; then this process ends.
    func serve(on channel: WorkerPool.Channel) async -> Never {
        channel.sayHello()
        while let requests = channel.nextRequests() {
            for (id, bytes) in requests {
                let outcome = if let request = Request(wire: bytes) {
                    await outcome(of: request)
                } else {
                    TraceOutcome()
                }
                channel.answer(id, outcome.wire)
            }
        }
        channel.finish()
    }
}

extension SceneExplorer.Request {
    /// The request as bytes.
    var wire: [UInt8] {
        var writer = FrameBuffer.Writer()
        writer.append(checksKey ? 1 as UInt8 : 0)
        SceneExplorer.Action.write(trace, to: &writer)
        return writer.bytes
    }

    /// The request `wire` wrote; nil for bytes it did not write.
    init?(wire bytes: [UInt8]) {
        var reader = FrameBuffer.Reader(bytes)
        guard let checks = reader.uint8(), let trace = SceneExplorer.Action.read(from: &reader) else { return nil }
        self.init(trace: trace, checksKey: checks == 1)
    }
}
#endif
