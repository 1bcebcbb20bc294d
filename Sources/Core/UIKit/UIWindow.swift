import Foundation

/// The backdrop of a screen's views, and its root view controller. A `CPWindow` is one: the car
/// hands it to a navigation app to draw its map into. HeadUnit lays out and draws nothing: setting
/// the root view controller of a shown window loads its view, sizes it to the window and calls its
/// appearance and layout methods, so the scene's code runs, and nothing is painted.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The controller whose view fills the window. Setting it on a shown window makes the old
    /// one disappear and the new one appear.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController, !isHidden else { return }
            oldValue?.disappear()
            rootViewController?.appear(in: self, frame: bounds)
        }
    }
    /// True for the window that takes key events.
    open private(set) var isKeyWindow = false
    /// The screen the window is on.
    open var screen: UIScreen = .main
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.windows.removeAll { $0 === self }
            if let windowScene, !windowScene.windows.contains(where: { $0 === self }) { windowScene.windows.append(self) }
        }
    }

    /// A hidden window with this frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A hidden window for `windowScene`, the size of its screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
        windowScene.windows.append(self)
    }

    /// A window decoded from an archive (HeadUnit has none: a hidden empty window).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Showing the window shows its root view controller's view; hiding it makes it disappear.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden, let rootViewController else { return }
            if isHidden { rootViewController.disappear() } else { rootViewController.appear(in: self, frame: bounds) }
        }
    }

    /// Makes the window the key window.
    open func makeKey() { isKeyWindow = true }

    /// Makes the window the key window and shows it.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }
}
