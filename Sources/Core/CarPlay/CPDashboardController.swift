/// The CarPlay Dashboard's shortcuts of a navigation app (iOS 13.4). HeadUnit has no dashboard:
/// the buttons are kept.
open class CPDashboardController: NSObject {
    /// The shortcuts (the dashboard shows two).
    open var shortcutButtons: [CPDashboardButton] = []

    package override init() { super.init() }
}
