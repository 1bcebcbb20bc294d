import Host

/// The car's interface controller: the seven template calls, each in its completion form, its
/// async form and the deprecated iOS 12 form, and what the car shows. Every call goes to
/// HeadUnit's strict host (B2): it refuses exactly what CarPlay refuses, with the framework's
/// words. You never create one: `templateApplicationScene(_:didConnect:)` hands it to you.
@preconcurrency @MainActor
open class CPInterfaceController: NSObject {
    /// Told when templates appear and disappear.
    public weak var delegate: (any CPInterfaceControllerDelegate)?
    /// True to ask the car for its dark style.
    @available(iOS 13.0, *)
    public var prefersDarkUserInterfaceStyle = false
    /// The host this controller talks to (weak: a scene that outlives its test finds it gone).
    package private(set) weak var session: TemplateHostSession?
    /// The connection this controller belongs to: after a disconnect its calls are refused (H10).
    package let generation: Int

    package init(session: TemplateHostSession, generation: Int) {
        self.session = session
        self.generation = generation
        super.init()
    }

    // MARK: - What the car shows (each changes when a change lands, its animation over)

    /// The templates on the stack, root first.
    public var templates: [CPTemplate] { session?.landedTemplates(for: self) ?? [] }
    /// The template on top of the stack.
    public var topTemplate: CPTemplate? { templates.last }
    /// The root template. Before a root has landed, an empty grid that is on no car (CarPlay's
    /// is nil behind this non-optional type).
    public var rootTemplate: CPTemplate { templates.first ?? CPGridTemplate(title: nil, gridButtons: []) }
    /// The presented template, once its presentation has landed: the instance you presented, as
    /// CarPlay maps the car's answer to your own template. Under SPEC's reading
    /// (`HostConfig.fidelity = .spec`, H5) a stand-in, never that instance: of the same class for
    /// the classes CarPlay presents; for any other (presented only with H13 off) a `CPTemplate`
    /// showing what was presented.
    public var presentedTemplate: CPTemplate? { session?.landedPresented(for: self) }
    /// The car's traits.
    @available(iOS 14.0, *)
    public var carTraitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .dark, displayScale: 2) }

    // MARK: - The seven template calls

    /// The async form of a call: its completion resumes the caller (the error thrown). As in
    /// CarPlay, whose async forms are the compiler's bridge of an Objective-C completion block,
    /// a completion that never comes (B4's same root, a call after a disconnect, H10, or after
    /// a crash, B6) leaves the caller suspended, silently: an unchecked continuation, so an
    /// explorer's abandoned traces do not each print Swift's "leaked its continuation" warning.
    /// B5: the caller is resumed in the main queue's order and the queue waits until it has
    /// run (`TemplateHostSession.wake`), so callers run one at a time, run after run.
    private func awaitingCompletion(_ call: (@escaping (Bool, (any Error)?) -> Void) -> Void) async throws -> Bool {
        session?.callerAwaits()
        let answer: Result<Bool, any Error> = await withUnsafeContinuation { continuation in
            call { [weak session] success, error in
                let answer: Result<Bool, any Error> = error.map { .failure($0) } ?? .success(success)
                session?.wake { continuation.resume(returning: answer) }
            }
        }
        session?.callerRuns()
        return try answer.get()
    }

    /// Makes `rootTemplate` the root, replacing the stack. Setting the current root again does nothing, and its completion never comes (B4).
    /// The completion is called later on the main queue, with CarPlay's error when the host
    /// refuses; without one, a refusal crashes the app (H4).
    @available(iOS 14.0, *)
    public func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        guard let session else { return }
        session.call(.setRoot(session.content(of: rootTemplate)), animated: animated, from: self, completion: completion)
    }

    /// `setRootTemplate` awaiting the car: true once the change is done; throws CarPlay's error when
    /// the host refuses it.
    @available(iOS 14.0, *)
    @discardableResult
    public func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try await awaitingCompletion { setRootTemplate(rootTemplate, animated: animated, completion: $0) }
    }

    /// `setRootTemplate` without a completion (iOS 12): a refusal crashes the app (H4).
    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "setRootTemplate(_:animated:completion:)")
    public func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool) {
        guard let session else { return }
        session.call(.setRoot(session.content(of: rootTemplate)), animated: animated, from: self, completion: nil)
    }

    /// Pushes `templateToPush` onto the stack (H3: not twice, not before a root; H7: not past the category's depth).
    /// The completion is called later on the main queue, with CarPlay's error when the host
    /// refuses; without one, a refusal crashes the app (H4).
    @available(iOS 14.0, *)
    public func pushTemplate(_ templateToPush: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        guard let session else { return }
        session.call(.push(session.content(of: templateToPush)), animated: animated, from: self, completion: completion)
    }

    /// `pushTemplate` awaiting the car: true once the change is done; throws CarPlay's error when
    /// the host refuses it.
    @available(iOS 14.0, *)
    @discardableResult
    public func pushTemplate(_ templateToPush: CPTemplate, animated: Bool) async throws -> Bool {
        try await awaitingCompletion { pushTemplate(templateToPush, animated: animated, completion: $0) }
    }

    /// `pushTemplate` without a completion (iOS 12): a refusal crashes the app (H4).
    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "pushTemplate(_:animated:completion:)")
    public func pushTemplate(_ templateToPush: CPTemplate, animated: Bool) {
        guard let session else { return }
        session.call(.push(session.content(of: templateToPush)), animated: animated, from: self, completion: nil)
    }

    /// Pops the top template (H3: refused at the root).
    /// The completion is called later on the main queue, with CarPlay's error when the host
    /// refuses; without one, a refusal crashes the app (H4).
    @available(iOS 14.0, *)
    public func popTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        guard let session else { return }
        session.call(.pop, animated: animated, from: self, completion: completion)
    }

    /// `popTemplate` awaiting the car: true once the change is done; throws CarPlay's error when
    /// the host refuses it.
    @available(iOS 14.0, *)
    @discardableResult
    public func popTemplate(animated: Bool) async throws -> Bool {
        try await awaitingCompletion { popTemplate(animated: animated, completion: $0) }
    }

    /// `popTemplate` without a completion (iOS 12): a refusal crashes the app (H4).
    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "popTemplate(animated:completion:)")
    public func popTemplate(animated: Bool) {
        guard let session else { return }
        session.call(.pop, animated: animated, from: self, completion: nil)
    }

    /// Pops every template above the root (H3: refused at the root).
    /// The completion is called later on the main queue, with CarPlay's error when the host
    /// refuses; without one, a refusal crashes the app (H4).
    @available(iOS 14.0, *)
    public func popToRootTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        guard let session else { return }
        session.call(.popToRoot, animated: animated, from: self, completion: completion)
    }

    /// `popToRootTemplate` awaiting the car: true once the change is done; throws CarPlay's error when
    /// the host refuses it.
    @available(iOS 14.0, *)
    @discardableResult
    public func popToRootTemplate(animated: Bool) async throws -> Bool {
        try await awaitingCompletion { popToRootTemplate(animated: animated, completion: $0) }
    }

    /// `popToRootTemplate` without a completion (iOS 12): a refusal crashes the app (H4).
    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "popToRootTemplate(animated:completion:)")
    public func popToRootTemplate(animated: Bool) {
        guard let session else { return }
        session.call(.popToRoot, animated: animated, from: self, completion: nil)
    }

    /// Pops every template above `targetTemplate` (refused when it is not on the stack; a class
    /// that is never pushed raises, as a push of it does, H13).
    /// The completion is called later on the main queue, with CarPlay's error when the host
    /// refuses; without one, a refusal crashes the app (H4).
    @available(iOS 14.0, *)
    public func pop(to targetTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        guard let session else { return }
        session.call(.popTo(session.content(of: targetTemplate)), animated: animated, from: self, completion: completion)
    }

    /// `pop` awaiting the car: true once the change is done; throws CarPlay's error when
    /// the host refuses it.
    @available(iOS 14.0, *)
    @discardableResult
    public func pop(to targetTemplate: CPTemplate, animated: Bool) async throws -> Bool {
        try await awaitingCompletion { pop(to: targetTemplate, animated: animated, completion: $0) }
    }

    /// `pop` without a completion (iOS 12): a refusal crashes the app (H4).
    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "pop(to:animated:completion:)")
    public func pop(to targetTemplate: CPTemplate, animated: Bool) {
        guard let session else { return }
        session.call(.popTo(session.content(of: targetTemplate)), animated: animated, from: self, completion: nil)
    }

    /// Presents an alert, an action sheet or a voice-control template over the stack (H3: one at a time).
    /// The completion is called later on the main queue, with CarPlay's error when the host
    /// refuses; without one, a refusal crashes the app (H4).
    @available(iOS 14.0, *)
    public func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        guard let session else { return }
        session.call(.present(session.content(of: templateToPresent)), animated: animated, from: self, completion: completion)
    }

    /// `presentTemplate` awaiting the car: true once the change is done; throws CarPlay's error when
    /// the host refuses it.
    @available(iOS 14.0, *)
    @discardableResult
    public func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) async throws -> Bool {
        try await awaitingCompletion { presentTemplate(templateToPresent, animated: animated, completion: $0) }
    }

    /// `presentTemplate` without a completion (iOS 12): a refusal crashes the app (H4).
    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "presentTemplate(_:animated:completion:)")
    public func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) {
        guard let session else { return }
        session.call(.present(session.content(of: templateToPresent)), animated: animated, from: self, completion: nil)
    }

    /// Dismisses the presented template (nothing presented: nothing happens).
    /// The completion is called later on the main queue, with CarPlay's error when the host
    /// refuses; without one, a refusal crashes the app (H4).
    @available(iOS 14.0, *)
    public func dismissTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {
        guard let session else { return }
        session.call(.dismiss, animated: animated, from: self, completion: completion)
    }

    /// `dismissTemplate` awaiting the car: true once the change is done; throws CarPlay's error when
    /// the host refuses it.
    @available(iOS 14.0, *)
    @discardableResult
    public func dismissTemplate(animated: Bool) async throws -> Bool {
        try await awaitingCompletion { dismissTemplate(animated: animated, completion: $0) }
    }

    /// `dismissTemplate` without a completion (iOS 12): a refusal crashes the app (H4).
    @available(iOS, introduced: 12.0, deprecated: 14.0, renamed: "dismissTemplate(animated:completion:)")
    public func dismissTemplate(animated: Bool) {
        guard let session else { return }
        session.call(.dismiss, animated: animated, from: self, completion: nil)
    }
}
