import Host
#if os(Linux)
import ReplayEngine
#endif

/// What replaying one trace from a fresh car and scene showed the explorer (B8): the crash it
/// reached, or the state it reached and what can happen next. The same whether the trace was
/// replayed in this process or in a worker (then also: that the worker ended while replaying it).
struct TraceOutcome: Sendable {
    /// The first crash the trace reached.
    var crash: CrashReport?
    /// How the worker replaying the trace ended, and the last thing it wrote, if it did.
    var ending: (how: String, lastWords: String)?
    /// What the state is keyed by, if traces are merged.
    var merging: SceneExplorer.Merging?
    /// The state reached, as a digest of its key.
    var state: StateDigest?
    /// False when a second replay of the trace gave another key.
    var keyStable = true
    /// Everything that can happen next.
    var successors: [SceneExplorer.Action] = []

    /// True when this outcome ends the search: a crash, or a worker that ended.
    var endsSearch: Bool { crash != nil || ending != nil }
}

/// A state key as two 64-bit hashes, so states reached in two processes compare: merging by it
/// can join two states only if both hashes collide (about one chance in 2^64 per pair of states
/// at 2^32 states). Every worker hashes alike (deterministic hashing, `WorkerPool`).
struct StateDigest: Hashable, Sendable {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The digest of `key`.
    init(_ key: some Hashable) {
        func hash(_ salt: UInt8) -> UInt64 {
            var hasher = Hasher()
            hasher.combine(salt)
            hasher.combine(key)
            return UInt64(bitPattern: Int64(hasher.finalize()))
        }
        self.init(high: hash(1), low: hash(2))
    }
}

#if os(Linux)
/// The outcome and the trace as the explorer and its workers send them (`FrameBuffer`).
extension TraceOutcome {
    /// The first byte of an outcome that ends the search.
    private static let crashed: UInt8 = 1

    /// True for the bytes of an outcome that ends the search.
    static func endsSearch(_ bytes: [UInt8]) -> Bool { bytes.first == crashed }

    /// The outcome as bytes.
    var wire: [UInt8] {
        var writer = FrameBuffer.Writer()
        if let crash {
            writer.append(Self.crashed)
            writer.append(crash.kind.rawValue)
            writer.append(crash.rule)
            writer.append(crash.exception ?? "")
            writer.append(crash.exception == nil ? 0 as UInt8 : 1)
            writer.append(crash.message)
            writer.append(crash.call)
            writer.append(crash.hostState)
            writer.append(UInt64(bitPattern: crash.at.ms))
            return writer.bytes
        }
        writer.append(0 as UInt8)
        writer.append(merging == .sceneKey ? 1 : merging == .whatTheCarShows ? 2 : 0 as UInt8)
        writer.append(state?.high ?? 0)
        writer.append(state?.low ?? 0)
        writer.append(keyStable ? 1 as UInt8 : 0)
        SceneExplorer.Action.write(successors, to: &writer)
        return writer.bytes
    }

    /// The outcome `wire` wrote; nil for bytes it did not write.
    init?(wire bytes: [UInt8]) {
        var reader = FrameBuffer.Reader(bytes)
        guard let kind = reader.uint8() else { return nil }
        if kind == Self.crashed {
            guard let crashKind = reader.string().flatMap(CrashReport.Kind.init(rawValue:)), let rule = reader.string(),
                  let exception = reader.string(), let hasException = reader.uint8(), let message = reader.string(),
                  let call = reader.string(), let hostState = reader.string(), let at = reader.uint64() else { return nil }
            crash = CrashReport(kind: crashKind, rule: rule, exception: hasException == 1 ? exception : nil, message: message,
                                call: call, hostState: hostState, at: Instant(ms: Int64(bitPattern: at)))
            return
        }
        guard let merged = reader.uint8(), let high = reader.uint64(), let low = reader.uint64(), let stable = reader.uint8(),
              let successors = SceneExplorer.Action.read(from: &reader) else { return nil }
        merging = merged == 1 ? .sceneKey : merged == 2 ? .whatTheCarShows : nil
        state = merging == nil ? nil : StateDigest(high: high, low: low)
        keyStable = stable == 1
        self.successors = successors
    }
}

extension SceneExplorer.Action {
    /// Writes `actions`, after their count.
    static func write(_ actions: [Self], to writer: inout FrameBuffer.Writer) {
        writer.append(UInt32(actions.count))
        for action in actions {
            switch action {
            case .plug: writer.append(0 as UInt8)
            case .unplug: writer.append(1 as UInt8)
            case .tap(let title):
                writer.append(2 as UInt8)
                writer.append(title)
            case .event(let name):
                writer.append(3 as UInt8)
                writer.append(name)
            case .wait(let ms):
                writer.append(4 as UInt8)
                writer.append(UInt64(bitPattern: ms))
            }
        }
    }

    /// Reads what `write` wrote; nil for bytes it did not write.
    static func read(from reader: inout FrameBuffer.Reader) -> [Self]? {
        guard let count = reader.uint32() else { return nil }
        var actions: [Self] = []
        for _ in 0..<count {
            switch reader.uint8() {
            case 0: actions.append(.plug)
            case 1: actions.append(.unplug)
            case 2: guard let title = reader.string() else { return nil }; actions.append(.tap(title))
            case 3: guard let name = reader.string() else { return nil }; actions.append(.event(name))
            case 4: guard let ms = reader.uint64() else { return nil }; actions.append(.wait(Int64(bitPattern: ms)))
            default: return nil
            }
        }
        return actions
    }
}
#endif
