/// The words the host uses, kept beside the rules that use them (DESIGN.md, "Messages to reuse").
///
/// Where CarPlay has public words (its exceptions and its `CarPlayErrorDomain` errors, as apps'
/// crash logs print them), these are the framework's, verbatim, so users recognise them. Where
/// CarPlay has none (SPEC's reading only: a change refused mid-animation, a call after
/// disconnect), the words are HeadUnit's own and begin `HeadUnit:` so nobody mistakes them for
/// the framework's.
public enum HostMessages {
    /// CarPlay's error domain: every refusal that reaches a completion is an `NSError` in it.
    public static let errorDomain = "CarPlayErrorDomain"
    /// The code of CarPlay's template-operation errors.
    public static let errorCode = -1

    /// HeadUnit's own words, labelled as such.
    public static func ours(_ text: String) -> String { "HeadUnit: \(text)" }

    /// An error as `NSError` prints it: `Error Domain=CarPlayErrorDomain Code=-1 "…" UserInfo={…}`.
    public static func errorDescription(_ reason: String) -> String {
        "Error Domain=\(errorDomain) Code=\(errorCode) \"\(reason)\" UserInfo={NSLocalizedDescription=\(reason)}"
    }
    /// H4: a refusal made without a completion handler (CarPlay's `NSGenericException`).
    public static func noCompletion(_ reason: String) -> String {
        "An error was encountered during a template operation, but no completion block was specified. Error: \(errorDescription(reason))"
    }
    /// H3: a second present.
    public static let alreadyPresented = "Presenting a template while a template is already presented is not supported."
    /// H13 (SPEC's reading): a template of the wrong class for the call, or one the category does
    /// not allow, the allowed classes on one line.
    public static func unsupported(_ template: Template, selector: String, allowed: [TemplateKind]) -> String {
        "Unsupported object \(template) passed to \(selector). Allowed classes: {(\(allowed.map(\.className).joined(separator: ", ")))}"
    }
    /// H13, B4 (what CarPlay raises): a template of a class the call does not take, with the set
    /// the framework checked printed as NSSet prints itself (`{(\n    CPGridTemplate,\n    …\n)}`);
    /// the classes in name order (NSSet's own order is unspecified: HeadUnit's stable choice).
    public static func unsupportedObject(_ template: String, selector: String, allowed: [TemplateKind]) -> String {
        "Unsupported object \(template) passed to \(selector). Allowed classes: \(classSet(allowed))"
    }
    /// A set of classes as NSSet's description prints it: one a line, indented four spaces.
    public static func classSet(_ kinds: [TemplateKind]) -> String {
        "{(\n" + kinds.map(\.className).sorted().map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
    }
    /// H13 (SPEC's reading): a template the category allows, but never on the stack (a tab bar, an alert).
    public static func notPushable(_ template: Template) -> String {
        "Template \(template) was requested to be pushed but is not a pushable template."
    }
    /// H3: the same instance pushed twice.
    public static let sameInstance = "Pushing the same template instance more than once is not supported."
    /// H3: a push before any root.
    public static let noRoot = "Attempting to push a template without a root template. Set a root template first with setRootTemplate."
    /// H3: a pop at the root.
    public static let nothingToPop = "No templates were available to be popped."
    /// H3: `pop(to:)` of a template that is not on the stack.
    public static let notInStack = "The specified template does not exist in the current navigation hierarchy."
    /// H7: deeper than the category allows.
    public static let depthLimit = "Application exceeded the hierarchy depth limit"
    /// B4 (SPEC's reading): a tab bar with more tabs than the car shows, as the car side reports it.
    public static let tooManyTabs = "Application exceeded allowed number of tabs"
    /// B4: more tabs than `CPTabBarTemplate.maximumTabCount`, as `CPTabBarTemplate` raises it at
    /// `init(templates:)` and `updateTemplates(_:)` (the method checking is `validateTemplates:`).
    public static func tooManyTemplates(maximum: Int) -> String {
        "Too many templates passed to validateTemplates:. Maximum allowed is \(maximum)."
    }
    /// The exception CarPlay raises for an argument it does not take.
    public static let invalidArgumentException = "NSInvalidArgumentException"
    /// The exception CarPlay raises for the rest (no completion, the depth limit).
    public static let genericException = "NSGenericException"
    /// H2 (SPEC's reading): a change asked for mid-animation.
    public static let animationInFlight = ours("a template operation is already in progress; wait for its completion before starting another.")
    /// H7 (SPEC's reading): a push while a voice-control template is presented.
    public static let pushOverVoiceControl = ours("templates cannot be pushed while a CPVoiceControlTemplate is presented.")
    /// H10 (SPEC's reading): a call after the car disconnected.
    public static let disconnected = ours("the interface controller is no longer connected.")
    /// H10 (SPEC's reading): connect returned with no root template set.
    public static let noRootOnConnect = ours("the app did not set a root template before templateApplicationScene(_:didConnect:) returned.")
    /// H6 (SPEC's reading): activating a state the template did not keep.
    public static func unknownVoiceState(_ identifier: String) -> String {
        ours("no voice control state with identifier \"\(identifier)\"; the template keeps only the first 5 states it is given.")
    }
    /// H9: a main-queue-only handler called on the host's queue.
    public static func mainOnlyHandler(_ title: String) -> String {
        ours("the handler of \"\(title)\" is main-queue-only and ran on the host's queue (Main Thread Checker stops here; hop to the main queue first).")
    }
    /// H9 (SPEC's reading): a handler isolated to the main actor called on CarPlay's own queue. The
    /// words of Swift's trap as the phone's crash log shows them: Swift 6's entry check
    /// (`swift_task_isCurrentExecutor`) asks the main executor's `checkIsolated`, which is
    /// libdispatch's `dispatch_assert_queue` of the main queue (docs/FIDELITY.md "H9").
    public static let mainActorHandlerOffMain = "BUG IN CLIENT OF LIBDISPATCH: Assertion failed: Block was expected to execute on queue [com.apple.main-thread]"
    /// An uncaught exception as the app's console prints it, the crash logs' frame.
    public static func uncaught(_ exception: String, reason: String) -> String {
        "*** Terminating app due to uncaught exception '\(exception)', reason: '\(reason)'"
    }
    /// H13 (SPEC's reading): the invalid-argument frame, kept inside the message.
    public static func invalidArgument(_ reason: String) -> String {
        uncaught(invalidArgumentException, reason: reason)
    }
}
