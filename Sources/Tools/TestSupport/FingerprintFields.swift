/// How the explorer's fingerprint treats one stored property of a state type (DESIGN.md, Explore:
/// "one field list"; a forgotten field would merge states silently).
public enum FingerprintField: Sendable, Equatable {
    /// Fed: the value, all of it (its instants relative to the clock).
    case fed
    /// Fed by its count only, for the reason given.
    case countOnly(why: String)
    /// Left out, for the reason given.
    case excluded(why: String)
}

/// Every state type's stored properties, as the hand-written `fingerprint(into:)` functions treat
/// them: the one table the field pins (`FingerprintFieldsTests`) and the `Mirror` reference
/// fingerprint (`ReferenceFingerprint`) read. A stored property added to a state type and not
/// listed here fails the pins with "fingerprint it or exclude it".
///
/// Keys are type names as `ReferenceFingerprint.typeName(of:)` writes them (module-qualified,
/// generic arguments and private discriminators dropped); labels are `Mirror`'s.
public enum FingerprintFields {
    static let configuration = FingerprintField.excluded(why: "configuration, fixed for a run")
    static let counter = FingerprintField.excluded(why: "a counter that only numbers things (DESIGN.md: it would keep the visited set from hitting)")
    static let digestOfTheRest = FingerprintField.excluded(why: "a digest of the fields above: the hand-written fingerprint feeds it in their place")

    /// The table: type → label → treatment.
    public static let table: [String: [String: FingerprintField]] = [
        // Rig
        "Rig.WorldState": [
            "host": .fed, "app": .fed, "timers": .fed, "later": .fed, "server": .fed, "realtime": .fed,
            "plugged": .fed, "engine": .fed, "appCrashed": .fed,
            "now": .excluded(why: "the clock itself: every instant in the state is fed relative to it"),
        ],
        "Rig.ServerFake": [
            "openConversation": .fed, "earlierConversation": .fed, "nextConversation": counter,
            "secretDelayMs": configuration,
        ],
        "Rig.RealtimeFake": ["mode": configuration, "waitingAttempt": .fed, "quiet": .fed],
        "Host.VirtualClock": [
            "queue": .fed,
            "now": .excluded(why: "a copy of the world's clock: deadlines are fed as time left"),
        ],
        "Host.VirtualClock.Entry": [
            "deadline": .fed, "timer": .fed,
            "startedAt": .excluded(why: "kept for the trace: when a timer started does not decide when it fires"),
        ],
        "Rig.AudioEngineFake": [
            "hardwareSampleRate": .fed, "configuredSampleRate": .fed, "isRunning": .fed, "runningOwner": .fed,
            "isStuck": .fed, "inProgress": .fed, "waiting": .fed, "tapSampleRate": .fed, "crashBox": .fed,
            "operationMs": .fed,
        ],
        // Host
        "Host.SharedValue": ["value": .fed],
        "Host.HostState": [
            "configBox": configuration, "connected": .fed, "generation": .fed, "stack": .fed, "presented": .fed,
            "activeVoiceState": .fed, "animation": .fed, "lastStateChange": .fed, "crashed": .fed,
        ],
        "Host.HostState.Animation": ["callID": .fed, "generation": .fed, "completion": .fed],
        "Host.Template": ["id": .fed, "kind": .fed, "storage": .fed],
        "Host.Template.Storage": [
            "title": .fed, "buttons": .fed, "voiceStates": .fed, "barButtons": .fed, "backButton": .fed,
            "message": .fed, "items": .fed, "tabs": .fed, "selectedTab": .fed, "digest": digestOfTheRest,
        ],
        "Host.TemplateID": ["value": .fed],
        "Host.TemplateButton": ["title": .fed, "detail": .fed, "note": .fed, "enabled": .fed, "handler": .fed],
        "Host.VoiceControlState": ["identifier": .fed, "title": .fed, "actionButtons": .fed],
        "Host.HostCompletion": ["callID": .fed, "generation": .fed, "success": .fed, "error": .fed],
        "Host.ButtonHit": ["template": .fed, "role": .fed, "title": .fed, "index": .fed],
        // `at` is fed absolute by the hand-written fingerprint (a report records when); the
        // reference feeds every instant relative to the clock. A crash ends the exploration, so
        // no two explored states differ there.
        "Host.CrashReport": ["kind": .fed, "rule": .fed, "message": .fed, "call": .fed, "hostState": .fed, "at": .fed,
                             "exception": .excluded(why: "always nil in the built-in world the explorer fingerprints (SPEC's reading names no exception); elsewhere it follows from the message")],
        // CarApp
        "CarApp.CarScene": [
            "constants": .excluded(why: "the configuration, fixed for a run, and templates built from it once"), "navigator": .fed, "home": .fed, "callScreen": .fed, "retry": .fed,
            "call": .fed, "panel": .fed, "phone": .fed, "cues": .fed, "mic": .fed,
            "telemetry": .fed, "engine": .fed, "conversation": .fed,
            "carGeneration": .fed, "newCallPending": .fed,
            "nextTemplate": counter, "nextAttempt": counter, "nextCallNumber": counter,
        ],
        "CarApp.Home": ["grid": .fed, "sawConversation": .fed, "drawnFrom": .fed],
        "CarApp.Home.DrawnFrom": ["conversationOpen": .fed, "retry": .fed],
        "CarApp.Panel": ["shown": .fed, "settings": .fed],
        "CarApp.AnyNavigator": ["kind": .fed, "core": .fed, "other": .fed],
        "CarApp.Navigator": [
            "generation": .fed, "queue": .fed, "inFlight": .fed, "record": .fed, "lastActivation": .fed,
            "heldActivation": .fed, "nextCallID": counter, "rateLimitMs": configuration, "presentedCheck": .fed,
            "keepsLog": .excluded(why: "the log switch: it builds lines and decides nothing"),
            "hostView": .excluded(why: "what the host showed as the last event began: rewritten before every event (CarScene.seeHost), it decides nothing after it"),
        ],
        "CarApp.Navigator.InFlight": ["callID": .fed, "change": .fed],
        "CarApp.NavigatorRecord": ["stack": .fed, "presented": .fed],
        // The broken navigators feed every stored property, their call counters included.
        "CarApp.NaiveNavigator": ["record": .fed, "connected": .fed, "nextCallID": .fed],
        "CarApp.NoCompletionNavigator": [
            "record": .fed, "queue": .fed, "waiting": .fed, "connected": .fed, "nextCallID": .fed,
            "assumedAnimationMs": .fed,
        ],
        "CarApp.CallScreen": ["shown": .fed],
        "CarApp.CallScreen.Shown": ["call": .fed, "template": .fed, "state": .fed],
        "CarApp.Retry": ["status": .fed, "retriesUsed": .fed, "delays": configuration, "windowMs": configuration],
        "CarApp.LiveCall": [
            "number": .fed, "attempt": .fed, "conversation": .fed, "phase": .fed, "fromCar": .fed, "onCar": .fed,
            "tappedAt": .fed, "muted": .fed, "replyUnderway": .fed, "replyAudioAt": .fed, "toolsRunning": .fed, "micLost": .fed,
            "hadPong": .fed, "errorLine": .fed, "replyStartedAt": .fed, "speechStoppedAt": .fed,
        ],
        "CarApp.VoiceSettings": ["values": .fed, "digest": digestOfTheRest],
        "CarApp.PhoneState": ["foreground": .fed, "screen": .fed, "overlays": .fed, "message": .fed, "landingPending": .fed],
        "CarApp.CueScheduler": [
            "routeLatencyMs": .fed, "listeningGated": .fed, "isSpeaking": .fed, "isReplyPlaying": .fed,
            "isAwaitingReply": .fed, "toolsRunning": .fed, "heardThisTurn": .fed, "failedThisTurn": .fed,
            "firstThinkingTick": .fed, "soundingUntil": .fed, "isMicrophoneGated": .fed, "waiting": .fed,
            "runningTimers": .fed,
        ],
        "CarApp.CueScheduler.TimerSet": ["bits": .fed],
        "CarApp.MicWatchdog": [
            "silenceAfterMs": .fed, "lostAfterMs": .fed, "stoppedBudgetMs": .fed, "interruptionBudgetMs": .fed,
            "inCall": .fed, "interrupted": .fed, "stall": .fed,
        ],
        "CarApp.MicWatchdog.Stall": [
            "startedAt": .fed, "silenced": .fed, "restarted": .fed, "restartWaiting": .fed, "lost": .fed, "cause": .fed,
        ],
        "CarApp.TelemetryBatcher": [
            "level": .fed, "flushAfterMs": configuration, "batchSize": configuration,
            "waiting": .countOnly(why: "how many events wait decides when the batch goes, not what they say"),
        ],
        "CarApp.AudioEngineController": [
            "variant": .fed, "phase": .fed, "inputSampleRate": .fed, "capturedSampleRate": .fed,
            "reconfigureWaiting": .fed, "startWaiting": .fed, "engineStuck": .fed, "mainCallsOutstanding": .fed,
            "mainWorkWaiting": .fed,
        ],
        "CarApp.AudioEngineController.Command": ["operation": .fed, "queue": .fed, "owner": .fed],
    ]

    /// The modules whose types are state types: each one the walk reaches must be in the table.
    public static let stateModules = ["Host.", "CarApp.", "Rig."]

    /// What differs between `type`'s stored properties (`labels`, by `Mirror`; nil when no sample
    /// reaches the type) and `table`: one message per difference, each saying what to do.
    public static func mismatches(type: String, labels: [String]?, table: [String: [String: FingerprintField]] = table) -> [String] {
        guard let fields = table[type] else {
            return ["\(type): a state type FingerprintFields.table does not list (stored properties: \((labels ?? []).joined(separator: ", "))): fingerprint it or exclude it, property by property"]
        }
        guard let labels else {
            return ["\(type): no sample reaches it: add a sample that does (FingerprintFieldsTests.samples), or take it out of FingerprintFields.table"]
        }
        let unlisted = labels.filter { fields[$0] == nil }.map {
            "\(type).\($0): a stored property FingerprintFields.table does not list: fingerprint it or exclude it (in the table, and in the type's fingerprint(into:))"
        }
        let gone = fields.keys.sorted().filter { !labels.contains($0) }.map {
            "\(type).\($0): listed in FingerprintFields.table but no longer a stored property: take it out of the table"
        }
        return unlisted + gone
    }
}
