import Host

/// Something from outside the app: the person at the car or the phone, the cable, the server,
/// the Realtime socket. Drill steps and the explorer's alphabet are made of these.
public enum Stimulus: Hashable, Sendable, CustomStringConvertible {
    /// The car's cable goes in (H10: the app connects and sets its root; a route change, A1).
    case plug
    /// The cable comes out (H10: the interface controller goes, mid-animation or not).
    case unplug
    /// A car button by its words (H9: the host calls its handler).
    case tap(String)
    /// The call screen's gear, the bar button that has no words on the car (G1).
    case tapGear
    /// A value chosen for a panel row.
    case panelSet(row: String, value: String)
    /// `realtime up`: the socket waiting in manual mode comes up (L1: the call is up).
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
    /// The socket answers a ping (L3: from then on 20 s of silence drops the call).
    case realtimePong
    /// The model changes a setting (G5).
    case realtimeSet(row: String, value: String)
    /// The model goes back to an earlier conversation (C5).
    case realtimeGoBack
    /// The person starts talking on the call that is up (Q7: every cue stops).
    case speechStart
    /// The person stops talking (Q2: Heard, Q3: the thinking tick).
    case speechStop
    /// The model starts a reply (Q7: every cue stops; C2: still Listening).
    case replyStart
    /// The reply's first audio plays (C2: Speaking; Y1: the time to first audio).
    case replyAudio
    /// The reply ends complete (Y1: `reply.end` with outcome `completed`).
    case replyEnd
    /// The reply ends failed (C7: the status line; Q5: Failed).
    case replyFail
    /// A tool by this name starts (C2: Working on it…; Q4: Working).
    case toolStart(String)
    /// The running tool ends well (Q7: no sound).
    case toolEnd
    /// The running tool fails (Q5: Failed).
    case toolFail
    /// The microphone stops delivering audio (M1-M3: a stall).
    case micStall
    /// The microphone delivers again (M2: Connected if it was lost).
    case micBack
    /// The microphone permission is refused: the attempt fails.
    case micRefused
    /// A phone call or Siri takes the audio (M1: no restart until it ends; M3: 90 s).
    case interruptionBegin
    /// The interruption gives the audio back (M1: a stalled microphone is restarted).
    case interruptionEnd
    /// The audio route changes to this hardware sample rate (A3).
    case routeChangeRate(Int)
    /// The audio route's latency (Q8).
    case routeLatency(Int64)
    /// The engine's start and stop stop returning (A2: the give-up and End must still run).
    case engineStuck
    /// The engine's start and stop return again.
    case engineUnstuck
    /// The person does something on the phone.
    case phone(PhoneAction)

    /// The person's actions on the phone.
    public enum PhoneAction: String, Hashable, Sendable, CaseIterable {
        /// The app comes to the front (O2: a landing due while it was behind happens now).
        case foreground
        /// The app goes behind (Y2: a telemetry batch goes out).
        case background
        /// A sheet opens (O5: a landing waits).
        case openSheet = "open sheet"
        /// The sheet closes.
        case closeSheet = "close sheet"
        /// A dialog opens (O5: a landing waits).
        case openDialog = "open dialog"
        /// The dialog closes.
        case closeDialog = "close dialog"
        /// The keyboard comes up (O5: a landing waits).
        case keyboardUp = "keyboard up"
        /// The keyboard goes down.
        case keyboardDown = "keyboard down"
        /// A session is opened (O5: a landing is cancelled).
        case openSession = "open session"
        /// A link is opened (O5: a landing is cancelled).
        case openLink = "open link"
        /// Live is closed (O5: a landing is cancelled).
        case closeLive = "close live"
        /// Another conversation's Live thread opens (O5: a landing waits).
        case openOtherLive = "open other-live"
        /// The other Live thread closes.
        case closeOtherLive = "close other-live"
        /// The app is killed and launched again (Y4).
        case relaunch
        /// The open conversation is ended on the phone (T4: the car's tiles are not redrawn).
        case endConversation = "end conversation"
        /// A call is started on the phone (O1: it stays there while the car shows tiles).
        case startCall = "start call"
        /// Hang up on the phone: the call ends.
        case hangUp = "hang up"
        /// The phone's Mute, when the call is not muted (L8: silence is sent).
        case mute
        /// The phone's Mute again, when the call is muted.
        case unmute
    }

    /// The step as a drill file writes it.
    public var description: String {
        switch self {
        case .plug: return "plug"
        case .unplug: return "unplug"
        case .tap(let t): return "tap \(DrillString.quoted(t))"
        case .tapGear: return "tap gear"
        case .panelSet(let r, let v): return "panel set \(DrillString.quoted(r)) \(DrillString.quoted(v))"
        case .realtimeUp: return "realtime up"
        case .realtimeError(let m): return "realtime error \(DrillString.quoted(m))"
        case .realtimeDrop(let m): return "realtime drop \(DrillString.quoted(m))"
        case .realtimeTranscript(let t): return "realtime transcript \(DrillString.quoted(t))"
        case .realtimeQuiet: return "realtime quiet"
        case .realtimePong: return "realtime pong"
        case .realtimeSet(let r, let v): return "realtime set \(DrillString.quoted(r)) \(DrillString.quoted(v))"
        case .realtimeGoBack: return "realtime go back"
        case .speechStart: return "speech start"
        case .speechStop: return "speech stop"
        case .replyStart: return "reply start"
        case .replyAudio: return "reply audio"
        case .replyEnd: return "reply end"
        case .replyFail: return "reply fail"
        case .toolStart(let n): return "tool start \(DrillString.quoted(n))"
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

    /// The error as a drill prints it: a missed tap names what the car does show.
    public var description: String {
        switch self {
        case .notOnScreen(let t, let v):
            return "\"\(t)\" is not on the car's screen; it shows \(CarScreen.listing(v))"
        case .appDead:
            return "the app has crashed; nothing reaches it"
        }
    }
}
