extension UISceneSession.Role {
    /// The role of a navigation app's CarPlay Dashboard scene (iOS 13.4).
    public static let CPTemplateApplicationDashboardSceneSessionRoleApplication =
        UISceneSession.Role(rawValue: "CPTemplateApplicationDashboardSceneSessionRoleApplication")
    /// The role of a navigation app's instrument cluster scene (iOS 15.4).
    public static let CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication =
        UISceneSession.Role(rawValue: "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication")
}
