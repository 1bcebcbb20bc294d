import Host
import CarApp
import Rig

/// Small builders for tests: templates and worlds in one line.
public enum Build {
    /// A grid with these titles.
    public static func grid(_ id: Int, _ titles: [String] = ["Continue conversation", "New conversation"]) -> Template {
        Template(id: TemplateID(id), kind: .grid, buttons: titles.map { TemplateButton(title: $0) })
    }

    /// A list with these titles.
    public static func list(_ id: Int, _ titles: [String] = ["Reset to defaults"]) -> Template {
        Template(id: TemplateID(id), kind: .list, buttons: titles.map { TemplateButton(title: $0) })
    }

    /// The call screen (C1) with this id.
    public static func callScreen(_ id: Int, initial: CallScreenState = .connecting) -> Template {
        CallScreen.template(TemplateID(id), initial: initial)
    }

    /// A template of `kind`.
    public static func template(_ id: Int, _ kind: TemplateKind) -> Template {
        Template(id: TemplateID(id), kind: kind)
    }

    /// A host, connected, with the given config (by default the built-in app's: SPEC's reading).
    public static func connectedHost(_ config: HostConfig = HostConfig(fidelity: .spec)) -> HostState {
        var host = HostState(config: config)
        var ignored: [HostOutcome] = []
        host.connect(now: .zero, into: &ignored)
        return host
    }

    /// A world set up by `configure`.
    public static func world(_ configure: (inout WorldConfig) -> Void = { _ in }) -> World {
        var config = WorldConfig()
        configure(&config)
        return World(config: config)
    }
}

/// Test conveniences on a world: steps that must succeed.
extension World {
    /// Applies `stimuli` in order; a failed tap fails the test with the world's words.
    public mutating func run(_ stimuli: Stimulus...) throws {
        for s in stimuli { try apply(s) }
    }

    /// The car's screen in one short line (`CarDisplay.line`).
    public var carLine: String {
        if case .call(let c) = carDisplay.screen { return "call[\(c.stateTitle)]" }
        return carDisplay.line
    }

    /// The cues so far, by name.
    public var cueNames: [String] { record.cues.map(\.cue.rawValue) }
}
