/// A template with bar buttons and a back button (grid, list, information, voice control).
public protocol CPBarButtonProviding: NSObjectProtocol {
    /// The leading bar buttons; the car shows the first two.
    var leadingNavigationBarButtons: [CPBarButton] { get set }
    /// The trailing bar buttons; the car shows the first two.
    var trailingNavigationBarButtons: [CPBarButton] { get set }
    /// A custom back button, shown when the template is pushed.
    var backButton: CPBarButton? { get set }
}
