import Host
import CarApp
import Rig

/// Which states of each reducer the exploration reached, and which steps it took; with the
/// full lists, so what was never reached can be printed too.
public struct ExploreCoverage: Sendable {
    /// Reached values by reducer ("CallScreen" → ["Listening", …]).
    public private(set) var reached: [String: Set<String>] = [:]
    /// Transitions taken, by kind ("tap", "wait", "plug"…).
    public var transitions: [String: Int] {
        var byName: [String: Int] = [:]
        for (i, n) in stepCounts.enumerated() where n > 0 { byName[Self.kindNames[i]] = n }
        return byName
    }
    /// Transitions taken, by index in `kindNames` (counted for every transition: no hashing).
    private var stepCounts = [Int](repeating: 0, count: ExploreCoverage.kindNames.count)

    /// Coverage of an exploration not yet run: nothing reached, no steps taken.
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

    /// A state's values, packed into 13 bits (`note`): bit `key` of `seen` is set once a state
    /// with those values was reached (a bit test per state, no hashing).
    private var seen = [UInt64](repeating: 0, count: (1 << 13) / 64)

    mutating func note(_ world: borrowing World) {
        note(look: Self.look(of: world))
    }

    /// A state's values, packed into 13 bits: what `note(look:)` takes.
    static func look(of world: borrowing World) -> UInt16 {
        look(app: world.state.app, host: world.state.host)
    }

    /// `look` on a world's parts, read in place (a copy of the app would retain all of it).
    private static func look(app: borrowing CarScene, host: borrowing HostState) -> UInt16 {
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
        return UInt16(screen | phase << 3 | retry << 5 | (app.navigatorIdle ? 0 : 1) << 7 | car << 8 | phone << 11)
    }

    /// Notes a state's values, packed by `look(of:)`.
    mutating func note(look: UInt16) {
        let key = Int(look)
        guard seen[key >> 6] & (1 << (key & 63)) == 0 else { return }
        seen[key >> 6] |= 1 << (key & 63)
        let screen = key & 7, phase = key >> 3 & 3, retry = key >> 5 & 3, busy = key >> 7 & 1, car = key >> 8 & 7, phone = key >> 11 & 3
        add("CallScreen", screen == 5 ? "none" : CallScreenState.allCases[screen].title)
        add("LiveCall", ["none", "awaitingSecret", "connecting", "up"][phase])
        add("Retry", ["idle", "retrying", "gaveUp"][retry])
        add("Navigator", busy == 0 ? "idle" : "busy")
        add("Car", ["disconnected", "home", "call", "panel", "other"][car])
        add("Phone", ["app", "liveThread", "otherLiveThread", "background"][phone])
    }

    /// Counts a transition by its step's kind (`kindIndex(of:)`).
    mutating func noteTransition(kind: Int) {
        stepCounts[kind] += 1
    }

    /// The kinds of step, for the transition table (`tap`, `wait`, `realtime up`, `phone …`).
    static let kindNames = ["wait", "plug", "unplug", "tap", "panel set", "realtime up", "realtime error", "realtime drop", "realtime",
                            "speech", "reply", "tool", "mic", "audio"] + Stimulus.PhoneAction.allCases.map { "phone \($0.rawValue)" }

    /// The index of a step's kind in `kindNames`.
    static func kindIndex(of step: ExploreStep) -> Int {
        guard case .stimulus(let s) = step else { return 0 }
        switch s {
        case .plug: return 1
        case .unplug: return 2
        case .tap, .tapGear: return 3
        case .panelSet: return 4
        case .realtimeUp: return 5
        case .realtimeError: return 6
        case .realtimeDrop: return 7
        case .realtimeTranscript, .realtimeQuiet, .realtimePong, .realtimeSet, .realtimeGoBack: return 8
        case .speechStart, .speechStop: return 9
        case .replyStart, .replyAudio, .replyEnd, .replyFail: return 10
        case .toolStart, .toolEnd, .toolFail: return 11
        case .micStall, .micBack, .micRefused, .interruptionBegin, .interruptionEnd: return 12
        case .routeChangeRate, .routeLatency, .engineStuck, .engineUnstuck: return 13
        case .phone(let a): return 14 + Stimulus.PhoneAction.allCases.firstIndex(of: a)!
        }
    }

    private mutating func add(_ reducer: String, _ value: String) {
        reached[reducer, default: []].insert(value)
    }

    /// Values of `reducer` never reached.
    public func neverReached(_ reducer: String) -> [String] {
        (ExploreCoverage.all[reducer] ?? []).filter { !(reached[reducer]?.contains($0) ?? false) }
    }

    /// Why no trace from `config` over `alphabet` reaches `value` of `reducer`, however long;
    /// nil when one may (a value never reached then lies beyond the bounds).
    public static func unreachable(_ reducer: String, _ value: String, config: WorldConfig, alphabet: Alphabet) -> String? {
        switch (reducer, value) {
        case ("LiveCall", "awaitingSecret") where config.secretDelayMs == 0:
            // L1: the server's answer is delivered within the step that asked for it.
            return "the server mints the secret within the step that asks for it (`given secret slow D` makes a call wait)"
        case ("Phone", "otherLiveThread"):
            return "the alphabet opens no other conversation's Live thread (`phone open other-live` is a drill step)"
        case ("Car", "other") where config.app.panelTemplate == .list:
            return "the app sets only its grid, presents only its call screen and pushes only its panel, a list (H13)"
        case ("CallScreen", "Speaking") where !alphabet.callEvents, ("CallScreen", "Working on it…") where !alphabet.callEvents:
            return "the alphabet leaves the call's events out (no reply, no tool: C2)"
        case ("Phone", "background") where !alphabet.phoneEvents:
            return "the alphabet leaves the phone's events out (nothing sends the app behind)"
        default:
            return nil
        }
    }
}
