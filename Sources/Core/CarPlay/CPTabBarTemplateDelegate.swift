/// Told when the person selects a tab.
@available(iOS 14.0, *)
@preconcurrency @MainActor
public protocol CPTabBarTemplateDelegate: NSObjectProtocol {
    /// The person selected the tab showing `selectedTemplate`.
    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate)
}
