import Foundation

/// The app object, as far as CarPlay's declarations name it: `CPApplicationDelegate` (the iOS 12
/// API, before scenes) is a `UIApplicationDelegate` whose methods take the application. HeadUnit
/// runs no app life cycle: there is one shared object, always active, and nothing launches.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The states an app is in.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// The keys of the options an app is launched with.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private static let sharedApplication = UIApplication()

    /// The app's one application object.
    open class var shared: UIApplication { sharedApplication }
    /// The app's delegate, if the app set one.
    open weak var delegate: (any UIApplicationDelegate)?
    /// Always `.active` here: HeadUnit runs no app life cycle.
    open var applicationState: State { .active }
    /// The scenes connected now: the car's scene while a car is plugged in (HeadUnit has no
    /// phone scenes). One set per process, as on a phone: tests that plug cars in parallel see
    /// each other's scenes, so ask whether yours is there rather than how many there are. The
    /// set holds each scene weakly: a car that goes away plugged in (a test that never unplugs)
    /// takes its scene with it, and the scene's delegate and templates are freed.
    @available(iOS 13.0, *)
    open var connectedScenes: Set<UIScene> { Set(scenes.compactMap(\.scene)) }
    private var scenes: [WeakScene] = []

    /// The keys of the options for opening a URL (`open(_:options:completionHandler:)`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// True when an installed app handles `url`'s scheme. HeadUnit's phone has no other apps:
    /// always false.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Asks the system to open `url` in the app that handles it. HeadUnit has no other apps:
    /// nothing opens, and `completion` gets `false` later on the main actor, never inside this call.
    @available(iOS 10.0, *)
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard let completion else { return }
        Task { @MainActor in completion(false) }
    }

    /// The car connected `scene` (HeadUnit's `CarPlay` calls it as the car plugs in).
    package func sceneConnected(_ scene: UIScene) {
        scenes.removeAll { $0.scene == nil }
        scenes.append(WeakScene(scene: scene))
    }
    /// The car disconnected `scene`.
    package func sceneDisconnected(_ scene: UIScene) { scenes.removeAll { $0.scene == nil || $0.scene === scene } }

    /// A connected scene, held weakly (its car holds it).
    private struct WeakScene {
        weak var scene: UIScene?
    }

    private override init() { super.init() }
}

/// The app's delegate: every method optional. HeadUnit calls none of them (nothing launches).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app finished launching (never called by HeadUnit).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    /// Optional: by default the launch goes on.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
}
