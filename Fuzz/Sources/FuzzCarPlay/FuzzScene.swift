import Dispatch
import HeadUnitTesting

/// The scene an input drives: a scene delegate as apps write one, over a pool of templates of
/// every class (those its category may not use too, for H13), whose handlers and completions
/// do what the input says. It records what CarPlay tells it (completions, errors, the
/// delegates' calls), for the run's transcript, and every failure it is told, for the rule-id
/// check. It keeps no strong reference to itself in any closure it hands CarPlay.
@MainActor
final class FuzzScene: NSObject, CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate, CPTabBarTemplateDelegate,
    CPMapTemplateDelegate, CPPointOfInterestTemplateDelegate, @preconcurrency CPNowPlayingTemplateObserver {
    /// A failure CarPlay told the scene: a completion's `false` or error, an async form's throw.
    struct Failure: Equatable {
        /// Which request (`request 3: push`), as the record names it.
        var call: String
        /// Its place among the interface-controller calls the scene made (`issuedCalls`).
        var issued: Int
        /// The error's description; nil when the completion said `false` with no error.
        var error: String?
    }

    /// The templates the scene has made, the base ones first (`FuzzScene+Pool`).
    var pool: [CPTemplate] = []
    /// The interface controller of the current connection, and of the one before.
    private(set) var controller: CPInterfaceController?
    private(set) var staleController: CPInterfaceController?
    /// How the next `didConnect` sets its root.
    var plugStyle = PlugStyle(how: .completion, root: 0)
    /// The navigation session the map guides, once started.
    var navigationSession: CPNavigationSession?
    /// What the scene was told, in order.
    private(set) var record: [String] = []
    private(set) var failures: [Failure] = []
    /// The interface-controller calls made, in the order the host received them: the k-th is
    /// the k-th line the host log writes as `call N: setRootTemplate(…` (or another of the seven).
    private(set) var issuedCalls: [String] = []
    private var callCount = 0

    override init() {
        super.init()
        pool = makeBasePool()
        CPNowPlayingTemplate.shared.add(self)
    }

    func note(_ line: String) { record.append(line) }

    /// The template's name in the record: its place in the pool and its class.
    func name(_ template: CPTemplate?) -> String {
        guard let template else { return "nil" }
        let kind = String(describing: type(of: template))
        return pool.firstIndex { $0 === template }.map { "pool[\($0)] \(kind)" } ?? "a \(kind) not in the pool"
    }

    // MARK: - The cable

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        note("didConnect (\(plugStyle))")
        staleController = controller
        controller = interfaceController
        interfaceController.delegate = self
        guard plugStyle.how != .none else { return }
        let form: TemplateCall.Form
        switch plugStyle.how {
        case .completion, .none: form = .completion(then: nil)
        case .legacy: form = .legacy
        case .async: form = .async
        case .mainQueue: form = .mainQueue
        }
        perform(TemplateCall(operation: .setRoot, target: .pool(plugStyle.root), animated: false, form: form, stale: false))
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        note("didDisconnect\(interfaceController === controller ? "" : " (not the current controller)")")
    }

    // MARK: - Template calls

    /// Makes `call` as its form says; the record names it `request N: operation` (the scene's
    /// count, not the host's call number).
    func perform(_ call: TemplateCall) {
        callCount += 1
        let label = "request \(callCount): \(call.operation)"
        guard let controller = call.stale ? staleController : controller else { return note("\(label): no controller") }
        var template: CPTemplate?
        if call.operation.takesTemplate {
            template = resolve(call.target, on: controller)
            guard template != nil else { return note("\(label): \(call.target) is nil") }
        }
        note("\(label) \(name(template)) (\(call.form))")
        switch call.form {
        case .completion(let then):
            let k = issue(label)
            issue(call.operation, template, animated: call.animated, on: controller) { [weak self] success, error in
                self?.told(label, k, success, error)
                if let then { self?.react(then) }
            }
        case .nilCompletion:
            issue(label)
            issue(call.operation, template, animated: call.animated, on: controller, completion: nil)
        case .legacy:
            issue(label)
            issueLegacy(call.operation, template, animated: call.animated, on: controller)
        case .async:
            Task { [weak self, weak controller, weak template] in
                guard let controller, template != nil || !call.operation.takesTemplate, let k = self?.issue(label) else { return }
                do {
                    let success = try await Self.issueAsync(call.operation, template, animated: call.animated, on: controller)
                    self?.told(label, k, success, nil)
                } catch {
                    self?.told(label, k, false, error)
                }
            }
        case .mainQueue:
            var later = call
            later.form = .completion(then: nil)
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.perform(later) }
            }
        }
    }

    /// Counts an interface-controller call about to be made: its place among them.
    @discardableResult
    private func issue(_ label: String) -> Int {
        issuedCalls.append(label)
        return issuedCalls.count - 1
    }

    /// A handler's or a completion's reaction: a call, or a change.
    func react(_ step: FuzzStep) {
        switch step {
        case .call(let call): perform(call)
        case .change(let change): apply(change)
        case .tap, .tapShown, .advance, .make, .plug, .unplug: break
        }
    }

    private func resolve(_ ref: TemplateRef, on controller: CPInterfaceController) -> CPTemplate? {
        switch ref {
        case .pool(let index): return pool[index % pool.count]
        case .top: return controller.topTemplate
        case .root: return controller.rootTemplate
        case .presented: return controller.presentedTemplate
        }
    }

    private func told(_ label: String, _ issued: Int, _ success: Bool, _ error: (any Error)?) {
        let text = error.map { ($0 as NSError).localizedDescription }
        note("\(label): told \(success)\(text.map { ", error \"\($0)\"" } ?? "")")
        if !success || text != nil { failures.append(Failure(call: label, issued: issued, error: text)) }
    }

    private func issue(_ operation: TemplateCall.Operation, _ t: CPTemplate?, animated: Bool, on c: CPInterfaceController,
                       completion: ((Bool, (any Error)?) -> Void)?) {
        switch operation {
        case .setRoot: t.map { c.setRootTemplate($0, animated: animated, completion: completion) }
        case .push: t.map { c.pushTemplate($0, animated: animated, completion: completion) }
        case .pop: c.popTemplate(animated: animated, completion: completion)
        case .popToRoot: c.popToRootTemplate(animated: animated, completion: completion)
        case .popTo: t.map { c.pop(to: $0, animated: animated, completion: completion) }
        case .present: t.map { c.presentTemplate($0, animated: animated, completion: completion) }
        case .dismiss: c.dismissTemplate(animated: animated, completion: completion)
        }
    }

    private func issueLegacy(_ operation: TemplateCall.Operation, _ t: CPTemplate?, animated: Bool, on c: CPInterfaceController) {
        switch operation {
        case .setRoot: t.map { c.setRootTemplate($0, animated: animated) }
        case .push: t.map { c.pushTemplate($0, animated: animated) }
        case .pop: c.popTemplate(animated: animated)
        case .popToRoot: c.popToRootTemplate(animated: animated)
        case .popTo: t.map { c.pop(to: $0, animated: animated) }
        case .present: t.map { c.presentTemplate($0, animated: animated) }
        case .dismiss: c.dismissTemplate(animated: animated)
        }
    }

    private static func issueAsync(_ operation: TemplateCall.Operation, _ t: CPTemplate?, animated: Bool,
                                   on c: CPInterfaceController) async throws -> Bool {
        switch (operation, t) {
        case (.setRoot, let t?): return try await c.setRootTemplate(t, animated: animated)
        case (.push, let t?): return try await c.pushTemplate(t, animated: animated)
        case (.pop, _): return try await c.popTemplate(animated: animated)
        case (.popToRoot, _): return try await c.popToRootTemplate(animated: animated)
        case (.popTo, let t?): return try await c.pop(to: t, animated: animated)
        case (.present, let t?): return try await c.presentTemplate(t, animated: animated)
        case (.dismiss, _): return try await c.dismissTemplate(animated: animated)
        case (.setRoot, nil), (.push, nil), (.popTo, nil), (.present, nil): return false   // not made: `perform` checks first
        }
    }

    // MARK: - What CarPlay tells the scene

    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) { note("templateWillAppear \(name(aTemplate))") }
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) { note("templateDidAppear \(name(aTemplate))") }
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) { note("templateWillDisappear \(name(aTemplate))") }
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) { note("templateDidDisappear \(name(aTemplate))") }

    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate) {
        note("tab bar \(name(tabBarTemplate)) selected \(name(selectedTemplate))")
    }

    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {
        note("map region changed on \(name(pointOfInterestTemplate))")
    }

    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest) {
        note("\(name(pointOfInterestTemplate)) selected \"\(pointOfInterest.title)\"")
    }

    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) { note("Up Next tapped") }
    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) { note("album artist tapped") }

    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
        note("trip started on \(name(mapTemplate))")
        navigationSession = mapTemplate.startNavigationSession(for: trip)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {
        note("preview selected on \(name(mapTemplate))")
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) { note("pan \(direction.rawValue)") }
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) { note("panning shown") }
    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) { note("panning dismissed") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert) { note("navigation alert shown") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert,
                     dismissalContext: CPNavigationAlert.DismissalContext) {
        note("navigation alert dismissed (\(dismissalContext.rawValue))")
    }
}
