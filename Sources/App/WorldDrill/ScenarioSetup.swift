import Drill
import Host
import CarApp
import Rig

/// The world a scenario starts in, built from its `given` lines; and the checks that can be
/// made before anything runs (DL504 unknown values and names, DL505 unknown titles, DL506 late
/// givens).
public struct ScenarioSetup: Sendable {
    /// The world the `given` lines ask for (conversation, Realtime, secret, settings, profile,
    /// seed).
    public var config = WorldConfig()
    /// The settle window of expectations (`given settle D`, default 1 s).
    public var settleMs: Millis = 1_000
    /// The display size of the scenario's pictures (`given display WxH`); nil for the default.
    public var displaySize: (width: Int, height: Int)?
    /// `given appearance …` (dark unless it says light).
    public var appearance: Appearance = .dark
    /// Bad input found in the scenario's steps.
    public var diagnostics: [Diagnostic] = []

    /// The setup of `scenario`; `seed` (from `--seed`) overrides `given seed`.
    public init(_ scenario: Scenario, seed: UInt64? = nil) {
        var acted = false
        for step in scenario.steps {
            switch step.kind {
            case .given(let given):
                if acted, !isSettle(given) {
                    diagnostics.append(Diagnostic.at(.lateGiven, step, "`given` after the scenario's first action",
                                                  hint: "move it up with the other `given` lines; only `given settle` may change mid-scenario"))
                }
                apply(given, step)
            case .tap(let title), .tapNow(let title), .select(let title):
                acted = true
                if !KnownTitles.all.contains(title) {
                    let near = Suggest.nearest(title, among: KnownTitles.all)
                    diagnostics.append(Diagnostic.at(.unknownTitle, step, "no screen of the car shows \"\(title)\"",
                                                       hint: near.map { "did you mean \"\($0)\"?" } ?? "the car's buttons are: " + KnownTitles.all.map { "\"\($0)\"" }.joined(separator: ", "),
                                                       under: step.stringSpans.first))
                }
            case .expect(let expectation, _), .waitUntil(let expectation, _):
                diagnostics += Self.unknownNames(expectation, step)
            case .rules, .include:
                break
            case .realtime(.set(let name, _)):
                acted = true
                // An unknown setting is an error, never silently ignored.
                if SettingNames.row(name) == nil {
                    diagnostics.append(Diagnostic.unknown("setting", name, SettingNames.all, step, under: step.span(ofToken: Step.givenValueToken)))
                }
            case .panelSet(let row, _):
                acted = true
                // A person touches a row by its words.
                if !VoiceSettings.rowNames.contains(row) {
                    diagnostics.append(Diagnostic.unknown("panel row", row, VoiceSettings.rowNames, step, under: step.span(ofToken: Step.givenValueToken)))
                }
            case .event:
                acted = true
                diagnostics += Diagnostic.unknownEvent(step, registered: [], none: Self.noEvents).map { [$0] } ?? []
            case .plug, .unplug, .tapGear, .tapBack, .phone, .realtime, .speech, .reply, .tool, .mic,
                 .interruption, .routeChangeRate, .routeLatency, .engine, .wait:
                acted = true
            }
        }
        if let seed { config.seed = seed }
    }

    /// The words the home's tiles can carry (T1, T2, T5).
    static let homeTiles = [CarWords.continueConversation, CarWords.newConversation, CarWords.retrying, CarWords.tapToRetry]

    /// DL504 for the names an expectation gives that the car never shows (a call state, a home
    /// tile, a panel row: the expectation could never hold) or the app never sends (a
    /// telemetry event: `expect no telemetry call.strat` would always hold).
    static func unknownNames(_ expectation: StepKind.Expectation, _ step: Step) -> [Diagnostic] {
        let strings = step.stringSpans
        func string(_ index: Int) -> Step.Span? { strings.indices.contains(index) ? strings[index] : nil }
        switch expectation {
        case .carCall(let state):
            let states = CallScreenState.allCases.map(\.title)
            return states.contains(state) ? [] : [Diagnostic.unknown("call state", state, states, step, under: string(0))]
        case .carHome(let titles):
            return titles.enumerated().compactMap { index, title in
                homeTiles.contains(title) ? nil : Diagnostic.unknown("home tile", title, homeTiles, step, under: string(index))
            }
        case .carPanel(let rows):
            // The rows are every other string: "ROW" "VALUE" "ROW" "VALUE"…
            return rows.enumerated().compactMap { index, pair in
                VoiceSettings.rowNames.contains(pair.row) ? nil : Diagnostic.unknown("panel row", pair.row, VoiceSettings.rowNames, step, under: string(2 * index))
            }
        case .telemetry(let name, _), .telemetrySent(let name, _), .noTelemetry(let name, _):
            guard !TelemetryNames.all.contains(name) else { return [] }
            let at = step.tokenIndex(of: "telemetry").flatMap { step.tokenIndex(of: name, from: $0 + 1) }
            return [Diagnostic.unknown("telemetry event", name, TelemetryNames.all, step, under: at.flatMap(step.span(ofToken:)))]
        case .carStatus, .carNothing, .carDisconnected, .phone, .phoneSays, .cue, .cues, .noCue,
             .log, .hostLog, .crash, .noCrash, .shot, .carTemplate:
            return []
        }
    }

    private func isSettle(_ given: StepKind.Given) -> Bool {
        if case .settle = given { return true } else { return false }
    }

    private mutating func apply(_ given: StepKind.Given, _ step: Step) {
        switch given {
        case .conversation(let c):
            config.conversation = ConversationSetup(rawValue: c.rawValue) ?? .open
        case .realtime(let mode):
            switch mode {
            case .manual: config.realtime = .manual
            case .auto(let d): config.realtime = .auto(d)
            case .unreachable: config.realtime = .unreachable
            }
        case .secret(let secret):
            switch secret {
            case .slow(let d): config.secretDelayMs = d
            case .ok: config.secretDelayMs = 0
            case .nowhere: config.realtime = .unreachable
            }
        case .app(let app):
            config.appForeground = app == .foreground
        case .setting(let name, let value):
            applySetting(name, value, step)
        case .navigator(let name):
            if AnyNavigator.named(name) == nil {
                diagnostics.append(Diagnostic.unknown("navigator", name, AnyNavigator.names, step, under: step.span(ofToken: Step.givenValueToken)))
            } else {
                config.navigator = name
            }
        case .display(let w, let h):
            displaySize = (w, h)
        case .appearance(let a):
            appearance = a
        case .profile(let name):
            if let p = HostProfile.named[name] {
                config.host.profile = p
            } else if let problem = Diagnostic.unknownProfile(step) {
                diagnostics.append(problem)
            }
        case .settle(let d):
            settleMs = d
        case .seed(let s):
            config.seed = s
        }
    }

    /// The hint of an `event` step over the built-in app (DL511): app events are a team's scene's.
    static let noEvents = "the built-in app has no app events: they are a scene's own, registered by name in SceneDrill(…, events:)"

    /// Host numbers the drill may set, besides the voice settings' rows.
    public static let hostSettings = ["animation", "rate limit", "list limit", "Call telemetry", "engine handling", "panel template"]

    private mutating func applySetting(_ name: String, _ value: String, _ step: Step) {
        if let row = SettingNames.row(name) {
            config.settings[row] = value
            return
        }
        guard Self.hostSettings.contains(name) else {
            diagnostics.append(Diagnostic.unknown("setting", name, VoiceSettings.rowNames + Self.hostSettings + SettingNames.short.map(\.name), step, under: step.span(ofToken: Step.givenValueToken)))
            return
        }
        if name == "Call telemetry" {
            // Y5: the level of call telemetry.
            if let level: TelemetryBatcher.Level = choice("Call telemetry level", value, step) { config.app.telemetryLevel = level }
            return
        }
        if name == "panel template" {
            // H13: the class the gear's panel is built with (a teaching example when not a list).
            if let kind: TemplateKind = choice("template class", value, step) { config.app.panelTemplate = kind }
            return
        }
        if name == "engine handling" {
            // A1-A3: the app's engine handling, or a broken teaching variant.
            if let variant: AudioEngineController.Variant = choice("engine handling", value, step) { config.app.engineHandling = variant }
            return
        }
        let digits = value.hasSuffix("ms") ? String(value.dropLast(2)) : value
        guard let number = Int64(digits), number >= 0 else {
            diagnostics.append(Diagnostic.at(.unknownValue, step, "setting \"\(name)\" wants a whole number, not \"\(value)\"",
                                               hint: "write it like `given setting \"\(name)\" 400`", under: step.span(ofToken: Step.givenValueToken + 1)))
            return
        }
        switch name {
        case "animation": config.host.animationMs = number
        case "rate limit": config.host.stateRateLimitMs = number; config.app.stateRateLimitMs = number
        default: config.host.listItemLimit = Int(number)
        }
    }

    /// The value of `given setting NAME VALUE` as one of `T`'s cases, or nil with an
    /// unknown-value diagnostic naming them.
    private mutating func choice<T: RawRepresentable & CaseIterable>(_ what: String, _ value: String, _ step: Step) -> T? where T.RawValue == String {
        if let picked = T(rawValue: value) { return picked }
        diagnostics.append(Diagnostic.unknown(what, value, T.allCases.map(\.rawValue), step, under: step.span(ofToken: Step.givenValueToken + 1)))
        return nil
    }


}
