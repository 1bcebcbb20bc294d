/// The real framework's words, kept beside the rules that use them so users recognise them
/// (DESIGN.md, "Messages to reuse").
public enum HostMessages {
    /// H4: a refusal made without a completion handler.
    public static func noCompletion(_ error: String) -> String {
        "An error was encountered during a template operation, but no completion block was specified. Error: \(error)"
    }
    /// H3: a second present.
    public static let alreadyPresented = "Presenting a template while a template is already presented is not supported."
    /// H13: a template of the wrong class for the call.
    public static func unsupported(_ template: Template, selector: String, allowed: [TemplateKind]) -> String {
        "Unsupported object \(template) passed to \(selector). Allowed classes: {(\(allowed.map(\.className).joined(separator: ", ")))}"
    }
    /// H3: the same instance pushed twice.
    public static let sameInstance = "Pushing the same template instance more than once is not supported."
    /// H3: a push before any root.
    public static let noRoot = "Attempting to push a template without a root template. Set a root template first with setRootTemplate."
    /// H3: a pop at the root.
    public static let nothingToPop = "No templates were available to be popped."
    /// H7: deeper than the category allows.
    public static let depthLimit = "Application exceeded the hierarchy depth limit"
    /// H2: a change asked for mid-animation (the framework's error domain wording).
    public static let animationInFlight = "Error Domain=CPTemplateErrorDomain Code=1 \"A template operation is already in progress; wait for its completion before starting another.\""
    /// H7: a push while a voice-control template is presented.
    public static let pushOverVoiceControl = "Error Domain=CPTemplateErrorDomain Code=2 \"Templates cannot be pushed while a CPVoiceControlTemplate is presented.\""
    /// H10: a call after the car disconnected.
    public static let disconnected = "Error Domain=CPTemplateErrorDomain Code=3 \"The interface controller is no longer connected.\""
    /// H10: connect returned with no root template set.
    public static let noRootOnConnect = "Application did not set a root template before templateApplicationScene:didConnectInterfaceController: returned."
    /// H6: activating a state the template did not keep.
    public static func unknownVoiceState(_ identifier: String) -> String {
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'No voice control state with identifier \"\(identifier)\"; the template keeps only the first 5 states it is given.'"
    }
    /// H9: a main-queue-only handler called on the host's queue.
    public static func mainOnlyHandler(_ title: String) -> String {
        "Main Thread Checker: UI API called on a background thread: handler of \"\(title)\" (CarPlay calls handlers on its own queue; hop to the main queue first)"
    }
    /// H13: invalid-argument crash prefix.
    public static func invalidArgument(_ reason: String) -> String {
        "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '\(reason)'"
    }
}
