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

    /// A state's values, packed: the bits of `seen` say which were reached (cheap per state).
    private var seen = Set<Int>()

    mutating func note(_ world: World) {
        let app = world.state.app
        let host = world.state.host
        let screen = app.callScreen.shown.map { CallScreenState.allCases.firstIndex(of: $0.state)! } ?? 5
        let phase: Int
        switch app.call?.phase { case nil: phase = 0; case .awaitingSecret?: phase = 1; case .connecting?: phase = 2; case .up?: phase = 3 }
        let retry: Int
        switch app.retry.status { case .idle: retry = 0; case .retrying: retry = 1; case .gaveUp: retry = 2 }
        let car: Int
        if !host.connected { car = 0 } else if host.presented?.kind == .voiceControl { car = 2 }
        else if host.presented != nil { car = 4 } else if host.stack.last?.kind == .grid { car = 1 }
        else if host.stack.last?.kind == .list { car = 3 } else { car = 4 }
        let phone: Int
        if !app.phone.foreground { phone = 3 } else {
            switch app.phone.screen { case .app: phone = 0; case .liveThread: phone = 1; case .otherLiveThread: phone = 2 }
        }
        let key = screen | phase << 3 | retry << 5 | (app.navigatorIdle ? 0 : 1) << 7 | car << 8 | phone << 11
        guard seen.insert(key).inserted else { return }
        add("CallScreen", screen == 5 ? "none" : CallScreenState.allCases[screen].title)
        add("LiveCall", ["none", "awaitingSecret", "connecting", "up"][phase])
        add("Retry", ["idle", "retrying", "gaveUp"][retry])
        add("Navigator", app.navigatorIdle ? "idle" : "busy")
        add("Car", ["disconnected", "home", "call", "panel", "other"][car])
        add("Phone", ["app", "liveThread", "otherLiveThread", "background"][phone])
    }

    mutating func noteTransition(_ step: ExploreStep) {
        transitions[Self.kind(of: step), default: 0] += 1
    }

    /// The kind of a step, for the transition table (`tap`, `wait`, `realtime up`, `phone`…).
    static func kind(of step: ExploreStep) -> String {
        guard case .stimulus(let s) = step else { return "wait" }
        switch s {
        case .plug: return "plug"
        case .unplug: return "unplug"
        case .tap, .tapGear: return "tap"
        case .panelSet: return "panel set"
        case .realtimeUp: return "realtime up"
        case .realtimeError: return "realtime error"
        case .realtimeDrop: return "realtime drop"
        case .realtimeTranscript: return "realtime"
        case .realtimeQuiet, .realtimePong, .realtimeSet, .realtimeGoBack: return "realtime"
        case .speechStart, .speechStop: return "speech"
        case .replyStart, .replyEnd, .replyFail: return "reply"
        case .toolStart, .toolEnd, .toolFail: return "tool"
        case .phone(let a): return "phone \(a.rawValue)"
        case .micStall, .micBack, .micRefused, .interruptionBegin, .interruptionEnd: return "mic"
        case .routeChangeRate, .routeLatency, .engineStuck, .engineUnstuck: return "audio"
        }
    }

    private mutating func add(_ reducer: String, _ value: String) {
        reached[reducer, default: []].insert(value)
    }

    /// Values of `reducer` never reached.
    public func neverReached(_ reducer: String) -> [String] {
        (ExploreCoverage.all[reducer] ?? []).filter { !(reached[reducer]?.contains($0) ?? false) }
    }
}
