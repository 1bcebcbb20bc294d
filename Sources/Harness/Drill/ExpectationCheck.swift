import Host

/// Whether an expectation holds in a world, and how to say what was expected. Expectations read
/// observables only: the car and phone displays, the cue log, telemetry, failure reports.
public struct ExpectationCheck: Sendable {
    /// The `expect` or `wait until` line's expectation.
    public let expectation: StepKind.Expectation
    /// The first cue since the last action (what happened since the last step that was not an
    /// expectation).
    public let cuesFrom: Int
    /// The first telemetry event since the last action.
    public let telemetryFrom: Int
    /// The first telemetry batch sent since the last action (`expect telemetry sent`, Y2).
    public let batchesFrom: Int
    /// The first log line since the last action (`expect log`, `expect host log`).
    public let logFrom: Int

    /// A check of `expectation` over what happened since the last action: the cue log, the
    /// telemetry events, the batches sent and the log, each from its index on.
    public init(_ expectation: StepKind.Expectation, cuesFrom: Int, telemetryFrom: Int, batchesFrom: Int = 0, logFrom: Int = 0) {
        self.expectation = expectation
        self.cuesFrom = cuesFrom
        self.telemetryFrom = telemetryFrom
        self.batchesFrom = batchesFrom
        self.logFrom = logFrom
    }

    /// True for expectations that settle (wait for timers within the window): a crash may come
    /// when a queued change goes out. `expect no cue`, `expect no crash` and pictures are
    /// checked as they are.
    public var settles: Bool {
        switch expectation {
        case .noCue, .noCrash, .noTelemetry, .shot: return false
        case .crash, .carHome, .carCall, .carStatus, .carPanel, .carNothing, .carDisconnected, .phone, .phoneSays,
             .cue, .cues, .telemetry, .telemetrySent, .log, .hostLog, .carTemplate: return true
        }
    }

    /// What any scene shows, the built-in app's or a team's own: the expectations any scene has
    /// (`DrillLanguage.anyScene`) read only this.
    public struct SceneView {
        /// What the car shows (`expect car …`, `expect car disconnected`).
        public var screen: CarScreen
        /// The crashes recorded so far (`expect crash`, `expect no crash`; B6).
        public var failures: [CrashReport]
        /// The merged log: the app's, the host's and the runner's lines.
        public var log: [LogLine]

        /// The view of a scene showing `screen`, with its crash reports and its log.
        public init(screen: CarScreen, failures: [CrashReport], log: [LogLine]) {
            self.screen = screen
            self.failures = failures
            self.log = log
        }
    }

    /// Whether an expectation any scene can meet holds in `view`; nil for the built-in app's own.
    public func holds(in view: SceneView) -> Bool? {
        switch expectation {
        case .carTemplate(let template): return template.holds(on: view.screen)
        case .carDisconnected: return !view.screen.connected
        case .crash(let rule): return view.failures.contains { $0.rule == rule }
        case .noCrash: return view.failures.isEmpty
        case .log(let text): return appAndHostLines(view).contains { $0.text.contains(text) }
        case .hostLog(let text): return view.log.dropFirst(logFrom).contains { $0.source == .host && $0.text.contains(text) }
        case .carHome, .carCall, .carStatus, .carPanel, .carNothing, .phone, .phoneSays, .cue, .cues, .noCue,
             .telemetry, .telemetrySent, .noTelemetry, .shot: return nil
        }
    }

    /// The app's and the host's lines since the last action: what `expect log` reads, not the
    /// runner's own (`step: …`, a tap's wait).
    private func appAndHostLines(_ view: SceneView) -> [LogLine] {
        view.log.dropFirst(logFrom).filter { $0.source != .world }
    }

    /// What there was instead, for the expectations any scene can meet; nil for the rest.
    public func found(in view: SceneView) -> String? {
        switch expectation {
        case .log:
            let lines = appAndHostLines(view).suffix(6).map(\.description)
            return "the app's and the host's log since the last action ends: " + (lines.isEmpty ? "nothing" : lines.joined(separator: " | "))
        case .hostLog:
            let lines = view.log.dropFirst(logFrom).filter { $0.source == .host }.suffix(6).map(\.description)
            return "the host log since the last action ends: " + (lines.isEmpty ? "nothing" : lines.joined(separator: " | "))
        case .carTemplate(let template):
            return template.found(on: view.screen)
        case .crash, .noCrash:
            let f = view.failures.map { "\($0.rule): \($0.message)" }
            return "reports: " + (f.isEmpty ? "none" : f.joined(separator: "; "))
        case .carHome, .carCall, .carStatus, .carPanel, .carNothing, .carDisconnected, .phone, .phoneSays, .cue, .cues, .noCue,
             .telemetry, .telemetrySent, .noTelemetry, .shot: return nil
        }
    }

    /// What was expected, in words.
    public var expected: String {
        switch expectation {
        case .carHome(let t): return "the car to show the home with " + t.map { "\"\($0)\"" }.joined(separator: " ")
        case .carCall(let s): return "the car to show the call screen in \"\(s)\""
        case .carStatus(let s): return s.isEmpty ? "the call screen's status line to be empty" : "the call screen's status line to read \"\(s)\""
        case .carPanel(let rows): return "the panel to show " + rows.map { "\"\($0.row)\" = \"\($0.value)\"" }.joined(separator: ", ")
        case .carNothing: return "the car to show nothing but the home"
        case .carDisconnected: return "the car to be disconnected"
        case .phone(let s): return "the phone to show \(s)"
        case .phoneSays(let t): return "the phone to say \"\(t)\""
        case .cue(let c): return "the cue \(c)"
        case .cues(let l): return "exactly the cues " + l.joined(separator: ", ")
        case .noCue: return "no cue"
        case .telemetry(let n, let f): return "the telemetry event \(n)" + f.map { " \($0.key)=\($0.value)" }.joined()
        case .telemetrySent(let n, let f): return "a batch with the telemetry event \(n)" + f.map { " \($0.key)=\($0.value)" }.joined()
        case .noTelemetry(let n, let f): return "no telemetry event \(n)" + f.map { " \($0.key)=\($0.value)" }.joined()
        case .log(let t): return "a log line containing \"\(t)\""
        case .hostLog(let t): return "a host log line containing \"\(t)\""
        case .carTemplate(let template): return template.expected
        case .crash(let r): return "a crash (or broken invariant) \(r)"
        case .noCrash: return "no crash"
        case .shot(let p): return "the picture \(p)"
        }
    }
}
