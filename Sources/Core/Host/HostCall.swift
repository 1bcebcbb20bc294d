/// One call the app makes on the interface controller (the host's input).
///
/// The completion is modelled as a flag (DESIGN.md): `completion: true` means the app passed a
/// completion handler (or used the async form); the host then answers later with a
/// `HostCompletion`, never inside the call (H4).
public struct HostCall: Hashable, Sendable, CustomStringConvertible {
    /// The app's number for the call, echoed in its completion.
    public var id: Int
    /// What the app asked for.
    public var operation: HostOperation
    /// True when a completion handler was passed (N3).
    public var completion: Bool
    /// The call's `animated:` argument. SPEC's reading animates every change (H2); CarPlay's
    /// lands an unanimated one at once.
    public var animated: Bool
    /// The connection the caller's interface controller belongs to, when it says (a user's
    /// scene may keep an interface controller past its disconnect: its calls are refused, H10).
    public var generation: Int?

    /// A call numbered `id`; `completion` says whether a handler was passed (N3), `generation`
    /// which connection the caller's interface controller belongs to (nil: the current one),
    /// `animated` its `animated:` argument.
    public init(id: Int, operation: HostOperation, completion: Bool, generation: Int? = nil, animated: Bool = true) {
        self.id = id
        self.operation = operation
        self.completion = completion
        self.generation = generation
        self.animated = animated
    }

    /// The call as Objective-C would print it, for logs and crash reports.
    public var description: String {
        let c = completion ? "completion: {…}" : "completion: nil"
        switch operation {
        case .setRoot(let t): return "setRootTemplate(\(t), animated: \(animated), \(c))"
        case .push(let t): return "pushTemplate(\(t), animated: \(animated), \(c))"
        case .pop: return "popTemplate(animated: \(animated), \(c))"
        case .popToRoot: return "popToRootTemplate(animated: \(animated), \(c))"
        case .popTo(let t): return "pop(to: \(t), animated: \(animated), \(c))"
        case .present(let t): return "presentTemplate(\(t), animated: \(animated), \(c))"
        case .dismiss: return "dismissTemplate(animated: \(animated), \(c))"
        case .activate(let t, let identifier): return "activateVoiceControlState(withIdentifier: \"\(identifier)\") on \(t)"
        case .updateGridButtons(let t, let buttons):
            return "updateGridButtons([\(buttons.map { "\"\($0.title)\"" }.joined(separator: ", "))]) on \(t)"
        case .updateListItems(let t, let items): return "updateSections(\(items.count) items) on \(t)"
        case .refresh(let t): return "content of \(t) changed"
        }
    }

    /// The selector the framework's messages name (`pushTemplate:animated:completion:`).
    public var selector: String {
        switch operation {
        case .setRoot: return "setRootTemplate:animated:completion:"
        case .push: return "pushTemplate:animated:completion:"
        case .pop: return "popTemplateAnimated:completion:"
        case .popToRoot: return "popToRootTemplateAnimated:completion:"
        case .popTo: return "popToTemplate:animated:completion:"
        case .present: return "presentTemplate:animated:completion:"
        case .dismiss: return "dismissTemplateAnimated:completion:"
        case .activate: return "activateVoiceControlStateWithIdentifier:"
        case .updateGridButtons: return "updateGridButtons:"
        case .updateListItems: return "updateSections:"
        case .refresh: return "(a property of the template)"
        }
    }
}

/// The operations of `CPInterfaceController` and the templates that the host models.
public enum HostOperation: Hashable, Sendable {
    /// `setRootTemplate(_:animated:completion:)`: replaces the stack with this root (H10: the app
    /// sets one before connect returns).
    case setRoot(Template)
    /// `pushTemplate(_:animated:completion:)`: pushes over the top (H3; H7's depth limit).
    case push(Template)
    /// `popTemplate(animated:completion:)`: pops the top (refused at the root, H3).
    case pop
    /// `popToRootTemplate(animated:completion:)`: pops everything above the root.
    case popToRoot
    /// `pop(to:animated:completion:)`: pops every template above this one (its class checked as
    /// a push's is, H13).
    case popTo(Template)
    /// `presentTemplate(_:animated:completion:)`: presents over the stack (H3: one at a time).
    case present(Template)
    /// `dismissTemplate(animated:completion:)`: dismisses the modal (with none, does nothing: H3).
    case dismiss
    /// `CPVoiceControlTemplate.activateVoiceControlState(withIdentifier:)` (H6, H12). The real
    /// API has no completion, so a refusal always crashes.
    case activate(TemplateID, identifier: String)
    /// `CPGridTemplate.updateGridButtons(_:)`: a property change, not animated.
    case updateGridButtons(TemplateID, [TemplateButton])
    /// `CPListTemplate.updateSections(_:)`: a property change, not animated.
    case updateListItems(TemplateID, [TemplateButton])
    /// A property of a shown template changed (an item's text, a title, a tab's selection): the
    /// car shows the new content. Not animated; a template not on the car is left alone.
    case refresh(Template)

    /// True for the changes that animate and count against H2.
    public var animates: Bool {
        switch self {
        case .setRoot, .push, .pop, .popToRoot, .popTo, .present, .dismiss: return true
        case .activate, .updateGridButtons, .updateListItems, .refresh: return false
        }
    }
}

/// The host's answer to a call made with a completion, delivered later as an event (H4).
public struct HostCompletion: Hashable, Sendable {
    /// The app's call number.
    public var callID: Int
    /// The connection the call was made on (N4: completions from an earlier connection are stale).
    public var generation: Int
    /// True when the change happened.
    public var success: Bool
    /// The framework's error text for a refusal.
    public var error: String?

    /// An answer to call `callID` of connection `generation`: `success`, or a refusal with the
    /// framework's `error`.
    public init(callID: Int, generation: Int, success: Bool, error: String?) {
        self.callID = callID
        self.generation = generation
        self.success = success
        self.error = error
    }
}

extension HostCompletion: Fingerprintable {
    /// The call number, the connection, the outcome and the error text.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(callID)
        f.combine(generation)
        f.combine(success)
        f.combine(error)
    }
}
