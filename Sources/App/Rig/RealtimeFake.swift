import Host
import CarApp

/// The Realtime socket (L1, L3): an opened socket comes up when the drill says (`realtime up`),
/// by itself after a delay, or never (the secret points nowhere); a ping gets its pong unless
/// the socket went quiet.
public struct RealtimeFake: Hashable, Sendable {
    /// How sockets come up.
    public var mode: RealtimeMode
    /// The attempt whose socket waits for `realtime up` (manual mode).
    public var waitingAttempt: Int?
    /// L3: the socket stopped answering pings.
    public var quiet = false

    /// A socket fake that comes up as `mode` says.
    public init(mode: RealtimeMode = .manual) {
        self.mode = mode
    }

    /// Carries out one socket command, appending what it asks of the world to `out`.
    public mutating func reduce(_ command: SocketCommand, into out: inout [FakeOutput]) {
        switch command {
        case .open(let attempt):
            quiet = false
            switch mode {
            case .manual: waitingAttempt = attempt
            case .auto(let d): out.append(.startTimer(.realtimeUp(attempt: attempt), after: d))
            case .unreachable:
                out.append(.deliver(.socketErrored(attempt: attempt, message: "The Realtime secret points nowhere (connection refused).")))
            }
        case .ping(let attempt):
            if !quiet { out.append(.deliver(.socketPong(attempt: attempt))) }
        case .close(let attempt):
            if waitingAttempt == attempt { waitingAttempt = nil }
            out.append(.cancelTimer(.realtimeUp(attempt: attempt)))
            out.append(.cancelTimer(.secretReady(attempt: attempt)))
        case .sendSilence(let on):
            out.append(.log(.app, .sentAsSilence(on)))
        case .gateMicrophone(let on):
            out.append(.log(.app, .cueGate(on)))
        case .substituteSilence(let on):
            out.append(.log(.app, .stalledAsSilence(on)))
        }
    }

    /// `realtime up`: the waiting attempt comes up; returns it (nil: none waits).
    public mutating func comeUp() -> Int? {
        defer { waitingAttempt = nil }
        return waitingAttempt
    }

    /// `realtime quiet`: pings go unanswered from now on (L3).
    public mutating func goQuiet() {
        quiet = true
    }

    /// The auto mode's timer for `attempt` fired: it is no longer waiting.
    public mutating func cameUp(_ attempt: Int) {
        if waitingAttempt == attempt { waitingAttempt = nil }
    }
}

extension RealtimeFake: Fingerprintable {
    /// The waiting attempt and the quiet flag; the mode is configuration.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(waitingAttempt)
        f.combine(quiet)
    }
}
