import Foundation

/// What a scene is made from: its name in the app's `Info.plist`, its role, its classes.
/// `session.configuration.name` is how a delegate tells its scenes apart. HeadUnit reads no
/// `Info.plist`: the car scene's configuration has the car's role and no name.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The name the app gave the configuration (`UISceneConfigurationName`), if any.
    open private(set) var name: String?
    /// The role of the scenes made from it.
    open private(set) var role: UISceneSession.Role

    /// A configuration named `name` for scenes of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
