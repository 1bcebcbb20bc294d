import Host

/// The app under test: its CarPlay scene and the Live call behind it, as one reducer composed of
/// the Navigator, the Home, the CallScreen, the LiveCall attempt, the Retry round, the gear's
/// panel and the phone's screens. What the car should show is derived from state after every
/// event (`syncCar`), so the call screen follows the call by construction (C2, C3).
public struct CarScene: Hashable, Sendable, Fingerprintable {
    /// Set at launch (the route latency and the log switch change it).
    public var config: CarAppConfig {
        get { constants.value.config }
        set {
            constants = SharedValue(Constants(config: newValue, templates: templates))
            navigator.keepsLog = newValue.keepsLog
        }
    }
    /// The templates the scene built once (`SceneTemplates`).
    var templates: SceneTemplates { constants.value.templates }
    /// What every copy of the scene shares, behind one reference: a state copy (the explorer
    /// makes one per transition) copies a pointer.
    private var constants: SharedValue<Constants>
    private struct Constants: Hashable, Sendable {
        var config: CarAppConfig
        var templates: SceneTemplates

        /// The same configuration (the templates are built from nothing else).
        static func == (a: Constants, b: Constants) -> Bool { a.config == b.config }
        func hash(into h: inout Hasher) { h.combine(config) }
    }
    /// N1: every change on the car goes through it.
    public internal(set) var navigator: AnyNavigator
    /// T1-T5: the tiles.
    public internal(set) var home: Home
    /// C1-C4: the call screen.
    public internal(set) var callScreen = CallScreen()
    /// L4-L6: the car's retries.
    public internal(set) var retry: Retry
    /// The attempt running now, on the car or the phone.
    public internal(set) var call: LiveCall?
    /// G1-G5: the gear's panel and the voice settings.
    public internal(set) var panel: Panel
    /// O1-O6: the phone's screens and the handover.
    public internal(set) var phone = PhoneState()
    /// Q1-Q8: when cues sound.
    public internal(set) var cues: CueScheduler
    /// M1-M3: the microphone watchdog.
    public internal(set) var mic = MicWatchdog()
    /// Y2-Y5: telemetry batches.
    public internal(set) var telemetry: TelemetryBatcher
    /// A1-A3: the app's handling of its audio engine.
    public internal(set) var engine: AudioEngineController
    /// The open conversation, as the app knows it.
    public internal(set) var conversation: Int?
    /// The car's connection, if connected.
    public internal(set) var carGeneration: Int?
    /// T3: a New tap waits for its conversation.
    public internal(set) var newCallPending = false
    private var nextTemplate = 1
    private var nextAttempt = 1
    private var nextCallNumber = 1

    /// Hashed by its fingerprint (everything but the configuration, the counters and the instants).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// What decides the future: everything but the configuration (fixed for a run) and the
    /// counters that only number things (DESIGN.md: keep them out, or the visited set never hits).
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(navigator)
        f.combine(home)
        f.combine(callScreen)
        f.combine(retry)
        f.combine(call)
        f.combine(panel)
        f.combine(phone)
        f.combine(cues)
        f.combine(mic)
        f.combine(telemetry)
        f.combine(engine)
        f.combine(conversation)
        f.combine(carGeneration)
        f.combine(newCallPending)
    }

    /// The instants in the app's state, relative to `now` (`fingerprint(into:)` leaves them out).
    public func fingerprintInstants(into f: inout Fingerprinter, now: Instant) {
        navigator.fingerprintInstants(into: &f, now: now)
        call?.fingerprintInstants(into: &f, now: now)
        cues.fingerprintInstants(into: &f, now: now)
        mic.fingerprintInstants(into: &f, now: now)
    }

    /// The app at launch: not connected, no call; `conversation` is the one open on the server
    /// (nil: none, T2), `navigator` the one under test (a broken one, to see it caught) and
    /// `settings` the voice settings the panel starts from (G2).
    public init(config: CarAppConfig = CarAppConfig(), navigator: AnyNavigator = .standard(Navigator()), conversation: Int? = nil,
                settings: VoiceSettings = VoiceSettings()) {
        self.constants = SharedValue(Constants(config: config, templates: SceneTemplates()))
        self.panel = Panel(settings: settings)
        self.home = Home(conversationOpen: conversation != nil)
        self.navigator = navigator
        self.navigator.keepsLog = config.keepsLog
        self.retry = Retry(delays: config.retryDelays, windowMs: config.retryWindowMs)
        self.cues = CueScheduler(routeLatencyMs: config.routeLatencyMs)
        self.telemetry = TelemetryBatcher(level: config.telemetryLevel)
        self.engine = AudioEngineController(variant: config.engineHandling)
        self.conversation = conversation
    }

    /// G2-G5: the voice settings (the panel's).
    public var settings: VoiceSettings { panel.settings }

    /// True when the navigator has nothing queued or animating.
    public var navigatorIdle: Bool { navigator.isIdle }
    /// True while an attempt runs (on the car or the phone).
    public var callIsRunning: Bool {
        if case .some = call { return true }
        return false
    }
    /// True while the running attempt is the car's (C2: the call screen follows it).
    public var callOnCar: Bool { call?.onCar == true }

    /// Handles one event and appends what the world must do to `out.effects`, in order. The
    /// car is then brought in line with the state (`syncCar`), so the call screen follows the
    /// call by construction (C2, C3).
    public mutating func reduce(_ event: AppEvent, now: Instant, host: HostView, into out: inout SceneOutput) {
        handle(event, now: now, host: host, into: &out)
        syncCar(now: now, host: host, into: &out)
    }

    // MARK: - Events

    private mutating func handle(_ event: AppEvent, now: Instant, host: HostView, into out: inout SceneOutput) {
        switch event {
        case .carConnected(let generation):
            carConnected(generation, now: now, host: host, into: &out)
        case .carDisconnected:
            carDisconnected(now: now, host: host, into: &out)
        case .hostCompleted(let completion):
            navigator.reduce(.completed(completion), now: now, host: host, into: &out.effects)
        case .buttonTapped(let hit):
            buttonTapped(hit, now: now, host: host, into: &out)
        case .panelValueChosen(let row, let value):
            runPanel(.chosen(row: row, value: value), now: now, host: host, into: &out)
        case .timerFired(let id):
            timerFired(id, now: now, host: host, into: &out)
        case .conversationCreated(let id):
            opened(id)
            guard newCallPending else { return }
            newCallPending = false
            startCall(conversation: id, fromCar: true, onCar: carGeneration != nil, now: now, into: &out)
        case .conversationEnded(let id):
            // T4: the car does not redraw its tiles; the tap finds out.
            if conversation == id { conversation = nil }
            log("conversation \(id) ended on the phone", into: &out)
        case .secretMinted(let attempt):
            guard var c = call, c.attempt == attempt, c.phase == .awaitingSecret else { return }
            c.phase = .connecting
            call = c
            record("call.secret", ["attempt": "\(attempt)"], now: now, into: &out)
            out.append(.socket(.open(attempt: attempt)))
        case .socketOpened(let attempt):
            callCameUp(attempt, now: now, into: &out)
        case .socketErrored(let attempt, let message):
            guard let c = call, c.attempt == attempt else { return }
            // L3: a socket error ends the call at once.
            if c.phase == .up { dropped(now: now, why: message, into: &out) } else { attemptFailed(now: now, why: message, into: &out) }
        case .socketPong(let attempt):
            guard var c = call, c.attempt == attempt, c.phase == .up else { return }
            c.hadPong = true
            call = c
            heard(c, into: &out)
        case .speechStarted(let a):
            guard let c = call, c.attempt == a else { return }
            heard(c, into: &out)
            cue(.speechStarted, now: now, into: &out)
            record("speech.start", now: now, into: &out)
            if c.replyUnderway {
                // Y1: the person talked over the reply: how much of its audio played and was heard.
                let ms = "\(c.replyAudioAt.map { now - $0 } ?? 0)"
                record("reply.interrupted", ["audio_ms": ms, "heard_ms": ms], now: now, into: &out)
                updateCall(a, into: &out) { $0.endReply() }
            }
        case .speechStopped(let a):
            guard let c = call, c.attempt == a else { return }
            updateCall(a, into: &out) { $0.speechStoppedAt = now }
            cue(.speechStopped, now: now, into: &out)
            record("speech.stop", now: now, into: &out)
        case .replyStarted(let a):
            guard let c = call, c.attempt == a else { return }
            // Q7: a reply starts; C2: Listening until its audio plays.
            updateCall(a, into: &out) { $0.replyUnderway = true; $0.errorLine = nil; $0.replyStartedAt = now; $0.replyAudioAt = nil }
            cue(.replyStarted, now: now, into: &out)
            record("reply.start", now: now, into: &out)
            if let stopped = c.speechStoppedAt {
                record("reply.latency", ["reply_ms": "\(now - stopped)"], now: now, into: &out)   // Y1: end of speech to the reply
            }
        case .replyAudioStarted(let a):
            guard let c = call, c.attempt == a, c.replyUnderway, c.replyAudioAt == nil else { return }
            // C2: Speaking from the reply's first audio; Y1: the time to it.
            updateCall(a, into: &out) { $0.replyAudioAt = now; $0.speechStoppedAt = nil }
            var fields = ["after_start_ms": "\(c.replyStartedAt.map { now - $0 } ?? 0)"]
            if let stopped = c.speechStoppedAt { fields["first_audio_ms"] = "\(now - stopped)" }
            record("reply.audio", fields, now: now, into: &out)
        case .replyEnded(let a, let failed):
            guard let c = call, c.attempt == a else { return }
            let audio = "\(c.replyAudioAt.map { now - $0 } ?? 0)"
            let duration = "\(c.replyStartedAt.map { now - $0 } ?? 0)"
            // C7: a reply that ended failed shows on the status line; Q5: Failed, once a turn.
            updateCall(a, into: &out) { $0.endReply(); $0.speechStoppedAt = nil; if failed { $0.errorLine = CarWords.replyFailed } }
            cue(.replyEnded(failed: failed), now: now, into: &out)
            record("reply.end", ["outcome": failed ? "failed" : "completed", "audio_ms": audio, "duration_ms": duration], now: now, into: &out)
        case .toolStarted(let a, let name):
            guard call?.attempt == a else { return }
            updateCall(a, into: &out) { $0.toolsRunning += 1 }
            cue(.toolStarted(name: name), now: now, into: &out)
            record("tool.start", ["name": name], now: now, into: &out)
        case .toolEnded(let a, let failed):
            guard call?.attempt == a else { return }
            updateCall(a, into: &out) { $0.toolsRunning = max(0, $0.toolsRunning - 1) }
            cue(.toolEnded(failed: failed), now: now, into: &out)
            record("tool.end", ["outcome": failed ? "failed" : "completed"], now: now, into: &out)
        case .realtimeError(let a, let message):
            guard call?.attempt == a else { return }
            // C7: the error shows on the status line; Q5: an error ended the wait.
            updateCall(a, into: &out) { $0.errorLine = message }
            cue(.turnFailed, now: now, into: &out)
            record("realtime.error", ["length": "\(message.count)"], now: now, into: &out)
        case .transcriptLine(let a, let text):
            guard call?.attempt == a, telemetry.level != .off else { return }
            routeTelemetry(TelemetryBatcher.transcriptLine(text), now: now, into: &out)   // Y3: by its length, never its words
        case .micStalled:
            runMic(.micStalled, now: now, into: &out)
        case .micBack:
            runMic(.micBack, now: now, into: &out)
        case .micRefused:
            guard call != nil else { return }
            runPhone(.said(CarWords.microphoneRefused), now: now, into: &out)
            record("mic.permission", ["granted": "false"], now: now, into: &out)
            attemptFailed(now: now, why: "the microphone permission was refused", into: &out)
        case .interruptionBegan:
            record("audio.interruption", ["phase": "began"], now: now, into: &out)
            runMic(.interruptionBegan, now: now, into: &out)
        case .interruptionEnded:
            record("audio.interruption", ["phase": "ended"], now: now, into: &out)
            runMic(.interruptionEnded, now: now, into: &out)
        case .routeChanged(let rate):
            record("audio.route", ["rate": "\(rate)"], now: now, into: &out)
            runEngine(.routeChanged(sampleRate: rate), now: now, into: &out)
        case .routeLatencyChanged(let ms):
            config.routeLatencyMs = ms
            cues.routeLatencyMs = ms
        case .engineReturned(let command):
            switch command.operation {
            case .start:
                record("engine.start", now: now, into: &out)
                runEngine(.engineStarted, now: now, into: &out)
            case .stop: runEngine(.engineStopped, now: now, into: &out)
            case .reconfigure, .installTap: break
            }
        case .engineStuck:
            runEngine(.engineStuck, now: now, into: &out)
        case .engineUnstuck:
            runEngine(.engineUnstuck, now: now, into: &out)
        case .relaunched(let died):
            // Y4: the call the app died in gets its end now, with reason `abandoned`.
            // The batcher drops what waited from before the relaunch; the end goes out at once.
            telemetryControl(.relaunched(previousCallDiedIn: nil), now: now, into: &out)
            if let died {
                record("call.end", ["reason": "abandoned", "call": "\(died)"], now: now, into: &out)
                telemetryControl(.callEnded, now: now, into: &out)
            }
        case .wentBackToConversation(let a, let earlier):
            goBack(attempt: a, to: earlier, now: now, into: &out)
        case .settingChangedByModel(let a, let row, let value):
            // G5: the model changes a setting; the panel shows what it set.
            guard let c = call, c.attempt == a, runPanel(.setByModel(row: row, value: value), now: now, host: host, into: &out) else { return }
            heard(c, into: &out)
        case .phoneForegrounded:
            runPhone(.foregrounded(callUp: callUpOffCar), now: now, into: &out)
        case .phoneBackgrounded:
            runPhone(.backgrounded, now: now, into: &out)
            // Y2: a batch goes out when the app goes to the background.
            record("app.background", now: now, into: &out)
            telemetryControl(.appBackgrounded, now: now, into: &out)
        case .phoneOverlayOpened(let o):
            runPhone(.overlayOpened(o), now: now, into: &out)
        case .phoneOverlayClosed(let o):
            runPhone(.overlayClosed(o, callUp: callUpOffCar), now: now, into: &out)
        case .phoneOtherLiveThreadOpened:
            runPhone(.otherLiveThreadOpened, now: now, into: &out)
        case .phoneOtherLiveThreadClosed:
            runPhone(.otherLiveThreadClosed(callUp: callUpOffCar), now: now, into: &out)
        case .phoneNavigatedAway:
            // O5: opening a session or a link, or closing Live, cancels the landing.
            runPhone(.navigatedAway, now: now, into: &out)
        case .phoneStartedCall:
            guard call == nil, let conversation else { return log("phone: no conversation to call", into: &out) }
            // O1: a call started on the phone stays on the phone while the car shows tiles.
            startCall(conversation: conversation, fromCar: false, onCar: false, now: now, into: &out)
            runPhone(.callStarted, now: now, into: &out)
            record("call.client", ["client": "phone"], now: now, into: &out)
        case .phoneHungUp:
            guard call != nil else { return }
            endCall(reason: "hang_up", now: now, into: &out)
        case .phoneMuteToggled:
            guard let c = call else { return }
            toggleMute(c, now: now, into: &out)
        }
    }

    /// L8: Mute sends silence, not nothing.
    private mutating func toggleMute(_ c: LiveCall, now: Instant, into out: inout SceneOutput) {
        updateCall(c.attempt, into: &out) { $0.muted.toggle() }
        out.append(.socket(.sendSilence(!c.muted)))
        record("call.mute", ["muted": "\(!c.muted)", "call": "\(c.number)"], now: now, into: &out)
    }

    private mutating func carConnected(_ generation: Int, now: Instant, host: HostView, into out: inout SceneOutput) {
        carGeneration = generation
        navigator.reduce(.connected(generation: generation), now: now, host: host, into: &out.effects)
        // O3: a landing not yet made is off; the call goes back to the car (C4).
        runPhone(.carConnected, now: now, into: &out)
        if var c = call {
            c.onCar = true
            call = c
            record("call.handover", ["to": "car"], now: now, into: &out)
        }
        // T1, H10: the root is set before connect returns.
        runHome(.carConnected(grid: takeTemplateID(), conversationOpen: conversation != nil, retry: retry.status), now: now, host: host, into: &out)
    }

    private mutating func carDisconnected(now: Instant, host: HostView, into out: inout SceneOutput) {
        carGeneration = nil
        navigator.reduce(.disconnected, now: now, host: host, into: &out.effects)
        runHome(.carLost, now: now, host: host, into: &out)
        runCallScreen(.carLost, now: now, host: host, into: &out)
        runPanel(.carLost, now: now, host: host, into: &out)
        // O4, L6: unplugging ends the car's retries (and the attempt they had in flight).
        if retry.status != .idle {
            resetRetries(now: now, into: &out)
            if call != nil { endAttempt(now: now, into: &out) }
        }
        guard var c = call else { return }
        c.onCar = false
        call = c
        // O2: the phone lands on the call 3 s later (if the call is up).
        runPhone(.carLost(callUp: c.phase == .up), now: now, into: &out)
    }

    private mutating func buttonTapped(_ hit: ButtonHit, now: Instant, host: HostView, into out: inout SceneOutput) {
        if telemetry.level != .off {
            let fields = tapFields(hit.title)
            record("car.tap", fields, now: now, into: &out)
        }
        if hit.template == home.grid {
            tileTapped(hit.title, now: now, into: &out)
        } else if hit.template == callScreen.shown?.template {
            switch hit.role {
            case .barButton: gearTapped(now: now, host: host, into: &out)
            case .actionButton where hit.index == 0:
                guard let c = call else { return }
                toggleMute(c, now: now, into: &out)
            case .actionButton:
                endCall(reason: "end", now: now, into: &out)
            default: break
            }
        } else if hit.template == panel.shown {
            runPanel(.tapped(hit), now: now, host: host, into: &out)
        }
    }

    /// Y5: a tap outside a call carries no call id.
    private func tapFields(_ title: String) -> [String: String] {
        var f = ["title": title]
        if let c = call { f["call"] = "\(c.number)" }
        return f
    }

    private mutating func tileTapped(_ title: String, now: Instant, into out: inout SceneOutput) {
        switch title {
        case CarWords.continueConversation, CarWords.tapToRetry:
            guard let conversation else {
                retry.reset(into: &out.retryOutputs)
                out.retryOutputs.clearKeepingCapacity()   // its timers, left to find it idle
                return conversationGone(now: now, into: &out)
            }
            resetRetries(now: now, into: &out)
            if var c = call, c.conversation == conversation {
                // T3: pick up the call already running on the phone: no secret, no socket, no cue.
                c.onCar = true
                call = c
                return record("call.handover", ["to": "car"], now: now, into: &out)
            }
            if call != nil { endAttempt(now: now, into: &out) }
            startCall(conversation: conversation, fromCar: true, onCar: true, now: now, into: &out)
        case CarWords.newConversation:
            // T3, T5: New ends the open conversation (and any retries) and calls a fresh one.
            resetRetries(now: now, into: &out)
            if call != nil { endAttempt(now: now, into: &out) }
            if let conversation { out.append(.server(.endConversation(conversation))) }
            conversation = nil
            newCallPending = true
            out.append(.server(.newConversation))
        default:
            log("tile \"\(title)\" does nothing", into: &out)
        }
    }

    /// T4, G4: a tap that calls the conversation found it ended since the tiles were drawn: the
    /// Failed cue, no call, and the tiles come down to New alone.
    private mutating func conversationGone(now: Instant, into out: inout SceneOutput) {
        home.look(conversationOpen: false)
        play(.failed, now: now, into: &out)
        log("T4: the conversation has ended; no call", into: &out)
    }

    /// The app opened conversation `id` (a New tap's, or the one the model went back to, C5).
    private mutating func opened(_ id: Int) {
        conversation = id
        home.look(conversationOpen: true)
    }

    /// G1: the gear ends the call as the person ending it, then the panel goes over the home.
    private mutating func gearTapped(now: Instant, host: HostView, into out: inout SceneOutput) {
        if let c = call, c.replyUnderway {
            // G1: the reply in progress is cut off, with how much of its audio played.
            record("reply.truncated", ["audio_ms": "\(c.replyAudioAt.map { now - $0 } ?? 0)"], now: now, into: &out)
        }
        if call != nil { endCall(reason: "gear", now: now, into: &out) }
        syncCar(now: now, host: host, into: &out)   // the call screen's dismissal goes first
        runPanel(.open(takeTemplateID(), kind: config.panelTemplate), now: now, host: host, into: &out)
    }

    /// G4: `Back to the call` popped the panel: the same conversation is called again, with the
    /// changes (T4 if it has ended meanwhile).
    mutating func backToCall(now: Instant, into out: inout SceneOutput) {
        guard let conversation else { return conversationGone(now: now, into: &out) }
        startCall(conversation: conversation, fromCar: true, onCar: true, now: now, into: &out)
    }

    private mutating func timerFired(_ id: TimerID, now: Instant, host: HostView, into out: inout SceneOutput) {
        switch id {
        case .navigatorActivation, .navigatorPacing:
            navigator.reduce(.timerFired(id), now: now, host: host, into: &out.effects)
        case .cue(let t):
            cue(.timerFired(t), now: now, into: &out)
        case .mic(let t):
            runMic(.timerFired(t), now: now, into: &out)
        case .telemetryFlush:
            telemetryControl(.timerFired, now: now, into: &out)
        case .giveUp(let attempt):
            guard let c = call, c.attempt == attempt, c.phase != .up else { return }
            // L2, A2: the give-up runs whatever the engine does.
            runEngine(.giveUpDue, now: now, into: &out)
            attemptFailed(now: now, why: "not up within \(config.giveUpMs / 1000) s", engineEvent: nil, into: &out)
        case .retry:
            guard let conversation = retry.retryDue() else { return }
            startCall(conversation: conversation, fromCar: true, onCar: carGeneration != nil, now: now, into: &out)
        case .retryWindow:
            // L5: 30 s since the tap or the drop: stop, and end an attempt in flight.
            let keepsTelemetry = telemetry.level != .off
            runRetry(now: now, into: &out) { $0.windowClosed(keepsTelemetry: keepsTelemetry, into: &$1) }
            let inFlight = call
            if call != nil { endAttempt(now: now, into: &out) }
            home.look(conversationOpen: conversation != nil)   // T4
            play(.failed, now: now, into: &out)
            retryingStopped(inFlight, reason: "gave_up", now: now, into: &out)
        case .ping(let attempt):
            guard let c = call, c.attempt == attempt, c.phase == .up else { return }
            out.append(.socket(.ping(attempt: attempt)))
            out.append(.startTimer(.ping(attempt: attempt), after: config.pingMs))
        case .silence(let attempt):
            guard let c = call, c.attempt == attempt, c.phase == .up, c.hadPong else { return }
            dropped(now: now, why: "no word from the socket for \(config.silenceDropMs / 1000) s", into: &out)   // L3
        case .handover:
            runPhone(.handoverDue(callUp: callUpOffCar), now: now, into: &out)
        }
    }

    // MARK: - The call

    private mutating func startCall(conversation: Int, fromCar: Bool, onCar: Bool, now: Instant, into out: inout SceneOutput) {
        let attempt = nextAttempt
        nextAttempt += 1
        call = LiveCall(number: nextCallNumber, attempt: attempt, conversation: conversation, fromCar: fromCar, onCar: onCar, tappedAt: now)
        nextCallNumber += 1
        if telemetry.level != .off {
            var fields = ["attempt": "\(attempt)", "client": fromCar ? "carplay" : "phone"]
            if fromCar { fields["listening"] = "Always" }   // L7: a car call answers every line
            routeTelemetry(TelemetryEvent("call.start", fields), now: now, into: &out)
        }
        // L1: voice on, a short-lived secret, then the socket (when the secret comes).
        out.append(.server(.voiceOn(conversation: conversation)))
        out.append(.server(.mintSecret(conversation: conversation, attempt: attempt)))
        out.append(.startTimer(.giveUp(attempt: attempt), after: config.giveUpMs))
    }

    /// C5: the model went back to an earlier conversation: the same call screen reads
    /// Connecting… while a new Realtime session (a new secret and socket, L1) comes up; Mute is
    /// kept; Continue then calls that conversation.
    private mutating func goBack(attempt: Int, to earlier: Int, now: Instant, into out: inout SceneOutput) {
        guard var c = call, c.attempt == attempt else { return }
        out.append(.socket(.close(attempt: attempt)))
        out.append(.cancelTimer(.ping(attempt: attempt)))
        out.append(.cancelTimer(.silence(attempt: attempt)))
        let next = nextAttempt
        nextAttempt += 1
        c.attempt = next
        c.conversation = earlier
        c.phase = .awaitingSecret
        c.hadPong = false
        c.endReply()
        c.toolsRunning = 0
        call = c
        opened(earlier)
        record("call.conversation_switched", ["attempt": "\(next)"], now: now, into: &out)
        out.append(.server(.voiceOn(conversation: earlier)))
        out.append(.server(.mintSecret(conversation: earlier, attempt: next)))
        out.append(.startTimer(.giveUp(attempt: next), after: config.giveUpMs))   // C5: never past the 15 s give-up
    }

    private mutating func callCameUp(_ attempt: Int, now: Instant, into out: inout SceneOutput) {
        guard var c = call, c.attempt == attempt, c.phase != .up else { return }
        c.phase = .up
        call = c
        out.append(.cancelTimer(.giveUp(attempt: attempt)))
        play(.connected, now: now, into: &out)
        record("call.connected", ["attempt": "\(attempt)"], now: now, into: &out)
        out.append(.startTimer(.ping(attempt: attempt), after: config.pingMs))
        resetRetries(now: now, into: &out)
        // L8: the microphone and the engine run only while a call runs.
        record("audio.session", ["active": "true"], now: now, into: &out)
        runMic(.callStarted, now: now, into: &out)
        runEngine(.callStarted, now: now, into: &out)
    }

    /// L3: anything heard from the socket after a pong restarts the 20 s silence clock.
    private func heard(_ c: LiveCall, into out: inout SceneOutput) {
        if c.hadPong { out.append(.startTimer(.silence(attempt: c.attempt), after: config.silenceDropMs)) }
    }

    /// Changes the attempt `attempt`'s call, if it is the one running (L3: that is hearing from it).
    mutating func updateCall(_ attempt: Int, into out: inout SceneOutput, _ change: (inout LiveCall) -> Void) {
        guard var c = call, c.attempt == attempt else { return }
        change(&c)
        call = c
        heard(c, into: &out)
    }

    /// Closes the attempt's socket and timers, stops its sounds (Q7), its watchdog (M1) and its
    /// engine (A1: `engineEvent` says how); the call screen follows by `syncCar`. The cues that
    /// mark the end are played after this (the scheduler's reset would cut them).
    private mutating func endAttempt(engineEvent: AudioEngineController.Event? = .hangUpBegan, now: Instant, into out: inout SceneOutput) {
        guard let c = call else { return }
        call = nil
        out.append(.socket(.close(attempt: c.attempt)))
        out.append(.cancelTimer(.giveUp(attempt: c.attempt)))
        out.append(.cancelTimer(.ping(attempt: c.attempt)))
        out.append(.cancelTimer(.silence(attempt: c.attempt)))
        runPhone(.callEnded, now: now, into: &out)   // O4
        cue(.callEnded, now: now, into: &out)
        runMic(.callEnded, now: .zero, into: &out)
        if c.phase == .up {
            record("audio.session", ["active": "false"], now: now, into: &out)
            if let engineEvent { runEngine(engineEvent, now: .zero, into: &out) }
        }
    }

    /// L6, G1, Q6: the person ends the call: Ended, no retries.
    private mutating func endCall(reason: String, now: Instant, into out: inout SceneOutput) {
        guard let c = call else { return }
        let engineEvent: AudioEngineController.Event = reason == "end" ? .endTapped : .hangUpBegan
        resetRetries(now: now, into: &out)
        endAttempt(engineEvent: engineEvent, now: now, into: &out)
        play(.ended, now: now, into: &out)
        record("call.end", ["reason": reason, "duration_ms": "\(now - c.tappedAt)", "call": "\(c.number)"], now: now, into: &out)
        telemetryControl(.callEnded, now: now, into: &out)
        home.look(conversationOpen: conversation != nil)   // T4
    }

    /// L2, L4: an attempt that never came up failed.
    private mutating func attemptFailed(now: Instant, why: String, engineEvent: AudioEngineController.Event? = .hangUpBegan, into out: inout SceneOutput) {
        guard let c = call else { return }
        endAttempt(engineEvent: engineEvent, now: now, into: &out)
        record("call.failed", ["attempt": "\(c.attempt)"], now: now, into: &out)
        log("attempt \(c.attempt) failed: \(why)", into: &out)
        guard c.fromCar, carGeneration != nil else {
            play(.failed, now: now, into: &out)
            telemetryControl(.callEnded, now: now, into: &out)
            return
        }
        let first = !retry.isRetrying
        let keepsTelemetry = telemetry.level != .off
        let stopped = runRetry(now: now, into: &out) {
            $0.failed(conversation: c.conversation, windowStart: c.tappedAt, now: now, keepsTelemetry: keepsTelemetry, into: &$1)
        }
        if first || stopped { play(.failed, now: now, into: &out) }   // L4: on the first failure, and when retrying stops
        if stopped { retryingStopped(c, reason: "gave_up", now: now, into: &out) }
        home.look(conversationOpen: conversation != nil)   // T4
    }

    /// Y1, Y2: once retrying stops the car's call is over: its end goes out with the batch.
    private mutating func retryingStopped(_ c: LiveCall?, reason: String, now: Instant, into out: inout SceneOutput) {
        if telemetry.level != .off {
            var fields = ["reason": reason]
            if let c { fields["call"] = "\(c.number)" }
            routeTelemetry(TelemetryEvent("call.end", fields), now: now, into: &out)
        }
        telemetryControl(.callEnded, now: now, into: &out)
    }

    /// L3, L4, L9: a call that was up dropped.
    mutating func dropped(now: Instant, why: String, into out: inout SceneOutput) {
        guard let c = call else { return }
        endAttempt(now: now, into: &out)
        play(.disconnected, now: now, into: &out)
        record("call.end", ["reason": "drop", "call": "\(c.number)"], now: now, into: &out)
        telemetryControl(.callEnded, now: now, into: &out)
        log("call \(c.attempt) dropped: \(why)", into: &out)
        guard c.onCar, carGeneration != nil else {
            // L9: on the phone, say what happened; only the car retries.
            return runPhone(.said(CarWords.callDroppedPhone), now: now, into: &out)
        }
        let keepsTelemetry = telemetry.level != .off
        let stopped = runRetry(now: now, into: &out) {
            $0.failed(conversation: c.conversation, windowStart: now, now: now, keepsTelemetry: keepsTelemetry, into: &$1)
        }
        if stopped { play(.failed, now: now, into: &out) }
        home.look(conversationOpen: conversation != nil)   // T4
    }

    /// O2: the call is up with the car away: a landing owed may be made.
    private var callUpOffCar: Bool { call?.phase == .up && carGeneration == nil }

    // MARK: - What the car shows

    /// C2-C4, T5: bring the car in line with the state: the call screen follows the call, the
    /// tiles follow the retries and what the app last saw of its conversation (T4).
    private mutating func syncCar(now: Instant, host: HostView, into out: inout SceneOutput) {
        guard carGeneration != nil else { return }
        let onCar = call?.onCar == true
        let candidate = TemplateID(nextTemplate)
        let before = callScreen.shown
        runCallScreen(.callChanged(call: onCar ? call?.number : nil, state: onCar ? call?.screenState ?? .connecting : .connecting,
                                   newTemplate: candidate), now: now, host: host, into: &out)
        if callScreen.shown?.template == candidate { nextTemplate += 1 }
        // Y1: car screen changes and call state changes.
        if before?.template != callScreen.shown?.template {
            let screen = callScreen.shown == nil ? "home" : "call"
            record("car.screen", ["screen": screen], now: now, into: &out)
        }
        if let shown = callScreen.shown, before?.state != shown.state || before?.template != shown.template {
            record("call.state", ["state": shown.state.rawValue, "call": "\(shown.call)"], now: now, into: &out)
        }
        runHome(.sync(retry: retry.status), now: now, host: host, into: &out)
    }

    private mutating func takeTemplateID() -> TemplateID {
        defer { nextTemplate += 1 }
        return TemplateID(nextTemplate)
    }
}
