import Host

/// The app under test: its CarPlay scene and the Live call behind it, as one reducer composed of
/// the Navigator, the Home, the CallScreen, the LiveCall attempt, the Retry round, the gear's
/// panel, the phone's screens, the cue scheduler, the microphone watchdog, the engine handling
/// and the telemetry batcher. Each child runs on its slice of the state and the scene maps what
/// it answers (`SceneChild`, `send(_:to:now:into:)`); the attempt's events reach the call only
/// while that attempt runs (`send(_:toAttempt:now:into:)`). What the car should show is derived
/// from state after every event (`syncCar`), so the call screen follows the call by construction
/// (C2, C3).
public struct CarScene: Reducer, Hashable, Sendable, Fingerprintable {
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
    var nextTemplate = 1
    var nextAttempt = 1
    var nextCallNumber = 1

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
    public mutating func reduce(_ event: AppEvent, now: Instant, into out: inout SceneOutput) {
        handle(event, now: now, into: &out)
        syncCar(now: now, into: &out)
    }

    /// The scene's outputs are the world's effects (in `out.effects`).
    public typealias Output = Effect

    /// H5: what the host's getters return now (`host`, built only when needed), kept for the
    /// navigator that reads them before it runs: the world hands it over before each event. Only
    /// the identity navigator keeps it (`AnyNavigator.readsHost`); nothing else reads the host.
    public mutating func seeHost(_ host: @autoclosure () -> HostView) {
        navigator.see(host)
    }

    // MARK: - Events

    /// Each event to the child or the small function of its family.
    private mutating func handle(_ event: AppEvent, now: Instant, into out: inout SceneOutput) {
        switch event {
        // The car (H10, H4, H9).
        case .carConnected(let generation): carConnected(generation, now: now, into: &out)
        case .carDisconnected: carDisconnected(now: now, into: &out)
        case .hostCompleted(let completion): navigator.reduce(.completed(completion), now: now, into: &out.effects)
        case .buttonTapped(let hit): buttonTapped(hit, now: now, into: &out)
        case .panelValueChosen(let row, let value): send(.chosen(row: row, value: value), to: \.panel, now: now, into: &out)
        case .timerFired(let id): timerFired(id, now: now, into: &out)
        // The server (L1, T3, T4).
        case .conversationCreated(let id): conversationCreated(id, now: now, into: &out)
        case .conversationEnded(let id): conversationEnded(id, into: &out)
        // The attempt's own events: to the call, while that attempt runs (L1-L3, C2-C7, G5).
        case .secretMinted(let a): send(.secretMinted, toAttempt: a, now: now, into: &out)
        case .socketOpened(let a): send(.socketOpened, toAttempt: a, now: now, into: &out)
        case .socketErrored(let a, let message): send(.socketErrored(message: message), toAttempt: a, now: now, into: &out)
        case .socketPong(let a): send(.socketPong, toAttempt: a, now: now, into: &out)
        case .speechStarted(let a): send(.speechStarted, toAttempt: a, now: now, into: &out)
        case .speechStopped(let a): send(.speechStopped, toAttempt: a, now: now, into: &out)
        case .replyStarted(let a): send(.replyStarted, toAttempt: a, now: now, into: &out)
        case .replyAudioStarted(let a): send(.replyAudioStarted, toAttempt: a, now: now, into: &out)
        case .replyEnded(let a, let failed): send(.replyEnded(failed: failed), toAttempt: a, now: now, into: &out)
        case .toolStarted(let a, let name): send(.toolStarted(name: name), toAttempt: a, now: now, into: &out)
        case .toolEnded(let a, let failed): send(.toolEnded(failed: failed), toAttempt: a, now: now, into: &out)
        case .realtimeError(let a, let message): send(.realtimeError(message: message), toAttempt: a, now: now, into: &out)
        case .transcriptLine(let a, let text): send(.transcriptLine(text), toAttempt: a, now: now, into: &out)
        case .wentBackToConversation(let a, let earlier): send(.wentBackToConversation(earlier), toAttempt: a, now: now, into: &out)
        case .settingChangedByModel(let a, let row, let value):
            send(.settingChangedByModel(row: row, value: value), toAttempt: a, now: now, into: &out)
        // The microphone, the route and the engine (M1-M3, A1-A3, Q8, Y4).
        case .micStalled: send(.micStalled, to: \.mic, now: now, into: &out)
        case .micBack: send(.micBack, to: \.mic, now: now, into: &out)
        case .micRefused: micRefused(now: now, into: &out)
        case .interruptionBegan: interruption(began: true, now: now, into: &out)
        case .interruptionEnded: interruption(began: false, now: now, into: &out)
        case .routeChanged(let rate): routeChanged(rate, now: now, into: &out)
        case .routeLatencyChanged(let ms): routeLatencyChanged(ms)
        case .engineReturned(let command): engineReturned(command, now: now, into: &out)
        case .engineStuck: send(.engineStuck, to: \.engine, now: now, into: &out)
        case .engineUnstuck: send(.engineUnstuck, to: \.engine, now: now, into: &out)
        case .relaunched(let died): relaunched(died, now: now, into: &out)
        // The phone (O1-O6, L8, L9).
        case .phoneForegrounded: send(.foregrounded(callUp: callUpOffCar), to: \.phone, now: now, into: &out)
        case .phoneBackgrounded: phoneBackgrounded(now: now, into: &out)
        case .phoneOverlayOpened(let o): send(.overlayOpened(o), to: \.phone, now: now, into: &out)
        case .phoneOverlayClosed(let o): send(.overlayClosed(o, callUp: callUpOffCar), to: \.phone, now: now, into: &out)
        case .phoneOtherLiveThreadOpened: send(.otherLiveThreadOpened, to: \.phone, now: now, into: &out)
        case .phoneOtherLiveThreadClosed: send(.otherLiveThreadClosed(callUp: callUpOffCar), to: \.phone, now: now, into: &out)
        case .phoneNavigatedAway: send(.navigatedAway, to: \.phone, now: now, into: &out)   // O5: the landing is cancelled
        case .phoneStartedCall: phoneStartedCall(now: now, into: &out)
        case .phoneHungUp: if call != nil { endCall(reason: "hang_up", now: now, into: &out) }
        case .phoneMuteToggled: muteToggled(now: now, into: &out)
        }
    }

    /// Each timer to the child that started it, the attempt's while that attempt runs.
    private mutating func timerFired(_ id: TimerID, now: Instant, into out: inout SceneOutput) {
        switch id {
        case .navigatorActivation, .navigatorPacing: navigator.reduce(.timerFired(id), now: now, into: &out.effects)
        case .cue(let t): send(.timerFired(t), to: \.cues, now: now, into: &out)
        case .mic(let t): send(.timerFired(t), to: \.mic, now: now, into: &out)
        case .telemetryFlush: send(.timerFired, to: \.telemetry, now: now, into: &out)
        case .giveUp(let a): send(.giveUpTimerFired, toAttempt: a, now: now, into: &out)
        case .retry: send(.retryTimerFired, to: \.retry, now: now, into: &out)
        case .retryWindow: retryWindowClosed(now: now, into: &out)
        case .ping(let a): send(.pingTimerFired, toAttempt: a, now: now, into: &out)
        case .silence(let a): send(.silenceTimerFired, toAttempt: a, now: now, into: &out)
        case .handover: send(.handoverDue(callUp: callUpOffCar), to: \.phone, now: now, into: &out)
        }
    }

    // MARK: - The server

    /// L1, T3: the conversation New asked for exists: a call to it starts if one is pending.
    private mutating func conversationCreated(_ id: Int, now: Instant, into out: inout SceneOutput) {
        opened(id)
        guard newCallPending else { return }
        newCallPending = false
        startCall(conversation: id, fromCar: true, onCar: carGeneration != nil, now: now, into: &out)
    }

    /// T4: the conversation ended on the phone; the car does not redraw its tiles, the tap finds out.
    private mutating func conversationEnded(_ id: Int, into out: inout SceneOutput) {
        if conversation == id { conversation = nil }
        log("conversation \(id) ended on the phone", into: &out)
    }

    // MARK: - The microphone, the route and the engine

    /// A refused microphone fails the attempt (no call without it): the phone says why.
    private mutating func micRefused(now: Instant, into out: inout SceneOutput) {
        guard call != nil else { return }
        send(.said(CarWords.microphoneRefused), to: \.phone, now: now, into: &out)
        record("mic.permission", ["granted": "false"], now: now, into: &out)
        attemptFailed(now: now, why: "the microphone permission was refused", into: &out)
    }

    /// M1: an interruption (a phone call, Siri) began or ended: Y1, then the watchdog.
    private mutating func interruption(began: Bool, now: Instant, into out: inout SceneOutput) {
        record("audio.interruption", ["phase": began ? "began" : "ended"], now: now, into: &out)
        send(began ? .interruptionBegan : .interruptionEnded, to: \.mic, now: now, into: &out)
    }

    /// A3: the audio route changed its rate: Y1, then the engine handling.
    private mutating func routeChanged(_ rate: Int, now: Instant, into out: inout SceneOutput) {
        record("audio.route", ["rate": "\(rate)"], now: now, into: &out)
        send(.routeChanged(sampleRate: rate), to: \.engine, now: now, into: &out)
    }

    /// Q8: the route's latency changed: how long the microphone stays silent after a cue.
    private mutating func routeLatencyChanged(_ ms: Millis) {
        config.routeLatencyMs = ms
        cues.routeLatencyMs = ms
    }

    /// A1, A2: an engine command returned (Y1: a start is recorded).
    private mutating func engineReturned(_ command: AudioEngineController.Command, now: Instant, into out: inout SceneOutput) {
        switch command.operation {
        case .start:
            record("engine.start", now: now, into: &out)
            send(.engineStarted, to: \.engine, now: now, into: &out)
        case .stop: send(.engineStopped, to: \.engine, now: now, into: &out)
        case .reconfigure, .installTap: break
        }
    }

    /// Y4: the call the app died in gets its end now, with reason `abandoned`. The batcher drops
    /// what waited from before the relaunch; the end goes out at once.
    private mutating func relaunched(_ died: Int?, now: Instant, into out: inout SceneOutput) {
        send(.relaunched(previousCallDiedIn: nil), to: \.telemetry, now: now, into: &out)
        guard let died else { return }
        record("call.end", ["reason": "abandoned", "call": "\(died)"], now: now, into: &out)
        send(.callEnded, to: \.telemetry, now: now, into: &out)
    }

    // MARK: - The phone

    /// O2; Y2: a batch goes out when the app goes to the background.
    private mutating func phoneBackgrounded(now: Instant, into out: inout SceneOutput) {
        send(.backgrounded, to: \.phone, now: now, into: &out)
        record("app.background", now: now, into: &out)
        send(.appBackgrounded, to: \.telemetry, now: now, into: &out)
    }

    /// O1: a call started on the phone stays on the phone while the car shows tiles.
    private mutating func phoneStartedCall(now: Instant, into out: inout SceneOutput) {
        guard call == nil, let conversation else { return log("phone: no conversation to call", into: &out) }
        startCall(conversation: conversation, fromCar: false, onCar: false, now: now, into: &out)
        send(.callStarted, to: \.phone, now: now, into: &out)
        record("call.client", ["client": "phone"], now: now, into: &out)
    }

    /// L8: Mute (the car's or the phone's) toggles the running call between the microphone and
    /// silence.
    mutating func muteToggled(now: Instant, into out: inout SceneOutput) {
        guard let attempt = call?.attempt else { return }
        send(.muteToggled, toAttempt: attempt, now: now, into: &out)
    }

    /// O2: the call is up with the car away: a landing owed may be made.
    var callUpOffCar: Bool { call?.phase == .up && carGeneration == nil }
}
