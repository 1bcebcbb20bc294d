import Foundation

/// An object in the responder chain: what scene delegates subclass
/// (`class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate`).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}

/// A scene's session: its role and configuration name.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
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

    public init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
    }
}

/// One instance of the app's UI. CarPlay's scene is a subclass (`CPTemplateApplicationScene`).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// What a scene is connected with (nothing here: no URLs, no activities).
    public final class ConnectionOptions: NSObject {
        public override init() { super.init() }
    }

    /// The activation state a scene is in.
    public enum ActivationState: Int, Sendable {
        case unattached, foregroundActive, foregroundInactive, background
    }

    /// The scene's session.
    public let session: UISceneSession
    /// Where the scene is.
    public package(set) var activationState: ActivationState = .unattached
    /// The scene's title.
    public var title: String = ""

    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }
}

/// The scene's life cycle, every method optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
