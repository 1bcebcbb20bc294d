import Host
import CarApp

/// The whole simulation on one virtual clock: the strict host, the app under test, the phone,
/// the server and the Realtime fakes, an ordered timer queue, and the record of what happened.
///
/// `apply(_:)` runs one stimulus to quiescence (every zero-delay consequence); `advance(by:)`
/// fires due timers in order. Both are synchronous and deterministic. Invariants are checked
/// after every event; a broken one is recorded as a failure.
///
/// ```swift
/// var world = World(config: WorldConfig())
/// try world.apply(.plug)
/// try world.apply(.tap("Continue conversation"))
/// world.advance(by: 300)
/// world.carDisplay.screen   // .call(… "Connecting…" …)
/// ```
public struct World: Sendable {
    /// What the world was set up with: fixed for a run, so shared, one reference wide (the
    /// explorer copies a world for every transition).
    public var config: WorldConfig { configBox.value }
    private let configBox: SharedValue<WorldConfig>
    /// What decides the future: the host, the app, the fakes, the timers and the clock; what the
    /// explorer hashes (`WorldState.fingerprint`).
    public var state: WorldState
    /// What happened so far: logs, cues, telemetry, the timeline and the failures; never hashed.
    public var record = WorldRecord()
    /// The buffers lent for the event running now (`apply(_:lending:)`); nil between events.
    private var buffers: EventBuffers?

    /// A world at time zero, set up as `config` says: the car not yet plugged in, the app launched
    /// with its navigator, its conversation and its voice settings.
    public init(config: WorldConfig = WorldConfig()) {
        configBox = SharedValue(config)
        let navigator = AnyNavigator.named(config.navigator, rateLimitMs: config.host.stateRateLimitMs) ?? .standard(Navigator())
        let open: Int? = config.conversation == .open ? 1 : nil
        var settings = VoiceSettings()
        for (row, value) in config.settings.sorted(by: { $0.key < $1.key }) { _ = settings.set(row, value) }
        var server = ServerFake(secretDelayMs: config.secretDelayMs)
        server.openConversation = open
        server.earlierConversation = config.conversation == .ended ? 1 : nil
        server.nextConversation = 2
        state = WorldState(host: HostState(config: config.host),
                           app: CarScene(config: config.app, navigator: navigator, conversation: open, settings: settings),
                           server: server, realtime: RealtimeFake(mode: config.realtime))
        if !config.appForeground {
            var buffers = EventBuffers()
            borrowing(&buffers) { $0.deliver(.phoneBackgrounded) }
        }
        record.append(.world, "world: navigator \(navigator.name), profile \(config.host.profile.name), seed \(config.seed)", at: .zero)
    }

    /// The virtual time (`state.now`).
    public var now: Instant { state.now }

    /// False to keep no history (logs, cues, telemetry, timeline) and build no host-log lines:
    /// what the explorer and the benchmark's raw figure run with. Failures are always kept.
    public var keepsHistory: Bool {
        get { record.keepsHistory }
        set {
            record.keepsHistory = newValue
            state.host.config.keepsLog = newValue
            state.app.config.keepsLog = newValue
        }
    }
    /// True once the app has crashed (H4): nothing reaches it any more.
    public var appDead: Bool { state.host.crashed || state.appCrashed }

    // MARK: - Stimuli

    /// `apply(_:)` with `buffers` lent for its events' effects (their capacity is reused).
    public mutating func apply(_ stimulus: Stimulus, lending buffers: inout EventBuffers) throws(StimulusError) {
        try borrowing(&buffers) { (world) throws(StimulusError) in try world.applyLent(stimulus) }
    }

    /// Runs `body` with `buffers` held by the world (its only reference) and hands them back.
    /// The queue of events waiting their turn (`state.later`, empty at rest) runs in the lent
    /// one's storage too: swapped in while empty, swapped back out once empty again.
    private mutating func borrowing<E: Error>(_ buffers: inout EventBuffers, _ body: (inout World) throws(E) -> Void) throws(E) {
        if state.later.isEmpty { swap(&state.later, &buffers.later) }
        self.buffers = consume buffers   // moved in and back out: no copy, no placeholder
        do {
            try body(&self)
        } catch {
            buffers = handBack()
            throw error
        }
        buffers = handBack()
    }

    /// The lent buffers, moved back out (with `later`'s storage, if empty again).
    private mutating func handBack() -> EventBuffers {
        var lent = buffers.take()!
        if state.later.isEmpty { swap(&state.later, &lent.later) }
        return lent
    }

    /// Applies one stimulus and runs it to quiescence. Throws (changing nothing) for a tap on
    /// words the car does not show.
    public mutating func apply(_ stimulus: Stimulus) throws(StimulusError) {
        var buffers = EventBuffers()
        try apply(stimulus, lending: &buffers)
    }

    /// `apply(_:)`, in the lent buffers.
    private mutating func applyLent(_ stimulus: Stimulus) throws(StimulusError) {
        guard !appDead else { throw .appDead }
        record.append(.world, "step: \(stimulus)", at: now)
        switch stimulus {
        case .plug:
            guard !state.plugged else { return }
            state.plugged = true
            host { $0.connect(now: $1, into: &$2) }
            deliver(.carConnected(generation: state.host.generation))
            host { $0.connectReturned(now: $1, into: &$2) }   // H10
            routeChanged(to: state.engine.hardwareSampleRate)   // A1: the car is a route change
        case .unplug:
            guard state.plugged else { return }
            state.plugged = false
            host { $0.disconnect(now: $1, into: &$2) }
            deliver(.carDisconnected)
            routeChanged(to: state.engine.hardwareSampleRate)
        case .tap(let title):
            var found = false
            host { found = $0.tap(title, now: $1, into: &$2) }
            guard found else { throw .notOnScreen(title: title, visible: carDisplay.tappableTitles) }
        case .tapGear:
            var gear: ButtonHit?
            state.host.forEachTouchableButton { if $0.role == .barButton { gear = $0; return true } else { return false } }
            guard let gear else {
                throw .notOnScreen(title: "gear", visible: carDisplay.tappableTitles)
            }
            host { $0.tap(gear, now: $1, into: &$2) }
        case .panelSet(let row, let value):
            guard case .panel = carDisplay.screen else { throw .notOnScreen(title: row, visible: carDisplay.tappableTitles) }
            deliver(.panelValueChosen(row: row, value: value))
        case .realtimeUp:
            if let a = state.realtime.comeUp() { deliver(.socketOpened(attempt: a)) }
        case .realtimeError(let message):
            if let a = upAttempt {
                deliver(.realtimeError(attempt: a, message: message))   // C7
            } else if let a = socketAttempt {
                deliver(.socketErrored(attempt: a, message: message))
            }
        case .realtimeTranscript(let text):
            if let a = upAttempt { deliver(.transcriptLine(attempt: a, text: text)) }
        case .realtimeDrop(let message):
            if let a = socketAttempt { deliver(.socketErrored(attempt: a, message: message)) }   // L3
        case .realtimeQuiet:
            state.realtime.goQuiet()
        case .realtimePong:
            if let a = upAttempt { deliver(.socketPong(attempt: a)) }
        case .realtimeSet(let row, let value):
            if let a = upAttempt { deliver(.settingChangedByModel(attempt: a, row: row, value: value)) }
        case .realtimeGoBack:
            if let a = upAttempt { deliver(.wentBackToConversation(attempt: a, conversation: state.server.goBack())) }
        case .speechStart: callEvent { .speechStarted(attempt: $0) }
        case .speechStop: callEvent { .speechStopped(attempt: $0) }
        case .replyStart: callEvent { .replyStarted(attempt: $0) }
        case .replyAudio: callEvent { .replyAudioStarted(attempt: $0) }
        case .replyEnd: callEvent { .replyEnded(attempt: $0, failed: false) }
        case .replyFail: callEvent { .replyEnded(attempt: $0, failed: true) }
        case .toolStart(let name): callEvent { .toolStarted(attempt: $0, name: name) }
        case .toolEnd: callEvent { .toolEnded(attempt: $0, failed: false) }
        case .toolFail: callEvent { .toolEnded(attempt: $0, failed: true) }
        case .phone(let action): phone(action)
        case .micStall: deliver(.micStalled)
        case .micBack: deliver(.micBack)
        case .micRefused: deliver(.micRefused)
        case .interruptionBegin: deliver(.interruptionBegan)
        case .interruptionEnd: deliver(.interruptionEnded)
        case .routeChangeRate(let rate): routeChanged(to: rate)
        case .routeLatency(let ms): deliver(.routeLatencyChanged(ms))
        case .engineStuck:
            engine(.stuck)
            deliver(.engineStuck)
        case .engineUnstuck:
            engine(.unstuck)
            deliver(.engineUnstuck)
        }
        settle()
    }

    /// A3: the route changes the hardware rate first, then the app hears of it.
    private mutating func routeChanged(to rate: Int) {
        engine(.routeChanged(sampleRate: rate))
        deliver(.routeChanged(sampleRate: rate))
    }

    /// The fake engine handles `event` (A1-A3); what it did is carried out.
    private mutating func engine(_ event: AudioEngineFake.Event) {
        state.engine.reduce(event, now: now, into: &buffers!.engine)
        for output in buffers!.engine {
            switch output {
            case .returned(let command):
                record.append(.world, "engine: \(command) returned", at: now)
                state.later.append(.engineReturned(command))
            case .startTimer(let after): state.timers.start(.engine, at: now + after)
            case .cancelTimer: state.timers.cancel(.engine)
            case .crash(let report):
                record.failures.append(report)
                state.appCrashed = true
                record.append(.world, "CRASH [\(report.rule)] \(report.message)", at: now)
            }
        }
        buffers!.engine.clearKeepingCapacity()
    }

    private var upAttempt: Int? { state.app.call.flatMap { $0.phase == .up ? $0.attempt : nil } }
    private var socketAttempt: Int? { state.app.call.flatMap { $0.phase == .awaitingSecret ? nil : $0.attempt } }

    private mutating func callEvent(_ make: (Int) -> AppEvent) {
        if let a = upAttempt { deliver(make(a)) }
    }

    private mutating func phone(_ action: Stimulus.PhoneAction) {
        switch action {
        case .foreground: deliver(.phoneForegrounded)
        case .background: deliver(.phoneBackgrounded)
        case .openSheet: deliver(.phoneOverlayOpened(.sheet))
        case .closeSheet: deliver(.phoneOverlayClosed(.sheet))
        case .openDialog: deliver(.phoneOverlayOpened(.dialog))
        case .closeDialog: deliver(.phoneOverlayClosed(.dialog))
        case .keyboardUp: deliver(.phoneOverlayOpened(.keyboard))
        case .keyboardDown: deliver(.phoneOverlayClosed(.keyboard))
        case .openSession, .openLink, .closeLive: deliver(.phoneNavigatedAway)
        case .openOtherLive: deliver(.phoneOtherLiveThreadOpened)
        case .closeOtherLive: deliver(.phoneOtherLiveThreadClosed)
        case .relaunch: relaunch()
        case .endConversation:
            if let id = state.server.endOpenConversation() { deliver(.conversationEnded(id)) }
        case .startCall: deliver(.phoneStartedCall)
        case .hangUp: deliver(.phoneHungUp)
        case .mute, .unmute:
            guard let c = state.app.call, c.muted == (action == .unmute) else { return }
            deliver(.phoneMuteToggled)
        }
    }

    // MARK: - Time

    /// The next timer's deadline, if any.
    public var nextDeadline: Instant? { state.timers.nextDeadline }

    /// Fires every timer due within `d` milliseconds, in order, each to quiescence; the clock
    /// ends `d` later.
    public mutating func advance(by d: Millis) {
        advance(to: now + d)
    }

    /// Fires every timer due up to `t`; the clock ends at `t`.
    public mutating func advance(to t: Instant) {
        var buffers = EventBuffers()
        advance(to: t, lending: &buffers)
    }

    /// `advance(to:)` with `buffers` lent for its events' effects (their capacity is reused).
    public mutating func advance(to t: Instant, lending buffers: inout EventBuffers) {
        borrowing(&buffers) { $0.advanceLent(to: t) }
    }

    /// `advance(to:)`, in the lent buffers.
    private mutating func advanceLent(to t: Instant) {
        while let entry = state.timers.popDue(notAfter: t) {
            state.now = max(now, entry.deadline)
            if record.keepsHistory {
                record.appendTimeline(TimelineEvent(kind: .timer, name: entry.timer.description, start: entry.startedAt, end: now))
            }
            fire(entry.timer)
            settle()
        }
        state.now = max(now, t)
    }

    private mutating func fire(_ timer: WorldTimer) {
        switch timer {
        case .app(let id):
            deliver(.timerFired(id))
        case .hostAnimation(let a):
            host { $0.animationFinished(callID: a.callID, generation: a.generation, completion: a.completion, now: $1, into: &$2) }
        case .secretReady(let attempt):
            deliver(.secretMinted(attempt: attempt))
        case .realtimeUp(let attempt):
            state.realtime.cameUp(attempt)
            deliver(.socketOpened(attempt: attempt))
        case .engine:
            engine(.timerFired)
        }
    }

    /// Y4: the app is killed and launched again: a new app, the car's scene connected anew, and
    /// the call it died in (if any) reported `abandoned`.
    private mutating func relaunch() {
        let died = state.app.call?.number
        let wasPlugged = state.plugged
        if wasPlugged { host { $0.disconnect(now: $1, into: &$2) } }
        let navigator = AnyNavigator.named(config.navigator, rateLimitMs: config.host.stateRateLimitMs) ?? .standard(Navigator())
        var appConfig = config.app
        appConfig.keepsLog = record.keepsHistory
        state.app = CarScene(config: appConfig, navigator: navigator, conversation: state.server.openConversation, settings: state.app.settings)
        state.realtime.waitingAttempt = nil
        state.timers.cancelAll { if case .app = $0 { true } else { false } }
        record.append(.world, "app relaunched" + (died.map { " (it died in call \($0))" } ?? ""), at: now)
        deliver(.relaunched(previousCallDiedIn: died))
        if wasPlugged {
            host { $0.connect(now: $1, into: &$2) }
            deliver(.carConnected(generation: state.host.generation))
            host { $0.connectReturned(now: $1, into: &$2) }
        }
    }

    // MARK: - The interpreter

    /// Runs the events waiting at this instant, then checks the invariants.
    private mutating func settle() {
        var guardCount = 0
        while !state.later.isEmpty, guardCount < 10_000 {
            guardCount += 1
            deliver(state.later.removeFirst())
        }
        checkInvariants()
        noteScreens()
    }

    /// Records what the car and the phone show when it changed (for the trace).
    private mutating func noteScreens() {
        guard record.keepsHistory else { return }
        record.noteScreen(.car, carDisplay.line, at: now)
        record.noteScreen(.phone, phoneDisplay.line, at: now)
    }

    /// Hands one event to the app and carries out its effects.
    private mutating func deliver(_ event: AppEvent) {
        guard !appDead else { return }
        record.eventsDelivered += 1
        // H5: the identity navigator reads `presentedTemplate` as the event begins (nothing else
        // in the app reads the host); the view is built only for it.
        state.app.seeHost(HostView(presentedTemplate: state.host.presentedTemplate))
        state.app.reduce(event, now: now, into: &buffers!.scene)
        // Moved out to be read in place (effects never deliver an event), then moved back empty.
        var effects: [Effect] = []
        buffers!.scene.swapEffects(with: &effects)
        for i in effects.indices { perform(effects[i]) }
        effects.clearKeepingCapacity()
        buffers!.scene.swapEffects(with: &effects)
    }

    private mutating func perform(_ effect: Effect) {
        switch effect {
        case .host(let call):
            host { $0.receive(call, now: $1, into: &$2) }
        case .startTimer(let id, let after):
            state.timers.restart(.app(id), at: now + after)   // starting a running app timer restarts it
        case .cancelTimer(let id):
            state.timers.cancel(.app(id))
        case .cue(let cue):
            record.appendCue(CueLogEntry(cue: cue, start: now, end: now + cue.durationMs))
            record.append(.app, "cue \(cue.rawValue)", at: now)
        case .telemetry(let event):
            record.appendTelemetry(TelemetryRecord(at: now, event: event))
        case .server(let request):
            state.server.reduce(request, into: &buffers!.fakes)
            carryOutFakes()
        case .socket(let command):
            state.realtime.reduce(command, into: &buffers!.fakes)
            carryOutFakes()
        case .log(let text):
            record.append(.app, text, at: now)
        case .stopCues:
            // Q7: every cue still sounding stops now.
            record.stopCues(at: now)
        case .sendTelemetry(let batch):
            record.appendBatch(batch, at: now)
        case .engine(let command):
            engine(.command(command))
        case .mainWorkBlocked(let work):
            engine(.mainWorkDue(work))
        }
    }

    /// Makes one call on the host (`call` gets it, the clock and where its outcomes go: the
    /// lent buffer if any) and carries out the outcomes.
    private mutating func host(_ call: (inout HostState, Instant, inout [HostOutcome]) -> Void) {
        call(&state.host, now, &buffers!.outcomes)
        HostOutcome.carryOut(buffers!.outcomes, by: &self)
        buffers!.outcomes.clearKeepingCapacity()
    }

    /// Carries out what the server or the Realtime fake asked (in the lent buffer).
    private mutating func carryOutFakes() {
        for output in buffers!.fakes {
            switch output {
            case .deliver(let event): state.later.append(event)
            case .startTimer(let timer, let after): state.timers.start(timer, at: now + after)
            case .cancelTimer(let timer): state.timers.cancel(timer)
            case .log(let source, let line): record.append(source, line.text, at: now)
            }
        }
        buffers!.fakes.clearKeepingCapacity()
    }
}

/// The world carries out its host's outcomes (`HostOutcome.carryOut(_:by:)`): a completion and a
/// handler wait their turn in `state.later`, an animation's end on the world's clock.
extension World: HostOwner {
    /// H2: the host's animation in flight.
    @usableFromInline
    package var hostAnimation: HostState.Animation? { state.host.animation }

    /// H2: the animation's end, on the world's clock.
    @usableFromInline
    package mutating func startAnimationTimer(_ animation: HostState.Animation, after: Millis) {
        state.timers.start(.hostAnimation(animation), at: now + after)
    }

    /// H4: the app hears of the completion in its own turn.
    @usableFromInline
    package mutating func completeLater(_ completion: HostCompletion) {
        state.later.append(.hostCompleted(completion))
    }

    /// H9: the app's handler runs as an event in its own turn.
    @usableFromInline
    package mutating func runHandler(of hit: ButtonHit) {
        state.later.append(.buttonTapped(hit))
    }

    /// H4: the crash is a failure of the run.
    @usableFromInline
    package mutating func recordCrash(_ report: CrashReport) {
        record.failures.append(report)
    }

    /// H11: the host's line in the world's log.
    @usableFromInline
    package mutating func recordHostLog(_ text: String) {
        record.append(.host, text, at: now)
    }
}

/// Worlds compare and hash by `state` only (DESIGN.md): what decides the future. Two worlds
/// with different records (logs, cues, telemetry) but the same state behave the same.
extension World: Hashable {
    /// Same state (the records aside).
    public static func == (a: World, b: World) -> Bool { a.state == b.state }
    /// The state's hash (`WorldState`'s fingerprint).
    public func hash(into h: inout Hasher) { h.combine(state) }
}
