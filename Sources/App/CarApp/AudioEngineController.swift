import Host

/// The app's handling of the call's audio engine (A1-A3), as a reducer with one correct variant
/// and three known-broken ones the rig must catch.
///
/// The model: the engine has one owner at a time (the call, or the route-change handler). Every
/// command names the queue it runs on. `start` and `stop` can block (a stuck engine never
/// returns from them) and occupy their queue until they return (`engineStarted`,
/// `engineStopped`); `reconfigure` and `installTap` return at once.
/// - A1 (`standard`): a route change while a hang-up is stopping the engine waits for the
///   owner's hand-off (`engineStopped`), then reconfigures; at any other time it reconfigures
///   on the engine queue at once (during a call, as the call, with the tap installed again).
/// - A2 (`standard`): every engine call runs on the engine queue, never on main, so the give-up
///   (L2) and End always run (`handled`), even with the engine stuck.
/// - A3 (`standard`): the microphone tap takes the input's current format: the rate of the last
///   route change (or the launch rate).
///
/// The broken variants (`Variant`) each break one rule; the rig's `AudioEngineFake` turns the
/// break into a crash report.
///
/// `engineStuck`/`engineUnstuck` tell the model that start and stop calls no longer return
/// (the real app cannot see this; no variant changes what it asks for because of it). The
/// controller uses it only to know whether main is blocked: a give-up or End that arrives
/// while a blocking call on main has not returned and the engine is stuck is reported as
/// `blockedMain` and runs only once that call returns. With a call on main that is merely slow
/// (not stuck), the work waits silently for the return.
public struct AudioEngineController: Reducer, Hashable, Sendable {
    /// Which handling runs: the correct one or a known-broken one, selectable by name.
    public enum Variant: String, Hashable, Sendable, CaseIterable {
        /// Correct: A1, A2 and A3 hold.
        case standard
        /// A1 broken: a route change reconfigures the engine at once, from the route-change
        /// handler on main, without waiting for the stopping owner's hand-off.
        case noHandoff = "no-handoff"
        /// A2 broken: every engine call, blocking ones included, runs on the main queue.
        case mainQueue = "main-queue"
        /// A3 broken: the tap is installed with the format captured at launch, never re-read
        /// after a route change.
        case staleFormat = "stale-format"

        /// The variant with this name (`standard`, `no-handoff`, `main-queue`, `stale-format`).
        public init?(name: String) { self.init(rawValue: name) }
    }

    /// Where an engine call runs.
    public enum Queue: String, Hashable, Sendable {
        /// A2: the one serial queue for engine calls.
        case engineQueue
        /// The app's main queue (the give-up, End and every handler of the UI need it).
        case main
    }

    /// Who makes an engine call (A1: one owner at a time).
    public enum Owner: String, Hashable, Sendable {
        /// The call's audio (start at the call, stop at the hang-up).
        case call
        /// The route-change handler (the car connecting or disconnecting).
        case route
    }

    /// An engine operation.
    public enum Operation: Hashable, Sendable {
        /// Start the engine (can block).
        case start
        /// Stop the engine (can block).
        case stop
        /// Rebuild the engine's graph for the current route.
        case reconfigure
        /// A3: install the microphone tap with a format of this sample rate.
        case installTap(sampleRate: Int)

        /// True for the calls that a stuck engine never returns from.
        public var blocks: Bool {
            switch self {
            case .start, .stop: return true
            case .reconfigure, .installTap: return false
            }
        }
    }

    /// One engine call: what, on which queue, by whom.
    public struct Command: Hashable, Sendable, CustomStringConvertible {
        /// The operation.
        public var operation: Operation
        /// The queue it runs on (A2).
        public var queue: Queue
        /// Who makes it (A1).
        public var owner: Owner

        /// A command.
        public init(_ operation: Operation, on queue: Queue, by owner: Owner) {
            self.operation = operation
            self.queue = queue
            self.owner = owner
        }

        /// `start on engineQueue by call`: the command as the engine's log prints it.
        public var description: String { "\(operation) on \(queue.rawValue) by \(owner.rawValue)" }
    }

    /// Work that must run on main and must never be blocked by the engine (A2).
    public enum MainWork: String, Hashable, Sendable {
        /// L2: the 15 s give-up.
        case giveUp
        /// End tapped (the car's End or the phone's Hang up).
        case end
    }

    /// Where the engine stands, as the app knows it.
    public enum Phase: String, Hashable, Sendable {
        /// Stopped, no owner.
        case idle
        /// A start was asked for and has not returned.
        case starting
        /// Running for the call.
        case running
        /// A stop was asked for and has not returned (the hand-off is pending).
        case stopping
    }

    /// What happened.
    public enum Event: Hashable, Sendable {
        /// A call started: install the tap, start the engine.
        case callStarted
        /// The hang-up began: stop the engine.
        case hangUpBegan
        /// The engine's start returned.
        case engineStarted
        /// The engine's stop returned: the owner's hand-off (A1).
        case engineStopped
        /// The audio route changed (the car connected or disconnected); the hardware now runs
        /// at `sampleRate`.
        case routeChanged(sampleRate: Int)
        /// The engine's start and stop no longer return (see the type's notes).
        case engineStuck
        /// The engine returns again.
        case engineUnstuck
        /// L2: the 15 s give-up is due (runs on main).
        case giveUpDue
        /// End was tapped (runs on main).
        case endTapped
    }

    /// What the controller asks for.
    public enum Output: Hashable, Sendable {
        /// Run an engine call on its queue.
        case engine(Command)
        /// The give-up or End ran on main: the lead ends the call. It also stops the engine
        /// (the hang-up), so the lead need not send `hangUpBegan` for it.
        case handled(MainWork)
        /// A2: the give-up or End could not run: main is blocked by a stuck engine call.
        case blockedMain(MainWork)
    }

    /// The handling in use.
    public let variant: Variant
    /// The engine's phase.
    public private(set) var phase: Phase = .idle
    /// A3: the input's current sample rate, as the route last reported it.
    public private(set) var inputSampleRate: Int
    /// A3 (broken `stale-format` only): the rate captured at launch.
    public private(set) var capturedSampleRate: Int
    /// A1: a route change waiting for the hand-off.
    public private(set) var reconfigureWaiting = false
    /// A call waiting for the previous call's hand-off before it starts.
    public private(set) var startWaiting = false
    /// The engine does not return from start and stop.
    public private(set) var engineStuck = false
    /// A2: blocking calls issued on main that have not returned.
    public private(set) var mainCallsOutstanding = 0
    /// A2: main work waiting for main to be free, in order.
    public private(set) var mainWorkWaiting: [MainWork] = []

    /// A controller with `variant`, launched on a route at `sampleRate`.
    public init(variant: Variant = .standard, sampleRate: Int = 48_000) {
        self.variant = variant
        self.inputSampleRate = sampleRate
        self.capturedSampleRate = sampleRate
    }

    /// A2: true when a blocking call on main has not returned and the engine is stuck.
    public var mainBlocked: Bool { mainCallsOutstanding > 0 && engineStuck }

    /// Handles one event and appends the engine calls and main-queue signals to `out`, in order.
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [Output]) {
        switch event {
        case .callStarted:
            switch phase {
            case .idle: startCall(into: &out)
            case .stopping:
                // A1: the previous call still owns the engine; start after its hand-off.
                startWaiting = true
            case .starting, .running: break
            }
        case .hangUpBegan:
            startWaiting = false
            hangUp(into: &out)
        case .engineStarted:
            if phase == .starting { phase = .running }
            returned(into: &out)
        case .engineStopped:
            returned(into: &out)
            guard phase == .stopping else { return }
            // A1: the hand-off; the engine has no owner now.
            phase = .idle
            if reconfigureWaiting {
                reconfigureWaiting = false
                issue(.reconfigure, by: .route, into: &out)
            }
            if startWaiting {
                startWaiting = false
                startCall(into: &out)
            }
        case .routeChanged(let rate):
            inputSampleRate = rate
            routeChanged(into: &out)
        case .engineStuck:
            engineStuck = true
            // A2: work already waiting behind a call on main is now blocked.
            guard mainCallsOutstanding > 0 else { return }
            for work in mainWorkWaiting { out.append(.blockedMain(work)) }
        case .engineUnstuck:
            engineStuck = false
        case .giveUpDue:
            mainWork(.giveUp, into: &out)
        case .endTapped:
            mainWork(.end, into: &out)
        }
    }

    /// A2: the queue a call runs on in this variant.
    private func queue(for operation: Operation) -> Queue {
        switch variant {
        case .standard, .noHandoff, .staleFormat: return .engineQueue
        case .mainQueue: return .main
        }
    }

    /// A3: the format the tap is installed with.
    private var tapSampleRate: Int {
        switch variant {
        case .standard, .noHandoff, .mainQueue: return inputSampleRate
        case .staleFormat: return capturedSampleRate   // A3 broken: captured before the route change
        }
    }

    private mutating func issue(_ operation: Operation, by owner: Owner, into out: inout [Output]) {
        let q = queue(for: operation)
        if q == .main && operation.blocks { mainCallsOutstanding += 1 }
        out.append(.engine(Command(operation, on: q, by: owner)))
    }

    private mutating func startCall(into out: inout [Output]) {
        phase = .starting
        // A3: the tap takes the input's format at the time it is installed.
        issue(.installTap(sampleRate: tapSampleRate), by: .call, into: &out)
        issue(.start, by: .call, into: &out)
    }

    private mutating func hangUp(into out: inout [Output]) {
        switch phase {
        case .starting, .running:
            phase = .stopping
            issue(.stop, by: .call, into: &out)
        case .idle, .stopping:
            break
        }
    }

    private mutating func routeChanged(into out: inout [Output]) {
        switch phase {
        case .idle:
            issue(.reconfigure, by: .route, into: &out)
        case .starting, .running:
            // The call owns the engine: it reconfigures and installs its tap again.
            issue(.reconfigure, by: .call, into: &out)
            issue(.installTap(sampleRate: tapSampleRate), by: .call, into: &out)
        case .stopping:
            switch variant {
            case .standard, .mainQueue, .staleFormat:
                // A1: wait for the owner's hand-off.
                reconfigureWaiting = true
            case .noHandoff:
                // A1 broken: the route-change handler reconfigures at once, from main.
                out.append(.engine(Command(.reconfigure, on: .main, by: .route)))
            }
        }
    }

    /// A blocking call returned: main is free again if it ran there; waiting work runs.
    private mutating func returned(into out: inout [Output]) {
        guard mainCallsOutstanding > 0 else { return }
        mainCallsOutstanding -= 1
        guard mainCallsOutstanding == 0 else { return }
        let work = mainWorkWaiting
        mainWorkWaiting = []
        for w in work { run(w, into: &out) }
    }

    private mutating func mainWork(_ work: MainWork, into out: inout [Output]) {
        guard mainCallsOutstanding == 0 else {
            // A2: main is busy with an engine call; the work waits for it to return.
            mainWorkWaiting.append(work)
            if engineStuck { out.append(.blockedMain(work)) }
            return
        }
        run(work, into: &out)
    }

    /// The give-up or End runs: the call ends, its engine stops.
    private mutating func run(_ work: MainWork, into out: inout [Output]) {
        startWaiting = false
        out.append(.handled(work))
        hangUp(into: &out)
    }
}

extension AudioEngineController: Fingerprintable {
    /// Every stored property (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(variant)
        f.combine(phase)
        f.combine(inputSampleRate)
        f.combine(capturedSampleRate)
        f.combine(reconfigureWaiting)
        f.combine(startWaiting)
        f.combine(engineStuck)
        f.combine(mainCallsOutstanding)
        f.combine(mainWorkWaiting)
    }
}

extension AudioEngineController.Variant: Fingerprintable {
    /// The variant's tag, one of four.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        let tag: UInt64
        switch self {
        case .standard: tag = 0
        case .noHandoff: tag = 1
        case .mainQueue: tag = 2
        case .staleFormat: tag = 3
        }
        f.combine(tag: tag, of: 4)
    }
}

extension AudioEngineController.Queue: Fingerprintable {
    /// The queue's tag, one of two.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .engineQueue: f.combine(tag: 0, of: 2)
        case .main: f.combine(tag: 1, of: 2)
        }
    }
}

extension AudioEngineController.Owner: Fingerprintable {
    /// The owner's tag, one of two.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .call: f.combine(tag: 0, of: 2)
        case .route: f.combine(tag: 1, of: 2)
        }
    }
}

extension AudioEngineController.Operation: Fingerprintable {
    /// The operation's tag, one of four, then an `installTap`'s rate.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .start: f.combine(tag: 0, of: 4)
        case .stop: f.combine(tag: 1, of: 4)
        case .reconfigure: f.combine(tag: 2, of: 4)
        case .installTap(let sampleRate): f.combine(tag: 3, of: 4); f.combine(sampleRate)
        }
    }
}

extension AudioEngineController.Command: Fingerprintable {
    /// The operation, the queue and the owner.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(operation)
        f.combine(queue)
        f.combine(owner)
    }
}

extension AudioEngineController.MainWork: Fingerprintable {
    /// The work's tag, one of two.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .giveUp: f.combine(tag: 0, of: 2)
        case .end: f.combine(tag: 1, of: 2)
        }
    }
}

extension AudioEngineController.Phase: Fingerprintable {
    /// The phase's tag, one of four.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        let tag: UInt64
        switch self {
        case .idle: tag = 0
        case .starting: tag = 1
        case .running: tag = 2
        case .stopping: tag = 3
        }
        f.combine(tag: tag, of: 4)
    }
}
