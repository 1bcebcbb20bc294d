import Host

/// What the app asks the world to do: plain data, carried out by the rig's one interpreter. The
/// scene's children answer in their own types (`NavChange`, `CueScheduler.Output`, …) and the
/// scene maps them to these.
public enum Effect: Hashable, Sendable {
    /// Call the head unit. N1: only the navigator's outputs carry these; the scene's other
    /// children ask for a `NavChange`, which the scene hands to the navigator.
    case host(HostCall)
    /// Start (or restart) a timer.
    case startTimer(TimerID, after: Millis)
    /// Cancel a timer; nothing happens if it is not running.
    case cancelTimer(TimerID)
    /// Start a cue (Q1-Q8).
    case cue(Cue)
    /// Record a telemetry event (Y1), one the batcher has taken in (Y2, Y5).
    case telemetry(TelemetryEvent)
    /// Ask the app's server something.
    case server(ServerRequest)
    /// Tell the Realtime socket something.
    case socket(SocketCommand)
    /// A line for the app log.
    case log(String)
    /// Q7: every sounding cue stops now.
    case stopCues
    /// Y2: a batch of telemetry goes out.
    case sendTelemetry([TelemetryEvent])
    /// A2: a command for the audio engine, on the queue it names.
    case engine(AudioEngineController.Command)
    /// A2: main-queue work (the give-up, End) that found the main queue blocked by the engine.
    case mainWorkBlocked(AudioEngineController.MainWork)
}

/// The app's timers. Each id names what it waits for; starting one that runs restarts it.
public enum TimerID: Hashable, Sendable, CustomStringConvertible {
    /// L2: attempt N gives up 15 s after it started.
    case giveUp(attempt: Int)
    /// L4: the next retry is due.
    case retry
    /// L5: 30 s since the tap or the drop.
    case retryWindow
    /// L3: send the next ping.
    case ping(attempt: Int)
    /// L3: 20 s of silence after a pong drops the call.
    case silence(attempt: Int)
    /// H12: the navigator's held state change may go now.
    case navigatorActivation
    /// The no-completion navigator's guess at when an animation ends.
    case navigatorPacing
    /// O2: the phone lands on the Live thread.
    case handover
    /// Q2-Q8: the cue scheduler's timers.
    case cue(CueScheduler.Timer)
    /// M1-M3: the microphone watchdog's timers.
    case mic(MicWatchdog.Timer)
    /// Y2: the 15 s telemetry flush.
    case telemetryFlush

    /// The timer's name in traces (`giveUp(2)`).
    public var description: String {
        switch self {
        case .giveUp(let a): return "giveUp(\(a))"
        case .retry: return "retry"
        case .retryWindow: return "retryWindow"
        case .ping(let a): return "ping(\(a))"
        case .silence(let a): return "silence(\(a))"
        case .navigatorActivation: return "navigatorActivation"
        case .navigatorPacing: return "navigatorPacing"
        case .handover: return "handover"
        case .cue(let t): return "cue.\(t)"
        case .mic(let t): return "mic.\(t)"
        case .telemetryFlush: return "telemetryFlush"
        }
    }
}

/// A request to the app's server.
public enum ServerRequest: Hashable, Sendable {
    /// L1: turn voice on for the conversation.
    case voiceOn(conversation: Int)
    /// L1: mint a short-lived Realtime secret for attempt N.
    case mintSecret(conversation: Int, attempt: Int)
    /// T3: end the open conversation (New).
    case endConversation(Int)
    /// T3: open a fresh conversation (New).
    case newConversation
}

/// A command to the Realtime socket.
public enum SocketCommand: Hashable, Sendable {
    /// L1: open the socket for attempt N with its secret.
    case open(attempt: Int)
    /// L3: ping.
    case ping(attempt: Int)
    /// Close the socket (the call ended).
    case close(attempt: Int)
    /// L8: the microphone is sent as silence (Mute).
    case sendSilence(Bool)
    /// Q8: while a cue sounds (and the route's latency after), the microphone is sent as silence.
    case gateMicrophone(Bool)
    /// M1: silence goes in place of a microphone that stopped delivering.
    case substituteSilence(Bool)
}

/// A telemetry event (Y1): a name and fields, never what was said (Y3).
public struct TelemetryEvent: Hashable, Sendable, CustomStringConvertible {
    /// The event's name (`call.start`).
    public var name: String
    /// Its fields, by name.
    public var fields: [String: String]
    /// An event called `name` with `fields`.
    public init(_ name: String, _ fields: [String: String] = [:]) {
        self.name = name
        self.fields = fields
    }
    /// `name` and its fields as `key=value`, keys sorted.
    public var description: String {
        ([name] + fields.keys.sorted().map { "\($0)=\(fields[$0]!)" }).joined(separator: " ")
    }
}

extension TimerID: Fingerprintable {
    /// The case, then its value (as its synthesized `Hashable` has it).
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .giveUp(let attempt): f.combine(tag: 0, of: 11); f.combine(attempt)
        case .retry: f.combine(tag: 1, of: 11)
        case .retryWindow: f.combine(tag: 2, of: 11)
        case .ping(let attempt): f.combine(tag: 3, of: 11); f.combine(attempt)
        case .silence(let attempt): f.combine(tag: 4, of: 11); f.combine(attempt)
        case .navigatorActivation: f.combine(tag: 5, of: 11)
        case .navigatorPacing: f.combine(tag: 6, of: 11)
        case .handover: f.combine(tag: 7, of: 11)
        case .cue(let timer): f.combine(tag: 8, of: 11); f.combine(timer)
        case .mic(let timer): f.combine(tag: 9, of: 11); f.combine(timer)
        case .telemetryFlush: f.combine(tag: 10, of: 11)
        }
    }
}
