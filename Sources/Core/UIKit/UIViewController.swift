import Foundation

/// The owner of a view and its life cycle: what a navigation app puts in its `CPWindow` to draw
/// the map. HeadUnit lays out and draws nothing: the controller's view is loaded on first use
/// (`loadView`, then `viewDidLoad`), and the appearance calls (`viewWillAppear` …
/// `viewDidDisappear`) and layout calls come when a window shows or stops showing it, in UIKit's
/// order, so the scene's code runs.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's title.
    open var title: String?
    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []
    /// The nib the controller was made with (HeadUnit loads none).
    public let nibName: String?
    /// The bundle of that nib.
    public let nibBundle: Bundle?

    /// A controller whose view comes from `nibName` in `nibBundle` (HeadUnit has no nibs: the view
    /// is `loadView`'s).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller decoded from an archive (HeadUnit has none: an empty controller).
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// A controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: - The view

    /// The controller's view, loaded on first use: `loadView()`, then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { adopt(newValue) }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// True once the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain `UIView` by default (override it and set `view`).
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { adopt(UIView(frame: .zero)) }
        viewDidLoad()
    }

    private func adopt(_ newView: UIView?) {
        if loadedView?.rootViewOf === self { loadedView?.rootViewOf = nil }
        loadedView = newView
        newView?.rootViewOf = self
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// The traits the controller is shown with (its view's).
    open var traitCollection: UITraitCollection {
        loadedView?.traitCollection ?? UITraitCollection(userInterfaceStyle: .dark, displayScale: 2)
    }

    // MARK: - Children

    /// Adds `childController` as a child (call its `didMove(toParent:)` once its view is in place).
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Takes the controller out of its parent (call `willMove(toParent: nil)` first).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller moves to another parent (or none).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to another parent (or none).
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Appearance (what a window calls when it shows or stops showing the view)

    /// The window shows the view now: it is loaded and sized to `frame`, and hears
    /// `viewWillAppear`, a layout, then `viewDidAppear`.
    package func appear(in window: UIWindow, frame: CGRect) {
        let view: UIView = view
        view.frame = frame
        viewWillAppear(false)
        window.addSubview(view)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        viewDidAppear(false)
    }

    /// The window stops showing the view.
    package func disappear() {
        viewWillDisappear(false)
        loadedView?.removeFromSuperview()
        viewDidDisappear(false)
    }
}
