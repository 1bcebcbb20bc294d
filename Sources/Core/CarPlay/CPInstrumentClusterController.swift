/// A navigation app's instrument cluster display (iOS 15.4). HeadUnit has no instrument cluster and
/// never connects one: it exists so the app's cluster code compiles.
open class CPInstrumentClusterController: NSObject {
    /// Told when the cluster's window connects and its settings change (never here).
    open weak var delegate: (any CPInstrumentClusterControllerDelegate)?
    /// The cluster's window: none here.
    open var instrumentClusterWindow: UIWindow? { nil }
    /// Whether the cluster shows the speed limit.
    open var speedLimitSetting: CPInstrumentClusterSetting { .unspecified }
    /// Whether the cluster shows a compass.
    open var compassSetting: CPInstrumentClusterSetting { .unspecified }
    /// What the cluster shows while no trip is guided, longest first.
    open var inactiveDescriptionVariants: [String] = []
    /// The same with inline images.
    open var attributedInactiveDescriptionVariants: [NSAttributedString] = []

    package override init() { super.init() }
}
