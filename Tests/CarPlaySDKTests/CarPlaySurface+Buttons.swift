// The CarPlay SDK surface: buttons, alert actions, bar buttons and the bar-button protocol.
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

/// CPBarButton: a button of a navigation bar.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
nonisolated func surfaceOfCPBarButton() {
    let _: NSObject.Type = CPBarButton.self // sdk: CPBarButton
    let _: (UIImage, CPBarButtonHandler?) -> CPBarButton = CPBarButton.init(image:handler:) // sdk: CPBarButton.init(image:handler:)
    _ = CPBarButton(image: given()) // sdk: CPBarButton.init(image:handler:)
    let _: (String, CPBarButtonHandler?) -> CPBarButton = CPBarButton.init(title:handler:) // sdk: CPBarButton.init(title:handler:)
    _ = CPBarButton(title: given()) // sdk: CPBarButton.init(title:handler:)
    let _: ReferenceWritableKeyPath<CPBarButton, Bool> = \CPBarButton.isEnabled // sdk: CPBarButton.isEnabled
    let _: ReferenceWritableKeyPath<CPBarButton, CPBarButtonStyle> = \CPBarButton.buttonStyle // sdk: CPBarButton.buttonStyle
    let _: ReferenceWritableKeyPath<CPBarButton, UIImage?> = \CPBarButton.image // sdk: CPBarButton.image
    let _: ReferenceWritableKeyPath<CPBarButton, String?> = \CPBarButton.title // sdk: CPBarButton.title
    let _: (CPBarButton.`Type`, CPBarButtonHandler?) -> CPBarButton = CPBarButton.init(type:handler:) // sdk: CPBarButton.init(type:handler:)
    let _: KeyPath<CPBarButton, CPBarButton.`Type`> = \CPBarButton.buttonType // sdk: CPBarButton.buttonType
}

nonisolated func surfaceOfHandlerTypes() {
    let _: CPBarButtonHandler.Type = ((CPBarButton) -> Void).self // sdk: CPBarButtonHandler
    let _: CPAlertActionHandler.Type = ((CPAlertAction) -> Void).self // sdk: CPAlertActionHandler
}

nonisolated func surfaceOfCPBarButtonType(_ value: CPBarButton.`Type`) {
    typealias CPBarButtonType = CPBarButton.`Type`
    requireSendable(CPBarButtonType.self) // sdk: CPBarButton.Type
    let _: (UInt) -> CPBarButtonType? = CPBarButtonType.init(rawValue:) // sdk: CPBarButton.Type
    switch value {
    case .text: break // sdk: CPBarButton.Type.text
    case .image: break // sdk: CPBarButton.Type.image
    }
}

nonisolated func surfaceOfCPBarButtonStyle(_ value: CPBarButtonStyle) {
    requireSendable(CPBarButtonStyle.self) // sdk: CPBarButtonStyle
    let _: (Int) -> CPBarButtonStyle? = CPBarButtonStyle.init(rawValue:) // sdk: CPBarButtonStyle
    switch value {
    case .none: break // sdk: CPBarButtonStyle.none
    case .rounded: break // sdk: CPBarButtonStyle.rounded
    }
}

/// CPButton: an image button that runs its handler.
nonisolated func surfaceOfCPButton() {
    let _: NSObject.Type = CPButton.self // sdk: CPButton
    let _: (UIImage, ((CPButton) -> Void)?) -> CPButton = CPButton.init(image:handler:) // sdk: CPButton.init(image:handler:)
    _ = CPButton(image: given()) // sdk: CPButton.init(image:handler:)
    let _: KeyPath<CPButton, UIImage?> = \CPButton.image // sdk: CPButton.image
    let _: ReferenceWritableKeyPath<CPButton, String?> = \CPButton.title // sdk: CPButton.title
    let _: ReferenceWritableKeyPath<CPButton, Bool> = \CPButton.isEnabled // sdk: CPButton.isEnabled
}

/// CPTextButton: a button of words.
nonisolated func surfaceOfCPTextButton() {
    let _: NSObject.Type = CPTextButton.self // sdk: CPTextButton
    let _: (String, CPTextButtonStyle, ((CPTextButton) -> Void)?) -> CPTextButton = CPTextButton.init(title:textStyle:handler:) // sdk: CPTextButton.init(title:textStyle:handler:)
    _ = CPTextButton(title: given(), textStyle: given()) // sdk: CPTextButton.init(title:textStyle:handler:)
    let _: ReferenceWritableKeyPath<CPTextButton, String> = \CPTextButton.title // sdk: CPTextButton.title
    let _: ReferenceWritableKeyPath<CPTextButton, CPTextButtonStyle> = \CPTextButton.textStyle // sdk: CPTextButton.textStyle
}

nonisolated func surfaceOfCPTextButtonStyle(_ value: CPTextButtonStyle) {
    requireSendable(CPTextButtonStyle.self) // sdk: CPTextButtonStyle
    let _: (Int) -> CPTextButtonStyle? = CPTextButtonStyle.init(rawValue:) // sdk: CPTextButtonStyle
    switch value {
    case .normal: break // sdk: CPTextButtonStyle.normal
    case .cancel: break // sdk: CPTextButtonStyle.cancel
    case .confirm: break // sdk: CPTextButtonStyle.confirm
    }
}

/// CPGridButton: a button of a grid template (or of a list template's header).
nonisolated func surfaceOfCPGridButton() {
    let _: NSObject.Type = CPGridButton.self // sdk: CPGridButton
    let _: ([String], UIImage, ((CPGridButton) -> Void)?) -> CPGridButton = CPGridButton.init(titleVariants:image:handler:) // sdk: CPGridButton.init(titleVariants:image:handler:)
    _ = CPGridButton(titleVariants: given(), image: given()) // sdk: CPGridButton.init(titleVariants:image:handler:)
    let _: ([String], UIImage, CPMessageGridItemConfiguration?, ((CPGridButton) -> Void)?) -> CPGridButton = CPGridButton.init(titleVariants:image:messageConfiguration:handler:) // sdk: CPGridButton.init(titleVariants:image:messageConfiguration:handler:)
    _ = CPGridButton(titleVariants: given(), image: given(), messageConfiguration: nil) // sdk: CPGridButton.init(titleVariants:image:messageConfiguration:handler:)
    let _: ReferenceWritableKeyPath<CPGridButton, Bool> = \CPGridButton.isEnabled // sdk: CPGridButton.isEnabled
    let _: KeyPath<CPGridButton, CPMessageGridItemConfiguration?> = \CPGridButton.messageConfiguration // sdk: CPGridButton.messageConfiguration
    let _: KeyPath<CPGridButton, UIImage> = \CPGridButton.image // sdk: CPGridButton.image
    let _: (CPGridButton) -> (UIImage) -> Void = CPGridButton.updateImage(_:) // sdk: CPGridButton.updateImage(_:)
    let _: KeyPath<CPGridButton, [String]> = \CPGridButton.titleVariants // sdk: CPGridButton.titleVariants
    let _: (CPGridButton) -> ([String]) -> Void = CPGridButton.updateTitleVariants(_:) // sdk: CPGridButton.updateTitleVariants(_:)
}

/// CPMessageGridItemConfiguration: a grid button that stands for a conversation.
nonisolated func surfaceOfCPMessageGridItemConfiguration() {
    let _: NSObject.Type = CPMessageGridItemConfiguration.self // sdk: CPMessageGridItemConfiguration
    let _: (String, Bool) -> CPMessageGridItemConfiguration = CPMessageGridItemConfiguration.init(conversationIdentifier:unread:) // sdk: CPMessageGridItemConfiguration.init(conversationIdentifier:unread:)
    let _: KeyPath<CPMessageGridItemConfiguration, String> = \CPMessageGridItemConfiguration.conversationIdentifier // sdk: CPMessageGridItemConfiguration.conversationIdentifier
    let _: ReferenceWritableKeyPath<CPMessageGridItemConfiguration, Bool> = \CPMessageGridItemConfiguration.isUnread // sdk: CPMessageGridItemConfiguration.isUnread
}

/// CPAlertAction: a button of an alert, action sheet or navigation alert.
nonisolated func surfaceOfCPAlertAction() {
    let _: NSObject.Type = CPAlertAction.self // sdk: CPAlertAction
    let _: (String, CPAlertAction.Style, @escaping CPAlertActionHandler) -> CPAlertAction = CPAlertAction.init(title:style:handler:) // sdk: CPAlertAction.init(title:style:handler:)
    let _: (String, UIColor, @escaping CPAlertActionHandler) -> CPAlertAction = CPAlertAction.init(title:color:handler:) // sdk: CPAlertAction.init(title:color:handler:)
    let _: KeyPath<CPAlertAction, String> = \CPAlertAction.title // sdk: CPAlertAction.title
    let _: KeyPath<CPAlertAction, CPAlertAction.Style> = \CPAlertAction.style // sdk: CPAlertAction.style
    let _: KeyPath<CPAlertAction, CPAlertActionHandler> = \CPAlertAction.handler // sdk: CPAlertAction.handler
    let _: KeyPath<CPAlertAction, UIColor?> = \CPAlertAction.color // sdk: CPAlertAction.color
}

nonisolated func surfaceOfCPAlertActionStyle(_ value: CPAlertAction.Style) {
    requireSendable(CPAlertAction.Style.self) // sdk: CPAlertAction.Style
    let _: (UInt) -> CPAlertAction.Style? = CPAlertAction.Style.init(rawValue:) // sdk: CPAlertAction.Style
    switch value {
    case .`default`: break // sdk: CPAlertAction.Style.default
    case .cancel: break // sdk: CPAlertAction.Style.cancel
    case .destructive: break // sdk: CPAlertAction.Style.destructive
    }
}

/// CPMessageComposeBarButton: the bar button that starts a new message.
nonisolated func surfaceOfCPMessageComposeBarButton() {
    let _: CPBarButton.Type = CPMessageComposeBarButton.self // sdk: CPMessageComposeBarButton
    let _: () -> CPMessageComposeBarButton = CPMessageComposeBarButton.init // sdk: CPMessageComposeBarButton.init()
    let _: (UIImage) -> CPMessageComposeBarButton = CPMessageComposeBarButton.init(image:) // sdk: CPMessageComposeBarButton.init(image:)
}

/// CPContactCallButton: a contact template's call button.
nonisolated func surfaceOfCPContactCallButton() {
    let _: CPButton.Type = CPContactCallButton.self // sdk: CPContactCallButton
    let _: (((CPButton) -> Void)?) -> CPContactCallButton = CPContactCallButton.init(handler:) // sdk: CPContactCallButton.init(handler:)
    _ = CPContactCallButton() // sdk: CPContactCallButton.init(handler:)
}

/// CPContactMessageButton: a contact template's message button.
nonisolated func surfaceOfCPContactMessageButton() {
    let _: CPButton.Type = CPContactMessageButton.self // sdk: CPContactMessageButton
    let _: (String) -> CPContactMessageButton = CPContactMessageButton.init(phoneOrEmail:) // sdk: CPContactMessageButton.init(phoneOrEmail:)
    let _: KeyPath<CPContactMessageButton, String> = \CPContactMessageButton.phoneOrEmail // sdk: CPContactMessageButton.phoneOrEmail
}

/// CPContactDirectionsButton: a contact template's directions button.
nonisolated func surfaceOfCPContactDirectionsButton() {
    let _: CPButton.Type = CPContactDirectionsButton.self // sdk: CPContactDirectionsButton
    let _: (((CPButton) -> Void)?) -> CPContactDirectionsButton = CPContactDirectionsButton.init(handler:) // sdk: CPContactDirectionsButton.init(handler:)
    _ = CPContactDirectionsButton() // sdk: CPContactDirectionsButton.init(handler:)
}

nonisolated func surfaceOfButtonConstants() {
    let _: CGSize = CPButtonMaximumImageSize // sdk: CPButtonMaximumImageSize
    let _: Int = CPGridTemplateMaximumItems // sdk: CPGridTemplateMaximumItems
}

/// CPBarButtonProviding: a conformer implementing every requirement, isolated as the protocol is.
nonisolated final class SurfaceBarButtonProvidingConformer: NSObject, CPBarButtonProviding { // sdk: CPBarButtonProviding
    var leadingNavigationBarButtons: [CPBarButton] = [] // sdk: CPBarButtonProviding.leadingNavigationBarButtons
    var trailingNavigationBarButtons: [CPBarButton] = [] // sdk: CPBarButtonProviding.trailingNavigationBarButtons
    var backButton: CPBarButton? // sdk: CPBarButtonProviding.backButton
}

/// CPBarButtonProviding: every requirement, read and written through the protocol from a nonisolated context.
nonisolated func surfaceOfCPBarButtonProviding(_ conformer: any CPBarButtonProviding) {
    let _: ReferenceWritableKeyPath<any CPBarButtonProviding, [CPBarButton]> = \(any CPBarButtonProviding).leadingNavigationBarButtons // sdk: CPBarButtonProviding.leadingNavigationBarButtons
    let _: ReferenceWritableKeyPath<any CPBarButtonProviding, [CPBarButton]> = \(any CPBarButtonProviding).trailingNavigationBarButtons // sdk: CPBarButtonProviding.trailingNavigationBarButtons
    let _: ReferenceWritableKeyPath<any CPBarButtonProviding, CPBarButton?> = \(any CPBarButtonProviding).backButton // sdk: CPBarButtonProviding.backButton
}
