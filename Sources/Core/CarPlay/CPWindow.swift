/// The window on the car's screen that a navigation app draws its map in: CarPlay hands it over in
/// `templateApplicationScene(_:didConnect:to:)`, and the app sets its root view controller. HeadUnit
/// lays out and draws nothing in it: it is 800 × 480 points at 2× (HeadUnit's default display),
/// shown while the car is connected, and the root view controller's view is loaded and told it
/// appears, so the app's code runs; the car's screen shows the map template's controls only.
@preconcurrency @MainActor
open class CPWindow: UIWindow {
    /// The part of the window above the map buttons (the window's bounds here: HeadUnit lays
    /// nothing out).
    open private(set) lazy var mapButtonSafeAreaLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        return guide
    }()
    /// The scene the window belongs to.
    open weak var templateApplicationScene: CPTemplateApplicationScene?

    /// A car window with this frame, on the car's screen.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        screen = UIScreen.carScreen()
    }

    /// A window decoded from an archive (HeadUnit has none).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        screen = UIScreen.carScreen()
    }
}
