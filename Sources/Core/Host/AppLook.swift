/// The app as the car's rail shows it while connected (B12): its name under its icon. Set
/// `HostConfig.app` to show a scene's own; without one the rail shows HeadUnit's icon.
///
/// ```swift
/// var config = HostConfig()
/// config.app = AppLook(name: "Podcasts", icon: ImageLook(systemName: "mic"))
/// let car = HeadUnit(config: config)
/// ```
public struct AppLook: Hashable, Sendable {
    /// The app's name, under its icon.
    public var name: String
    /// Its icon; nil draws the name's initial on a rounded square.
    public var icon: ImageLook?

    /// The app called `name`, with `icon`.
    public init(name: String, icon: ImageLook? = nil) {
        self.name = name
        self.icon = icon
    }
}
