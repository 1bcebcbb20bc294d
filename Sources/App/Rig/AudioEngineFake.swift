import Host
import CarApp

/// The rig's strict fake of the call's audio engine (A1-A3): it knows its owner, the hardware
/// sample rate, and whether it is stuck, and it crashes where the real engine crashes.
///
/// Queues: commands on one queue run in order; `start` and `stop` occupy their queue until they
/// return (after `operationMs`, or, when the engine is stuck, not until it is unstuck). Only
/// one `start` or `stop` runs at a time; another waits for it, occupying its own queue
/// meanwhile. `reconfigure` and `installTap` run at once when their queue is free: they do not
/// wait for a start or stop running on another queue, which is how A1's race happens.
///
/// Crash reports (kind `.crash`; after one the fake is dead and ignores everything):
/// - A1: a `reconfigure` runs while a `start` or `stop` by another owner is in progress (the
///   owner has not handed the engine off) — `a1Message(...)`.
/// - A3: a tap is installed with a format whose rate differs from the hardware's —
///   `a3Message`, the framework's words.
/// - A2 (choice): a blocking call issued on `.main` that a stuck engine holds blocks the main
///   queue (`mainBlocked`). The failure is reported when main work is due
///   (`mainWorkDue(_:)`: the give-up or End, which is what A2 protects) while main is blocked
///   — `a2Message`. The lead sends `mainWorkDue` when the controller says `blockedMain`, or
///   whenever the give-up or End is due; both agree.
///
/// ```swift
/// var engine = AudioEngineFake(hardwareSampleRate: 48_000)
/// var out: [AudioEngineFake.Output] = []
/// engine.reduce(.command(.init(.installTap(sampleRate: 44_100), on: .engineQueue, by: .call)), now: .zero, into: &out)
/// // out: [.crash(A3: required condition is false: format.sampleRate == hwFormat.sampleRate)]
/// ```
public struct AudioEngineFake: Hashable, Sendable {
    /// An engine call (see `AudioEngineController.Command`).
    public typealias Command = AudioEngineController.Command

    /// What happens to the engine.
    public enum Event: Hashable, Sendable {
        /// The app issued an engine call.
        case command(Command)
        /// The hardware's sample rate changed (a route change: the car connected or left).
        case routeChanged(sampleRate: Int)
        /// From now on start and stop never return, and the one in progress does not either.
        case stuck
        /// The engine returns again: the start or stop in progress returns at once.
        case unstuck
        /// The start or stop in progress finished (the timer of `startTimer(after:)`).
        case timerFired
        /// A2: work that needs the main queue is due (the give-up, End).
        case mainWorkDue(AudioEngineController.MainWork)
    }

    /// What the fake engine tells the rig.
    public enum Output: Hashable, Sendable {
        /// A start or stop returned: the rig tells the app (`engineStarted`, `engineStopped`).
        case returned(Command)
        /// The start or stop in progress finishes after this long (one timer at a time).
        case startTimer(after: Millis)
        /// The start or stop in progress no longer finishes by itself (the engine got stuck).
        case cancelTimer
        /// The app crashed (A1, A2, A3); the fake is dead from now on.
        case crash(CrashReport)
    }

    /// A3: the framework's words for a tap whose format does not match the hardware.
    public static let a3Message = "required condition is false: format.sampleRate == hwFormat.sampleRate"
    /// A2: a stuck engine call on main kept the give-up and End from running.
    public static let a2Message = "the main queue was blocked by a stuck engine; the give-up (L2) and End could not run"

    /// A1: a reconfigure raced another owner's start or stop.
    public static func a1Message(reconfiguredBy: AudioEngineController.Owner, inProgress: Command) -> String {
        "the engine was reconfigured by the \(reconfiguredBy.rawValue) owner while a \(inProgress.operation) "
            + "by the \(inProgress.owner.rawValue) owner was in progress: the engine has one owner at a time, "
            + "and a reconfigure must wait for the owner's hand-off (the stop returning)"
    }

    /// The hardware's sample rate now (A3).
    public private(set) var hardwareSampleRate: Int
    /// The rate the engine was last configured for.
    public private(set) var configuredSampleRate: Int
    /// True while the engine runs.
    public private(set) var isRunning = false
    /// Who started the running engine.
    public private(set) var runningOwner: AudioEngineController.Owner?
    /// True while start and stop never return.
    public private(set) var isStuck = false
    /// The start or stop in progress.
    public private(set) var inProgress: Command?
    /// Commands waiting for their queue or for the engine, in order.
    public private(set) var waiting: [Command] = []
    /// The rate of the installed microphone tap.
    public private(set) var tapSampleRate: Int?
    /// The crash, once there is one.
    public private(set) var crash: CrashReport? {
        get { crashBox?.value }
        set { crashBox = newValue.map(SharedValue.init) }
    }
    /// The crash behind one reference (nil until then): a report is large, and every world
    /// copy would carry its space.
    private var crashBox: SharedValue<CrashReport>?
    /// How long a start or stop takes when the engine is not stuck.
    public var operationMs: Millis

    /// A fake engine on hardware running at `hardwareSampleRate`, stopped, with no owner.
    public init(hardwareSampleRate: Int = 48_000, operationMs: Millis = 100) {
        self.hardwareSampleRate = hardwareSampleRate
        self.configuredSampleRate = hardwareSampleRate
        self.operationMs = operationMs
    }

    /// A1: the engine's owner: the one whose start or stop is in progress, else the one that
    /// started it; nil after a stop returned (the hand-off).
    public var owner: AudioEngineController.Owner? { inProgress?.owner ?? runningOwner }

    /// A2: true while a stuck engine holds a call issued on the main queue.
    public var mainBlocked: Bool {
        isStuck && (inProgress?.queue == .main || waiting.contains { $0.queue == .main })
    }

    /// Handles one event and appends what the rig must do to `out`, in order.
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [Output]) {
        guard crash == nil else { return }   // the app is dead
        switch event {
        case .command(let c):
            submit(c, now: now, into: &out)
        case .routeChanged(let rate):
            hardwareSampleRate = rate
        case .stuck:
            if !isStuck && inProgress != nil { out.append(.cancelTimer) }
            isStuck = true
        case .unstuck:
            guard isStuck else { return }
            isStuck = false
            if inProgress != nil { finish(now: now, into: &out) }
        case .timerFired:
            guard !isStuck, inProgress != nil else { return }
            finish(now: now, into: &out)
        case .mainWorkDue(let work):
            guard mainBlocked else { return }
            // A2: a stuck call on main keeps the give-up and End from running.
            let held = inProgress?.queue == .main ? inProgress : waiting.first { $0.queue == .main }
            crashed(rule: "A2", message: Self.a2Message,
                    call: "\(work) due while main runs \(held.map { "\($0)" } ?? "an engine call")", now: now, into: &out)
        }
    }

    /// A one-line picture of the engine for crash reports.
    public var stateDescription: String {
        "engine running=\(isRunning) owner=\(owner?.rawValue ?? "none") hw=\(hardwareSampleRate)Hz "
            + "configured=\(configuredSampleRate)Hz tap=\(tapSampleRate.map { "\($0)Hz" } ?? "none") "
            + "stuck=\(isStuck) inProgress=\(inProgress.map { "\($0)" } ?? "none") waiting=\(waiting.count)"
    }

    /// Runs a command now, or queues it behind its queue's earlier work or the engine's.
    private mutating func submit(_ c: Command, now: Instant, into out: inout [Output]) {
        let queueBusy = inProgress?.queue == c.queue || waiting.contains { $0.queue == c.queue }
        if queueBusy || (c.operation.blocks && inProgress != nil) {
            waiting.append(c)
            return
        }
        switch c.operation {
        case .reconfigure:
            if let p = inProgress, p.owner != c.owner {
                // A1: no hand-off.
                return crashed(rule: "A1", message: Self.a1Message(reconfiguredBy: c.owner, inProgress: p), call: "\(c)", now: now, into: &out)
            }
            configuredSampleRate = hardwareSampleRate
        case .installTap(let rate):
            guard rate == hardwareSampleRate else {
                // A3: the tap's format must be the input's current one.
                return crashed(rule: "A3", message: Self.a3Message, call: "\(c) (hardware at \(hardwareSampleRate) Hz)", now: now, into: &out)
            }
            tapSampleRate = rate
        case .start, .stop:
            inProgress = c
            if !isStuck { out.append(.startTimer(after: operationMs)) }
        }
    }

    /// The start or stop in progress returns; what waited behind it runs.
    private mutating func finish(now: Instant, into out: inout [Output]) {
        guard let c = inProgress else { return }
        inProgress = nil
        switch c.operation {
        case .start:
            isRunning = true
            runningOwner = c.owner
        case .stop:
            // A1: the hand-off: no owner until the next start.
            isRunning = false
            runningOwner = nil
            tapSampleRate = nil
        case .reconfigure, .installTap:
            break
        }
        out.append(.returned(c))
        let queued = waiting
        waiting = []
        for w in queued {
            guard crash == nil else { break }
            submit(w, now: now, into: &out)
        }
    }

    private mutating func crashed(rule: String, message: String, call: String, now: Instant, into out: inout [Output]) {
        let report = CrashReport(kind: .crash, rule: rule, message: message, call: call, hostState: stateDescription, at: now)
        crash = report
        out.append(.crash(report))
    }
}

extension AudioEngineFake: Fingerprintable {
    /// Every stored property (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(hardwareSampleRate)
        f.combine(configuredSampleRate)
        f.combine(isRunning)
        f.combine(runningOwner)
        f.combine(isStuck)
        f.combine(inProgress)
        f.combine(waiting)
        f.combine(tapSampleRate)
        f.combine(crash)
        f.combine(operationMs)
    }
}
