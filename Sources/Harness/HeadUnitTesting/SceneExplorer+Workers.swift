#if os(Linux)
import ReplayEngine

/// The explorer with worker processes (`processes`): this process sends each length's traces out
/// and merges the outcomes in order; a worker replays what it is sent.
extension SceneExplorer {
    /// Replays `requests` in the pool's workers: their outcomes in order, up to the first that
    /// ends the search (a crash, or a worker that ended while replaying), or those sent before
    /// `deadline`. A request no worker was left to replay, and those after it, are replayed here
    /// (and the pool is stopped).
    func outcomes(of requests: [Request], on pool: WorkerPool, until deadline: Deadline?) async -> [TraceOutcome] {
        var outcomes: [TraceOutcome] = []
        for (index, reply) in await pool.run(requests.map(\.wire), until: deadline, endsSearch: TraceOutcome.endsSearch).enumerated() {
            switch reply {
            case .answer(let bytes):
                outcomes.append(TraceOutcome(wire: bytes) ?? TraceOutcome(ending: ("an answer this explorer cannot read", "")))
            case .ended(let how, let lastWords):
                outcomes.append(TraceOutcome(ending: (how, lastWords)))
            case .lost:
                pool.stop()
                return outcomes + (await self.outcomes(of: Array(requests[index...]), timeIsUp: { deadline?.hasPassed == true }))
            }
        }
        return outcomes
    }

    /// Serves this exploration as a worker: replays each trace the explorer sends and answers
    /// with its outcome, until the explorer is done; then this process ends.
    func serve(on channel: WorkerPool.Channel) async -> Never {
        channel.sayHello()
        while let requests = channel.nextRequests() {
            for (id, bytes) in requests {
                guard let request = Request(wire: bytes) else { fatalError("SceneExplorer's worker: a request it cannot read") }
                channel.answer(id, await outcome(of: request).wire)
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
