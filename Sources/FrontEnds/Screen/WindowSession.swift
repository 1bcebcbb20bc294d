import CarApp
import Host
import Rig

/// Everything the window does, as a value: the world, the strip's switches, the clock's speed
/// and pause, the last message, the recorder, and the cues not yet played. The SDL front end
/// only feeds it keys, clicks and elapsed wall time, and draws what it renders; a test can drive
/// it the same way without a display.
///
/// ```swift
/// var session = WindowSession(config: WorldConfig())
/// session.press(.letter("p"))                          // plug
/// session.click(x: 300, y: 240)                        // tap what the car shows there
/// session.elapse(wallMs: 16)                           // 16 ms × speed of virtual time
/// for cue in session.takeNewCues() { player.play(cue) }
/// let canvas = try session.render()
/// ```
public struct WindowSession: Sendable {
    /// A step of a scripted run: wait this long after the step before, then apply the stimulus.
    public struct Step: Hashable, Sendable {
        /// Virtual milliseconds after the previous step (or the start).
        public var wait: Millis
        /// What to apply.
        public var stimulus: Stimulus
        /// A step applying `stimulus` `wait` milliseconds after the step before.
        public init(wait: Millis, stimulus: Stimulus) {
            self.wait = wait
            self.stimulus = stimulus
        }
    }

    /// A line the strip shows at its top right.
    public enum Message: Hashable, Sendable {
        /// The last step applied, in drill words.
        case step(String)
        /// A step the world refused, or a drawing failure: one line, never a crash.
        case error(String)
    }

    /// The speeds `+` and `−` step through (each doubles or halves within them).
    public static let speedRange = 1.0 / 16 ... 64.0

    /// The simulation.
    public private(set) var world: World
    /// How the car and the phone are drawn, and the strip under them.
    public let renderer: WindowRenderer
    /// Virtual milliseconds per wall millisecond.
    public private(set) var speed: Double
    /// True while the clock is stopped (Space).
    public private(set) var paused = false
    /// The last step or error.
    public private(set) var message: Message?
    /// What the person did, for `--record`.
    public private(set) var recorder: DrillRecorder
    /// True once the person asked to quit (Esc, the window's close box) or `exitAfter` passed.
    public private(set) var quitRequested = false
    /// Quit when the virtual clock reaches this (`--exit-after`, for tests).
    public let exitAfter: Instant?

    private var talk = (speaking: false, replying: false, replyAudio: false, toolRunning: false, micStalled: false, interrupted: false)
    /// Virtual milliseconds owed to the world that do not yet make a whole one.
    private var carry = 0.0
    private var cuesPlayed = 0
    /// Scripted steps still to come, and when the last one ran.
    private var script: [Step] = []
    private var scriptClock = Instant.zero

    /// A session over a fresh world; `speed` is clamped to ``speedRange``.
    public init(config: WorldConfig, carSize: DisplaySize = .standard, appearance: Appearance = .dark,
                speed: Double = 1, exitAfter: Millis? = nil) {
        world = World(config: config)
        renderer = WindowRenderer(carSize: carSize, appearance: appearance)
        self.speed = min(max(speed, WindowSession.speedRange.lowerBound), WindowSession.speedRange.upperBound)
        self.exitAfter = exitAfter.map { Instant(ms: $0) }
        recorder = DrillRecorder(config: config, display: carSize, appearance: appearance)
    }

    // MARK: Input

    /// What the strip's switches read now.
    public var stripState: ControlStrip.State {
        var state = ControlStrip.State()
        let phone = world.phoneDisplay
        state.connected = world.carDisplay.connected
        state.speaking = talk.speaking
        state.replying = talk.replying
        state.replyAudio = talk.replyAudio
        state.toolRunning = talk.toolRunning
        state.micStalled = talk.micStalled
        state.interrupted = talk.interrupted
        state.phoneInFront = phone.screen != .background
        state.sheetOpen = phone.overlays.contains(.sheet)
        state.keyboardUp = phone.overlays.contains(.keyboard)
        state.paused = paused
        return state
    }

    /// A key press: the control with that shortcut, if any.
    public mutating func press(_ key: ControlStrip.Key) {
        guard let control = ControlStrip.control(for: key) else { return }
        perform(control.action.resolved(in: stripState))
    }

    /// A click at (`x`, `y`) in the window's content pixels (the unscaled layout: a scaled
    /// window maps its clicks back first, `WindowFit.contentPoint`): a car button (tapped by its
    /// words), a strip control, or nothing.
    public mutating func click(x: Double, y: Double) {
        if let title = renderer.carTitle(atX: x, y: y, display: world.carDisplay) {
            apply(title == "gear" ? .tapGear : .tap(title))
        } else if let control = renderer.control(atX: x, y: y) {
            perform(control.action.resolved(in: stripState))
        }
    }

    /// The close box.
    public mutating func quit() {
        quitRequested = true
    }

    /// Carries out a strip action.
    public mutating func perform(_ action: ControlStrip.Resolved) {
        switch action {
        case .stimulus(let s): apply(s)
        case .pause: paused.toggle()
        case .faster: speed = min(speed * 2, WindowSession.speedRange.upperBound)
        case .slower: speed = max(speed / 2, WindowSession.speedRange.lowerBound)
        case .quit: quitRequested = true
        }
    }

    /// Applies one stimulus now; a refusal becomes the strip's message (the world is unchanged)
    /// and is not recorded.
    public mutating func apply(_ stimulus: Stimulus) {
        do {
            try world.apply(stimulus)
        } catch {
            message = .error(error.description)
            return
        }
        switch stimulus {
        case .speechStart: talk.speaking = true
        case .speechStop: talk.speaking = false
        case .replyStart: talk.replying = true; talk.replyAudio = false
        case .replyAudio: talk.replyAudio = talk.replying
        case .replyEnd, .replyFail: talk.replying = false; talk.replyAudio = false
        case .toolStart: talk.toolRunning = true
        case .toolEnd, .toolFail: talk.toolRunning = false
        case .micStall: talk.micStalled = true
        case .micBack: talk.micStalled = false
        case .interruptionBegin: talk.interrupted = true
        case .interruptionEnd: talk.interrupted = false
        default: break
        }
        recorder.record(stimulus, at: world.now)
        message = .step(stimulus.description)
    }

    // MARK: Time

    /// Wall time passed: the world moves on by `wallMs × speed` (whole virtual milliseconds;
    /// the rest is carried to the next call), running scripted steps when they fall due, and
    /// stopping at `exitAfter`. Nothing moves while paused.
    public mutating func elapse(wallMs: Double) {
        guard !paused, !quitRequested, wallMs > 0 else { return }
        carry += wallMs * speed
        let whole = Millis(carry.rounded(.down))
        carry -= Double(whole)
        advance(to: world.now + whole)
    }

    /// Moves the virtual clock to `target` (not past `exitAfter`), applying scripted steps on
    /// their way.
    public mutating func advance(to target: Instant) {
        var target = target
        if let exitAfter, target >= exitAfter {
            target = exitAfter
            quitRequested = true
        }
        while let next = script.first, scriptClock + next.wait <= target {
            script.removeFirst()
            scriptClock = scriptClock + next.wait
            world.advance(to: scriptClock)
            apply(next.stimulus)
        }
        world.advance(to: target)
    }

    // MARK: Scripted runs

    /// Plays `steps` visibly, in virtual time from now: each after its wait, as if pressed.
    /// THE PLACE A SCENARIO PLUGS IN: the drill runner turns a `.drill` file into these steps
    /// (`headunit window --scenario FILE`, see `WindowCommand.scenarioSteps`).
    public mutating func play(_ steps: [Step]) {
        script = steps
        scriptClock = world.now
    }

    /// Scripted steps not yet applied.
    public var pendingSteps: [Step] { script }

    // MARK: Output

    /// Cues that started since the last call, in order (Q7 stops are not in the cue log).
    public mutating func takeNewCues() -> [Cue] {
        let cues = world.record.cues
        guard cuesPlayed < cues.count else { return [] }
        defer { cuesPlayed = cues.count }
        return cues[cuesPlayed...].map(\.cue)
    }

    /// The drill file of what was done, ending now.
    public var recordedDrill: String {
        recorder.text(endingAt: world.now, car: world.carDisplay, crashes: world.record.crashes)
    }

    /// The strip's top line: `Running · 0:12 · speed ×1`, whole seconds only (so it changes at
    /// most once a second).
    public var statusText: String {
        let seconds = world.now.ms / 1000
        let clock = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        let speedText = speed >= 1 && speed == speed.rounded() ? String(Int(speed)) : String(speed)
        var parts = [paused ? "Paused" : "Running", clock, "speed ×\(speedText)"]
        if world.appDead { parts.append("the app crashed") }
        return parts.joined(separator: " · ")
    }

    /// Everything a frame shows, so the front end redraws only when it changes (the clocks on
    /// screen show whole minutes, the strip whole seconds).
    public var frameKey: WindowRenderer.Frame {
        var car = world.carDisplay
        car.now = Instant(ms: car.now.ms / 60_000 * 60_000)
        return WindowRenderer.Frame(car: car, phone: world.phoneDisplay, strip: stripState, status: statusText, message: message,
                                   crash: world.record.crashes.first)
    }

    /// The window's picture: the car and the phone, the strip below.
    public func render() throws -> Canvas {
        try renderer.render(frameKey)
    }
}
