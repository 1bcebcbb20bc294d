/// Something from outside the app: the person at the car or the phone, the cable, the server,
/// the Realtime socket. Drill steps and the explorer's alphabet are made of these.
public enum Stimulus: Hashable, Sendable, CustomStringConvertible {
    case plug, unplug
    /// A car button by its words (H9: the host calls its handler).
    case tap(String)
    case tapGear
    /// A value chosen for a panel row.
    case panelSet(row: String, value: String)
    case realtimeUp
    /// A Realtime error event: on a call that is up, shown on the status line (C7); before the
    /// call is up, the attempt fails.
    case realtimeError(String)
    /// A socket error: the call ends at once (L3), or the attempt fails.
    case realtimeDrop(String)
    /// A transcript line of the call, what was said (Y3: the app logs it by its length only).
    case realtimeTranscript(String)
    /// The socket goes quiet: no more pongs or events (L3).
    case realtimeQuiet
    case realtimePong
    /// The model changes a setting (G5).
    case realtimeSet(row: String, value: String)
    /// The model goes back to an earlier conversation (C5).
    case realtimeGoBack
    /// Socket events of the call in progress (`replyAudio`: the reply's first audio plays, C2).
    case speechStart, speechStop, replyStart, replyAudio, replyEnd, replyFail
    case toolStart(String), toolEnd, toolFail
    /// The microphone stops delivering, comes back, or its permission is refused (M1-M3).
    case micStall, micBack, micRefused
    /// A phone call or Siri takes the audio, and gives it back (M1, M2).
    case interruptionBegin, interruptionEnd
    /// The audio route changes to this hardware sample rate (A3).
    case routeChangeRate(Int)
    /// The audio route's latency (Q8).
    case routeLatency(Int64)
    /// The engine's start and stop stop returning, and return again (A2).
    case engineStuck, engineUnstuck
    case phone(PhoneAction)

    /// The person's actions on the phone.
    public enum PhoneAction: String, Hashable, Sendable, CaseIterable {
        case foreground, background
        case openSheet = "open sheet", closeSheet = "close sheet"
        case openDialog = "open dialog", closeDialog = "close dialog"
        case keyboardUp = "keyboard up", keyboardDown = "keyboard down"
        case openSession = "open session", openLink = "open link", closeLive = "close live"
        case openOtherLive = "open other-live", closeOtherLive = "close other-live"
        /// The app is killed and launched again (Y4).
        case relaunch
        case endConversation = "end conversation", startCall = "start call"
        case hangUp = "hang up", mute, unmute
    }

    /// The step as a drill file writes it.
    public var description: String {
        switch self {
        case .plug: return "plug"
        case .unplug: return "unplug"
        case .tap(let t): return "tap \"\(t)\""
        case .tapGear: return "tap gear"
        case .panelSet(let r, let v): return "panel set \"\(r)\" \"\(v)\""
        case .realtimeUp: return "realtime up"
        case .realtimeError(let m): return "realtime error \"\(m)\""
        case .realtimeDrop(let m): return "realtime drop \"\(m)\""
        case .realtimeTranscript(let t): return "realtime transcript \"\(t)\""
        case .realtimeQuiet: return "realtime quiet"
        case .realtimePong: return "realtime pong"
        case .realtimeSet(let r, let v): return "realtime set \"\(r)\" \"\(v)\""
        case .realtimeGoBack: return "realtime go back"
        case .speechStart: return "speech start"
        case .speechStop: return "speech stop"
        case .replyStart: return "reply start"
        case .replyAudio: return "reply audio"
        case .replyEnd: return "reply end"
        case .replyFail: return "reply fail"
        case .toolStart(let n): return "tool start \"\(n)\""
        case .toolEnd: return "tool end"
        case .toolFail: return "tool fail"
        case .micStall: return "mic stall"
        case .micBack: return "mic back"
        case .micRefused: return "mic refused"
        case .interruptionBegin: return "interruption begin"
        case .interruptionEnd: return "interruption end"
        case .routeChangeRate(let rate): return "route change rate \(rate)"
        case .routeLatency(let ms): return "route latency \(ms)ms"
        case .engineStuck: return "engine stuck"
        case .engineUnstuck: return "engine unstuck"
        case .phone(let a): return "phone \(a.rawValue)"
        }
    }
}

/// Why a stimulus could not be applied (the world is unchanged).
public enum StimulusError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A tap on words the car does not show; lists what it does show.
    case notOnScreen(title: String, visible: [String])
    /// The app crashed earlier; nothing reaches it.
    case appDead

    public var description: String {
        switch self {
        case .notOnScreen(let t, let v):
            let shown = v.isEmpty ? "nothing to tap" : v.map { "\"\($0)\"" }.joined(separator: ", ")
            return "\"\(t)\" is not on the car's screen; it shows \(shown)"
        case .appDead:
            return "the app has crashed; nothing reaches it"
        }
    }
}
