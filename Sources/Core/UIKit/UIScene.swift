import Foundation

/// An object in the responder chain: what scene delegates subclass
/// (`class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate`).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// A responder (a scene delegate, a view, a view controller).
    public override init() { super.init() }
}

/// A scene's session: its role and configuration name.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// The role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The phone's own window scene.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role.
    public let role: Role
    /// A stable identifier, from a counter.
    public let persistentIdentifier: String
    /// Anything the app keeps with the session.
    public var userInfo: [String: Any]?

    /// A session of `role`, identified by `persistentIdentifier` (HeadUnit makes them).
    public init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
    }

    /// The configuration the session's scene was made from: its role, and no name (HeadUnit
    /// reads no `Info.plist`).
    @available(iOS 13.0, *)
    open var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: role) }
}

/// One instance of the app's UI. CarPlay's scene is a subclass (`CPTemplateApplicationScene`).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// What a scene is connected with (nothing here: no URLs, no activities).
    public final class ConnectionOptions: NSObject {
        /// No options.
        public override init() { super.init() }
    }

    /// The activation state a scene is in.
    public enum ActivationState: Int, Sendable {
        /// Not connected.
        case unattached
        /// In front, receiving events.
        case foregroundActive
        /// In front, not receiving events.
        case foregroundInactive
        /// In the background.
        case background
    }

    /// The scene's session.
    public let session: UISceneSession
    /// Where the scene is.
    public package(set) var activationState: ActivationState = .unattached
    /// The scene's title.
    public var title: String = ""

    /// A scene of `session` (HeadUnit makes them when a car connects).
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// What the app asks of the system when it opens a URL (`nil`: the defaults).
    @available(iOS 13.0, *)
    @preconcurrency @MainActor
    public final class OpenExternalURLOptions: NSObject {
        /// The defaults.
        public override init() { super.init() }
    }

    /// Asks the system to open `url` in the app that handles it (Maps for `maps:`, the phone for
    /// `tel:`). HeadUnit has no other apps: nothing opens, and `completion` gets `false` later on
    /// the main actor, never inside this call. The car's scene also writes it in the host log.
    @available(iOS 13.0, *)
    open func open(_ url: URL, options: OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        guard let completion else { return }
        Task { @MainActor in completion(false) }
    }
}

/// The scene's life cycle, every method optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is about to connect.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Optional: by default nothing happens.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Optional: by default nothing happens.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Optional: by default nothing happens.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Optional: by default nothing happens.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Optional: by default nothing happens.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Optional: by default nothing happens.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
