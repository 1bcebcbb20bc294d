// The CarPlay SDK surface: the interface controller, the scenes and their delegates, windows, the dashboard, the instrument cluster and the session configuration.
//
// Each use below compiles only when HeadUnit declares the SDK's declaration with the Swift signature
// the iOS 26.x SDK imports (docs/sdk/CarPlay-26.tsv), and is tagged with that row's id
// (`// sdk: <id>`). These functions are compiled, never run. Each is `@MainActor` or `nonisolated` as
// the manifest's isolation column says, so a declaration isolated unlike the SDK's does not compile
// either (docs/sdk/README.md, "What the surface checks").
import CarPlay
import CoreLocation
import Foundation
import MapKit
import UIKit

/// CPInterfaceController: the template stack of the car's screen.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
@MainActor func surfaceOfCPInterfaceController() {
    requireSendable(CPInterfaceController.self) // sdk: CPInterfaceController
    let _: NSObject.Type = CPInterfaceController.self // sdk: CPInterfaceController
    let _: ReferenceWritableKeyPath<CPInterfaceController, (any CPInterfaceControllerDelegate)?> = \CPInterfaceController.delegate // sdk: CPInterfaceController.delegate
    let _: ReferenceWritableKeyPath<CPInterfaceController, Bool> = \CPInterfaceController.prefersDarkUserInterfaceStyle // sdk: CPInterfaceController.prefersDarkUserInterfaceStyle
    let _: (CPInterfaceController) -> (CPTemplate, Bool, ((Bool, (any Error)?) -> Void)?) -> Void = CPInterfaceController.setRootTemplate(_:animated:completion:) // sdk: CPInterfaceController.setRootTemplate(_:animated:completion:)
    let _: (CPInterfaceController) -> (CPTemplate, Bool) async throws -> Bool = CPInterfaceController.setRootTemplate(_:animated:) // sdk: CPInterfaceController.setRootTemplate(_:animated:) async
    let _: (CPInterfaceController) -> (CPTemplate, Bool, ((Bool, (any Error)?) -> Void)?) -> Void = CPInterfaceController.pushTemplate(_:animated:completion:) // sdk: CPInterfaceController.pushTemplate(_:animated:completion:)
    let _: (CPInterfaceController) -> (CPTemplate, Bool) async throws -> Bool = CPInterfaceController.pushTemplate(_:animated:) // sdk: CPInterfaceController.pushTemplate(_:animated:) async
    let _: (CPInterfaceController) -> (Bool, ((Bool, (any Error)?) -> Void)?) -> Void = CPInterfaceController.popTemplate(animated:completion:) // sdk: CPInterfaceController.popTemplate(animated:completion:)
    let _: (CPInterfaceController) -> (Bool) async throws -> Bool = CPInterfaceController.popTemplate(animated:) // sdk: CPInterfaceController.popTemplate(animated:) async
    let _: (CPInterfaceController) -> (Bool, ((Bool, (any Error)?) -> Void)?) -> Void = CPInterfaceController.popToRootTemplate(animated:completion:) // sdk: CPInterfaceController.popToRootTemplate(animated:completion:)
    let _: (CPInterfaceController) -> (Bool) async throws -> Bool = CPInterfaceController.popToRootTemplate(animated:) // sdk: CPInterfaceController.popToRootTemplate(animated:) async
    let _: (CPInterfaceController) -> (CPTemplate, Bool, ((Bool, (any Error)?) -> Void)?) -> Void = CPInterfaceController.pop(to:animated:completion:) // sdk: CPInterfaceController.pop(to:animated:completion:)
    let _: (CPInterfaceController) -> (CPTemplate, Bool) async throws -> Bool = CPInterfaceController.pop(to:animated:) // sdk: CPInterfaceController.pop(to:animated:) async
    let _: (CPInterfaceController) -> (CPTemplate, Bool, ((Bool, (any Error)?) -> Void)?) -> Void = CPInterfaceController.presentTemplate(_:animated:completion:) // sdk: CPInterfaceController.presentTemplate(_:animated:completion:)
    let _: (CPInterfaceController) -> (CPTemplate, Bool) async throws -> Bool = CPInterfaceController.presentTemplate(_:animated:) // sdk: CPInterfaceController.presentTemplate(_:animated:) async
    let _: (CPInterfaceController) -> (Bool, ((Bool, (any Error)?) -> Void)?) -> Void = CPInterfaceController.dismissTemplate(animated:completion:) // sdk: CPInterfaceController.dismissTemplate(animated:completion:)
    let _: (CPInterfaceController) -> (Bool) async throws -> Bool = CPInterfaceController.dismissTemplate(animated:) // sdk: CPInterfaceController.dismissTemplate(animated:) async
    let _: (CPInterfaceController) -> (CPTemplate, Bool) -> Void = CPInterfaceController.setRootTemplate(_:animated:) // sdk: CPInterfaceController.setRootTemplate(_:animated:)
    let _: (CPInterfaceController) -> (CPTemplate, Bool) -> Void = CPInterfaceController.pushTemplate(_:animated:) // sdk: CPInterfaceController.pushTemplate(_:animated:)
    let _: (CPInterfaceController) -> (Bool) -> Void = CPInterfaceController.popTemplate(animated:) // sdk: CPInterfaceController.popTemplate(animated:)
    let _: (CPInterfaceController) -> (Bool) -> Void = CPInterfaceController.popToRootTemplate(animated:) // sdk: CPInterfaceController.popToRootTemplate(animated:)
    let _: (CPInterfaceController) -> (CPTemplate, Bool) -> Void = CPInterfaceController.pop(to:animated:) // sdk: CPInterfaceController.pop(to:animated:)
    let _: (CPInterfaceController) -> (CPTemplate, Bool) -> Void = CPInterfaceController.presentTemplate(_:animated:) // sdk: CPInterfaceController.presentTemplate(_:animated:)
    let _: (CPInterfaceController) -> (Bool) -> Void = CPInterfaceController.dismissTemplate(animated:) // sdk: CPInterfaceController.dismissTemplate(animated:)
    let _: KeyPath<CPInterfaceController, CPTemplate?> = \CPInterfaceController.presentedTemplate // sdk: CPInterfaceController.presentedTemplate
    let _: KeyPath<CPInterfaceController, CPTemplate> = \CPInterfaceController.rootTemplate // sdk: CPInterfaceController.rootTemplate
    let _: KeyPath<CPInterfaceController, CPTemplate?> = \CPInterfaceController.topTemplate // sdk: CPInterfaceController.topTemplate
    let _: KeyPath<CPInterfaceController, [CPTemplate]> = \CPInterfaceController.templates // sdk: CPInterfaceController.templates
    let _: KeyPath<CPInterfaceController, UITraitCollection> = \CPInterfaceController.carTraitCollection // sdk: CPInterfaceController.carTraitCollection
}

nonisolated func surfaceOfCarPlayErrorDomain() {
    let _: String = CarPlayErrorDomain // sdk: CarPlayErrorDomain
}

/// CPInterfaceControllerDelegate: a conformer implementing every requirement, isolated as the protocol is.
@MainActor final class SurfaceInterfaceControllerDelegateConformer: NSObject, CPInterfaceControllerDelegate { // sdk: CPInterfaceControllerDelegate
    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) {} // sdk: CPInterfaceControllerDelegate.templateWillAppear(_:animated:)
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {} // sdk: CPInterfaceControllerDelegate.templateDidAppear(_:animated:)
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) {} // sdk: CPInterfaceControllerDelegate.templateWillDisappear(_:animated:)
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) {} // sdk: CPInterfaceControllerDelegate.templateDidDisappear(_:animated:)
}

/// CPInterfaceControllerDelegate: every requirement, called through the protocol.
@MainActor func surfaceOfCPInterfaceControllerDelegate(_ conformer: any CPInterfaceControllerDelegate) {
    let _: (CPTemplate, Bool) -> Void = conformer.templateWillAppear(_:animated:) // sdk: CPInterfaceControllerDelegate.templateWillAppear(_:animated:)
    let _: (CPTemplate, Bool) -> Void = conformer.templateDidAppear(_:animated:) // sdk: CPInterfaceControllerDelegate.templateDidAppear(_:animated:)
    let _: (CPTemplate, Bool) -> Void = conformer.templateWillDisappear(_:animated:) // sdk: CPInterfaceControllerDelegate.templateWillDisappear(_:animated:)
    let _: (CPTemplate, Bool) -> Void = conformer.templateDidDisappear(_:animated:) // sdk: CPInterfaceControllerDelegate.templateDidDisappear(_:animated:)
}

/// CPTemplateApplicationScene: the car's scene.
@MainActor func surfaceOfCPTemplateApplicationScene() {
    requireSendable(CPTemplateApplicationScene.self) // sdk: CPTemplateApplicationScene
    let _: UIScene.Type = CPTemplateApplicationScene.self // sdk: CPTemplateApplicationScene
    let _: ReferenceWritableKeyPath<CPTemplateApplicationScene, (any CPTemplateApplicationSceneDelegate)?> = \CPTemplateApplicationScene.delegate // sdk: CPTemplateApplicationScene.delegate
    let _: KeyPath<CPTemplateApplicationScene, CPInterfaceController> = \CPTemplateApplicationScene.interfaceController // sdk: CPTemplateApplicationScene.interfaceController
    let _: KeyPath<CPTemplateApplicationScene, CPWindow> = \CPTemplateApplicationScene.carWindow // sdk: CPTemplateApplicationScene.carWindow
    let _: KeyPath<CPTemplateApplicationScene, UIUserInterfaceStyle> = \CPTemplateApplicationScene.contentStyle // sdk: CPTemplateApplicationScene.contentStyle
}

nonisolated func surfaceOfSessionRoles() {
    let _: UISceneSession.Role = .carTemplateApplication // sdk: UISceneSession.Role.carTemplateApplication
    let _: UISceneSession.Role = .CPTemplateApplicationDashboardSceneSessionRoleApplication // sdk: UISceneSession.Role.CPTemplateApplicationDashboardSceneSessionRoleApplication
    let _: UISceneSession.Role = .CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication // sdk: UISceneSession.Role.CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication
}

/// CPTemplateApplicationSceneDelegate: a conformer implementing every requirement, isolated as the protocol is.
@MainActor final class SurfaceTemplateApplicationSceneDelegateConformer: NSObject, CPTemplateApplicationSceneDelegate { // sdk: CPTemplateApplicationSceneDelegate
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow) {} // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didConnect:to:)
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow) {} // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didDisconnect:from:)
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert) {} // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didSelect:) CPNavigationAlert
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver) {} // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didSelect:) CPManeuver
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {} // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didConnect:)
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {} // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didDisconnectInterfaceController:)
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {} // sdk: CPTemplateApplicationSceneDelegate.contentStyleDidChange(_:)
}

/// CPTemplateApplicationSceneDelegate: every requirement, called through the protocol.
@MainActor func surfaceOfCPTemplateApplicationSceneDelegate(_ conformer: any CPTemplateApplicationSceneDelegate) {
    let _: (CPTemplateApplicationScene, CPInterfaceController, CPWindow) -> Void = conformer.templateApplicationScene(_:didConnect:to:) // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didConnect:to:)
    let _: (CPTemplateApplicationScene, CPInterfaceController, CPWindow) -> Void = conformer.templateApplicationScene(_:didDisconnect:from:) // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didDisconnect:from:)
    let _: (CPTemplateApplicationScene, CPNavigationAlert) -> Void = conformer.templateApplicationScene(_:didSelect:) // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didSelect:) CPNavigationAlert
    let _: (CPTemplateApplicationScene, CPManeuver) -> Void = conformer.templateApplicationScene(_:didSelect:) // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didSelect:) CPManeuver
    let _: (CPTemplateApplicationScene, CPInterfaceController) -> Void = conformer.templateApplicationScene(_:didConnect:) // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didConnect:)
    let _: (CPTemplateApplicationScene, CPInterfaceController) -> Void = conformer.templateApplicationScene(_:didDisconnectInterfaceController:) // sdk: CPTemplateApplicationSceneDelegate.templateApplicationScene(_:didDisconnectInterfaceController:)
    let _: (UIUserInterfaceStyle) -> Void = conformer.contentStyleDidChange(_:) // sdk: CPTemplateApplicationSceneDelegate.contentStyleDidChange(_:)
}

/// CPWindow: the window a navigation app draws its map in.
@MainActor func surfaceOfCPWindow() {
    requireSendable(CPWindow.self) // sdk: CPWindow
    let _: UIWindow.Type = CPWindow.self // sdk: CPWindow
    let _: KeyPath<CPWindow, UILayoutGuide> = \CPWindow.mapButtonSafeAreaLayoutGuide // sdk: CPWindow.mapButtonSafeAreaLayoutGuide
    let _: ReferenceWritableKeyPath<CPWindow, CPTemplateApplicationScene?> = \CPWindow.templateApplicationScene // sdk: CPWindow.templateApplicationScene
}

/// CPTemplateApplicationDashboardScene: the CarPlay Dashboard scene.
@MainActor func surfaceOfCPTemplateApplicationDashboardScene() {
    requireSendable(CPTemplateApplicationDashboardScene.self) // sdk: CPTemplateApplicationDashboardScene
    let _: UIScene.Type = CPTemplateApplicationDashboardScene.self // sdk: CPTemplateApplicationDashboardScene
    let _: ReferenceWritableKeyPath<CPTemplateApplicationDashboardScene, (any CPTemplateApplicationDashboardSceneDelegate)?> = \CPTemplateApplicationDashboardScene.delegate // sdk: CPTemplateApplicationDashboardScene.delegate
    let _: KeyPath<CPTemplateApplicationDashboardScene, CPDashboardController> = \CPTemplateApplicationDashboardScene.dashboardController // sdk: CPTemplateApplicationDashboardScene.dashboardController
    let _: KeyPath<CPTemplateApplicationDashboardScene, UIWindow> = \CPTemplateApplicationDashboardScene.dashboardWindow // sdk: CPTemplateApplicationDashboardScene.dashboardWindow
}

/// CPTemplateApplicationDashboardSceneDelegate: a conformer implementing every requirement, isolated as the protocol is.
@MainActor final class SurfaceTemplateApplicationDashboardSceneDelegateConformer: NSObject, CPTemplateApplicationDashboardSceneDelegate { // sdk: CPTemplateApplicationDashboardSceneDelegate
    func templateApplicationDashboardScene(_ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didConnect dashboardController: CPDashboardController, to window: UIWindow) {} // sdk: CPTemplateApplicationDashboardSceneDelegate.templateApplicationDashboardScene(_:didConnect:to:)
    func templateApplicationDashboardScene(_ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didDisconnect dashboardController: CPDashboardController, from window: UIWindow) {} // sdk: CPTemplateApplicationDashboardSceneDelegate.templateApplicationDashboardScene(_:didDisconnect:from:)
}

/// CPTemplateApplicationDashboardSceneDelegate: every requirement, called through the protocol.
@MainActor func surfaceOfCPTemplateApplicationDashboardSceneDelegate(_ conformer: any CPTemplateApplicationDashboardSceneDelegate) {
    let _: (CPTemplateApplicationDashboardScene, CPDashboardController, UIWindow) -> Void = conformer.templateApplicationDashboardScene(_:didConnect:to:) // sdk: CPTemplateApplicationDashboardSceneDelegate.templateApplicationDashboardScene(_:didConnect:to:)
    let _: (CPTemplateApplicationDashboardScene, CPDashboardController, UIWindow) -> Void = conformer.templateApplicationDashboardScene(_:didDisconnect:from:) // sdk: CPTemplateApplicationDashboardSceneDelegate.templateApplicationDashboardScene(_:didDisconnect:from:)
}

/// CPDashboardController: the Dashboard's shortcut buttons.
nonisolated func surfaceOfCPDashboardController() {
    let _: NSObject.Type = CPDashboardController.self // sdk: CPDashboardController
    let _: ReferenceWritableKeyPath<CPDashboardController, [CPDashboardButton]> = \CPDashboardController.shortcutButtons // sdk: CPDashboardController.shortcutButtons
}

/// CPDashboardButton: a shortcut button of the Dashboard.
nonisolated func surfaceOfCPDashboardButton() {
    let _: NSObject.Type = CPDashboardButton.self // sdk: CPDashboardButton
    let _: ([String], [String], UIImage, ((CPDashboardButton) -> Void)?) -> CPDashboardButton = CPDashboardButton.init(titleVariants:subtitleVariants:image:handler:) // sdk: CPDashboardButton.init(titleVariants:subtitleVariants:image:handler:)
    _ = CPDashboardButton(titleVariants: given(), subtitleVariants: given(), image: given()) // sdk: CPDashboardButton.init(titleVariants:subtitleVariants:image:handler:)
    let _: KeyPath<CPDashboardButton, UIImage> = \CPDashboardButton.image // sdk: CPDashboardButton.image
    let _: KeyPath<CPDashboardButton, [String]> = \CPDashboardButton.titleVariants // sdk: CPDashboardButton.titleVariants
    let _: KeyPath<CPDashboardButton, [String]> = \CPDashboardButton.subtitleVariants // sdk: CPDashboardButton.subtitleVariants
}

/// CPTemplateApplicationInstrumentClusterScene: the instrument cluster scene.
@MainActor func surfaceOfCPTemplateApplicationInstrumentClusterScene() {
    requireSendable(CPTemplateApplicationInstrumentClusterScene.self) // sdk: CPTemplateApplicationInstrumentClusterScene
    let _: UIScene.Type = CPTemplateApplicationInstrumentClusterScene.self // sdk: CPTemplateApplicationInstrumentClusterScene
    let _: ReferenceWritableKeyPath<CPTemplateApplicationInstrumentClusterScene, (any CPTemplateApplicationInstrumentClusterSceneDelegate)?> = \CPTemplateApplicationInstrumentClusterScene.delegate // sdk: CPTemplateApplicationInstrumentClusterScene.delegate
    let _: KeyPath<CPTemplateApplicationInstrumentClusterScene, CPInstrumentClusterController> = \CPTemplateApplicationInstrumentClusterScene.instrumentClusterController // sdk: CPTemplateApplicationInstrumentClusterScene.instrumentClusterController
    let _: KeyPath<CPTemplateApplicationInstrumentClusterScene, UIUserInterfaceStyle> = \CPTemplateApplicationInstrumentClusterScene.contentStyle // sdk: CPTemplateApplicationInstrumentClusterScene.contentStyle
}

/// CPTemplateApplicationInstrumentClusterSceneDelegate: a conformer implementing every requirement, isolated as the protocol is.
@MainActor final class SurfaceTemplateApplicationInstrumentClusterSceneDelegateConformer: NSObject, CPTemplateApplicationInstrumentClusterSceneDelegate { // sdk: CPTemplateApplicationInstrumentClusterSceneDelegate
    func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene, didConnect instrumentClusterController: CPInstrumentClusterController) {} // sdk: CPTemplateApplicationInstrumentClusterSceneDelegate.templateApplicationInstrumentClusterScene(_:didConnect:)
    func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene, didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController) {} // sdk: CPTemplateApplicationInstrumentClusterSceneDelegate.templateApplicationInstrumentClusterScene(_:didDisconnectInstrumentClusterController:)
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {} // sdk: CPTemplateApplicationInstrumentClusterSceneDelegate.contentStyleDidChange(_:)
}

/// CPTemplateApplicationInstrumentClusterSceneDelegate: every requirement, called through the protocol.
@MainActor func surfaceOfCPTemplateApplicationInstrumentClusterSceneDelegate(_ conformer: any CPTemplateApplicationInstrumentClusterSceneDelegate) {
    let _: (CPTemplateApplicationInstrumentClusterScene, CPInstrumentClusterController) -> Void = conformer.templateApplicationInstrumentClusterScene(_:didConnect:) // sdk: CPTemplateApplicationInstrumentClusterSceneDelegate.templateApplicationInstrumentClusterScene(_:didConnect:)
    let _: (CPTemplateApplicationInstrumentClusterScene, CPInstrumentClusterController) -> Void = conformer.templateApplicationInstrumentClusterScene(_:didDisconnectInstrumentClusterController:) // sdk: CPTemplateApplicationInstrumentClusterSceneDelegate.templateApplicationInstrumentClusterScene(_:didDisconnectInstrumentClusterController:)
    let _: (UIUserInterfaceStyle) -> Void = conformer.contentStyleDidChange(_:) // sdk: CPTemplateApplicationInstrumentClusterSceneDelegate.contentStyleDidChange(_:)
}

/// CPInstrumentClusterController: the map in the instrument cluster.
nonisolated func surfaceOfCPInstrumentClusterController() {
    let _: NSObject.Type = CPInstrumentClusterController.self // sdk: CPInstrumentClusterController
    let _: ReferenceWritableKeyPath<CPInstrumentClusterController, (any CPInstrumentClusterControllerDelegate)?> = \CPInstrumentClusterController.delegate // sdk: CPInstrumentClusterController.delegate
    let _: KeyPath<CPInstrumentClusterController, UIWindow?> = \CPInstrumentClusterController.instrumentClusterWindow // sdk: CPInstrumentClusterController.instrumentClusterWindow
    let _: KeyPath<CPInstrumentClusterController, CPInstrumentClusterSetting> = \CPInstrumentClusterController.speedLimitSetting // sdk: CPInstrumentClusterController.speedLimitSetting
    let _: KeyPath<CPInstrumentClusterController, CPInstrumentClusterSetting> = \CPInstrumentClusterController.compassSetting // sdk: CPInstrumentClusterController.compassSetting
    let _: ReferenceWritableKeyPath<CPInstrumentClusterController, [String]> = \CPInstrumentClusterController.inactiveDescriptionVariants // sdk: CPInstrumentClusterController.inactiveDescriptionVariants
    let _: ReferenceWritableKeyPath<CPInstrumentClusterController, [NSAttributedString]> = \CPInstrumentClusterController.attributedInactiveDescriptionVariants // sdk: CPInstrumentClusterController.attributedInactiveDescriptionVariants
}

/// CPInstrumentClusterControllerDelegate: a conformer implementing every requirement, isolated as the protocol is.
nonisolated final class SurfaceInstrumentClusterControllerDelegateConformer: NSObject, CPInstrumentClusterControllerDelegate { // sdk: CPInstrumentClusterControllerDelegate
    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {} // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterControllerDidConnect(_:)
    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) {} // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterControllerDidDisconnectWindow(_:)
    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {} // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterControllerDidZoom(in:)
    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {} // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterControllerDidZoomOut(_:)
    func instrumentClusterController(_ instrumentClusterController: CPInstrumentClusterController, didChangeCompassSetting compassSetting: CPInstrumentClusterSetting) {} // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterController(_:didChangeCompassSetting:)
    func instrumentClusterController(_ instrumentClusterController: CPInstrumentClusterController, didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting) {} // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterController(_:didChangeSpeedLimitSetting:)
}

/// CPInstrumentClusterControllerDelegate: every requirement, called through the protocol.
nonisolated func surfaceOfCPInstrumentClusterControllerDelegate(_ conformer: any CPInstrumentClusterControllerDelegate) {
    let _: (UIWindow) -> Void = conformer.instrumentClusterControllerDidConnect(_:) // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterControllerDidConnect(_:)
    let _: (UIWindow) -> Void = conformer.instrumentClusterControllerDidDisconnectWindow(_:) // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterControllerDidDisconnectWindow(_:)
    let _: (CPInstrumentClusterController) -> Void = conformer.instrumentClusterControllerDidZoom(in:) // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterControllerDidZoom(in:)
    let _: (CPInstrumentClusterController) -> Void = conformer.instrumentClusterControllerDidZoomOut(_:) // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterControllerDidZoomOut(_:)
    let _: (CPInstrumentClusterController, CPInstrumentClusterSetting) -> Void = conformer.instrumentClusterController(_:didChangeCompassSetting:) // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterController(_:didChangeCompassSetting:)
    let _: (CPInstrumentClusterController, CPInstrumentClusterSetting) -> Void = conformer.instrumentClusterController(_:didChangeSpeedLimitSetting:) // sdk: CPInstrumentClusterControllerDelegate.instrumentClusterController(_:didChangeSpeedLimitSetting:)
}

nonisolated func surfaceOfCPInstrumentClusterSetting(_ value: CPInstrumentClusterSetting) {
    requireSendable(CPInstrumentClusterSetting.self) // sdk: CPInstrumentClusterSetting
    let _: (UInt) -> CPInstrumentClusterSetting? = CPInstrumentClusterSetting.init(rawValue:) // sdk: CPInstrumentClusterSetting
    switch value {
    case .unspecified: break // sdk: CPInstrumentClusterSetting.unspecified
    case .enabled: break // sdk: CPInstrumentClusterSetting.enabled
    case .disabled: break // sdk: CPInstrumentClusterSetting.disabled
    case .userPreference: break // sdk: CPInstrumentClusterSetting.userPreference
    }
}

/// CPSessionConfiguration: what the car limits (keyboard, list length) and its content style.
nonisolated func surfaceOfCPSessionConfiguration() {
    let _: NSObject.Type = CPSessionConfiguration.self // sdk: CPSessionConfiguration
    let _: (any CPSessionConfigurationDelegate) -> CPSessionConfiguration = CPSessionConfiguration.init(delegate:) // sdk: CPSessionConfiguration.init(delegate:)
    let _: KeyPath<CPSessionConfiguration, CPLimitableUserInterface> = \CPSessionConfiguration.limitedUserInterfaces // sdk: CPSessionConfiguration.limitedUserInterfaces
    let _: KeyPath<CPSessionConfiguration, CPContentStyle> = \CPSessionConfiguration.contentStyle // sdk: CPSessionConfiguration.contentStyle
    let _: ReferenceWritableKeyPath<CPSessionConfiguration, (any CPSessionConfigurationDelegate)?> = \CPSessionConfiguration.delegate // sdk: CPSessionConfiguration.delegate
    let _: KeyPath<CPSessionConfiguration, Bool> = \CPSessionConfiguration.supportsVideoPlayback // sdk: CPSessionConfiguration.supportsVideoPlayback
}

/// CPSessionConfigurationDelegate: a conformer implementing every requirement, isolated as the protocol is.
@MainActor final class SurfaceSessionConfigurationDelegateConformer: NSObject, CPSessionConfigurationDelegate { // sdk: CPSessionConfigurationDelegate
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface) {} // sdk: CPSessionConfigurationDelegate.sessionConfiguration(_:limitedUserInterfacesChanged:)
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, contentStyleChanged contentStyle: CPContentStyle) {} // sdk: CPSessionConfigurationDelegate.sessionConfiguration(_:contentStyleChanged:)
}

/// CPSessionConfigurationDelegate: every requirement, called through the protocol.
@MainActor func surfaceOfCPSessionConfigurationDelegate(_ conformer: any CPSessionConfigurationDelegate) {
    let _: (CPSessionConfiguration, CPLimitableUserInterface) -> Void = conformer.sessionConfiguration(_:limitedUserInterfacesChanged:) // sdk: CPSessionConfigurationDelegate.sessionConfiguration(_:limitedUserInterfacesChanged:)
    let _: (CPSessionConfiguration, CPContentStyle) -> Void = conformer.sessionConfiguration(_:contentStyleChanged:) // sdk: CPSessionConfigurationDelegate.sessionConfiguration(_:contentStyleChanged:)
}

nonisolated func surfaceOfCPLimitableUserInterface() {
    requireOptionSet(CPLimitableUserInterface.self) // sdk: CPLimitableUserInterface
    requireSendable(CPLimitableUserInterface.self) // sdk: CPLimitableUserInterface
    let _: (UInt) -> CPLimitableUserInterface = CPLimitableUserInterface.init(rawValue:) // sdk: CPLimitableUserInterface
    let _: CPLimitableUserInterface = .keyboard // sdk: CPLimitableUserInterface.keyboard
    let _: CPLimitableUserInterface = .lists // sdk: CPLimitableUserInterface.lists
}

nonisolated func surfaceOfCPContentStyle() {
    requireOptionSet(CPContentStyle.self) // sdk: CPContentStyle
    requireSendable(CPContentStyle.self) // sdk: CPContentStyle
    let _: (UInt) -> CPContentStyle = CPContentStyle.init(rawValue:) // sdk: CPContentStyle
    let _: CPContentStyle = .light // sdk: CPContentStyle.light
    let _: CPContentStyle = .dark // sdk: CPContentStyle.dark
}

/// CPApplicationDelegate: a conformer implementing every requirement, isolated as the protocol is.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
@MainActor final class SurfaceApplicationDelegateConformer: NSObject, CPApplicationDelegate { // sdk: CPApplicationDelegate
    func application(_ application: UIApplication, didConnectCarInterfaceController interfaceController: CPInterfaceController, to window: CPWindow) {} // sdk: CPApplicationDelegate.application(_:didConnectCarInterfaceController:to:)
    func application(_ application: UIApplication, didDisconnectCarInterfaceController interfaceController: CPInterfaceController, from window: CPWindow) {} // sdk: CPApplicationDelegate.application(_:didDisconnectCarInterfaceController:from:)
    func application(_ application: UIApplication, didSelect navigationAlert: CPNavigationAlert) {} // sdk: CPApplicationDelegate.application(_:didSelect:) CPNavigationAlert
    func application(_ application: UIApplication, didSelect maneuver: CPManeuver) {} // sdk: CPApplicationDelegate.application(_:didSelect:) CPManeuver
}

/// CPApplicationDelegate (deprecated): every requirement, called through the protocol.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
@MainActor func surfaceOfCPApplicationDelegate(_ conformer: any CPApplicationDelegate) {
    let _: (UIApplication, CPInterfaceController, CPWindow) -> Void = conformer.application(_:didConnectCarInterfaceController:to:) // sdk: CPApplicationDelegate.application(_:didConnectCarInterfaceController:to:)
    let _: (UIApplication, CPInterfaceController, CPWindow) -> Void = conformer.application(_:didDisconnectCarInterfaceController:from:) // sdk: CPApplicationDelegate.application(_:didDisconnectCarInterfaceController:from:)
    let _: (UIApplication, CPNavigationAlert) -> Void = conformer.application(_:didSelect:) // sdk: CPApplicationDelegate.application(_:didSelect:) CPNavigationAlert
    let _: (UIApplication, CPManeuver) -> Void = conformer.application(_:didSelect:) // sdk: CPApplicationDelegate.application(_:didSelect:) CPManeuver
}
