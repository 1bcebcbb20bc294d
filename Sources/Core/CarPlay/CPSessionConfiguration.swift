/// What the car limits and how it looks. HeadUnit's car limits nothing, is dark, and never changes:
/// the delegate is never called.
open class CPSessionConfiguration: NSObject {
    /// Told when limits or the content style change (never here).
    open weak var delegate: (any CPSessionConfigurationDelegate)?
    /// The interface the car limits now: nothing here.
    open var limitedUserInterfaces: CPLimitableUserInterface { [] }
    /// The content style the car wants: dark here, as HeadUnit's car is.
    open var contentStyle: CPContentStyle { .dark }
    /// True when the car plays video (iOS 26.4): false here.
    open var supportsVideoPlayback: Bool { false }

    /// A configuration that tells `delegate` of changes.
    public init(delegate: any CPSessionConfigurationDelegate) {
        self.delegate = delegate
        super.init()
    }
}
