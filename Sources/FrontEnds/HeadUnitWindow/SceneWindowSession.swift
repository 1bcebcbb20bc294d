import Drill
import HeadUnitTesting
import Host
import Screen

/// Everything the window does over a team's own scene (B12), as testable state: the car (a
/// `HeadUnit`, the same strict host as the team's tests), the strip's controls, the clock's
/// speed and pause, the last step or refusal, and the recorder. The SDL front end only feeds it
/// keys, clicks and elapsed wall time and shows what it renders; a test drives it the same way
/// without a display.
///
/// ```swift
/// let session = SceneWindowSession(category: .audio) { CarPlaySceneDelegate() }
/// await session.press(.letter("p"))          // plug
/// await session.click(x: 300, y: 240)        // tap what the car shows there
/// await session.elapse(wallMs: 16)           // 16 ms × speed of virtual time
/// let canvas = try session.render()
/// let drill = session.recordedDrill          // replays through SceneDrill
/// ```
///
/// A touch the car refuses (nothing there, a change still animating, the car unplugged) is the
/// strip's message and is not recorded; a crash is shown in red and ends the recording.
@MainActor
public final class SceneWindowSession {
    /// The car the scene runs on.
    public let car: HeadUnit
    /// How the car and the strip are drawn, and where each control is.
    public let renderer: SceneWindowRenderer
    /// Virtual milliseconds per wall millisecond.
    public private(set) var speed: Double
    /// True while the clock is stopped (Space).
    public private(set) var paused = false
    /// The last step, or the last refusal.
    public private(set) var message: WindowSession.Message?
    /// What the person did, as a drill.
    public private(set) var recorder: SceneDrillRecorder
    /// True once the person asked to quit (Esc, the close box) or `exitAfter` passed.
    public private(set) var quitRequested = false
    /// Quit when the virtual clock reaches this (`--exit-after`).
    public let exitAfter: Instant?

    private let makeScene: @MainActor () -> any CPTemplateApplicationSceneDelegate
    private let events: [String: @MainActor () -> Void]
    /// Virtual milliseconds owed to the car that do not yet make a whole one.
    private var carry = 0.0
    /// Scripted steps still to come (`--scenario`), and when the last one ran: the next waits
    /// from then, a touch for its target too.
    private var script: [SceneScript.Step] = []
    private var scriptClock = Instant.zero

    /// A session over a car for an app of `category`, under `profile`, drawn as `options` say;
    /// `events` are the app events a key (and a drill's `event "NAME"`) sends; `app` is the
    /// name and icon the car's rail shows (nil: HeadUnit's); `scene` makes the scene delegate
    /// each plug plugs in.
    public init(options: SceneWindowOptions = SceneWindowOptions(), category: CarPlayCategory = .voiceConversation,
                profile: HostProfile = .strict, app: AppLook? = nil, events: [String: @MainActor () -> Void] = [:],
                scene: @escaping @MainActor () -> any CPTemplateApplicationSceneDelegate) {
        car = HeadUnit(category: category, profile: profile, app: app)
        renderer = SceneWindowRenderer(carSize: options.size, appearance: options.appearance, events: Array(events.keys))
        speed = min(max(options.speed, WindowSession.speedRange.lowerBound), WindowSession.speedRange.upperBound)
        exitAfter = options.exitAfter.map { Instant(ms: $0) }
        recorder = SceneDrillRecorder(display: options.size, appearance: options.appearance,
                                      profile: HostProfile.named.first { $0.value == profile }?.key)
        makeScene = scene
        self.events = events
    }

    /// The car's virtual time.
    public var now: Instant {
        let (seconds, attoseconds) = car.now.components
        return Instant(ms: seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
    }

    // MARK: Input

    /// A key press: the strip's control with that shortcut, if any.
    public func press(_ key: ControlStrip.Key) async {
        guard let control = renderer.strip.control(for: key) else { return }
        await perform(control.action)
    }

    /// A click at (`x`, `y`) in the window's content pixels (the unscaled layout): what the car
    /// draws there is tapped (`CarRenderer.targets(for:now:)`), or a strip control pressed.
    public func click(x: Double, y: Double) async {
        let title: String?
        do {
            title = try renderer.carTitle(atX: x, y: y, screen: car.screen, now: now)
        } catch {
            message = .error("cannot find what was clicked: \(error)")
            return
        }
        if let title {
            await tap(title, back: title == TouchTarget.backTitle(on: car.screen))
        } else if let control = renderer.control(atX: x, y: y) {
            await perform(control.action)
        }
    }

    /// The close box.
    public func quit() {
        quitRequested = true
    }

    /// Carries out a strip action.
    public func perform(_ action: SceneStrip.Action) async {
        switch action {
        case .plug: car.screen.connected ? await unplug() : await plug()
        case .back:
            guard let back = TouchTarget.backTitle(on: car.screen) else {
                message = .error("the car shows no back button")
                return
            }
            await tap(back, back: true)
        case .pause: paused.toggle()
        case .faster: speed = min(speed * 2, WindowSession.speedRange.upperBound)
        case .slower: speed = max(speed / 2, WindowSession.speedRange.lowerBound)
        case .quit: quitRequested = true
        case .event(let name): await send(name)
        }
    }

    /// Plugs a fresh scene in (H10: it sets its root before this returns).
    public func plug() async {
        guard refuseAfterCrash("plug") else { return }
        guard !car.screen.connected else {
            message = .error("the car is already plugged in")
            return
        }
        car.plug(makeScene())
        await car.advance(by: .zero)
        took("plug")
    }

    /// Unplugs the car (H10).
    public func unplug() async {
        guard refuseAfterCrash("unplug") else { return }
        guard car.screen.connected else {
            message = .error("the car is not plugged in")
            return
        }
        car.unplug()
        await car.advance(by: .zero)
        took("unplug")
    }

    /// Taps `title` (recorded as `tap back` when it is the back button); a refusal is the
    /// strip's message.
    public func tap(_ title: String, back: Bool = false) async {
        do {
            try car.tap(title)
        } catch {
            message = .error(error.description)
            return
        }
        await car.advance(by: .zero)   // the handler's main-actor work runs before the next frame
        took(back ? "tap back" : "tap " + DrillString.quoted(title))
    }

    /// Runs the app event registered as `name` (`event "NAME"`).
    public func send(_ name: String) async {
        guard let event = events[name] else {
            message = .error("no event \(DrillString.quoted(name)); the window knows " + events.keys.sorted().joined(separator: ", "))
            return
        }
        guard refuseAfterCrash("event") else { return }
        event()
        await car.advance(by: .zero)
        took("event " + DrillString.quoted(name))
    }

    /// Records a step that took, and says so on the strip.
    private func took(_ step: String) {
        recorder.record(step, at: now, screen: car.screen, crashes: car.crashes)
        message = .step(step)
    }

    /// False (with the strip's message) once the app has crashed: nothing reaches it (B6).
    private func refuseAfterCrash(_ what: String) -> Bool {
        guard let crash = car.crashes.first else { return true }
        message = .error("cannot \(what): the app crashed [\(crash.rule)]; nothing reaches it any more")
        return false
    }

    // MARK: Time

    /// Wall time passed: the car moves on by `wallMs × speed` (whole virtual milliseconds; the
    /// rest is carried), running scripted steps as they fall due, and stopping at `exitAfter`.
    /// Nothing moves while paused.
    public func elapse(wallMs: Double) async {
        guard !paused, !quitRequested, wallMs > 0 else { return }
        carry += wallMs * speed
        let whole = Millis(carry.rounded(.down))
        carry -= Double(whole)
        await advance(to: now + whole)
    }

    /// Moves the virtual clock to `target` (not past `exitAfter`), playing scripted steps on the
    /// way; a crash on the way ends the recording.
    public func advance(to target: Instant) async {
        var target = target
        if let exitAfter, target >= exitAfter {
            target = exitAfter
            quitRequested = true
        }
        await playScript(until: target)
        if target > now { await car.advance(by: .milliseconds(target - now)) }
        recorder.noteCrash(at: now, crashes: car.crashes)
    }

    // MARK: Scripted runs

    /// Plays `script` visibly from now, each step as if done by hand (and recorded).
    public func play(_ script: SceneScript) {
        self.script = script.steps
        scriptClock = now
    }

    /// Scripted steps not yet played.
    public var pendingSteps: [SceneScript.Step] { script }

    /// How long a scripted touch waits for its target (a drill's settle window).
    static let settleMs: Millis = 1_000

    /// Plays the scripted steps due by `target`; a touch whose target is not there yet waits
    /// (frame by frame) up to the settle window, then is dropped with a message.
    private func playScript(until target: Instant) async {
        while let next = script.first {
            switch next {
            case .wait(let ms):
                guard scriptClock + ms <= target else { return }
                scriptClock = scriptClock + ms
                if scriptClock > now { await car.advance(by: .milliseconds(scriptClock - now)) }
            case .plug: await plug()
            case .unplug: await unplug()
            case .event(let name): await send(name)
            case .tap, .tapBack:
                guard await scriptedTouch(next) else { return }
            }
            script.removeFirst()
            scriptClock = max(scriptClock, now)
        }
    }

    /// Tries a scripted touch: true once it is done (tapped, or dropped with a message), false
    /// while its target is not there or still animating, within the settle window.
    private func scriptedTouch(_ step: SceneScript.Step) async -> Bool {
        let back = step == .tapBack
        let title = back ? TouchTarget.backTitle(on: car.screen) : step.title
        if let title, car.screen.front?.buttons.contains(title) == true {
            do {
                try car.tap(title)
                await car.advance(by: .zero)
                took(back ? "tap back" : "tap " + DrillString.quoted(title))
                return true
            } catch .inTransition {
                // The change lands within the settle window: try again next frame.
            } catch {
                message = .error(error.description)
                return true
            }
        }
        guard now >= scriptClock + SceneWindowSession.settleMs else { return false }
        let what = back ? "back button" : (step.title.map(DrillString.quoted) ?? "")
        message = .error("the scenario's \(what) is not on the car's screen after \(SceneWindowSession.settleMs)ms")
        return true
    }

    // MARK: Output

    /// The drill file of what was done, ending now.
    public var recordedDrill: String {
        recorder.text(endingAt: now, screen: car.screen, crashes: car.crashes)
    }

    /// The strip's top line: `Running · 0:12 · speed ×1`, and `the app crashed` once it has (B6).
    public var statusText: String {
        let seconds = now.ms / 1000
        let clock = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        let speedText = speed >= 1 && speed == speed.rounded() ? String(Int(speed)) : String(speed)
        var parts = [paused ? "Paused" : "Running", clock, "speed ×\(speedText)"]
        if !car.crashes.isEmpty { parts.append("the app crashed") }
        return parts.joined(separator: " · ")
    }

    /// Everything a frame shows (the clock as the rail shows it), so the front end redraws only
    /// when it changes.
    public var frameKey: SceneWindowRenderer.Frame {
        SceneWindowRenderer.Frame(screen: car.screen, now: now, status: statusText, message: message,
                                  log: Array(car.hostLog.suffix(SceneStrip.logLines)), crash: car.crashes.first, paused: paused).key
    }

    /// The window's picture: the car, the strip below.
    public func render() throws -> Canvas {
        var frame = frameKey
        frame.now = now
        return try renderer.render(frame)
    }
}

extension SceneWindowSession: WindowLoopSession {}
