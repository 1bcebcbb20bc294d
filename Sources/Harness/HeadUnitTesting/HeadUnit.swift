@_exported import CarPlay
import Host
#if os(Linux)
import ReplayEngine
#endif

/// A car for your own CarPlay scene, on a virtual clock, against HeadUnit's strict host: it
/// refuses exactly what CarPlay refuses, with the framework's words, and records a crash where
/// CarPlay would kill your app (B6) — the test process lives on to report it.
///
/// ```swift
/// @MainActor @Test func continueIsOneTapToTheCall() async throws {
///     let car = HeadUnit(category: .voiceConversation)
///     car.plug(MySceneDelegate())            // didConnect runs; a root must be set (H10)
///     try car.tap("Continue conversation")   // a title the car shows
///     await car.advance(by: .seconds(1))     // animations end, completions run, woken tasks run
///     #expect(car.screen.presented?.voiceState == "Connecting…")
///     #expect(car.crashes.isEmpty)
/// }
/// ```
@MainActor
public final class HeadUnit {
    let session: TemplateHostSession
    /// The scene delegate plugged in last (UIKit keeps it strongly; so does the car).
    public private(set) var sceneDelegate: (any CPTemplateApplicationSceneDelegate)?

    /// A car for an app of `category` (B3: its depth limit and templates), enforcing the rules
    /// as `profile` says (strict by default: what CarPlay does); its pictures' rail shows `app`
    /// (B12; nil: HeadUnit's icon).
    public convenience init(category: CarPlayCategory = .voiceConversation, profile: HostProfile = .strict, app: AppLook? = nil) {
        var config = HostConfig()
        config.category = category
        config.profile = profile
        config.app = app
        self.init(config: config)
    }

    /// A car with every number of the host set (`animationMs`, `stateRateLimitMs`, limits).
    public init(config: HostConfig) {
        session = TemplateHostSession(config: config)
    }

    // MARK: - The cable

    /// Plugs the car in: `templateApplicationScene(_:didConnect:)` runs on the main actor, and
    /// a root must be set before it returns, or that is recorded as a crash (H10).
    public func plug(_ delegate: any CPTemplateApplicationSceneDelegate) {
        sceneDelegate = delegate
        session.connect(delegate)
    }

    /// Unplugs the car: the interface controller and the display go at once (H10); calls on
    /// the old controller are refused from then on.
    public func unplug() {
        session.disconnect()
    }

    // MARK: - The person

    /// Touches the button titled `title` on the car's screen: a grid button, a list item, a bar
    /// or back button, a voice-control state's action button, an alert's or action sheet's
    /// action, or a tab. Its handler runs before this returns, on the main actor, as CarPlay runs
    /// handlers on the main queue; under SPEC's reading (`HostConfig(fidelity: .spec)`) on the
    /// car's own queue, where a handler isolated to the main actor is an H9 crash. Throws,
    /// changing nothing, when the car does not show it or a change is still animating (a touch
    /// reaches the screen once it has landed, B11).
    public func tap(_ title: String) throws(HeadUnitError) {
        if let crash = session.crashes.first { throw .appCrashed(crash) }
        guard session.host.connected else { throw .notPlugged(title: title) }
        guard session.tap(title) else {
            if session.isInTransition(title) { throw .inTransition(title: title) }
            throw .notOnScreen(title: title, shown: session.shownTitles)
        }
    }

    // MARK: - Time (B5)

    /// Advances the virtual clock by `duration`: animations end in order, their completions and
    /// the delegate's calls run on the main actor, and every main-actor task they wake (an
    /// `await` on a template call) runs before this returns. Nothing sleeps.
    ///
    /// Work your scene sends off the main actor (`Task.detached`, another actor) is not ordered
    /// by the virtual clock: keep the scene's template calls on the main actor.
    public func advance(by duration: Duration) async {
        precondition(duration >= .zero, "HeadUnit.advance(by:) takes a duration of zero or more, not \(duration): virtual time only moves forward.")
        let end = session.now + Self.milliseconds(duration)
        await settle()
        while let next = session.nextDeadline, next <= end {
            session.fireAnimations(notAfter: next)
            await settle()
        }
        session.fireAnimations(notAfter: end)
        await settle()
    }

    /// Runs the main queue and yields to the main actor until a few rounds in a row change
    /// nothing. A caller awaiting an async form is resumed by the main queue in its turn, and
    /// the queue goes on only once that caller has run (however many yields the main actor
    /// takes to run it): callers run one at a time, in the order the car answered them, and
    /// none is left resumed but not run when this returns (B5). The quiet rounds are for the
    /// tasks your scene starts itself, which run in the order they were made.
    ///
    /// Inside the explorer's replay (`InlineJobs.run`, Linux) a round also runs the actor and
    /// async work the scene's tasks handed to the pool, on this thread in the order it was made;
    /// and while every task the scene started that still lives awaits the car's answer, nothing
    /// can wait on the main actor, so a round that changed nothing ends the settling without a
    /// yield.
    private func settle() async {
        var quiet = 0
        var rounds = 0
        while quiet < 3, rounds < 10_000 {
            let before = session.activity
            session.drainMainQueue()
            session.syncContent()
            rounds += 1
            #if os(Linux)
            if InlineJobs.inSection {
                let ran = InlineJobs.runKept()
                let changed = ran > 0 || session.activity != before || !session.mainQueueIsIdle
                let mayWait = InlineJobs.liveTasks > session.callersAwaiting
                if !changed, !mayWait { return }
                if mayWait || !session.mainQueueIsIdle { await Task.yield() }
                quiet = changed ? 0 : quiet + 1
                continue
            }
            #endif
            await Task.yield()
            quiet = session.activity == before && session.mainQueueIsIdle ? quiet + 1 : 0
        }
    }

    /// Whole milliseconds of `duration`, rounded down.
    private static func milliseconds(_ duration: Duration) -> Millis {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    }

    // MARK: - What can be seen

    /// What the car shows now: the stack and what is presented, each with its kind, title,
    /// buttons and voice-control state.
    public var screen: CarScreen {
        session.syncContent()
        return session.screen
    }

    /// The host log (H11): every call your scene made and what the host did, with the time
    /// (`0.300s call 2: pushTemplate(<CPListTemplate #2>, animated: true, completion: {…})`).
    public var hostLog: [String] { session.log.map { "\($0.at) \($0.text)" } }

    /// The crashes (B6): the rule, the framework's message, the call and the time. After the
    /// first, nothing more reaches your scene.
    public var crashes: [CrashReport] { session.crashes }

    /// The virtual time since the car was made.
    public var now: Duration { .milliseconds(session.now.ms) }

    /// The current connection's interface controller, while the car is plugged in.
    public var interfaceController: CPInterfaceController? {
        session.host.connected ? session.scene?.interfaceController : nil
    }
}
