/// A template with bar buttons and a back button (grid, list, information, voice control).
public protocol CPBarButtonProviding: NSObjectProtocol {
    /// The leading bar buttons: the template keeps the first two, as the car shows them.
    var leadingNavigationBarButtons: [CPBarButton] { get set }
    /// The trailing bar buttons: the template keeps the first two, as the car shows them.
    var trailingNavigationBarButtons: [CPBarButton] { get set }
    /// A custom back button, shown when the template is pushed.
    var backButton: CPBarButton? { get set }
}
