import Host

/// The app under test: its CarPlay scene and the Live call behind it, as one reducer composed of
/// the Navigator, the Home, the CallScreen, the LiveCall attempt, the Retry round, the gear's
/// panel and the phone's screens. What the car should show is derived from state after every
/// event (`syncCar`), so the call screen follows the call by construction (C2, C3).
public struct CarScene: Hashable, Sendable, Fingerprintable {
    public var config: CarAppConfig
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
        self.config = config
        self.settings = settings
        self.navigator = navigator
        self.retry = Retry(delays: config.retryDelays, windowMs: config.retryWindowMs)
        self.cues = CueScheduler(routeLatencyMs: config.routeLatencyMs)
        self.telemetry = TelemetryBatcher(level: config.telemetryLevel)
        self.engine = AudioEngineController(variant: config.engineHandling)
        self.conversation = conversation
        self.tilesSawConversation = conversation != nil
    }

    /// True when the navigator has nothing queued or animating.
    public var navigatorIdle: Bool { navigator.isIdle }

    /// Handles one event and returns what the world must do.
    public mutating func reduce(_ event: AppEvent, now: Instant, host: HostView) -> [Effect] {
        var out = handle(event, now: now, host: host)
        out += syncCar(now: now)
        return route(out, now: now, host: host)
    }

    /// Sends every `.navigate` through the navigator (N1), every cue through the scheduler
    /// (Q7), every telemetry event through the batcher (Y2); the rest goes out as it is.
    private mutating func route(_ effects: [Effect], now: Instant, host: HostView) -> [Effect] {
        guard !effects.isEmpty else { return effects }
        var out: [Effect] = []
        out.reserveCapacity(effects.count + 4)
        for effect in effects {
            switch effect {
            case .navigate(let change):
                out += navigator.reduce(.requested(change), now: now, host: host)
            case .cueEvent(let event):
                out += route(cues.reduce(event, now: now).flatMap(cueEffects), now: now, host: host)
            case .telemetry(let event):
                // Y5: the level decides what is kept at all (nothing at `off`, no `debug.` at info).
                guard telemetry.level != .off, telemetry.level == .debug || !event.name.hasPrefix("debug.") else { continue }
                out.append(.telemetry(event))
                out += telemetry.reduce(.record(event), now: now).map(telemetryEffect)
            case .telemetryControl(let event):
                out += telemetry.reduce(event, now: now).map(telemetryEffect)
            case .host, .startTimer, .cancelTimer, .cue, .server, .socket, .phone, .log, .stopCues, .sendTelemetry, .engine, .mainWorkBlocked:
                out.append(effect)
            }
        }
        return out
    }

    private func cueEffects(_ output: CueScheduler.Output) -> [Effect] {
        switch output {
        case .start(let cue): return [.cue(cue), .telemetry(TelemetryEvent("cue", ["name": cue.rawValue]))]   // Y1
        case .stopAll: return [.stopCues]
        case .startTimer(let t, let after): return [.startTimer(.cue(t), after: after)]
        case .cancelTimer(let t): return [.cancelTimer(.cue(t))]
        case .gateMicrophone(let on): return [.socket(.gateMicrophone(on))]
        case .thinkingTimedOut: return [.telemetry(TelemetryEvent("cue.thinking_timeout"))]   // Q3
        }
    }

    private func telemetryEffect(_ output: TelemetryBatcher.Output) -> Effect {
        switch output {
        case .send(let batch): return .sendTelemetry(batch)
        case .startTimer(let after): return .startTimer(.telemetryFlush, after: after)
        case .cancelTimer: return .cancelTimer(.telemetryFlush)
        }
    }

    /// Q1-Q6: a cue the call asks for goes through the scheduler (Q7 decides when it sounds).
    private func play(_ cue: Cue) -> Effect { .cueEvent(.play(cue)) }

    /// M1-M3: carries out what the watchdog decided.
    private mutating func micOutputs(_ outputs: [MicWatchdog.Output], now: Instant) -> [Effect] {
        var out: [Effect] = []
        for output in outputs {
            switch output {
            case .substituteSilence(let on): out.append(.socket(.substituteSilence(on)))
            case .restartEngine: out += [.log("audio engine restart (M1)"), .telemetry(TelemetryEvent("engine.restart"))]
            case .telemetry(let e): out.append(.telemetry(e))
            case .lost(let lost):
                // M2: the car's call screen reads Connecting…, the phone waits for the microphone.
                if let c = call { out += updateCall(c.attempt) { $0.micLost = lost } }
            case .playDisconnected: out.append(play(.disconnected))
            case .playConnected: out.append(play(.connected))
            case .giveUp: out += dropped(now: now, why: "the microphone did not come back (M3)")
            case .startTimer(let t, let after): out.append(.startTimer(.mic(t), after: after))
            case .cancelTimer(let t): out.append(.cancelTimer(.mic(t)))
            }
        }
        return out
    }

    /// A1-A3: carries out what the engine handling decided.
    private mutating func engineOutputs(_ outputs: [AudioEngineController.Output]) -> [Effect] {
        outputs.map { output in
            switch output {
            case .engine(let command): return .engine(command)
            case .handled(let work): return .log("\(work.rawValue) ran on the main queue")
            case .blockedMain(let work): return .mainWorkBlocked(work)
            }
        }
    }

    // MARK: - Events

    private mutating func handle(_ event: AppEvent, now: Instant, host: HostView) -> [Effect] {
        switch event {
        case .carConnected(let generation):
            return carConnected(generation, now: now, host: host)
        case .carDisconnected:
            return carDisconnected(now: now, host: host)
        case .hostCompleted(let completion):
            return navigator.reduce(.completed(completion), now: now, host: host)
        case .buttonTapped(let hit):
            return buttonTapped(hit, now: now)
        case .panelValueChosen(let row, let value):
            guard panel != nil, settings.set(row, value) else { return [.log("panel: no row \"\(row)\"")] }
            return [.telemetry(TelemetryEvent("settings.changed", ["row": row, "by": "touch"]))] + panelRefresh()
        case .timerFired(let id):
            return timerFired(id, now: now, host: host)
        case .conversationCreated(let id):
            conversation = id
            tilesSawConversation = true
            guard newCallPending else { return [] }
            newCallPending = false
            return startCall(conversation: id, fromCar: true, onCar: carGeneration != nil, now: now)
        case .conversationEnded(let id):
            // T4: the car does not redraw its tiles; the tap finds out.
            if conversation == id { conversation = nil }
            return [.log("conversation \(id) ended on the phone")]
        case .secretMinted(let attempt):
            guard var c = call, c.attempt == attempt, c.phase == .awaitingSecret else { return [] }
            c.phase = .connecting
            call = c
            return [.telemetry(TelemetryEvent("call.secret", ["attempt": "\(attempt)"])), .socket(.open(attempt: attempt))]
        case .socketOpened(let attempt):
            return callCameUp(attempt, now: now)
        case .socketErrored(let attempt, let message):
            guard let c = call, c.attempt == attempt else { return [] }
            // L3: a socket error ends the call at once.
            return c.phase == .up ? dropped(now: now, why: message) : attemptFailed(now: now, why: message)
        case .socketPong(let attempt):
            guard var c = call, c.attempt == attempt, c.phase == .up else { return [] }
            c.hadPong = true
            call = c
            return heard(c)
        case .speechStarted(let a):
            guard let c = call, c.attempt == a else { return [] }
            var out = heard(c) + [.cueEvent(.speechStarted), .telemetry(TelemetryEvent("speech.start"))]
            if c.replyPlaying, let started = c.replyStartedAt {
                // Y1: the person talked over the reply.
                let ms = "\(now - started)"
                out.append(.telemetry(TelemetryEvent("reply.interrupted", ["audio_ms": ms, "heard_ms": ms])))
                out += updateCall(a) { $0.replyPlaying = false; $0.replyStartedAt = nil }
            }
            return out
        case .speechStopped(let a):
            guard let c = call, c.attempt == a else { return [] }
            return updateCall(a) { $0.speechStoppedAt = now } + [.cueEvent(.speechStopped), .telemetry(TelemetryEvent("speech.stop"))]
        case .replyStarted(let a):
            guard let c = call, c.attempt == a else { return [] }
            var out: [Effect] = [.cueEvent(.replyStarted), .telemetry(TelemetryEvent("reply.start"))]
            if let stopped = c.speechStoppedAt {
                // Y1: the time from the end of speech to the reply and its first audio.
                out.append(.telemetry(TelemetryEvent("reply.latency", ["reply_ms": "\(now - stopped)", "first_audio_ms": "\(now - stopped)"])))
            }
            return updateCall(a) { $0.replyPlaying = true; $0.errorLine = nil; $0.replyStartedAt = now; $0.speechStoppedAt = nil } + out
        case .replyEnded(let a, let failed):
            guard let c = call, c.attempt == a else { return [] }
            let audio = c.replyStartedAt.map { "\(now - $0)" } ?? "0"
            // C7: a reply that ended failed shows on the status line; Q5: Failed, once a turn.
            return updateCall(a) { $0.replyPlaying = false; $0.replyStartedAt = nil; if failed { $0.errorLine = CarWords.replyFailed } }
                + [.cueEvent(.replyEnded(failed: failed)),
                   .telemetry(TelemetryEvent("reply.end", ["outcome": failed ? "failed" : "completed", "audio_ms": audio, "duration_ms": audio]))]
        case .toolStarted(let a, let name):
            guard call?.attempt == a else { return [] }
            return updateCall(a) { $0.toolsRunning += 1 } + [.cueEvent(.toolStarted(name: name)), .telemetry(TelemetryEvent("tool.start", ["name": name]))]
        case .toolEnded(let a, let failed):
            guard call?.attempt == a else { return [] }
            return updateCall(a) { $0.toolsRunning = max(0, $0.toolsRunning - 1) }
                + [.cueEvent(.toolEnded(failed: failed)), .telemetry(TelemetryEvent("tool.end", ["outcome": failed ? "failed" : "completed"]))]
        case .realtimeError(let a, let message):
            guard call?.attempt == a else { return [] }
            // C7: the error shows on the status line; Q5: an error ended the wait.
            return updateCall(a) { $0.errorLine = message } + [.cueEvent(.turnFailed), .telemetry(TelemetryEvent("realtime.error", ["length": "\(message.count)"]))]
        case .transcriptLine(let a, let text):
            guard call?.attempt == a else { return [] }
            return [.telemetry(TelemetryBatcher.transcriptLine(text))]   // Y3: by its length, never its words
        case .micStalled:
            return micOutputs(mic.reduce(.micStalled, now: now), now: now)
        case .micBack:
            return micOutputs(mic.reduce(.micBack, now: now), now: now)
        case .micRefused:
            guard call != nil else { return [] }
            phone.message = CarWords.microphoneRefused
            return [.telemetry(TelemetryEvent("mic.permission", ["granted": "false"]))] + attemptFailed(now: now, why: "the microphone permission was refused")
        case .interruptionBegan:
            return [.telemetry(TelemetryEvent("audio.interruption", ["phase": "began"]))] + micOutputs(mic.reduce(.interruptionBegan, now: now), now: now)
        case .interruptionEnded:
            return [.telemetry(TelemetryEvent("audio.interruption", ["phase": "ended"]))] + micOutputs(mic.reduce(.interruptionEnded, now: now), now: now)
        case .routeChanged(let rate):
            return [.telemetry(TelemetryEvent("audio.route", ["rate": "\(rate)"]))] + engineOutputs(engine.reduce(.routeChanged(sampleRate: rate), now: now))
        case .routeLatencyChanged(let ms):
            config.routeLatencyMs = ms
            cues.routeLatencyMs = ms
            return []
        case .engineReturned(let command):
            switch command.operation {
            case .start: return [.telemetry(TelemetryEvent("engine.start"))] + engineOutputs(engine.reduce(.engineStarted, now: now))
            case .stop: return engineOutputs(engine.reduce(.engineStopped, now: now))
            case .reconfigure, .installTap: return []
            }
        case .engineStuck:
            return engineOutputs(engine.reduce(.engineStuck, now: now))
        case .engineUnstuck:
            return engineOutputs(engine.reduce(.engineUnstuck, now: now))
        case .relaunched(let died):
            // Y4: the call the app died in gets its end now, with reason `abandoned`.
            // The batcher drops what waited from before the relaunch; the end goes out at once.
            var out = telemetry.reduce(.relaunched(previousCallDiedIn: nil), now: now).map(telemetryEffect)
            if let died {
                out += [.telemetry(TelemetryEvent("call.end", ["reason": "abandoned", "call": "\(died)"])), .telemetryControl(.callEnded)]
            }
            return out
        case .wentBackToConversation(let a, let earlier):
            return goBack(attempt: a, to: earlier, now: now)
        case .settingChangedByModel(let a, let row, let value):
            // G5: the model changes a setting; the panel shows what it set.
            guard call?.attempt == a, settings.set(row, value) else { return [] }
            return [.telemetry(TelemetryEvent("settings.changed", ["row": row, "by": "voice"]))] + panelRefresh() + heard(call!)
        case .phoneForegrounded:
            phone.foreground = true
            return landIfOwed(now: now)
        case .phoneBackgrounded:
            phone.foreground = false
            // Y2: a batch goes out when the app goes to the background.
            return [.telemetry(TelemetryEvent("app.background")), .telemetryControl(.appBackgrounded)]
        case .phoneOverlayOpened(let o):
            if !phone.overlays.contains(o) { phone.overlays.append(o) }
            return []
        case .phoneOverlayClosed(let o):
            phone.overlays.removeAll { $0 == o }
            return landIfOwed(now: now)
        case .phoneOtherLiveThreadOpened:
            phone.screen = .otherLiveThread
            return []
        case .phoneOtherLiveThreadClosed:
            if phone.screen == .otherLiveThread { phone.screen = .app }
            return landIfOwed(now: now)
        case .phoneNavigatedAway:
            // O5: opening a session or a link, or closing Live, cancels the landing.
            phone.landingPending = false
            if phone.screen == .liveThread { phone.screen = .app }
            return [.cancelTimer(.handover)]
        case .phoneStartedCall:
            guard call == nil, let conversation else { return [.log("phone: no conversation to call")] }
            // O1: a call started on the phone stays on the phone while the car shows tiles.
            var out = startCall(conversation: conversation, fromCar: false, onCar: false, now: now)
            phone.screen = .liveThread
            out.append(.telemetry(TelemetryEvent("call.client", ["client": "phone"])))
            return out
        case .phoneHungUp:
            guard call != nil else { return [] }
            return endCall(reason: "hang_up", now: now)
        case .phoneMuteToggled:
            guard let c = call else { return [] }
            return updateCall(c.attempt) { $0.muted.toggle() } + [.socket(.sendSilence(!c.muted)),
                                                                   .telemetry(TelemetryEvent("call.mute", ["muted": "\(!c.muted)", "call": "\(c.number)"]))]
        }
    }

    private mutating func carConnected(_ generation: Int, now: Instant, host: HostView) -> [Effect] {
        carGeneration = generation
        var out = navigator.reduce(.connected(generation: generation), now: now, host: host)
        out.append(.cancelTimer(.handover))
        // O3: a landing not yet made is off; the call goes back to the car (C4).
        phone.landingPending = false
        if var c = call {
            c.onCar = true
            call = c
            out.append(.telemetry(TelemetryEvent("call.handover", ["to": "car"])))
        }
        tilesSawConversation = conversation != nil
        // T1, H10: the root is set before connect returns.
        drawnTiles = TilesKey(conversationOpen: tilesSawConversation, retry: retry.status)
        out += home.reduce(.carConnected(grid: takeTemplateID(), tiles: currentTiles), now: now)
        return out
    }

    private mutating func carDisconnected(now: Instant, host: HostView) -> [Effect] {
        carGeneration = nil
        var out = navigator.reduce(.disconnected, now: now, host: host)
        out += home.reduce(.carLost, now: now)
        out += callScreen.reduce(.carLost, now: now)
        panel = nil
        // O4, L6: unplugging ends the car's retries (and the attempt they had in flight).
        if retry.status != .idle {
            out += retry.reset()
            if call != nil { out += endAttempt() }
        }
        guard var c = call else { return out }
        c.onCar = false
        call = c
        // O2: the phone lands on the call 3 s later (if the call is up).
        if c.phase == .up {
            out.append(.startTimer(.handover, after: config.handoverMs))
        }
        return out
    }

    private mutating func buttonTapped(_ hit: ButtonHit, now: Instant) -> [Effect] {
        var out: [Effect] = [.telemetry(TelemetryEvent("car.tap", tapFields(hit.title)))]
        if hit.template == home.grid {
            out += tileTapped(hit.title, now: now)
        } else if hit.template == callScreen.shown?.template {
            switch hit.role {
            case .barButton: out += gearTapped(now: now)
            case .actionButton where hit.index == 0:
                guard let c = call else { return out }
                // L8: Mute sends silence, not nothing.
                out += updateCall(c.attempt) { $0.muted.toggle() } + [.socket(.sendSilence(!c.muted)),
                                                                       .telemetry(TelemetryEvent("call.mute", ["muted": "\(!c.muted)", "call": "\(c.number)"]))]
            case .actionButton:
                out += endCall(reason: "end", now: now)
            default: break
            }
        } else if hit.template == panel {
            out += panelTapped(hit, now: now)
        }
        return out
    }

    /// Y5: a tap outside a call carries no call id.
    private func tapFields(_ title: String) -> [String: String] {
        var f = ["title": title]
        if let c = call { f["call"] = "\(c.number)" }
        return f
    }

    private mutating func tileTapped(_ title: String, now: Instant) -> [Effect] {
        switch title {
        case CarWords.continueConversation, CarWords.tapToRetry:
            guard let conversation else {
                // T4: the conversation ended since the tiles were drawn.
                tilesSawConversation = false
                _ = retry.reset()
                return [play(.failed), .log("T4: the conversation has ended; no call")] + retry.reset()
            }
            var out = retry.reset()
            if var c = call, c.conversation == conversation {
                // T3: pick up the call already running on the phone: no secret, no socket, no cue.
                c.onCar = true
                call = c
                return out + [.telemetry(TelemetryEvent("call.handover", ["to": "car"]))]
            }
            if call != nil { out += endAttempt() }
            return out + startCall(conversation: conversation, fromCar: true, onCar: true, now: now)
        case CarWords.newConversation:
            // T3, T5: New ends the open conversation (and any retries) and calls a fresh one.
            var out = retry.reset()
            if call != nil { out += endAttempt() }
            if let conversation { out.append(.server(.endConversation(conversation))) }
            conversation = nil
            newCallPending = true
            return out + [.server(.newConversation)]
        default:
            return [.log("tile \"\(title)\" does nothing")]
        }
    }

    /// G1: the gear ends the call as the person ending it, then the panel goes over the home.
    private mutating func gearTapped(now: Instant) -> [Effect] {
        var out: [Effect] = []
        if let c = call, c.replyPlaying, let started = c.replyStartedAt {
            // G1: the reply in progress is cut off.
            out.append(.telemetry(TelemetryEvent("reply.truncated", ["audio_ms": "\(now - started)"])))
        }
        if call != nil { out += endCall(reason: "gear", now: now) }
        out += syncCar(now: now)   // the call screen's dismissal goes first
        let id = takeTemplateID()
        panel = id
        out.append(.navigate(.push(Template(id: id, kind: config.panelTemplate, title: "Voice", buttons: panelItems,
                                            backButton: TemplateButton(title: CarWords.backToTheCall)))))
        return out
    }

    private mutating func panelTapped(_ hit: ButtonHit, now: Instant) -> [Effect] {
        switch hit.role {
        case .backButton:
            // G4: pop the panel and call the same conversation again, with the changes.
            panel = nil
            var out: [Effect] = [.navigate(.pop)]
            guard let conversation else {
                tilesSawConversation = false
                return out + [play(.failed), .log("T4: the conversation has ended; no call")]
            }
            out += startCall(conversation: conversation, fromCar: true, onCar: true, now: now)
            return out
        case .listItem where hit.title == CarWords.resetToDefaults:
            settings.reset()   // G3
            return [.telemetry(TelemetryEvent("settings.reset"))] + panelRefresh()
        default:
            return [.log("panel row \"\(hit.title)\": choose a value with `panel set`")]
        }
    }

    private var panelItems: [TemplateButton] {
        settings.rows.map { TemplateButton(title: $0.title, detail: $0.value, note: $0.note) }
    }

    private func panelRefresh() -> [Effect] {
        guard let panel else { return [] }
        return [.navigate(.updateList(panel, panelItems))]
    }

    private mutating func timerFired(_ id: TimerID, now: Instant, host: HostView) -> [Effect] {
        switch id {
        case .navigatorActivation, .navigatorPacing:
            return navigator.reduce(.timerFired(id), now: now, host: host)
        case .cue(let t):
            return [.cueEvent(.timerFired(t))]
        case .mic(let t):
            return micOutputs(mic.reduce(.timerFired(t), now: now), now: now)
        case .telemetryFlush:
            return telemetry.reduce(.timerFired, now: now).map(telemetryEffect)
        case .giveUp(let attempt):
            guard let c = call, c.attempt == attempt, c.phase != .up else { return [] }
            // L2, A2: the give-up runs whatever the engine does.
            return engineOutputs(engine.reduce(.giveUpDue, now: now))
                + attemptFailed(now: now, why: "not up within \(config.giveUpMs / 1000) s", engineEvent: nil)
        case .retry:
            guard let conversation = retry.retryDue() else { return [] }
            return startCall(conversation: conversation, fromCar: true, onCar: carGeneration != nil, now: now)
        case .retryWindow:
            // L5: 30 s since the tap or the drop: stop, and end an attempt in flight.
            var out = retry.windowClosed()
            let inFlight = call
            if call != nil { out += endAttempt() }
            tilesSawConversation = conversation != nil
            return out + [play(.failed)] + retryingStopped(inFlight, reason: "gave_up")
        case .ping(let attempt):
            guard let c = call, c.attempt == attempt, c.phase == .up else { return [] }
            return [.socket(.ping(attempt: attempt)), .startTimer(.ping(attempt: attempt), after: config.pingMs)]
        case .silence(let attempt):
            guard let c = call, c.attempt == attempt, c.phase == .up, c.hadPong else { return [] }
            return dropped(now: now, why: "no word from the socket for \(config.silenceDropMs / 1000) s")   // L3
        case .handover:
            guard call?.phase == .up else { return [] }
            phone.landingPending = true
            return landIfOwed(now: now)
        }
    }

    // MARK: - The call

    private mutating func startCall(conversation: Int, fromCar: Bool, onCar: Bool, now: Instant) -> [Effect] {
        let attempt = nextAttempt
        nextAttempt += 1
        call = LiveCall(number: nextCallNumber, attempt: attempt, conversation: conversation, fromCar: fromCar, onCar: onCar, tappedAt: now)
        nextCallNumber += 1
        var fields = ["attempt": "\(attempt)", "client": fromCar ? "carplay" : "phone"]
        if fromCar { fields["listening"] = "Always" }   // L7: a car call answers every line
        // L1: voice on, a short-lived secret, then the socket (when the secret comes).
        return [.telemetry(TelemetryEvent("call.start", fields)),
                .server(.voiceOn(conversation: conversation)),
                .server(.mintSecret(conversation: conversation, attempt: attempt)),
                .startTimer(.giveUp(attempt: attempt), after: config.giveUpMs)]
    }

    /// C5: the model went back to an earlier conversation: the same call screen reads
    /// Connecting… while a new Realtime session (a new secret and socket, L1) comes up; Mute is
    /// kept; Continue then calls that conversation.
    private mutating func goBack(attempt: Int, to earlier: Int, now: Instant) -> [Effect] {
        guard var c = call, c.attempt == attempt else { return [] }
        var out = [Effect.socket(.close(attempt: attempt)), .cancelTimer(.ping(attempt: attempt)), .cancelTimer(.silence(attempt: attempt))]
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
        out += [.telemetry(TelemetryEvent("call.conversation_switched", ["attempt": "\(next)"])),
                .server(.voiceOn(conversation: earlier)),
                .server(.mintSecret(conversation: earlier, attempt: next)),
                .startTimer(.giveUp(attempt: next), after: config.giveUpMs)]   // C5: never past the 15 s give-up
        return out
    }

    private mutating func callCameUp(_ attempt: Int, now: Instant) -> [Effect] {
        guard var c = call, c.attempt == attempt, c.phase != .up else { return [] }
        c.phase = .up
        call = c
        var out: [Effect] = [.cancelTimer(.giveUp(attempt: attempt)), play(.connected),
                             .telemetry(TelemetryEvent("call.connected", ["attempt": "\(attempt)"])),
                             .startTimer(.ping(attempt: attempt), after: config.pingMs)]
        out += retry.reset()
        // L8: the microphone and the engine run only while a call runs.
        out.append(.telemetry(TelemetryEvent("audio.session", ["active": "true"])))
        out += micOutputs(mic.reduce(.callStarted, now: now), now: now)
        out += engineOutputs(engine.reduce(.callStarted, now: now))
        return out
    }

    /// L3: anything heard from the socket after a pong restarts the 20 s silence clock.
    private func heard(_ c: LiveCall) -> [Effect] {
        c.hadPong ? [.startTimer(.silence(attempt: c.attempt), after: config.silenceDropMs)] : []
    }

    private mutating func updateCall(_ attempt: Int, _ change: (inout LiveCall) -> Void) -> [Effect] {
        guard var c = call, c.attempt == attempt else { return [] }
        change(&c)
        call = c
        return heard(c)
    }

    /// Closes the attempt's socket and timers, stops its sounds (Q7), its watchdog (M1) and its
    /// engine (A1: `engineEvent` says how); the call screen follows by `syncCar`. The cues that
    /// mark the end are played after this (the scheduler's reset would cut them).
    private mutating func endAttempt(engineEvent: AudioEngineController.Event? = .hangUpBegan) -> [Effect] {
        guard let c = call else { return [] }
        call = nil
        if phone.screen == .liveThread { phone.screen = .app }
        phone.landingPending = false
        var out: [Effect] = [.socket(.close(attempt: c.attempt)), .cancelTimer(.giveUp(attempt: c.attempt)),
                             .cancelTimer(.ping(attempt: c.attempt)), .cancelTimer(.silence(attempt: c.attempt)),
                             .cancelTimer(.handover), .cueEvent(.callEnded)]
        out += micOutputs(mic.reduce(.callEnded, now: .zero), now: .zero)
        if c.phase == .up {
            out.append(.telemetry(TelemetryEvent("audio.session", ["active": "false"])))
            if let engineEvent { out += engineOutputs(engine.reduce(engineEvent, now: .zero)) }
        }
        return out
    }

    /// L6, G1, Q6: the person ends the call: Ended, no retries.
    private mutating func endCall(reason: String, now: Instant) -> [Effect] {
        guard let c = call else { return [] }
        let engineEvent: AudioEngineController.Event = reason == "end" ? .endTapped : .hangUpBegan
        var out = retry.reset() + endAttempt(engineEvent: engineEvent)
        out += [play(.ended), .telemetry(TelemetryEvent("call.end", ["reason": reason, "duration_ms": "\(now - c.tappedAt)", "call": "\(c.number)"])),
                .telemetryControl(.callEnded)]
        tilesSawConversation = conversation != nil
        return out
    }

    /// L2, L4: an attempt that never came up failed.
    private mutating func attemptFailed(now: Instant, why: String, engineEvent: AudioEngineController.Event? = .hangUpBegan) -> [Effect] {
        guard let c = call else { return [] }
        var out = endAttempt(engineEvent: engineEvent) + [.telemetry(TelemetryEvent("call.failed", ["attempt": "\(c.attempt)"])), .log("attempt \(c.attempt) failed: \(why)")]
        guard c.fromCar, carGeneration != nil else { return out + [play(.failed), .telemetryControl(.callEnded)] }
        let first = !retry.isRetrying
        let (effects, stopped) = retry.failed(conversation: c.conversation, windowStart: c.tappedAt, now: now)
        out += effects
        if first || stopped { out.append(play(.failed)) }   // L4: on the first failure, and when retrying stops
        if stopped { out += retryingStopped(c, reason: "gave_up") }
        tilesSawConversation = conversation != nil
        return out
    }

    /// Y1, Y2: once retrying stops the car's call is over: its end goes out with the batch.
    private func retryingStopped(_ c: LiveCall?, reason: String) -> [Effect] {
        var fields = ["reason": reason]
        if let c { fields["call"] = "\(c.number)" }
        return [.telemetry(TelemetryEvent("call.end", fields)), .telemetryControl(.callEnded)]
    }

    /// L3, L4, L9: a call that was up dropped.
    private mutating func dropped(now: Instant, why: String) -> [Effect] {
        guard let c = call else { return [] }
        var out = endAttempt() + [play(.disconnected), .telemetry(TelemetryEvent("call.end", ["reason": "drop", "call": "\(c.number)"])),
                                  .telemetryControl(.callEnded), .log("call \(c.attempt) dropped: \(why)")]
        guard c.onCar, carGeneration != nil else {
            // L9: on the phone, say what happened; only the car retries.
            phone.message = CarWords.callDroppedPhone
            return out
        }
        let (effects, stopped) = retry.failed(conversation: c.conversation, windowStart: now, now: now)
        out += effects
        if stopped { out.append(play(.failed)) }
        tilesSawConversation = conversation != nil
        return out
    }

    /// O2, O5: land on the Live thread when it is owed and nothing stands in the way.
    private mutating func landIfOwed(now: Instant) -> [Effect] {
        guard phone.landingPending, call?.phase == .up, carGeneration == nil, phone.canLand else { return [] }
        phone.landingPending = false
        phone.screen = .liveThread
        return [.telemetry(TelemetryEvent("call.handover", ["to": "phone"]))]   // O6: no sound
    }

    // MARK: - What the car shows

    /// T5, T2: the tiles for what the app knows now.
    private var currentTiles: [TemplateButton] {
        Home.tiles(conversationOpen: tilesSawConversation, retry: retry.status)
    }

    /// C2-C4, T5: bring the car in line with the state: the call screen follows the call, the
    /// tiles follow the retries.
    private mutating func syncCar(now: Instant) -> [Effect] {
        guard carGeneration != nil else { return [] }
        let onCar = call?.onCar == true
        let candidate = TemplateID(nextTemplate)
        let before = callScreen.shown
        var out = callScreen.reduce(.callChanged(call: onCar ? call?.number : nil, state: onCar ? call?.screenState ?? .connecting : .connecting,
                                                 newTemplate: candidate), now: now)
        if callScreen.shown?.template == candidate { nextTemplate += 1 }
        // Y1: car screen changes and call state changes.
        if before?.template != callScreen.shown?.template {
            out.append(.telemetry(TelemetryEvent("car.screen", ["screen": callScreen.shown == nil ? "home" : "call"])))
        }
        if let shown = callScreen.shown, before?.state != shown.state || before?.template != shown.template {
            out.append(.telemetry(TelemetryEvent("call.state", ["state": shown.state.rawValue, "call": "\(shown.call)"])))
        }
        let key = TilesKey(conversationOpen: tilesSawConversation, retry: retry.status)
        if key != drawnTiles {
            drawnTiles = key
            out += home.reduce(.tilesChanged(currentTiles), now: now)
        }
        return out
    }

    private mutating func takeTemplateID() -> TemplateID {
        defer { nextTemplate += 1 }
        return TemplateID(nextTemplate)
    }
}
