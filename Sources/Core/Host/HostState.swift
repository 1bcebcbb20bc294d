/// The strict fake head unit (SPEC H1-H13), as a reducer: calls, timers and taps in, outcomes out.
///
/// Every change takes effect in the host's model at the call (the slot is taken at once, H3) and
/// then animates for `config.animationMs` (H2); the completion is delivered when the animation
/// ends, or at once (but never inside the call) for a refusal (H4).
///
/// ```swift
/// var host = HostState()
/// var out: [HostOutcome] = []
/// host.connect(now: .zero, into: &out)
/// host.receive(HostCall(id: 1, operation: .setRoot(grid), completion: true), now: .zero, into: &out)
/// // out ends with [.log(…), .animationTimer(callID: 1, generation: 1, after: 300)]
/// ```
public struct HostState: Hashable, Sendable {
    /// The call whose animation is in flight.
    public struct Animation: Hashable, Sendable {
        /// The number of the call animating (its completion carries it).
        public var callID: Int
        /// The connection it was made on: an animation outliving its connection completes with an
        /// error (N4).
        public var generation: Int
        /// Whether the call passed a completion, so one goes out when the animation ends (H4).
        public var completion: Bool

        /// Call `callID` of connection `generation` animating, with a completion or not.
        @inlinable
        public init(callID: Int, generation: Int, completion: Bool) {
            self.callID = callID
            self.generation = generation
            self.completion = completion
        }
    }

    /// Fixed for a run (but for the log switch), so kept behind one reference: a state copy
    /// (the explorer makes one per transition) copies a pointer, not the profile and limits.
    public var config: HostConfig {
        get { configBox.value }
        set { configBox = SharedValue(newValue) }
    }
    private var configBox: SharedValue<HostConfig>
    /// H10: true while the car is connected.
    public private(set) var connected = false
    /// Counts connections; each has its own completions (N4).
    public private(set) var generation = 0
    /// H1: the navigation stack, root first.
    public private(set) var stack: [Template] = []
    /// H1: the presented (modal) template, if any.
    public private(set) var presented: Template?
    /// H6: the presented voice-control template's active state.
    public private(set) var activeVoiceState: String?
    /// H2: the change animating now.
    public private(set) var animation: Animation?
    /// H12: when the last voice-control state change was accepted.
    public private(set) var lastStateChange: Instant?
    /// H4: the app crashed; nothing more happens.
    public private(set) var crashed = false

    /// A disconnected head unit with nothing shown, under `config`'s numbers and rules.
    public init(config: HostConfig = HostConfig()) {
        configBox = SharedValue(config)
    }

    /// Hashed by its fingerprint (everything but the configuration and the instants).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    // MARK: - Reading

    /// H5: what `presentedTemplate` returns — a stand-in, never the instance presented.
    public var presentedTemplate: TemplateStandIn? {
        presented.map { TemplateStandIn(proxyID: -1_000 - $0.id.value, kind: $0.kind) }
    }

    /// The template on top of the stack.
    public var topTemplate: Template? { stack.last }

    /// The buttons the car shows, in reading order (mid-transition too).
    public var visibleButtons: [ButtonHit] {
        var hits: [ButtonHit] = []
        forEachVisibleButton { hits.append($0); return false }
        return hits
    }

    /// The buttons a person can touch now, in reading order: those shown, once no change
    /// animates (B11, `touchReachesScreen`).
    public var touchableButtons: [ButtonHit] {
        var hits: [ButtonHit] = []
        forEachTouchableButton { hits.append($0); return false }
        return hits
    }

    /// B11: true when a driver's touch reaches the car's screen now. No public source says
    /// whether CarPlay lets a touch reach a template while it animates in or out
    /// (docs/FIDELITY.md, "Touches during a transition", F31), so CarPlay's reading takes the one
    /// that reports no crash CarPlay might not raise: only once no change animates. SPEC's
    /// reading (the built-in app's) lets a touch through at once.
    public var touchReachesScreen: Bool { config.fidelity == .spec || animation == nil }

    /// `forEachVisibleButton`, when a touch reaches the screen (B11): the one rule for a tap,
    /// the drill's `tap … now`, the explorers' alphabets and the window.
    public func forEachTouchableButton(_ body: (ButtonHit) -> Bool) {
        guard touchReachesScreen else { return }
        forEachVisibleButton(body)
    }

    /// Calls `body` with each button on the screen, in order, until it returns true. One pass,
    /// no arrays: a tap and the explorer's alphabet look at the buttons after every event.
    public func forEachVisibleButton(_ body: (ButtonHit) -> Bool) {
        guard connected else { return }
        if let p = presented {
            forEachButton(of: p, showsBack: false, body)
        } else if let top = stack.last {
            forEachButton(of: top, showsBack: stack.count > 1, body)
        }
    }

    /// Calls `body` with each button `t` shows when it is in front, in reading order, until it
    /// returns true (and then returns true): a voice-control state's action buttons, an alert's
    /// or action sheet's actions, a pushed template's back button, a tab bar's tabs and its
    /// selected tab's buttons (a tab's root shows no bar buttons: Apple's `CPBarButtonProviding`
    /// page), a grid's buttons, a list's items, an information template's actions; then the bar
    /// buttons.
    @discardableResult
    public func forEachButton(of t: Template, showsBack: Bool, _ body: (ButtonHit) -> Bool) -> Bool {
        forEachButton(of: t, showsBack: showsBack, showsBars: true, body)
    }

    private func forEachButton(of t: Template, showsBack: Bool, showsBars: Bool, _ body: (ButtonHit) -> Bool) -> Bool {
        switch t.kind {
        case .voiceControl:
            if let state = t.voiceStates.first(where: { $0.identifier == activeVoiceState }) {
                for (i, b) in state.actionButtons.enumerated() where body(ButtonHit(template: t.id, role: .actionButton, title: b.title, index: i)) { return true }
            }
        case .alert, .actionSheet:
            for (i, b) in t.buttons.enumerated() where body(ButtonHit(template: t.id, role: .actionButton, title: b.title, index: i)) { return true }
            return false
        case .tabBar:
            for (i, tab) in t.tabs.enumerated() where body(ButtonHit(template: t.id, role: .tab, title: tab.title, index: i)) { return true }
            if let shown = t.selectedTabTemplate { return forEachButton(of: shown, showsBack: false, showsBars: false, body) }
            return false
        case .grid, .list, .map, .nowPlaying, .information, .pointOfInterest, .contact, .search:
            if showsBack, body(ButtonHit(template: t.id, role: .backButton, title: t.backButton?.title ?? HostState.systemBackTitle, index: 0)) { return true }
            let role: ButtonHit.Role = t.kind == .grid ? .gridButton : t.kind == .list ? .listItem : .actionButton
            for (i, b) in t.buttons.enumerated() where body(ButtonHit(template: t.id, role: role, title: b.title, index: i)) { return true }
        }
        guard showsBars else { return false }
        for (i, b) in t.barButtons.enumerated() where body(ButtonHit(template: t.id, role: .barButton, title: b.title, index: i)) { return true }
        return false
    }

    /// One line describing what the host shows, for logs and crash reports.
    public var summary: String {
        guard connected else { return "disconnected" }
        let s = stack.map { "\($0)" }.joined(separator: " > ")
        var line = "stack [\(s)]"
        if let p = presented { line += " presented \(p)" + (activeVoiceState.map { " state \"\($0)\"" } ?? "") }
        if let a = animation { line += " animating call \(a.callID)" }
        return line + " gen \(generation)"
    }

    // MARK: - Connection (H10)

    /// The car connects: a new interface controller, an empty screen, a new generation.
    /// Its outcomes are appended to `out` (one buffer for a whole event).
    public mutating func connect(now: Instant, into out: inout [HostOutcome]) {
        connected = true
        generation += 1
        stack = []
        presented = nil
        activeVoiceState = nil
        animation = nil
        lastStateChange = nil
        log("connect: interface controller and display given to the app (gen \(generation))", into: &out)
    }

    /// H10: after `didConnect` returns, a root must have been set (or be animating in). Apple's
    /// page says the app must; the framework has no check, and public apps set it from a task:
    /// CarPlay's reading only notes it in the host log; SPEC's crashes.
    /// Its outcomes are appended to `out` (one buffer for a whole event).
    public mutating func connectReturned(now: Instant, into out: inout [HostOutcome]) {
        guard connected, stack.isEmpty, !crashed, config.profile.mode(.h10) != .off else { return }
        if config.fidelity == .carPlay {
            return log("warning: didConnect returned with no root template: the car shows nothing until the app sets one (CarPlay raises nothing) [H10]", into: &out)
        }
        if config.profile.mode(.h10) == .lenient { return out.append(.log("warning: no root template set before connect returned [H10]")) }
        crash(rule: .h10, exception: nil, message: HostMessages.noRootOnConnect, call: "templateApplicationScene(_:didConnect:)", now: now, into: &out)
    }

    /// The car disconnects: both the controller and the display go at once, mid-animation or not.
    /// Animations in flight still end later: their completions report failure (N4, SPEC's
    /// reading) or never come (CarPlay's).
    /// Its outcomes are appended to `out` (one buffer for a whole event).
    public mutating func disconnect(now: Instant, into out: inout [HostOutcome]) {
        guard connected else { return out.append(.log("disconnect: already disconnected")) }
        connected = false
        stack = []
        presented = nil
        activeVoiceState = nil
        animation = nil
        log("disconnect: interface controller and display taken away (gen \(generation))", into: &out)
    }

    // MARK: - Calls

    /// The app calls the interface controller (or a template's update method).
    /// Its outcomes are appended to `out` (one buffer for a whole event).
    public mutating func receive(_ call: HostCall, now: Instant, into out: inout [HostOutcome]) {
        guard !crashed else { return }
        log("call \(call.id): \(call)", into: &out)
        let current = connected && call.generation.map({ $0 == generation }) ?? true
        // H10 (SPEC's reading): nothing is accepted after disconnect.
        if !current, config.fidelity == .spec {
            return refuse(call, rule: .h10, error: HostMessages.disconnected, now: now, into: &out)
        }
        // B4: setting the current root again does nothing, and its completion never comes.
        if current, case .setRoot(let t) = call.operation, stack.first?.id == t.id {
            return log("call \(call.id): \(t) is already the root; nothing happens and no completion comes [B4]", into: &out)
        }
        // H13: the wrong class for the role is refused at once, even with a completion.
        if let bad = wrongClass(call) {
            return refuse(call, rule: .h13, error: bad, now: now, raising: HostMessages.invalidArgumentException, into: &out)
        }
        guard current else { return invalidated(call, now: now, into: &out) }
        // H2 (SPEC's reading): one animated change at a time. No public source shows CarPlay
        // refusing a change mid-animation: CarPlay's reading takes it (it animates on from there).
        if call.operation.animates, animation != nil, config.fidelity == .spec, config.profile.mode(.h2) != .off {
            return refuse(call, rule: .h2, error: HostMessages.animationInFlight, now: now, into: &out)
        }
        switch call.operation {
        case .setRoot(let t):
            // B4 (SPEC's reading): more tabs than the car shows is fatal at the root, with or without
            // a completion. CarPlay checks them where the tab bar takes them (CPTabBarTemplate).
            if t.kind == .tabBar, config.fidelity == .spec, t.tabs.count > config.tabLimit, on(.h8) {
                return refuse(call, rule: .h8, error: HostMessages.tooManyTabs, now: now, raising: HostMessages.genericException, into: &out)
            }
            // H2: "If no existing templates exist in the template navigation hierarchy, the
            // animated flag will be ignored" (CPInterfaceController.h): CarPlay's reading lands a
            // first root at once.
            let first = stack.isEmpty && config.fidelity == .carPlay
            stack = [limited(t)]
            if first, call.animated {
                landAtOnce(call, because: "the first root: `animated` is ignored, done at once", into: &out)
            } else {
                startAnimation(call, into: &out)
            }
        case .push(let t):
            if stack.isEmpty, on(.h3) { return refuse(call, rule: .h3, error: HostMessages.noRoot, now: now, into: &out) }
            if (stack.contains { $0.id == t.id } || presented?.id == t.id), on(.h3) {
                return refuse(call, rule: .h3, error: HostMessages.sameInstance, now: now, into: &out)
            }
            // H7 (SPEC's reading): the framework has no such check; only a team's report does.
            if presented?.kind == .voiceControl, config.fidelity == .spec, on(.h7) {
                return refuse(call, rule: .h7, error: HostMessages.pushOverVoiceControl, now: now, into: &out)
            }
            // H7, B3: deeper than the category allows is fatal, with or without a completion.
            if stack.count + 1 > config.category.depthLimit, on(.h7) {
                return refuse(call, rule: .h7, error: HostMessages.depthLimit, now: now, raising: HostMessages.genericException, into: &out)
            }
            stack.append(limited(t))
            startAnimation(call, into: &out)
        case .pop, .popToRoot:
            if stack.count <= 1, on(.h3) { return refuse(call, rule: .h3, error: HostMessages.nothingToPop, now: now, into: &out) }
            // H3 off: with not even a root there is nothing to take off; the pop does nothing and
            // says so (the host never traps, whatever the app asks).
            guard !stack.isEmpty else {
                log("call \(call.id): nothing on the stack to pop; the pop does nothing [H3]", into: &out)
                if call.completion { out.append(.completion(HostCompletion(callID: call.id, generation: generation, success: false, error: nil))) }
                return
            }
            if case .pop = call.operation { stack.removeLast() } else { stack = Array(stack.prefix(1)) }
            startAnimation(call, into: &out)
        case .popTo(let t):
            // B4: the target must be on the stack, below the top.
            let target = stack.firstIndex { $0.id == t.id }
            if target == nil, on(.h3) { return refuse(call, rule: .h3, error: HostMessages.notInStack, now: now, into: &out) }
            if target == stack.count - 1, on(.h3) {
                // The framework's only refusal here is the target's absence: the top pops nothing.
                guard config.fidelity == .carPlay else { return refuse(call, rule: .h3, error: HostMessages.nothingToPop, now: now, into: &out) }
                log("call \(call.id): \(t) is already on top: nothing to pop [H3]", into: &out)
                if call.completion { out.append(.completion(HostCompletion(callID: call.id, generation: generation, success: true, error: nil))) }
                return
            }
            if let target { stack = Array(stack.prefix(target + 1)) }
            startAnimation(call, into: &out)
        case .present(let t):
            if presented != nil, on(.h3) { return refuse(call, rule: .h3, error: HostMessages.alreadyPresented, now: now, into: &out) }
            presented = limited(t)
            activeVoiceState = presented?.voiceStates.first?.identifier
            lastStateChange = nil
            startAnimation(call, into: &out)
        case .dismiss:
            // H3: dismissing with nothing presented does nothing; the framework's reply is a
            // success (SPEC's reading answers false).
            guard presented != nil else {
                log("call \(call.id): nothing presented; dismiss does nothing [H3]", into: &out)
                if call.completion {
                    out.append(.completion(HostCompletion(callID: call.id, generation: generation, success: config.fidelity == .carPlay, error: nil)))
                }
                return
            }
            presented = nil
            activeVoiceState = nil
            startAnimation(call, into: &out)
        case .activate(let id, let identifier):
            activate(call, template: id, identifier: identifier, now: now, into: &out)
        case .updateGridButtons(let id, let buttons):
            update(id, buttons: buttons, limit: config.gridButtonLimit, kind: .grid, into: &out)
        case .updateListItems(let id, let items):
            update(id, buttons: items, limit: config.listItemLimit, kind: .list, into: &out)
        case .refresh(let t):
            refresh(t, into: &out)
        }
    }

    /// The animation timer of `callID` fired: the change is done and its completion goes out.
    /// Its outcomes are appended to `out` (one buffer for a whole event).
    public mutating func animationFinished(callID: Int, generation gen: Int, completion: Bool, now: Instant, into out: inout [HostOutcome]) {
        if let a = animation, a.callID == callID, a.generation == gen, gen == generation, connected {
            animation = nil
            log("call \(callID): animation finished", into: &out)
            if completion { out.append(.completion(HostCompletion(callID: callID, generation: gen, success: true, error: nil))) }
            return
        }
        // H2: a change made while this one animated took over the animation (CarPlay's reading
        // takes it; SPEC's, with H2 off): this one's change landed, so it is done all the same.
        if gen == generation, connected {
            log("call \(callID): animation finished (a later change animates on) [H2]", into: &out)
            if completion { out.append(.completion(HostCompletion(callID: callID, generation: gen, success: true, error: nil))) }
            return
        }
        // H10: the connection this call was made on is gone (the app's navigator ignores what
        // comes of it, N4).
        guard completion else { return }
        // H10: CarPlay's reply never comes once the connection is invalidated.
        if config.fidelity == .carPlay { return log("call \(callID): its connection (gen \(gen)) ended: its completion never comes [H10]", into: &out) }
        log("call \(callID): finished after its connection (gen \(gen)) ended [H10]", into: &out)
        out.append(.completion(HostCompletion(callID: callID, generation: gen, success: false, error: HostMessages.disconnected)))
    }

    /// H12: whether a state change at `now` is outside the rate limit (ignored otherwise).
    public func acceptsStateChange(at now: Instant) -> Bool {
        guard let last = lastStateChange, on(.h12) else { return true }
        return now - last >= config.stateRateLimitMs
    }

    // MARK: - Taps (H9)

    /// The person touches the button titled `title` (the first touchable one with that title).
    /// Appends its outcomes to `out`; false (and nothing appended) when no such button can be
    /// touched: none is shown, or a change animates (B11).
    public mutating func tap(_ title: String, now: Instant, into out: inout [HostOutcome]) -> Bool {
        var found: ButtonHit?
        if !crashed { forEachTouchableButton { if $0.title == title { found = $0; return true } else { return false } } }
        guard let hit = found else { return false }
        tap(hit, now: now, into: &out)
        return true
    }

    /// The person touches `hit`.
    /// Its outcomes are appended to `out` (one buffer for a whole event).
    public mutating func tap(_ hit: ButtonHit, now: Instant, into out: inout [HostOutcome]) {
        guard let button = button(for: hit) else { return }
        guard touchReachesScreen else { return log("touch \"\(hit.title)\" ignored: a change animates (B11)", into: &out) }
        log("tap \"\(hit.title)\" (\(hit.role.rawValue) of \(hit.template))", into: &out)
        guard button.enabled else { return out.append(.log("\"\(hit.title)\" is disabled; nothing happens")) }
        if hit.role == .tab, let i = stack.firstIndex(where: { $0.id == hit.template }) { stack[i].selectedTab = hit.index }
        if hit.role == .backButton, shownTemplate(hit.template)?.backButton == nil { return systemBack(now: now, into: &out) }
        // H9: CarPlay calls every handler on the main queue; under SPEC's reading the host calls
        // it on its own, where a main-only one traps (docs/FIDELITY.md "Handler queues").
        if button.handler == .mainOnly, config.fidelity == .spec, on(.h9) {
            if config.profile.mode(.h9) == .strict {
                return crash(rule: .h9, exception: nil, message: HostMessages.mainOnlyHandler(hit.title), call: "handler of \"\(hit.title)\" on the host's queue", now: now, into: &out)
            }
            log("warning: main-only handler of \"\(hit.title)\" ran on the host's queue [H9]", into: &out)
        }
        out.append(.handler(hit))
    }

    /// H9 (SPEC's reading): the handler of `hit`, called on CarPlay's own queue, was isolated to
    /// the main actor and Swift's check at its entry trapped there (a user's scene: the harness
    /// saw the check). The app dies, in Swift's words, unless the profile relaxes H9.
    public mutating func handlerTrapped(_ hit: ButtonHit, now: Instant, into out: inout [HostOutcome]) {
        guard on(.h9) else { return }
        guard config.profile.mode(.h9) == .strict else {
            return log("warning: the main-actor handler of \"\(hit.title)\" ran on CarPlay's queue", into: &out)
        }
        crash(rule: .h9, exception: nil, message: HostMessages.mainActorHandlerOffMain, call: "handler of \"\(hit.title)\" on CarPlay's queue", now: now, into: &out)
    }

    /// The button `hit` names, as the car shows it (nil when it is not there).
    func button(for hit: ButtonHit) -> TemplateButton? {
        guard let t = shownTemplate(hit.template) else { return nil }
        switch hit.role {
        case .gridButton, .listItem: return t.buttons[safe: hit.index]
        case .barButton: return t.barButtons[safe: hit.index]
        case .backButton: return t.backButton ?? TemplateButton(title: HostState.systemBackTitle)
        case .tab: return t.tabs[safe: hit.index].map { TemplateButton(title: $0.title) }
        case .actionButton:
            if t.kind == .voiceControl {
                return t.voiceStates.first { $0.identifier == activeVoiceState }?.actionButtons[safe: hit.index]
            }
            return t.buttons[safe: hit.index]
        }
    }

    /// The words of the back button CarPlay puts on a pushed template that has none of its own.
    public static let systemBackTitle = "Back"

    /// The system's back button: the car pops the top template itself (it animates like any
    /// change, H2; the app hears of it through its delegate, not a handler). Mid-animation the
    /// touch does nothing.
    private mutating func systemBack(now: Instant, into out: inout [HostOutcome]) {
        guard animation == nil, stack.count > 1 else { return log("back: ignored while a change animates", into: &out) }
        let popped = stack.removeLast()
        log("back: the car pops \(popped)", into: &out)
        startAnimation(HostCall(id: HostState.systemCallID, operation: .pop, completion: false), into: &out)
    }

    /// The call id of the car's own changes (the app's calls count from 1).
    public static let systemCallID = 0

    /// The template with this id wherever the car shows it: presented, on the stack, or a tab.
    public func shownTemplate(_ id: TemplateID) -> Template? {
        if let p = presented, p.id == id { return p }
        for t in stack {
            if t.id == id { return t }
            if let tab = t.tabs.first(where: { $0.id == id }) { return tab }
        }
        return nil
    }

    // MARK: - Rules

    private func on(_ rule: HostRule) -> Bool { config.profile.mode(rule) != .off }

    /// A host-log line, built only when the log is kept (H11).
    private func log(_ text: @autoclosure () -> String, into out: inout [HostOutcome]) {
        if config.keepsLog { out.append(.log(text())) }
    }

    /// H13, B3: the classes the category allows for each role; nil when the call is fine.
    private func wrongClass(_ call: HostCall) -> String? {
        guard on(.h13) else { return nil }
        if config.fidelity == .spec { return wrongClassAsSpecWrites(call) }
        // CarPlay checks the role's classes first, then the entitlement's, and names the set that failed.
        let t: Template, role: [TemplateKind]
        switch call.operation {
        case .setRoot(let root): (t, role) = (root, TemplateKind.rootClasses)   // H7: voice control is never the root
        case .push(let pushed): (t, role) = (pushed, TemplateKind.pushableClasses)
        case .popTo(let target): (t, role) = (target, TemplateKind.pushableClasses)   // as a push's
        case .present(let presented): (t, role) = (presented, TemplateKind.presentableClasses)
        default: return nil
        }
        let category = config.category
        if !role.contains(t.kind) { return HostMessages.unsupportedObject("\(t)", selector: call.selector, allowed: role) }
        if !category.templates.contains(t.kind) {
            let allowed = TemplateKind.allCases.filter(category.templates.contains)
            return HostMessages.unsupportedObject("\(t)", selector: call.selector, allowed: allowed)
        }
        return nil
    }

    /// H13 as SPEC's reading words it: one check per role, against the role's classes within the
    /// category; a category class that is never pushed is "not a pushable template".
    private func wrongClassAsSpecWrites(_ call: HostCall) -> String? {
        let category = config.category
        switch call.operation {
        case .setRoot(let t):   // H7: voice control is never the root
            return category.rootTemplates.contains(t.kind) ? nil : unsupported(t, call, allowed: category.rootTemplates)
        case .push(let t):
            if category.pushableTemplates.contains(t.kind) { return nil }
            if category.templates.contains(t.kind) { return HostMessages.notPushable(t) }
            return unsupported(t, call, allowed: category.pushableTemplates)
        case .present(let t):
            return category.presentableTemplates.contains(t.kind) ? nil : unsupported(t, call, allowed: category.presentableTemplates)
        default:
            return nil
        }
    }

    private func unsupported(_ t: Template, _ call: HostCall, allowed: [TemplateKind]) -> String {
        HostMessages.unsupported(t, selector: call.selector, allowed: allowed)
    }

    /// H8 and H6: the host keeps only what it can show.
    /// A template within the limits is kept as it is (its content, and digest, shared).
    private func limited(_ t: Template) -> Template {
        var t = t
        switch t.kind {
        case .grid where t.buttons.count > config.gridButtonLimit: t.buttons = Array(t.buttons.prefix(config.gridButtonLimit))
        // A list of CarPlay's trims its items itself (it knows which entries are items, H8).
        case .list where config.fidelity == .spec && t.buttons.count > config.listItemLimit: t.buttons = Array(t.buttons.prefix(config.listItemLimit))
        case .voiceControl:
            if t.voiceStates.count > config.voiceStatesKept { t.voiceStates = Array(t.voiceStates.prefix(config.voiceStatesKept)) }
            if t.voiceStates.contains(where: { $0.actionButtons.count > config.actionButtonsKept }) {
                t.voiceStates = t.voiceStates.map { var s = $0; s.actionButtons = Array(s.actionButtons.prefix(config.actionButtonsKept)); return s }
            }
        default: break
        }
        return t
    }

    private mutating func startAnimation(_ call: HostCall, into out: inout [HostOutcome]) {
        // H2: SPEC's reading animates every change; CarPlay lands an unanimated one at once, its
        // completion on the main queue's next turn (H4: never inside the call).
        if !call.animated, config.fidelity == .carPlay { return landAtOnce(call, because: "not animated: done at once", into: &out) }
        animation = Animation(callID: call.id, generation: generation, completion: call.completion)
        out.append(.animationTimer(callID: call.id, generation: generation, after: config.animationMs))
    }

    /// A change that lands without animating: logged with `reason`, its completion on the main
    /// queue's next turn (H4: never inside the call).
    private mutating func landAtOnce(_ call: HostCall, because reason: String, into out: inout [HostOutcome]) {
        log("call \(call.id): \(reason)", into: &out)
        if call.completion { out.append(.completion(HostCompletion(callID: call.id, generation: generation, success: true, error: nil))) }
    }

    /// H10 (CarPlay's reading): a call on an interface controller whose car disconnected. The
    /// framework empties the controller's stack and drops its link to the car at disconnect: a
    /// push meets the empty stack (H3's refusal); anything else goes nowhere, and no completion
    /// ever comes.
    private mutating func invalidated(_ call: HostCall, now: Instant, into out: inout [HostOutcome]) {
        if case .push = call.operation, on(.h3) { return refuse(call, rule: .h3, error: HostMessages.noRoot, now: now, into: &out) }
        log("call \(call.id): the interface controller was invalidated when the car disconnected: nothing happens and no completion comes [H10]", into: &out)
    }

    /// H6, H12: activate a voice-control state.
    private mutating func activate(_ call: HostCall, template id: TemplateID, identifier: String, now: Instant, into out: inout [HostOutcome]) {
        guard let p = presented, p.id == id else {
            // H6: activating before the template is presented has no effect.
            return log("call \(call.id): \(id) is not presented; activating \"\(identifier)\" has no effect [H6]", into: &out)
        }
        guard p.voiceStates.contains(where: { $0.identifier == identifier }) || !on(.h6) else {
            // H6: the framework stores any identifier, unchecked; SPEC's reading crashes.
            if config.fidelity == .carPlay {
                return log("call \(call.id): no state \"\(identifier)\" among the template's states: the car keeps showing \"\(activeVoiceState ?? "")\" (CarPlay raises nothing) [H6]", into: &out)
            }
            return refuse(call, rule: .h6, error: HostMessages.unknownVoiceState(identifier), now: now, raising: HostMessages.invalidArgumentException, into: &out)
        }
        guard acceptsStateChange(at: now) else {
            // H12: too soon after the last accepted change; the screen keeps the old state.
            return log("call \(call.id): state change to \"\(identifier)\" ignored (rate limit \(config.stateRateLimitMs) ms) [H12]", into: &out)
        }
        activeVoiceState = identifier
        lastStateChange = now
    }

    private mutating func update(_ id: TemplateID, buttons: [TemplateButton], limit: Int, kind: TemplateKind, into out: inout [HostOutcome]) {
        guard let i = stack.firstIndex(where: { $0.id == id && $0.kind == kind }) else {
            return log("update of \(id) ignored: not on the stack", into: &out)
        }
        stack[i].buttons = Array(buttons.prefix(limit))
        if buttons.count > limit { out.append(.log("kept \(limit) of \(buttons.count) buttons [H8]")) }
    }

    /// A shown template's content changed: the car shows the new content (within the limits).
    private mutating func refresh(_ t: Template, into out: inout [HostOutcome]) {
        if presented?.id == t.id {
            presented = limited(t)
        } else if let i = stack.firstIndex(where: { $0.id == t.id }) {
            stack[i] = limited(t)
        } else if let i = stack.firstIndex(where: { $0.tabs.contains { $0.id == t.id } }), let j = stack[i].tabs.firstIndex(where: { $0.id == t.id }) {
            stack[i].tabs[j] = limited(t)
        } else {
            return log("content change of \(t) ignored: not on the car", into: &out)
        }
    }

    /// H4: a refusal. With a completion, an error later; without one, a crash (strict): CarPlay's
    /// `NSGenericException` with the error in its reason. A refusal `raising` an exception (H7's
    /// depth, H13, H6) crashes with it even with a completion.
    private mutating func refuse(_ call: HostCall, rule: HostRule, error: String, now: Instant, raising exception: String? = nil, into out: inout [HostOutcome]) {
        let mode = config.profile.mode(rule)
        log("call \(call.id) refused [\(rule)]: \(specWords(exception, error))", into: &out)
        if mode == .strict, exception != nil || !call.completion {
            if let exception { return crash(rule: rule, exception: exception, message: error, call: call.description, now: now, into: &out) }
            return crash(rule: rule, exception: HostMessages.genericException, message: HostMessages.noCompletion(error), call: call.description, now: now, into: &out)
        }
        if call.completion {
            out.append(.completion(HostCompletion(callID: call.id, generation: generation, success: false, error: error)))
        }
    }

    /// The app dies of `exception` (nil: a trap, not an exception) with `message`, its reason.
    private mutating func crash(rule: HostRule, exception: String?, message: String, call: String, now: Instant, into out: inout [HostOutcome]) {
        let spec = config.fidelity == .spec
        let report = CrashReport(rule: rule.rawValue, exception: spec ? nil : exception, message: spec ? specWords(exception, message) : message,
                                 call: call, hostState: summary, at: now)
        crashed = true
        log("CRASH [\(rule)] \(report.printed)", into: &out)
        out.append(.crash(report))
    }

    /// The words SPEC's reading has always recorded: an invalid argument's frame inside the
    /// message, the other reasons bare (the built-in app's records keep them).
    private func specWords(_ exception: String?, _ reason: String) -> String {
        config.fidelity == .spec && exception == HostMessages.invalidArgumentException ? HostMessages.invalidArgument(reason) : reason
    }
}

extension HostState: Fingerprintable {
    /// Everything but the configuration (fixed for a run) and the instants
    /// (`fingerprintInstants`).
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(connected)
        f.combine(generation)
        f.combine(stack)
        f.combine(presented)
        f.combine(activeVoiceState)
        f.combine(animation)
        f.combine(crashed)
    }

    /// The host's instants, relative to `now` (`fingerprint(into:)` leaves them out).
    @inlinable @inline(__always)
    public func fingerprintInstants(into f: inout Fingerprinter, now: Instant) {
        f.combine(lastStateChange, relativeTo: now)
    }
}

extension HostState.Animation: Fingerprintable {
    /// The call, its connection and its completion flag.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(callID)
        f.combine(generation)
        f.combine(completion)
    }
}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
