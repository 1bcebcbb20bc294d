import Host
#if canImport(IsolationWatch)
import IsolationWatch
#endif

/// One car's connection to HeadUnit's strict host, on a virtual clock: the `CarPlay` stand-in's
/// classes call into it, and `HeadUnitTesting` drives it. It owns the host (`HostState`, the one
/// place every H rule lives, B2), the animation timers, the app's main queue (completions and
/// delegate calls wait there for their turn, never running inside the call that caused them,
/// H4), the mapping between template instances and the host's templates, and the record
/// (host log, crash reports).
@MainActor
package final class TemplateHostSession {
    /// What the session's clock runs: a host animation's end, or a host timer (its job kept by
    /// id in `hostTimers`, so the clock stays a value).
    private enum SessionTimer: ClockTimer {
        case animation(HostState.Animation)
        case host(id: Int)

        var isAnimation: Bool {
            if case .animation = self { true } else { false }
        }
        /// An animation ends before a host timer due at the same instant.
        var rank: Int { isAnimation ? 0 : 1 }
    }

    /// A host timer's job, run if the connection it was set on still stands.
    private struct HostTimer {
        var generation: Int
        var job: () -> Void
    }

    /// The strict host.
    package private(set) var host: HostState
    /// The virtual clock: the animations' ends and the host's timers.
    private var clock = VirtualClock<SessionTimer>()
    /// The virtual time.
    package var now: Instant { clock.now }
    /// The host log (H11): what the app asked and what the host did, with the time.
    package private(set) var log: [(at: Instant, text: String)] = []
    /// The crash reports (B6): after the first, nothing more reaches the app.
    package private(set) var crashes: [CrashReport] = []
    /// Counts what happens (calls, deliveries, touches): the harness settles when it stops moving.
    package private(set) var activity = 0
    /// The scene of the current (or last) connection.
    package private(set) var scene: CPTemplateApplicationScene?

    /// The jobs of the host's own timers running on `clock` (a navigation alert's duration).
    private var hostTimers: [Int: HostTimer] = [:]
    private var nextHostTimerID = 1
    /// The app's main queue: what waits for its turn.
    private var mainQueue: [() -> Void] = []
    /// B5: true from when the main queue resumed a caller awaiting an async form until that
    /// caller runs; the queue goes on only then (`drainMainQueue`), one caller at a time.
    package private(set) var callerWaking = false
    /// How many callers await an async form's answer, suspended until the car gives it: the
    /// explorer's settling knows they need no turn of the main actor meanwhile.
    package private(set) var callersAwaiting = 0
    private var ids: [ObjectIdentifier: TemplateID] = [:]
    private var instances: [TemplateID: CPTemplate] = [:]
    /// The content last given to the host, per template it shows (for `syncContent`).
    private var sent: [TemplateID: Template] = [:]
    private var nextTemplateID = 1
    private var nextCallID = 1
    private var completions: [Int: (Bool, (any Error)?) -> Void] = [:]
    /// What the app's reads see: the stack and presented template once their change has landed.
    private var landedStack: [TemplateID] = []
    private var landedPresentedID: TemplateID?
    /// H5 (SPEC's reading): one stand-in per presentation, so two reads give the same object.
    private var standIn: (id: TemplateID, template: CPTemplate)?
    private var nextSceneNumber = 1

    package init(config: HostConfig) {
        host = HostState(config: config)
    }

    /// True once the app has crashed (B6), or while a handler runs on CarPlay's own queue after
    /// Swift's main-actor check trapped in it (H9, SPEC's reading): its later calls are a dead app's.
    package var appDead: Bool { !crashes.isEmpty || handlerTrapping }

    /// H9 (SPEC's reading): a handler is running on CarPlay's own queue, and Swift's main-actor
    /// check tripping there ends the app (the profile keeps H9 strict).
    private var handlerTrapEndsApp = false

    /// True while the handler running on CarPlay's own queue has tripped Swift's main-actor check
    /// and that ends the app.
    private var handlerTrapping: Bool {
        #if canImport(IsolationWatch)
        handlerTrapEndsApp && CarPlayQueue.tripped
        #else
        false
        #endif
    }

    // MARK: - Templates

    /// The host's id for `template`, given on first use from a counter (the same test, the
    /// same ids, run after run).
    package func id(for template: CPTemplate) -> TemplateID {
        let key = ObjectIdentifier(template)
        if let id = ids[key] { return id }
        let id = TemplateID(nextTemplateID)
        nextTemplateID += 1
        ids[key] = id
        instances[id] = template
        template.hostSession = self
        return id
    }

    /// Writes `text` into the host log at the current time: a call the host has no rule for yet
    /// (docs/YOUR_SCENE.md) is recorded, never dropped silently, while the app lives (B6).
    package func record(_ text: String) {
        guard !appDead else { return }   // B6: a dead app makes no calls
        activity += 1
        log.append((now, text))
    }

    /// An argument CarPlay rejects at the call: the framework raises `name` (an uncaught
    /// Objective-C exception) and the app dies. Recorded as a crash (B6): its exception, its
    /// reason, and the frame apps' crash logs print (`CrashReport.printed`, the host log's line);
    /// nothing more reaches the app. A second one after the first is dropped.
    package func recordException(_ name: String, reason: String, call: String) {
        guard !appDead else { return }
        activity += 1
        let report = CrashReport(rule: "B4", exception: name, message: reason, call: call, hostState: host.summary, at: now)
        log.append((now, "CRASH [B4] \(report.printed)"))
        crashes.append(report)
        letGoOfTheApp()
    }

    /// Queues `job` on the app's main queue: it runs later, never inside the call that queued it
    /// (H4), as CarPlay calls a template's delegate.
    package func enqueue(_ job: @escaping () -> Void) {
        activity += 1
        mainQueue.append(job)
    }

    /// B5: the car's answer reached a caller awaiting an async form (its completion ran):
    /// `resume` goes to the back of the main queue, as a resumed task joins the main actor's
    /// queue. In its turn it resumes the caller, and the queue waits until the caller has run
    /// (`callerRuns`), so callers run one at a time, in the order the car answered them.
    package func wake(_ resume: @escaping () -> Void) {
        enqueue { [weak self] in
            self?.callerWaking = true
            resume()
        }
    }

    /// A caller is about to await an async form's answer (B5).
    package func callerAwaits() {
        callersAwaiting += 1
    }

    /// B5: the caller resumed last is running (on the main actor, up to its next suspension
    /// before anything else runs there): the main queue goes on.
    package func callerRuns() {
        activity += 1
        callersAwaiting -= 1
        callerWaking = false
    }

    /// Runs `job` when `after` milliseconds have passed on the virtual clock (a navigation alert's
    /// duration), in deadline order with the animations; not after a crash, nor once the
    /// connection it was set on has ended.
    package func schedule(after: Millis, _ job: @escaping () -> Void) {
        let id = nextHostTimerID
        nextHostTimerID += 1
        hostTimers[id] = HostTimer(generation: host.generation, job: job)
        clock.start(.host(id: id), at: now + max(0, after))
    }

    /// Cancels every host timer (the animations run on).
    private func cancelHostTimers() {
        clock.cancelAll { !$0.isAnimation }
        hostTimers.removeAll()
    }

    /// `template` as the host sees it now.
    package func content(of template: CPTemplate) -> Template {
        template.hostContent(id: id(for: template), session: self)
    }

    /// What the car shows now, each template with its look (`TemplateLook`) from the objects the
    /// app gave (a stand-in shows what it stands for).
    package var screen: CarScreen {
        var screen = host.screen
        guard screen.connected else { return screen }
        screen.app = host.config.app
        for (i, template) in host.stack.enumerated() where screen.stack.indices.contains(i) {
            if let instance = instances[template.id] { screen.stack[i].look = instance.hostLook(session: self) }
        }
        if let presented = host.presented, let instance = instances[presented.id] {
            screen.presented?.look = instance.hostLook(session: self)
        }
        return screen
    }

    /// CarPlay watches the templates it shows: a property the app changed since the host last
    /// saw it (an item's text, a grid's buttons, a tab's selection) reaches the host now.
    ///
    /// Rebuilding every shown template's content is most of what a step costs, so it is skipped
    /// when no model property was set since the last time (`ContentChanges`) and the same
    /// templates are shown; a template showing another framework's objects is always rebuilt.
    package func syncContent() {
        guard host.connected, !appDead else { return }
        var shown = host.stack.map(\.id)
        if let p = host.presented { shown.append(p.id) }
        let changes = ContentChanges.now
        if changes == synced?.changes, shown == synced?.shown, !shown.contains(where: { instances[$0].map(Self.showsOtherFrameworks) ?? false }) {
            assert(shown.allSatisfy { id in instances[id].map { $0.hostContent(id: id, session: self) == sent[id] } ?? true },
                   "a CarPlay model property changed what the car shows without telling ContentChanges")
            return
        }
        for id in shown {
            guard let instance = instances[id] else { continue }
            let now = instance.hostContent(id: id, session: self)
            if sent[id] != now { send(.refresh(now), generation: host.generation, completion: nil) }
        }
        synced = (ContentChanges.now, shown)
    }

    /// True for a template whose content shows what another framework's objects hold (Now
    /// Playing: MediaPlayer's info centre and commands; a map or points of interest: MapKit's
    /// map items), which `ContentChanges` does not see change: rebuilt at every sync. A tab bar
    /// shows its tabs' content one level deep: a tab bar among its tabs shows no tabs of its own
    /// (`CPTabBarTemplate.hostContent`), so it is not looked into, and no cycle of tab bars recurses.
    private static func showsOtherFrameworks(_ template: CPTemplate) -> Bool {
        if let tabs = template as? CPTabBarTemplate { return tabs.templates.contains(where: showsOtherFrameworksItself) }
        return showsOtherFrameworksItself(template)
    }

    private static func showsOtherFrameworksItself(_ template: CPTemplate) -> Bool {
        template is CPNowPlayingTemplate || template is CPMapTemplate || template is CPPointOfInterestTemplate
    }

    /// What the last full `syncContent` saw: the model's change count and the templates shown.
    private var synced: (changes: UInt64, shown: [TemplateID])?

    // MARK: - Calls (B2: each one a call into the strict host)

    /// The app calls `operation` on `controller`'s interface controller, `animated` or not.
    package func call(_ operation: HostOperation, animated: Bool, from controller: CPInterfaceController, completion: ((Bool, (any Error)?) -> Void)?) {
        syncContent()
        send(operation, generation: controller.generation, animated: animated, completion: completion)
    }

    /// `activateVoiceControlState(withIdentifier:)` on `template` (H6, H12).
    package func activate(_ template: CPVoiceControlTemplate, identifier: String) {
        guard let id = ids[ObjectIdentifier(template)] else { return }
        send(.activate(id, identifier: identifier), generation: nil, completion: nil)
    }

    /// The state the car shows on `template`, while it is presented.
    package func activeVoiceState(of template: CPVoiceControlTemplate) -> String? {
        guard let id = ids[ObjectIdentifier(template)], host.presented?.id == id else { return nil }
        return host.activeVoiceState
    }

    private func send(_ operation: HostOperation, generation: Int?, animated: Bool = true, completion: ((Bool, (any Error)?) -> Void)?) {
        guard !appDead else { return }   // B6: a dead app makes no calls
        activity += 1
        let callID = nextCallID
        nextCallID += 1
        if let completion { completions[callID] = completion }
        let shownBefore = frontID(landed: true)
        let hostBefore = (stack: host.stack.map(\.id), presented: host.presented?.id)
        var out: [HostOutcome] = []
        host.receive(HostCall(id: callID, operation: operation, completion: completion != nil, generation: generation, animated: animated),
                     now: now, into: &out)
        switch operation {
        case .setRoot(let t), .push(let t), .present(let t), .refresh(let t): sent[t.id] = t
        case .pop, .popToRoot, .popTo, .dismiss, .activate, .updateGridButtons, .updateListItems: break
        }
        carryOut(out)
        dropUnanswered(callID, given: out)
        if out.contains(where: { if case .animationTimer = $0 { return true } else { return false } }) {
            announce(from: shownBefore, to: frontID(landed: false), will: true, animated: true)
        } else if hostBefore != (host.stack.map(\.id), host.presented?.id) {
            // Not animated (or a first root, H2): the change has landed already (what the app
            // reads sees it).
            announce(from: shownBefore, to: frontID(landed: false), will: true, animated: false)
            land(animated: false)
        }
    }

    /// Carries out the host's `outcomes` (`HostOutcome.carryOut(_:by:)`, this session the owner).
    private func carryOut(_ outcomes: [HostOutcome]) {
        var owner = self   // the same session: the owner's requirements are its methods
        HostOutcome.carryOut(outcomes, by: &owner)
    }

    /// B6: the app died, and nothing more reaches it: what waited to (the completions, the main
    /// queue, the host's timers) goes at once, and what it held with it. A caller awaiting an
    /// async form stays suspended, as the app's would: its reply never comes.
    private func letGoOfTheApp() {
        completions.removeAll()
        mainQueue.removeAll()
        cancelHostTimers()
    }

    /// Lets go of call `callID`'s completion when `outcomes`, the host's answer to it, neither
    /// complete it nor animate it: CarPlay never calls it (B4's same root, H10's invalidated
    /// controller, an animation that outlived its connection, F5), and it would only keep what
    /// it captured. A caller awaiting the async form stays suspended, as the app's would.
    private func dropUnanswered(_ callID: Int, given outcomes: [HostOutcome]) {
        if !outcomes.contains(where: { $0.answers(callID) }) { completions[callID] = nil }
    }

    private func deliver(_ c: HostCompletion) {
        guard let completion = completions.removeValue(forKey: c.callID) else { return }
        activity += 1
        let error = c.success ? nil : c.error.map {
            NSError(domain: CarPlayErrorDomain, code: HostMessages.errorCode, userInfo: [NSLocalizedDescriptionKey: $0])
        }
        completion(c.success, error)
    }

    // MARK: - What the app reads (B4: a change is seen once it lands)

    /// The landed stack's instances, for `controller` (none after its connection ended).
    package func landedTemplates(for controller: CPInterfaceController) -> [CPTemplate] {
        guard controller.generation == host.generation, host.connected else { return [] }
        return landedStack.compactMap { instances[$0] }
    }

    /// The landed presented template: the instance itself, as the framework maps the car's answer
    /// to the app's own template; under SPEC's reading (H5) a stand-in, never the instance.
    package func landedPresented(for controller: CPInterfaceController) -> CPTemplate? {
        guard controller.generation == host.generation, host.connected, let id = landedPresentedID, let instance = instances[id] else { return nil }
        guard host.config.fidelity == .spec else { return instance }
        if let standIn, standIn.id == id { return standIn.template }
        let made = instance.makeStandIn(session: self)
        standIn = (id, made)
        return made
    }

    private func frontID(landed: Bool) -> TemplateID? {
        landed ? landedPresentedID ?? landedStack.last : host.presented?.id ?? host.stack.last?.id
    }

    /// Tells the interface controller's delegate what went out of and came into view.
    private func announce(from old: TemplateID?, to new: TemplateID?, will: Bool, animated: Bool) {
        guard old != new, let controller = scene?.interfaceController else { return }
        let gone = old.flatMap { instances[$0] }
        let came = new.flatMap { instances[$0] }
        mainQueue.append { [weak controller] in
            guard let delegate = controller?.delegate else { return }
            if let gone { will ? delegate.templateWillDisappear(gone, animated: animated) : delegate.templateDidDisappear(gone, animated: animated) }
            if let came { will ? delegate.templateWillAppear(came, animated: animated) : delegate.templateDidAppear(came, animated: animated) }
        }
    }

    private func land(animated: Bool = true) {
        let shownBefore = frontID(landed: true)
        landedStack = host.stack.map(\.id)
        landedPresentedID = host.presented?.id
        if standIn?.id != landedPresentedID { standIn = nil }
        announce(from: shownBefore, to: frontID(landed: true), will: false, animated: animated)
    }

    // MARK: - The car (B5: virtual time)

    /// Runs `body` as scene code for this car: the class limits it reads and the checks its
    /// templates make are this car's (CurrentCar), and so are those of every task it starts.
    package func asThisCar<Result>(_ body: () -> Result) -> Result {
        CurrentCar.$bound.withValue(CurrentCar(config: host.config, session: self), operation: body)
    }

    /// The car connects: a scene and an interface controller for `delegate`, which must set a
    /// root before `didConnect` returns (H10).
    package func connect(_ delegate: any CPTemplateApplicationSceneDelegate) {
        guard !host.connected else { return log.append((now, "plug: the car is already plugged in")) }
        CurrentCar.plugged(self)
        asThisCar { connectScene(delegate) }
    }

    private func connectScene(_ delegate: any CPTemplateApplicationSceneDelegate) {
        var out: [HostOutcome] = []
        host.connect(now: now, into: &out)
        carryOut(out)
        let controller = CPInterfaceController(session: self, generation: host.generation)
        let session = UISceneSession(role: .carTemplateApplication, persistentIdentifier: "car-scene-\(nextSceneNumber)")
        nextSceneNumber += 1
        let scene = CPTemplateApplicationScene(session: session, interfaceController: controller)
        scene.delegate = delegate
        self.scene = scene
        UIApplication.shared.sceneConnected(scene)
        landedStack = []
        landedPresentedID = nil
        activity += 1
        delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        // B10: a navigation app gets the window variant when it implements it, and the window is on
        // the car's screen; any other app gets the plain one (Apple's CPTemplateApplicationSceneDelegate docs).
        if host.config.category == .navigation {
            scene.carWindow.isHidden = false
            scene.windowMethodMissing = false
            delegate.templateApplicationScene(scene, didConnect: controller, to: scene.carWindow)
            if scene.windowMethodMissing {
                connectPlain(delegate, scene, controller)
            } else {
                log.append((now, "connect: templateApplicationScene(_:didConnect:to:) with the car's window (\(Int(scene.carWindow.bounds.width)) × \(Int(scene.carWindow.bounds.height)) points)"))
            }
        } else {
            connectPlain(delegate, scene, controller)
        }
        out.removeAll()
        host.connectReturned(now: now, into: &out)   // H10
        carryOut(out)
        scene.activationState = .foregroundActive
        delegate.sceneWillEnterForeground(scene)
        delegate.sceneDidBecomeActive(scene)
    }

    /// The plain `didConnect`; a delegate that implements no form of it is what CarPlay raises
    /// for (`NSGenericException` "Application does not implement CarPlay template application
    /// lifecycle methods in its scene delegate.", mapbox/mapbox-navigation-ios#3355; F33).
    private func connectPlain(_ delegate: any CPTemplateApplicationSceneDelegate, _ scene: CPTemplateApplicationScene, _ controller: CPInterfaceController) {
        scene.connectMethodMissing = false
        delegate.templateApplicationScene(scene, didConnect: controller)
        guard scene.connectMethodMissing else { return }
        recordException("NSGenericException", reason: "Application does not implement CarPlay template application lifecycle methods in its scene delegate.",
                        call: "templateApplicationScene(_:didConnect:)")
    }

    /// The car disconnects: controller and display go at once (H10); the delegate hears of it.
    package func disconnect() {
        guard host.connected, let scene else { return log.append((now, "unplug: the car is not plugged in")) }
        asThisCar { disconnectScene(scene) }
        CurrentCar.unplugged(self)
    }

    private func disconnectScene(_ scene: CPTemplateApplicationScene) {
        var out: [HostOutcome] = []
        host.disconnect(now: now, into: &out)
        carryOut(out)
        landedStack = []
        landedPresentedID = nil
        standIn = nil
        sent = [:]
        cancelHostTimers()
        activity += 1
        UIApplication.shared.sceneDisconnected(scene)
        guard !appDead, let delegate = scene.delegate else { return }
        scene.activationState = .unattached
        if host.config.category == .navigation {
            scene.windowMethodMissing = false
            delegate.templateApplicationScene(scene, didDisconnect: scene.interfaceController, from: scene.carWindow)
            if scene.windowMethodMissing { delegate.templateApplicationScene(scene, didDisconnectInterfaceController: scene.interfaceController) }
            scene.carWindow.isHidden = true   // the window leaves the car's screen
        } else {
            delegate.templateApplicationScene(scene, didDisconnectInterfaceController: scene.interfaceController)
        }
        delegate.sceneDidDisconnect(scene)
    }

    /// The person touches the button titled `title` on the car. False when no such button is
    /// shown (nothing happens).
    package func tap(_ title: String) -> Bool {
        syncContent()
        var out: [HostOutcome] = []
        guard !appDead, host.tap(title, now: now, into: &out) else { return false }
        activity += 1
        asThisCar { carryOut(out) }
        return true
    }

    /// The titles a person can tap now, in reading order (none while a change animates, B11).
    package var tappableTitles: [String] { host.touchableButtons.map(\.title) }

    /// The titles of the buttons the car shows, in reading order (mid-transition too).
    package var shownTitles: [String] { host.visibleButtons.map(\.title) }

    /// True when the car shows a button titled `title` that a touch cannot reach yet: a change
    /// animates (B11).
    package func isInTransition(_ title: String) -> Bool {
        !host.touchReachesScreen && shownTitles.contains(title)
    }

    /// The touch reaches the template it was on, in the touch's own turn, never inside a template
    /// call the app made.
    private func touch(_ hit: ButtonHit) {
        guard !appDead, let instance = instances[hit.template] else { return }
        instance.touch(hit, session: self)
    }

    /// H9: the car calls `handler`, the app's handler of `hit`. CarPlay calls every handler kind
    /// read on the main queue (docs/FIDELITY.md "Handler queues"): here, on the main actor. Under
    /// SPEC's reading (`.spec`) the car calls it on its own queue (Linux: `CarPlayQueue`), where a
    /// handler isolated to the main actor trips Swift's check: a crash in Swift's words, the test
    /// process living on (B6), and what the handler asks after the check is dropped.
    package func callHandler(of hit: ButtonHit, _ handler: () -> Void) {
        #if canImport(IsolationWatch)
        guard host.config.fidelity == .spec else { return handler() }
        let car = CurrentCar(config: host.config, session: self)
        handlerTrapEndsApp = host.config.profile.mode(.h9) == .strict
        let trapped = CarPlayQueue.run { CurrentCar.$bound.withValue(car, operation: handler) }
        handlerTrapEndsApp = false
        guard trapped else { return }
        var out: [HostOutcome] = []
        host.handlerTrapped(hit, now: now, into: &out)
        carryOut(out)
        #else
        handler()
        #endif
    }

    /// A list item's handler starts: the completion it is handed records when it is called
    /// (CarPlay shows a spinner on the row until then).
    package func listSelectionStarted(_ title: String) -> () -> Void {
        log.append((now, "list item \"\(title)\": handler called; the row shows a spinner until its completion"))
        var called = false
        return { [weak self] in
            guard let self, !called, !self.appDead else { return }
            called = true
            self.activity += 1
            self.log.append((self.now, "list item \"\(title)\": completion called"))
        }
    }

    /// The next animation's or host timer's end, if any.
    package var nextDeadline: Instant? { clock.nextDeadline }

    /// The time left on each pending animation, in order, then on each host timer (what decides
    /// when each ends).
    package var animationTimesLeft: [Millis] {
        let ends = clock.entries
        return (ends.filter { $0.timer.isAnimation } + ends.filter { !$0.timer.isAnimation }).map { $0.deadline - now }
    }

    /// Ends every animation and host timer due at or before `t`, in deadline order (an animation
    /// first at the same instant), the clock moving to each in turn; the clock ends at `t`.
    package func fireAnimations(notAfter t: Instant) {
        while let entry = clock.popDue(notAfter: t) {
            clock.now = max(now, entry.deadline)
            switch entry.timer {
            case .animation(let animation): finish(animation)
            case .host(let id): fireHostTimer(id)
            }
        }
        clock.now = max(now, t)
    }

    /// H2: `animation` ends: the change lands (if its connection stands) and its completion goes.
    private func finish(_ animation: HostState.Animation) {
        var out: [HostOutcome] = []
        host.animationFinished(callID: animation.callID, generation: animation.generation, completion: animation.completion, now: now, into: &out)
        if animation.generation == host.generation, host.connected { land() }
        carryOut(out)
        dropUnanswered(animation.callID, given: out)
    }

    /// Host timer `id` fires: its job runs if the app lives and the connection it was set on stands.
    private func fireHostTimer(_ id: Int) {
        activity += 1
        guard let timer = hostTimers.removeValue(forKey: id) else { return }
        if !appDead, timer.generation == host.generation, host.connected { asThisCar(timer.job) }
    }

    /// Runs what waits on the app's main queue, in order, until it is empty (what it queues
    /// runs too), or until a job resumed an awaiting caller: the rest waits until that caller
    /// has run (B5). After a crash it is dropped (B6).
    package func drainMainQueue() {
        guard !mainQueue.isEmpty, !callerWaking else { return }
        asThisCar {
            while !mainQueue.isEmpty, !callerWaking {
                let job = mainQueue.removeFirst()
                if !appDead { job() }
            }
        }
    }

    /// True when nothing waits on the main queue and no resumed caller is still to run.
    package var mainQueueIsIdle: Bool { mainQueue.isEmpty && !callerWaking }
}

/// The session carries out its host's outcomes (`HostOutcome.carryOut(_:by:)`): a completion
/// waits on the app's main queue, an animation's end on the session's clock, and a handler runs
/// in the touch's own turn, before `tap` returns (`HeadUnit.tap`).
extension TemplateHostSession: @MainActor HostOwner {
    /// H2: the host's animation in flight.
    @usableFromInline
    package var hostAnimation: HostState.Animation? { host.animation }

    /// H2: the animation's end, on the session's clock.
    @usableFromInline
    package func startAnimationTimer(_ animation: HostState.Animation, after: Millis) {
        clock.start(.animation(animation), at: now + after)
    }

    /// H4: the completion runs later, on the main queue.
    @usableFromInline
    package func completeLater(_ completion: HostCompletion) {
        mainQueue.append { [weak self] in self?.deliver(completion) }
    }

    /// H9: the touch reaches the template it was on, in the touch's own turn.
    @usableFromInline
    package func runHandler(of hit: ButtonHit) {
        touch(hit)
    }

    /// B6: the crash is recorded, and the app let go of.
    @usableFromInline
    package func recordCrash(_ report: CrashReport) {
        crashes.append(report)
        letGoOfTheApp()
    }

    /// H11: the host's line in the host log.
    @usableFromInline
    package func recordHostLog(_ text: String) {
        log.append((now, text))
    }
}
