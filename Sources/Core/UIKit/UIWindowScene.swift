import Foundation

/// A scene that shows windows on a screen (the phone's, in UIKit). HeadUnit runs no phone
/// scenes; it exists so that `UIWindow(windowScene:)` and `window.windowScene` compile.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows of the scene, in the order they were attached.
    open internal(set) var windows: [UIWindow] = []
    /// The screen the scene shows on.
    open var screen: UIScreen = .main
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}
