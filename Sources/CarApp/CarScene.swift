import Host

/// The app under test: its CarPlay scene and the Live call behind it, as one reducer composed of
/// the Navigator, the Home, the CallScreen, the LiveCall attempt, the Retry round, the gear's
/// panel and the phone's screens. What the car should show is derived from state after every
/// event (`syncCar`), so the call screen follows the call by construction (C2, C3).
public struct CarScene: Hashable, Sendable, Fingerprintable {
    /// Set at launch (the route latency and the log switch change it), so kept behind one
    /// reference: a state copy (the explorer makes one per transition) copies a pointer.
    public var config: CarAppConfig {
        get { configBox.value }
        set {
            configBox = SharedValue(newValue)
            navigator.keepsLog = newValue.keepsLog
        }
    }
    private var configBox: SharedValue<CarAppConfig>
    public private(set) var navigator: AnyNavigator
    public private(set) var home = Home()
    public private(set) var callScreen = CallScreen()
    public private(set) var retry: Retry
    /// The attempt running now, on the car or the phone.
    public private(set) var call: LiveCall?
    public private(set) var settings = VoiceSettings()
    /// G1: the panel on the car, if pushed.
    public private(set) var panel: TemplateID?
    public private(set) var phone = PhoneState()
    /// Q1-Q8: when cues sound.
    public private(set) var cues: CueScheduler
    /// M1-M3: the microphone watchdog.
    public private(set) var mic = MicWatchdog()
    /// Y2-Y5: telemetry batches.
    public private(set) var telemetry: TelemetryBatcher
    /// A1-A3: the app's handling of its audio engine.
    public private(set) var engine: AudioEngineController
    /// The open conversation, as the app knows it.
    public private(set) var conversation: Int?
    /// T4: whether a conversation was open when the tiles were last drawn.
    public private(set) var tilesSawConversation = false
    /// The car's connection, if connected.
    public private(set) var carGeneration: Int?
    /// T3: a New tap waits for its conversation.
    public private(set) var newCallPending = false
    private var nextTemplate = 1
    private var nextAttempt = 1
    private var nextCallNumber = 1
    /// What the tiles were last drawn from (they are a function of it: `Home.tiles`), so the
    /// tiles are only rebuilt when it changes. Derived, so not hashed.
    private var drawnTiles: TilesKey?

    private struct TilesKey: Hashable, Sendable, Fingerprintable {
        var conversationOpen: Bool
        var retry: Retry.Status

        @inline(__always)
        func fingerprint(into f: inout Fingerprinter) {
            f.combine(conversationOpen)
            f.combine(retry)
        }
    }

    /// Hashed by its fingerprint (everything but the configuration, the counters and the instants).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// What decides the future: everything but the configuration (fixed for a run) and the
    /// counters that only number things (DESIGN.md: keep them out, or the visited set never hits).
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(navigator)
        // The home's tiles are a function of what they were drawn from (`Home.tiles`).
        f.combine(home.grid)
        f.combine(drawnTiles)
        f.combine(callScreen)
        f.combine(retry)
        f.combine(call)
        f.combine(settings)
        f.combine(panel)
        f.combine(phone)
        f.combine(cues)
        f.combine(mic)
        f.combine(telemetry)
        f.combine(engine)
        f.combine(conversation)
        f.combine(tilesSawConversation)
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

    public init(config: CarAppConfig = CarAppConfig(), navigator: AnyNavigator = .standard(Navigator()), conversation: Int? = nil,
                settings: VoiceSettings = VoiceSettings()) {
        self.configBox = SharedValue(config)
        self.settings = settings
        self.navigator = navigator
        self.navigator.keepsLog = config.keepsLog
        self.retry = Retry(delays: config.retryDelays, windowMs: config.retryWindowMs)
        self.cues = CueScheduler(routeLatencyMs: config.routeLatencyMs)
        self.telemetry = TelemetryBatcher(level: config.telemetryLevel)
        self.engine = AudioEngineController(variant: config.engineHandling)
        self.conversation = conversation
        self.tilesSawConversation = conversation != nil
    }

    /// True when the navigator has nothing queued or animating.
    public var navigatorIdle: Bool { navigator.isIdle }
    /// True while an attempt runs (on the car or the phone).
    public var callIsRunning: Bool { call != nil }
    /// True while the running attempt is the car's (C2: the call screen follows it).
    public var callOnCar: Bool { call?.onCar == true }

    /// Handles one event and appends what the world must do to `out` (one buffer for the whole
    /// event: the explorer runs this hundreds of thousands of times a second).
    public mutating func reduce(_ event: AppEvent, now: Instant, host: HostView, into out: inout [Effect]) {
        var scratch = Scratch()
        reduce(event, now: now, host: host, into: &out, scratch: &scratch)
    }

    /// `reduce(_:now:host:into:)` with the buffers the event passes through inside the scene,
    /// emptied (their capacity kept) when it returns: a caller running many events lends the
    /// same ones, and no event allocates its own.
    public mutating func reduce(_ event: AppEvent, now: Instant, host: HostView, into out: inout [Effect], scratch: inout Scratch) {
        if scratch.raw.capacity < 16 { scratch.raw.reserveCapacity(16) }
        handle(event, now: now, host: host, into: &scratch.raw)
        syncCar(now: now, into: &scratch.raw)
        for effect in scratch.raw { route(effect, now: now, host: host, into: &out, cueOutputs: &scratch.cueOutputs) }
        scratch.raw.clearKeepingCapacity()
    }

    /// Handles one event and returns what the world must do.
    public mutating func reduce(_ event: AppEvent, now: Instant, host: HostView) -> [Effect] {
        var out: [Effect] = []
        reduce(event, now: now, host: host, into: &out)
        return out
    }

    /// Sends a `.navigate` through the navigator (N1), a cue through the scheduler (Q7, its
    /// outputs through `cueOutputs`), a telemetry event through the batcher (Y2); the rest goes
    /// out as it is.
    @inline(__always)
    private mutating func route(_ effect: Effect, now: Instant, host: HostView, into out: inout [Effect],
                                cueOutputs: inout [CueScheduler.Output]) {
        switch effect {
        case .navigate(let change):
            navigator.reduce(.requested(change), now: now, host: host, into: &out)
        case .cueEvent(let event):
            cues.reduce(event, now: now, into: &cueOutputs)
            for output in cueOutputs { cueEffects(output, now: now, into: &out) }
            cueOutputs.clearKeepingCapacity()
        case .telemetry(let event):
            routeTelemetry(event, now: now, into: &out)
        case .telemetryControl(let event):
            for output in telemetry.reduce(event, now: now) { out.append(telemetryEffect(output)) }
        case .host, .startTimer, .cancelTimer, .cue, .server, .socket, .phone, .log, .stopCues, .sendTelemetry, .engine, .mainWorkBlocked:
            out.append(effect)
        }
    }

    /// Y2: a telemetry event through the batcher. Y5: the level decides what is kept at all
    /// (nothing at `off`, no `debug.` at info).
    private mutating func routeTelemetry(_ event: TelemetryEvent, now: Instant, into out: inout [Effect]) {
        guard telemetry.level != .off, telemetry.level == .debug || !event.name.hasPrefix("debug.") else { return }
        out.append(.telemetry(event))
        for output in telemetry.reduce(.record(event), now: now) { out.append(telemetryEffect(output)) }
    }

    private mutating func cueEffects(_ output: CueScheduler.Output, now: Instant, into out: inout [Effect]) {
        switch output {
        case .start(let cue):
            out.append(.cue(cue))
            if telemetry.level != .off { routeTelemetry(TelemetryEvent("cue", ["name": cue.rawValue]), now: now, into: &out) }   // Y1
        case .stopAll: out.append(.stopCues)
        case .startTimer(let t, let after): out.append(.startTimer(.cue(t), after: after))
        case .cancelTimer(let t): out.append(.cancelTimer(.cue(t)))
        case .gateMicrophone(let on): out.append(.socket(.gateMicrophone(on)))
        case .thinkingTimedOut: routeTelemetry(TelemetryEvent("cue.thinking_timeout"), now: now, into: &out)   // Q3
        }
    }

    private func telemetryEffect(_ output: TelemetryBatcher.Output) -> Effect {
        switch output {
        case .send(let batch): return .sendTelemetry(batch)
        case .startTimer(let after): return .startTimer(.telemetryFlush, after: after)
        case .cancelTimer: return .cancelTimer(.telemetryFlush)
        }
    }

    /// Y1: a telemetry event, built only when the level keeps any (Y5: nothing at `off`).
    private func record(_ name: String, _ fields: @autoclosure () -> [String: String] = [:], into out: inout [Effect]) {
        guard telemetry.level != .off else { return }
        out.append(.telemetry(TelemetryEvent(name, fields())))
    }

    /// A line for the app log, built only when the world keeps one.
    private func log(_ text: @autoclosure () -> String, into out: inout [Effect]) {
        guard config.keepsLog else { return }
        out.append(.log(text()))
    }

    /// Q1-Q6: a cue the call asks for goes through the scheduler (Q7 decides when it sounds).
    private func play(_ cue: Cue) -> Effect { .cueEvent(.play(cue)) }

    /// M1-M3: carries out what the watchdog decided.
    private mutating func micOutputs(_ outputs: [MicWatchdog.Output], now: Instant, into out: inout [Effect]) {
        for output in outputs {
            switch output {
            case .substituteSilence(let on): out.append(.socket(.substituteSilence(on)))
            case .restartEngine:
                log("audio engine restart (M1)", into: &out)
                record("engine.restart", into: &out)
            case .telemetry(let e): if telemetry.level != .off { out.append(.telemetry(e)) }
            case .lost(let lost):
                // M2: the car's call screen reads Connecting…, the phone waits for the microphone.
                if let c = call { updateCall(c.attempt, into: &out) { $0.micLost = lost } }
            case .playDisconnected: out.append(play(.disconnected))
            case .playConnected: out.append(play(.connected))
            case .giveUp: dropped(now: now, why: "the microphone did not come back (M3)", into: &out)
            case .startTimer(let t, let after): out.append(.startTimer(.mic(t), after: after))
            case .cancelTimer(let t): out.append(.cancelTimer(.mic(t)))
            }
        }
    }

    /// A1-A3: carries out what the engine handling decided.
    private func engineOutputs(_ outputs: [AudioEngineController.Output], into out: inout [Effect]) {
        for output in outputs {
            switch output {
            case .engine(let command): out.append(.engine(command))
            case .handled(let work): log("\(work.rawValue) ran on the main queue", into: &out)
            case .blockedMain(let work): out.append(.mainWorkBlocked(work))
            }
        }
    }

    // MARK: - Events

    private mutating func handle(_ event: AppEvent, now: Instant, host: HostView, into out: inout [Effect]) {
        switch event {
        case .carConnected(let generation):
            carConnected(generation, now: now, host: host, into: &out)
        case .carDisconnected:
            carDisconnected(now: now, host: host, into: &out)
        case .hostCompleted(let completion):
            navigator.reduce(.completed(completion), now: now, host: host, into: &out)
        case .buttonTapped(let hit):
            buttonTapped(hit, now: now, into: &out)
        case .panelValueChosen(let row, let value):
            guard panel != nil, settings.set(row, value) else { return log("panel: no row \"\(row)\"", into: &out) }
            record("settings.changed", ["row": row, "by": "touch"], into: &out)
            panelRefresh(into: &out)
        case .timerFired(let id):
            timerFired(id, now: now, host: host, into: &out)
        case .conversationCreated(let id):
            conversation = id
            tilesSawConversation = true
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
            record("call.secret", ["attempt": "\(attempt)"], into: &out)
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
            out.append(.cueEvent(.speechStarted))
            record("speech.start", into: &out)
            if c.replyPlaying, let started = c.replyStartedAt {
                // Y1: the person talked over the reply.
                let ms = "\(now - started)"
                record("reply.interrupted", ["audio_ms": ms, "heard_ms": ms], into: &out)
                updateCall(a, into: &out) { $0.replyPlaying = false; $0.replyStartedAt = nil }
            }
        case .speechStopped(let a):
            guard let c = call, c.attempt == a else { return }
            updateCall(a, into: &out) { $0.speechStoppedAt = now }
            out.append(.cueEvent(.speechStopped))
            record("speech.stop", into: &out)
        case .replyStarted(let a):
            guard let c = call, c.attempt == a else { return }
            updateCall(a, into: &out) { $0.replyPlaying = true; $0.errorLine = nil; $0.replyStartedAt = now; $0.speechStoppedAt = nil }
            out.append(.cueEvent(.replyStarted))
            record("reply.start", into: &out)
            if let stopped = c.speechStoppedAt {
                // Y1: the time from the end of speech to the reply and its first audio.
                record("reply.latency", ["reply_ms": "\(now - stopped)", "first_audio_ms": "\(now - stopped)"], into: &out)
            }
        case .replyEnded(let a, let failed):
            guard let c = call, c.attempt == a else { return }
            let audio = c.replyStartedAt.map { "\(now - $0)" } ?? "0"
            // C7: a reply that ended failed shows on the status line; Q5: Failed, once a turn.
            updateCall(a, into: &out) { $0.replyPlaying = false; $0.replyStartedAt = nil; if failed { $0.errorLine = CarWords.replyFailed } }
            out.append(.cueEvent(.replyEnded(failed: failed)))
            record("reply.end", ["outcome": failed ? "failed" : "completed", "audio_ms": audio, "duration_ms": audio], into: &out)
        case .toolStarted(let a, let name):
            guard call?.attempt == a else { return }
            updateCall(a, into: &out) { $0.toolsRunning += 1 }
            out.append(.cueEvent(.toolStarted(name: name)))
            record("tool.start", ["name": name], into: &out)
        case .toolEnded(let a, let failed):
            guard call?.attempt == a else { return }
            updateCall(a, into: &out) { $0.toolsRunning = max(0, $0.toolsRunning - 1) }
            out.append(.cueEvent(.toolEnded(failed: failed)))
            record("tool.end", ["outcome": failed ? "failed" : "completed"], into: &out)
        case .realtimeError(let a, let message):
            guard call?.attempt == a else { return }
            // C7: the error shows on the status line; Q5: an error ended the wait.
            updateCall(a, into: &out) { $0.errorLine = message }
            out.append(.cueEvent(.turnFailed))
            record("realtime.error", ["length": "\(message.count)"], into: &out)
        case .transcriptLine(let a, let text):
            guard call?.attempt == a, telemetry.level != .off else { return }
            out.append(.telemetry(TelemetryBatcher.transcriptLine(text)))   // Y3: by its length, never its words
        case .micStalled:
            micOutputs(mic.reduce(.micStalled, now: now), now: now, into: &out)
        case .micBack:
            micOutputs(mic.reduce(.micBack, now: now), now: now, into: &out)
        case .micRefused:
            guard call != nil else { return }
            phone.message = CarWords.microphoneRefused
            record("mic.permission", ["granted": "false"], into: &out)
            attemptFailed(now: now, why: "the microphone permission was refused", into: &out)
        case .interruptionBegan:
            record("audio.interruption", ["phase": "began"], into: &out)
            micOutputs(mic.reduce(.interruptionBegan, now: now), now: now, into: &out)
        case .interruptionEnded:
            record("audio.interruption", ["phase": "ended"], into: &out)
            micOutputs(mic.reduce(.interruptionEnded, now: now), now: now, into: &out)
        case .routeChanged(let rate):
            record("audio.route", ["rate": "\(rate)"], into: &out)
            engineOutputs(engine.reduce(.routeChanged(sampleRate: rate), now: now), into: &out)
        case .routeLatencyChanged(let ms):
            config.routeLatencyMs = ms
            cues.routeLatencyMs = ms
        case .engineReturned(let command):
            switch command.operation {
            case .start:
                record("engine.start", into: &out)
                engineOutputs(engine.reduce(.engineStarted, now: now), into: &out)
            case .stop: engineOutputs(engine.reduce(.engineStopped, now: now), into: &out)
            case .reconfigure, .installTap: break
            }
        case .engineStuck:
            engineOutputs(engine.reduce(.engineStuck, now: now), into: &out)
        case .engineUnstuck:
            engineOutputs(engine.reduce(.engineUnstuck, now: now), into: &out)
        case .relaunched(let died):
            // Y4: the call the app died in gets its end now, with reason `abandoned`.
            // The batcher drops what waited from before the relaunch; the end goes out at once.
            for output in telemetry.reduce(.relaunched(previousCallDiedIn: nil), now: now) { out.append(telemetryEffect(output)) }
            if let died {
                record("call.end", ["reason": "abandoned", "call": "\(died)"], into: &out)
                out.append(.telemetryControl(.callEnded))
            }
        case .wentBackToConversation(let a, let earlier):
            goBack(attempt: a, to: earlier, now: now, into: &out)
        case .settingChangedByModel(let a, let row, let value):
            // G5: the model changes a setting; the panel shows what it set.
            guard let c = call, c.attempt == a, settings.set(row, value) else { return }
            record("settings.changed", ["row": row, "by": "voice"], into: &out)
            panelRefresh(into: &out)
            heard(c, into: &out)
        case .phoneForegrounded:
            phone.foreground = true
            landIfOwed(now: now, into: &out)
        case .phoneBackgrounded:
            phone.foreground = false
            // Y2: a batch goes out when the app goes to the background.
            record("app.background", into: &out)
            out.append(.telemetryControl(.appBackgrounded))
        case .phoneOverlayOpened(let o):
            if !phone.overlays.contains(o) { phone.overlays.append(o) }
        case .phoneOverlayClosed(let o):
            phone.overlays.removeAll { $0 == o }
            landIfOwed(now: now, into: &out)
        case .phoneOtherLiveThreadOpened:
            phone.screen = .otherLiveThread
        case .phoneOtherLiveThreadClosed:
            if phone.screen == .otherLiveThread { phone.screen = .app }
            landIfOwed(now: now, into: &out)
        case .phoneNavigatedAway:
            // O5: opening a session or a link, or closing Live, cancels the landing.
            phone.landingPending = false
            if phone.screen == .liveThread { phone.screen = .app }
            out.append(.cancelTimer(.handover))
        case .phoneStartedCall:
            guard call == nil, let conversation else { return log("phone: no conversation to call", into: &out) }
            // O1: a call started on the phone stays on the phone while the car shows tiles.
            startCall(conversation: conversation, fromCar: false, onCar: false, now: now, into: &out)
            phone.screen = .liveThread
            record("call.client", ["client": "phone"], into: &out)
        case .phoneHungUp:
            guard call != nil else { return }
            endCall(reason: "hang_up", now: now, into: &out)
        case .phoneMuteToggled:
            guard let c = call else { return }
            toggleMute(c, into: &out)
        }
    }

    /// L8: Mute sends silence, not nothing.
    private mutating func toggleMute(_ c: LiveCall, into out: inout [Effect]) {
        updateCall(c.attempt, into: &out) { $0.muted.toggle() }
        out.append(.socket(.sendSilence(!c.muted)))
        record("call.mute", ["muted": "\(!c.muted)", "call": "\(c.number)"], into: &out)
    }

    private mutating func carConnected(_ generation: Int, now: Instant, host: HostView, into out: inout [Effect]) {
        carGeneration = generation
        navigator.reduce(.connected(generation: generation), now: now, host: host, into: &out)
        out.append(.cancelTimer(.handover))
        // O3: a landing not yet made is off; the call goes back to the car (C4).
        phone.landingPending = false
        if var c = call {
            c.onCar = true
            call = c
            record("call.handover", ["to": "car"], into: &out)
        }
        tilesSawConversation = conversation != nil
        // T1, H10: the root is set before connect returns.
        drawnTiles = TilesKey(conversationOpen: tilesSawConversation, retry: retry.status)
        home.reduce(.carConnected(grid: takeTemplateID(), tiles: currentTiles), now: now, into: &out)
    }

    private mutating func carDisconnected(now: Instant, host: HostView, into out: inout [Effect]) {
        carGeneration = nil
        navigator.reduce(.disconnected, now: now, host: host, into: &out)
        home.reduce(.carLost, now: now, into: &out)
        callScreen.reduce(.carLost, now: now, into: &out)
        panel = nil
        // O4, L6: unplugging ends the car's retries (and the attempt they had in flight).
        if retry.status != .idle {
            retry.reset(into: &out)
            if call != nil { endAttempt(into: &out) }
        }
        guard var c = call else { return }
        c.onCar = false
        call = c
        // O2: the phone lands on the call 3 s later (if the call is up).
        if c.phase == .up {
            out.append(.startTimer(.handover, after: config.handoverMs))
        }
    }

    private mutating func buttonTapped(_ hit: ButtonHit, now: Instant, into out: inout [Effect]) {
        record("car.tap", tapFields(hit.title), into: &out)
        if hit.template == home.grid {
            tileTapped(hit.title, now: now, into: &out)
        } else if hit.template == callScreen.shown?.template {
            switch hit.role {
            case .barButton: gearTapped(now: now, into: &out)
            case .actionButton where hit.index == 0:
                guard let c = call else { return }
                toggleMute(c, into: &out)
            case .actionButton:
                endCall(reason: "end", now: now, into: &out)
            default: break
            }
        } else if hit.template == panel {
            panelTapped(hit, now: now, into: &out)
        }
    }

    /// Y5: a tap outside a call carries no call id.
    private func tapFields(_ title: String) -> [String: String] {
        var f = ["title": title]
        if let c = call { f["call"] = "\(c.number)" }
        return f
    }

    private mutating func tileTapped(_ title: String, now: Instant, into out: inout [Effect]) {
        switch title {
        case CarWords.continueConversation, CarWords.tapToRetry:
            guard let conversation else {
                // T4: the conversation ended since the tiles were drawn.
                tilesSawConversation = false
                var ignored: [Effect] = []   // its timers, left to find it idle
                retry.reset(into: &ignored)
                out.append(play(.failed))
                log("T4: the conversation has ended; no call", into: &out)
                return
            }
            retry.reset(into: &out)
            if var c = call, c.conversation == conversation {
                // T3: pick up the call already running on the phone: no secret, no socket, no cue.
                c.onCar = true
                call = c
                return record("call.handover", ["to": "car"], into: &out)
            }
            if call != nil { endAttempt(into: &out) }
            startCall(conversation: conversation, fromCar: true, onCar: true, now: now, into: &out)
        case CarWords.newConversation:
            // T3, T5: New ends the open conversation (and any retries) and calls a fresh one.
            retry.reset(into: &out)
            if call != nil { endAttempt(into: &out) }
            if let conversation { out.append(.server(.endConversation(conversation))) }
            conversation = nil
            newCallPending = true
            out.append(.server(.newConversation))
        default:
            log("tile \"\(title)\" does nothing", into: &out)
        }
    }

    /// G1: the gear ends the call as the person ending it, then the panel goes over the home.
    private mutating func gearTapped(now: Instant, into out: inout [Effect]) {
        if let c = call, c.replyPlaying, let started = c.replyStartedAt {
            // G1: the reply in progress is cut off.
            record("reply.truncated", ["audio_ms": "\(now - started)"], into: &out)
        }
        if call != nil { endCall(reason: "gear", now: now, into: &out) }
        syncCar(now: now, into: &out)   // the call screen's dismissal goes first
        let id = takeTemplateID()
        panel = id
        out.append(.navigate(.push(panelTemplate(id))))
    }

    private mutating func panelTapped(_ hit: ButtonHit, now: Instant, into out: inout [Effect]) {
        switch hit.role {
        case .backButton:
            // G4: pop the panel and call the same conversation again, with the changes.
            panel = nil
            out.append(.navigate(.pop))
            guard let conversation else {
                tilesSawConversation = false
                out.append(play(.failed))
                return log("T4: the conversation has ended; no call", into: &out)
            }
            startCall(conversation: conversation, fromCar: true, onCar: true, now: now, into: &out)
        case .listItem where hit.title == CarWords.resetToDefaults:
            settings.reset()   // G3
            record("settings.reset", into: &out)
            panelRefresh(into: &out)
        default:
            log("panel row \"\(hit.title)\": choose a value with `panel set`", into: &out)
        }
    }

    /// G2: the panel, built from the settings (the default settings' list is built once and
    /// shared: the panel is pushed on every gear tap).
    private func panelTemplate(_ id: TemplateID) -> Template {
        var t = config.panelTemplate == .list && settings == CarScene.defaultPanel.settings
            ? CarScene.defaultPanel.template
            : CarScene.panel(kind: config.panelTemplate, settings: settings)
        t.id = id
        return t
    }

    private static let defaultPanel = (settings: VoiceSettings(), template: panel(kind: .list, settings: VoiceSettings()))

    private static func panel(kind: TemplateKind, settings: VoiceSettings) -> Template {
        Template(id: TemplateID(0), kind: kind, title: "Voice", buttons: items(settings), backButton: TemplateButton(title: CarWords.backToTheCall))
    }

    /// G2: the panel's rows for `settings`.
    private static func items(_ settings: VoiceSettings) -> [TemplateButton] {
        settings.rows.map { TemplateButton(title: $0.title, detail: $0.value, note: $0.note) }
    }

    /// G2, G5: the panel shows the settings as they are now.
    private func panelRefresh(into out: inout [Effect]) {
        guard let panel else { return }
        out.append(.navigate(.updateList(panel, CarScene.items(settings))))
    }

    private mutating func timerFired(_ id: TimerID, now: Instant, host: HostView, into out: inout [Effect]) {
        switch id {
        case .navigatorActivation, .navigatorPacing:
            navigator.reduce(.timerFired(id), now: now, host: host, into: &out)
        case .cue(let t):
            out.append(.cueEvent(.timerFired(t)))
        case .mic(let t):
            micOutputs(mic.reduce(.timerFired(t), now: now), now: now, into: &out)
        case .telemetryFlush:
            for output in telemetry.reduce(.timerFired, now: now) { out.append(telemetryEffect(output)) }
        case .giveUp(let attempt):
            guard let c = call, c.attempt == attempt, c.phase != .up else { return }
            // L2, A2: the give-up runs whatever the engine does.
            engineOutputs(engine.reduce(.giveUpDue, now: now), into: &out)
            attemptFailed(now: now, why: "not up within \(config.giveUpMs / 1000) s", engineEvent: nil, into: &out)
        case .retry:
            guard let conversation = retry.retryDue() else { return }
            startCall(conversation: conversation, fromCar: true, onCar: carGeneration != nil, now: now, into: &out)
        case .retryWindow:
            // L5: 30 s since the tap or the drop: stop, and end an attempt in flight.
            retry.windowClosed(keepsTelemetry: telemetry.level != .off, into: &out)
            let inFlight = call
            if call != nil { endAttempt(into: &out) }
            tilesSawConversation = conversation != nil
            out.append(play(.failed))
            retryingStopped(inFlight, reason: "gave_up", into: &out)
        case .ping(let attempt):
            guard let c = call, c.attempt == attempt, c.phase == .up else { return }
            out.append(.socket(.ping(attempt: attempt)))
            out.append(.startTimer(.ping(attempt: attempt), after: config.pingMs))
        case .silence(let attempt):
            guard let c = call, c.attempt == attempt, c.phase == .up, c.hadPong else { return }
            dropped(now: now, why: "no word from the socket for \(config.silenceDropMs / 1000) s", into: &out)   // L3
        case .handover:
            guard call?.phase == .up else { return }
            phone.landingPending = true
            landIfOwed(now: now, into: &out)
        }
    }

    // MARK: - The call

    private mutating func startCall(conversation: Int, fromCar: Bool, onCar: Bool, now: Instant, into out: inout [Effect]) {
        let attempt = nextAttempt
        nextAttempt += 1
        call = LiveCall(number: nextCallNumber, attempt: attempt, conversation: conversation, fromCar: fromCar, onCar: onCar, tappedAt: now)
        nextCallNumber += 1
        if telemetry.level != .off {
            var fields = ["attempt": "\(attempt)", "client": fromCar ? "carplay" : "phone"]
            if fromCar { fields["listening"] = "Always" }   // L7: a car call answers every line
            out.append(.telemetry(TelemetryEvent("call.start", fields)))
        }
        // L1: voice on, a short-lived secret, then the socket (when the secret comes).
        out.append(.server(.voiceOn(conversation: conversation)))
        out.append(.server(.mintSecret(conversation: conversation, attempt: attempt)))
        out.append(.startTimer(.giveUp(attempt: attempt), after: config.giveUpMs))
    }

    /// C5: the model went back to an earlier conversation: the same call screen reads
    /// Connecting… while a new Realtime session (a new secret and socket, L1) comes up; Mute is
    /// kept; Continue then calls that conversation.
    private mutating func goBack(attempt: Int, to earlier: Int, now: Instant, into out: inout [Effect]) {
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
        c.replyPlaying = false
        c.toolsRunning = 0
        call = c
        conversation = earlier
        tilesSawConversation = true
        record("call.conversation_switched", ["attempt": "\(next)"], into: &out)
        out.append(.server(.voiceOn(conversation: earlier)))
        out.append(.server(.mintSecret(conversation: earlier, attempt: next)))
        out.append(.startTimer(.giveUp(attempt: next), after: config.giveUpMs))   // C5: never past the 15 s give-up
    }

    private mutating func callCameUp(_ attempt: Int, now: Instant, into out: inout [Effect]) {
        guard var c = call, c.attempt == attempt, c.phase != .up else { return }
        c.phase = .up
        call = c
        out.append(.cancelTimer(.giveUp(attempt: attempt)))
        out.append(play(.connected))
        record("call.connected", ["attempt": "\(attempt)"], into: &out)
        out.append(.startTimer(.ping(attempt: attempt), after: config.pingMs))
        retry.reset(into: &out)
        // L8: the microphone and the engine run only while a call runs.
        record("audio.session", ["active": "true"], into: &out)
        micOutputs(mic.reduce(.callStarted, now: now), now: now, into: &out)
        engineOutputs(engine.reduce(.callStarted, now: now), into: &out)
    }

    /// L3: anything heard from the socket after a pong restarts the 20 s silence clock.
    private func heard(_ c: LiveCall, into out: inout [Effect]) {
        if c.hadPong { out.append(.startTimer(.silence(attempt: c.attempt), after: config.silenceDropMs)) }
    }

    private mutating func updateCall(_ attempt: Int, into out: inout [Effect], _ change: (inout LiveCall) -> Void) {
        guard var c = call, c.attempt == attempt else { return }
        change(&c)
        call = c
        heard(c, into: &out)
    }

    /// Closes the attempt's socket and timers, stops its sounds (Q7), its watchdog (M1) and its
    /// engine (A1: `engineEvent` says how); the call screen follows by `syncCar`. The cues that
    /// mark the end are played after this (the scheduler's reset would cut them).
    private mutating func endAttempt(engineEvent: AudioEngineController.Event? = .hangUpBegan, into out: inout [Effect]) {
        guard let c = call else { return }
        call = nil
        if phone.screen == .liveThread { phone.screen = .app }
        phone.landingPending = false
        out.append(.socket(.close(attempt: c.attempt)))
        out.append(.cancelTimer(.giveUp(attempt: c.attempt)))
        out.append(.cancelTimer(.ping(attempt: c.attempt)))
        out.append(.cancelTimer(.silence(attempt: c.attempt)))
        out.append(.cancelTimer(.handover))
        out.append(.cueEvent(.callEnded))
        micOutputs(mic.reduce(.callEnded, now: .zero), now: .zero, into: &out)
        if c.phase == .up {
            record("audio.session", ["active": "false"], into: &out)
            if let engineEvent { engineOutputs(engine.reduce(engineEvent, now: .zero), into: &out) }
        }
    }

    /// L6, G1, Q6: the person ends the call: Ended, no retries.
    private mutating func endCall(reason: String, now: Instant, into out: inout [Effect]) {
        guard let c = call else { return }
        let engineEvent: AudioEngineController.Event = reason == "end" ? .endTapped : .hangUpBegan
        retry.reset(into: &out)
        endAttempt(engineEvent: engineEvent, into: &out)
        out.append(play(.ended))
        record("call.end", ["reason": reason, "duration_ms": "\(now - c.tappedAt)", "call": "\(c.number)"], into: &out)
        out.append(.telemetryControl(.callEnded))
        tilesSawConversation = conversation != nil
    }

    /// L2, L4: an attempt that never came up failed.
    private mutating func attemptFailed(now: Instant, why: String, engineEvent: AudioEngineController.Event? = .hangUpBegan, into out: inout [Effect]) {
        guard let c = call else { return }
        endAttempt(engineEvent: engineEvent, into: &out)
        record("call.failed", ["attempt": "\(c.attempt)"], into: &out)
        log("attempt \(c.attempt) failed: \(why)", into: &out)
        guard c.fromCar, carGeneration != nil else {
            out.append(play(.failed))
            out.append(.telemetryControl(.callEnded))
            return
        }
        let first = !retry.isRetrying
        let stopped = retry.failed(conversation: c.conversation, windowStart: c.tappedAt, now: now,
                                   keepsTelemetry: telemetry.level != .off, into: &out)
        if first || stopped { out.append(play(.failed)) }   // L4: on the first failure, and when retrying stops
        if stopped { retryingStopped(c, reason: "gave_up", into: &out) }
        tilesSawConversation = conversation != nil
    }

    /// Y1, Y2: once retrying stops the car's call is over: its end goes out with the batch.
    private func retryingStopped(_ c: LiveCall?, reason: String, into out: inout [Effect]) {
        if telemetry.level != .off {
            var fields = ["reason": reason]
            if let c { fields["call"] = "\(c.number)" }
            out.append(.telemetry(TelemetryEvent("call.end", fields)))
        }
        out.append(.telemetryControl(.callEnded))
    }

    /// L3, L4, L9: a call that was up dropped.
    private mutating func dropped(now: Instant, why: String, into out: inout [Effect]) {
        guard let c = call else { return }
        endAttempt(into: &out)
        out.append(play(.disconnected))
        record("call.end", ["reason": "drop", "call": "\(c.number)"], into: &out)
        out.append(.telemetryControl(.callEnded))
        log("call \(c.attempt) dropped: \(why)", into: &out)
        guard c.onCar, carGeneration != nil else {
            // L9: on the phone, say what happened; only the car retries.
            phone.message = CarWords.callDroppedPhone
            return
        }
        let stopped = retry.failed(conversation: c.conversation, windowStart: now, now: now,
                                   keepsTelemetry: telemetry.level != .off, into: &out)
        if stopped { out.append(play(.failed)) }
        tilesSawConversation = conversation != nil
    }

    /// O2, O5: land on the Live thread when it is owed and nothing stands in the way.
    private mutating func landIfOwed(now: Instant, into out: inout [Effect]) {
        guard phone.landingPending, call?.phase == .up, carGeneration == nil, phone.canLand else { return }
        phone.landingPending = false
        phone.screen = .liveThread
        record("call.handover", ["to": "phone"], into: &out)   // O6: no sound
    }

    // MARK: - What the car shows

    /// T5, T2: the tiles for what the app knows now.
    private var currentTiles: [TemplateButton] {
        Home.tiles(conversationOpen: tilesSawConversation, retry: retry.status)
    }

    /// C2-C4, T5: bring the car in line with the state: the call screen follows the call, the
    /// tiles follow the retries.
    private mutating func syncCar(now: Instant, into out: inout [Effect]) {
        guard carGeneration != nil else { return }
        let onCar = call?.onCar == true
        let candidate = TemplateID(nextTemplate)
        let before = callScreen.shown
        callScreen.reduce(.callChanged(call: onCar ? call?.number : nil, state: onCar ? call?.screenState ?? .connecting : .connecting,
                                       newTemplate: candidate), now: now, into: &out)
        if callScreen.shown?.template == candidate { nextTemplate += 1 }
        // Y1: car screen changes and call state changes.
        if before?.template != callScreen.shown?.template {
            record("car.screen", ["screen": callScreen.shown == nil ? "home" : "call"], into: &out)
        }
        if let shown = callScreen.shown, before?.state != shown.state || before?.template != shown.template {
            record("call.state", ["state": shown.state.rawValue, "call": "\(shown.call)"], into: &out)
        }
        let key = TilesKey(conversationOpen: tilesSawConversation, retry: retry.status)
        if key != drawnTiles {
            drawnTiles = key
            home.reduce(.tilesChanged(currentTiles), now: now, into: &out)
        }
    }

    private mutating func takeTemplateID() -> TemplateID {
        defer { nextTemplate += 1 }
        return TemplateID(nextTemplate)
    }
}
