import Host
import CarApp
import Rig

/// Which states of each reducer the exploration reached, and which steps it took; with the
/// full lists, so what was never reached can be printed too.
public struct ExploreCoverage: Sendable {
    /// Reached values by reducer ("CallScreen" → ["Listening", …]).
    public private(set) var reached: [String: Set<String>] = [:]
    /// Transitions taken, by kind ("tap", "wait", "plug"…).
    public private(set) var transitions: [String: Int] = [:]

    public init() {}

    /// Every value each reducer can take, for the "never reached" list.
    public static let all: [String: [String]] = [
        "CallScreen": CallScreenState.allCases.map(\.title) + ["none"],
        "LiveCall": ["none", "awaitingSecret", "connecting", "up"],
        "Retry": ["idle", "retrying", "gaveUp"],
        "Navigator": ["idle", "busy"],
        "Car": ["disconnected", "home", "call", "panel", "other"],
        "Phone": ["app", "liveThread", "otherLiveThread", "background"],
    ]

    mutating func note(_ world: World) {
        let app = world.state.app
        add("CallScreen", app.callScreen.shown?.state.title ?? "none")
        add("LiveCall", app.call?.phase.rawValue ?? "none")
        switch app.retry.status {
        case .idle: add("Retry", "idle")
        case .retrying: add("Retry", "retrying")
        case .gaveUp: add("Retry", "gaveUp")
        }
        add("Navigator", app.navigatorIdle ? "idle" : "busy")
        switch world.carDisplay.screen {
        case .disconnected: add("Car", "disconnected")
        case .home: add("Car", "home")
        case .call: add("Car", "call")
        case .panel: add("Car", "panel")
        case .other: add("Car", "other")
        }
        add("Phone", app.phone.foreground ? app.phone.screen.rawValue : "background")
    }

    mutating func noteTransition(_ step: ExploreStep) {
        let kind = step.description.split(separator: " ").prefix(2).joined(separator: " ")
        let key = kind.hasPrefix("tap") || kind.hasPrefix("wait") ? String(kind.split(separator: " ")[0]) : kind
        transitions[key, default: 0] += 1
    }

    private mutating func add(_ reducer: String, _ value: String) {
        reached[reducer, default: []].insert(value)
    }

    /// Values of `reducer` never reached.
    public func neverReached(_ reducer: String) -> [String] {
        (ExploreCoverage.all[reducer] ?? []).filter { !(reached[reducer]?.contains($0) ?? false) }
    }
}
