// The CarPlay SDK surface: the simple templates (grid, alert, action sheet, information, contact, tab bar, voice control, search, points of interest).
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

/// CPTemplate: the abstract superclass of every template.
@MainActor func surfaceOfCPTemplate() {
    requireSendable(CPTemplate.self) // sdk: CPTemplate
    let _: NSObject.Type = CPTemplate.self // sdk: CPTemplate
    let _: ReferenceWritableKeyPath<CPTemplate, Any?> = \CPTemplate.userInfo // sdk: CPTemplate.userInfo
    let _: ReferenceWritableKeyPath<CPTemplate, String?> = \CPTemplate.tabTitle // sdk: CPTemplate.tabTitle
    let _: ReferenceWritableKeyPath<CPTemplate, UIImage?> = \CPTemplate.tabImage // sdk: CPTemplate.tabImage
    let _: ReferenceWritableKeyPath<CPTemplate, UITabBarItem.SystemItem> = \CPTemplate.tabSystemItem // sdk: CPTemplate.tabSystemItem
    let _: ReferenceWritableKeyPath<CPTemplate, Bool> = \CPTemplate.showsTabBadge // sdk: CPTemplate.showsTabBadge
}

/// CPGridTemplate: a grid of buttons.
@MainActor func surfaceOfCPGridTemplate() {
    requireSendable(CPGridTemplate.self) // sdk: CPGridTemplate
    let _: CPTemplate.Type = CPGridTemplate.self // sdk: CPGridTemplate
    let _: any CPBarButtonProviding.Type = CPGridTemplate.self // sdk: CPGridTemplate
    let _: (String?, [CPGridButton]) -> CPGridTemplate = CPGridTemplate.init(title:gridButtons:) // sdk: CPGridTemplate.init(title:gridButtons:)
    let _: KeyPath<CPGridTemplate, [CPGridButton]> = \CPGridTemplate.gridButtons // sdk: CPGridTemplate.gridButtons
    let _: KeyPath<CPGridTemplate, String> = \CPGridTemplate.title // sdk: CPGridTemplate.title
    let _: (CPGridTemplate) -> ([CPGridButton]) -> Void = CPGridTemplate.updateGridButtons(_:) // sdk: CPGridTemplate.updateGridButtons(_:)
    let _: (CPGridTemplate) -> (String) -> Void = CPGridTemplate.updateTitle(_:) // sdk: CPGridTemplate.updateTitle(_:)
    let _: KeyPath<CPGridTemplate.Type, CGSize> = \CPGridTemplate.Type.maximumGridButtonImageSize // sdk: CPGridTemplate.maximumGridButtonImageSize
}

/// CPAlertTemplate: a modal alert.
@MainActor func surfaceOfCPAlertTemplate() {
    requireSendable(CPAlertTemplate.self) // sdk: CPAlertTemplate
    let _: CPTemplate.Type = CPAlertTemplate.self // sdk: CPAlertTemplate
    let _: ([String], [CPAlertAction]) -> CPAlertTemplate = CPAlertTemplate.init(titleVariants:actions:) // sdk: CPAlertTemplate.init(titleVariants:actions:)
    let _: KeyPath<CPAlertTemplate, [String]> = \CPAlertTemplate.titleVariants // sdk: CPAlertTemplate.titleVariants
    let _: KeyPath<CPAlertTemplate, [CPAlertAction]> = \CPAlertTemplate.actions // sdk: CPAlertTemplate.actions
    let _: KeyPath<CPAlertTemplate.Type, Int> = \CPAlertTemplate.Type.maximumActionCount // sdk: CPAlertTemplate.maximumActionCount
}

/// CPActionSheetTemplate: a modal action sheet.
@MainActor func surfaceOfCPActionSheetTemplate() {
    requireSendable(CPActionSheetTemplate.self) // sdk: CPActionSheetTemplate
    let _: CPTemplate.Type = CPActionSheetTemplate.self // sdk: CPActionSheetTemplate
    let _: (String?, String?, [CPAlertAction]) -> CPActionSheetTemplate = CPActionSheetTemplate.init(title:message:actions:) // sdk: CPActionSheetTemplate.init(title:message:actions:)
    let _: KeyPath<CPActionSheetTemplate, String?> = \CPActionSheetTemplate.title // sdk: CPActionSheetTemplate.title
    let _: KeyPath<CPActionSheetTemplate, String?> = \CPActionSheetTemplate.message // sdk: CPActionSheetTemplate.message
    let _: KeyPath<CPActionSheetTemplate, [CPAlertAction]> = \CPActionSheetTemplate.actions // sdk: CPActionSheetTemplate.actions
}

/// CPInformationTemplate: lines of information and text buttons.
@MainActor func surfaceOfCPInformationTemplate() {
    requireSendable(CPInformationTemplate.self) // sdk: CPInformationTemplate
    let _: CPTemplate.Type = CPInformationTemplate.self // sdk: CPInformationTemplate
    let _: any CPBarButtonProviding.Type = CPInformationTemplate.self // sdk: CPInformationTemplate
    let _: (String, CPInformationTemplateLayout, [CPInformationItem], [CPTextButton]) -> CPInformationTemplate = CPInformationTemplate.init(title:layout:items:actions:) // sdk: CPInformationTemplate.init(title:layout:items:actions:)
    let _: KeyPath<CPInformationTemplate, CPInformationTemplateLayout> = \CPInformationTemplate.layout // sdk: CPInformationTemplate.layout
    let _: ReferenceWritableKeyPath<CPInformationTemplate, String> = \CPInformationTemplate.title // sdk: CPInformationTemplate.title
    let _: ReferenceWritableKeyPath<CPInformationTemplate, [CPInformationItem]> = \CPInformationTemplate.items // sdk: CPInformationTemplate.items
    let _: ReferenceWritableKeyPath<CPInformationTemplate, [CPTextButton]> = \CPInformationTemplate.actions // sdk: CPInformationTemplate.actions
}

nonisolated func surfaceOfCPInformationTemplateLayout(_ value: CPInformationTemplateLayout) {
    requireSendable(CPInformationTemplateLayout.self) // sdk: CPInformationTemplateLayout
    let _: (Int) -> CPInformationTemplateLayout? = CPInformationTemplateLayout.init(rawValue:) // sdk: CPInformationTemplateLayout
    switch value {
    case .leading: break // sdk: CPInformationTemplateLayout.leading
    case .twoColumn: break // sdk: CPInformationTemplateLayout.twoColumn
    }
}

/// CPInformationItem: one line of an information template.
nonisolated func surfaceOfCPInformationItem() {
    let _: NSObject.Type = CPInformationItem.self // sdk: CPInformationItem
    let _: (String?, String?) -> CPInformationItem = CPInformationItem.init(title:detail:) // sdk: CPInformationItem.init(title:detail:)
    let _: KeyPath<CPInformationItem, String?> = \CPInformationItem.title // sdk: CPInformationItem.title
    let _: KeyPath<CPInformationItem, String?> = \CPInformationItem.detail // sdk: CPInformationItem.detail
}

/// CPInformationRatingItem: a line with a rating.
nonisolated func surfaceOfCPInformationRatingItem() {
    let _: CPInformationItem.Type = CPInformationRatingItem.self // sdk: CPInformationRatingItem
    let _: (NSNumber?, NSNumber?, String?, String?) -> CPInformationRatingItem = CPInformationRatingItem.init(rating:maximumRating:title:detail:) // sdk: CPInformationRatingItem.init(rating:maximumRating:title:detail:)
    let _: KeyPath<CPInformationRatingItem, NSNumber?> = \CPInformationRatingItem.rating // sdk: CPInformationRatingItem.rating
    let _: KeyPath<CPInformationRatingItem, NSNumber?> = \CPInformationRatingItem.maximumRating // sdk: CPInformationRatingItem.maximumRating
}

/// CPContactTemplate: a person and the actions to reach them.
@MainActor func surfaceOfCPContactTemplate() {
    requireSendable(CPContactTemplate.self) // sdk: CPContactTemplate
    let _: CPTemplate.Type = CPContactTemplate.self // sdk: CPContactTemplate
    let _: any CPBarButtonProviding.Type = CPContactTemplate.self // sdk: CPContactTemplate
    let _: (CPContact) -> CPContactTemplate = CPContactTemplate.init(contact:) // sdk: CPContactTemplate.init(contact:)
    let _: ReferenceWritableKeyPath<CPContactTemplate, CPContact> = \CPContactTemplate.contact // sdk: CPContactTemplate.contact
}

/// CPContact: the person a contact template shows.
nonisolated func surfaceOfCPContact() {
    let _: NSObject.Type = CPContact.self // sdk: CPContact
    let _: (String, UIImage) -> CPContact = CPContact.init(name:image:) // sdk: CPContact.init(name:image:)
    let _: ReferenceWritableKeyPath<CPContact, String> = \CPContact.name // sdk: CPContact.name
    let _: ReferenceWritableKeyPath<CPContact, UIImage> = \CPContact.image // sdk: CPContact.image
    let _: ReferenceWritableKeyPath<CPContact, [CPButton]?> = \CPContact.actions // sdk: CPContact.actions
    let _: ReferenceWritableKeyPath<CPContact, String?> = \CPContact.subtitle // sdk: CPContact.subtitle
    let _: ReferenceWritableKeyPath<CPContact, String?> = \CPContact.informativeText // sdk: CPContact.informativeText
}

/// CPTabBarTemplate: tabs of templates.
@MainActor func surfaceOfCPTabBarTemplate() {
    requireSendable(CPTabBarTemplate.self) // sdk: CPTabBarTemplate
    let _: CPTemplate.Type = CPTabBarTemplate.self // sdk: CPTabBarTemplate
    let _: ([CPTemplate]) -> CPTabBarTemplate = CPTabBarTemplate.init(templates:) // sdk: CPTabBarTemplate.init(templates:)
    let _: ReferenceWritableKeyPath<CPTabBarTemplate, (any CPTabBarTemplateDelegate)?> = \CPTabBarTemplate.delegate // sdk: CPTabBarTemplate.delegate
    let _: KeyPath<CPTabBarTemplate.Type, Int> = \CPTabBarTemplate.Type.maximumTabCount // sdk: CPTabBarTemplate.maximumTabCount
    let _: KeyPath<CPTabBarTemplate, [CPTemplate]> = \CPTabBarTemplate.templates // sdk: CPTabBarTemplate.templates
    let _: KeyPath<CPTabBarTemplate, CPTemplate?> = \CPTabBarTemplate.selectedTemplate // sdk: CPTabBarTemplate.selectedTemplate
    let _: (CPTabBarTemplate) -> ([CPTemplate]) -> Void = CPTabBarTemplate.updateTemplates(_:) // sdk: CPTabBarTemplate.updateTemplates(_:)
    let _: (CPTabBarTemplate) -> (CPTemplate) -> Void = CPTabBarTemplate.select(_:) // sdk: CPTabBarTemplate.select(_:)
    let _: (CPTabBarTemplate) -> (Int) -> Void = CPTabBarTemplate.selectTemplate(at:) // sdk: CPTabBarTemplate.selectTemplate(at:)
}

/// CPVoiceControlTemplate: the voice-control indicator.
@MainActor func surfaceOfCPVoiceControlTemplate() {
    requireSendable(CPVoiceControlTemplate.self) // sdk: CPVoiceControlTemplate
    let _: CPTemplate.Type = CPVoiceControlTemplate.self // sdk: CPVoiceControlTemplate
    let _: any CPBarButtonProviding.Type = CPVoiceControlTemplate.self // sdk: CPVoiceControlTemplate
    let _: ([CPVoiceControlState]) -> CPVoiceControlTemplate = CPVoiceControlTemplate.init(voiceControlStates:) // sdk: CPVoiceControlTemplate.init(voiceControlStates:)
    let _: KeyPath<CPVoiceControlTemplate, [CPVoiceControlState]> = \CPVoiceControlTemplate.voiceControlStates // sdk: CPVoiceControlTemplate.voiceControlStates
    let _: (CPVoiceControlTemplate) -> (String) -> Void = CPVoiceControlTemplate.activateVoiceControlState(withIdentifier:) // sdk: CPVoiceControlTemplate.activateVoiceControlState(withIdentifier:)
    let _: KeyPath<CPVoiceControlTemplate, String?> = \CPVoiceControlTemplate.activeStateIdentifier // sdk: CPVoiceControlTemplate.activeStateIdentifier
    let _: ReferenceWritableKeyPath<CPVoiceControlTemplate, [CPBarButton]> = \CPVoiceControlTemplate.leadingNavigationBarButtons // sdk: CPVoiceControlTemplate.leadingNavigationBarButtons
    let _: ReferenceWritableKeyPath<CPVoiceControlTemplate, [CPBarButton]> = \CPVoiceControlTemplate.trailingNavigationBarButtons // sdk: CPVoiceControlTemplate.trailingNavigationBarButtons
    let _: ReferenceWritableKeyPath<CPVoiceControlTemplate, CPBarButton?> = \CPVoiceControlTemplate.backButton // sdk: CPVoiceControlTemplate.backButton
}

/// CPVoiceControlState: one state of the voice-control template.
nonisolated func surfaceOfCPVoiceControlState() {
    let _: NSObject.Type = CPVoiceControlState.self // sdk: CPVoiceControlState
    let _: (String, [String]?, UIImage?, Bool) -> CPVoiceControlState = CPVoiceControlState.init(identifier:titleVariants:image:repeats:) // sdk: CPVoiceControlState.init(identifier:titleVariants:image:repeats:)
    let _: KeyPath<CPVoiceControlState, [String]?> = \CPVoiceControlState.titleVariants // sdk: CPVoiceControlState.titleVariants
    let _: KeyPath<CPVoiceControlState, UIImage?> = \CPVoiceControlState.image // sdk: CPVoiceControlState.image
    let _: KeyPath<CPVoiceControlState, String> = \CPVoiceControlState.identifier // sdk: CPVoiceControlState.identifier
    let _: KeyPath<CPVoiceControlState, Bool> = \CPVoiceControlState.repeats // sdk: CPVoiceControlState.repeats
    let _: ReferenceWritableKeyPath<CPVoiceControlState, [CPButton]> = \CPVoiceControlState.actionButtons // sdk: CPVoiceControlState.actionButtons
    let _: KeyPath<CPVoiceControlState.Type, Int> = \CPVoiceControlState.Type.maximumActionButtonCount // sdk: CPVoiceControlState.maximumActionButtonCount
}

/// CPSearchTemplate: a destination search.
@MainActor func surfaceOfCPSearchTemplate() {
    requireSendable(CPSearchTemplate.self) // sdk: CPSearchTemplate
    let _: CPTemplate.Type = CPSearchTemplate.self // sdk: CPSearchTemplate
    let _: () -> CPSearchTemplate = CPSearchTemplate.init // sdk: CPSearchTemplate.init()
    let _: ReferenceWritableKeyPath<CPSearchTemplate, (any CPSearchTemplateDelegate)?> = \CPSearchTemplate.delegate // sdk: CPSearchTemplate.delegate
}

/// CPPointOfInterestTemplate: points of interest on a map.
@MainActor func surfaceOfCPPointOfInterestTemplate() {
    requireSendable(CPPointOfInterestTemplate.self) // sdk: CPPointOfInterestTemplate
    let _: CPTemplate.Type = CPPointOfInterestTemplate.self // sdk: CPPointOfInterestTemplate
    let _: any CPBarButtonProviding.Type = CPPointOfInterestTemplate.self // sdk: CPPointOfInterestTemplate
    let _: (String, [CPPointOfInterest], Int) -> CPPointOfInterestTemplate = CPPointOfInterestTemplate.init(title:pointsOfInterest:selectedIndex:) // sdk: CPPointOfInterestTemplate.init(title:pointsOfInterest:selectedIndex:)
    let _: ReferenceWritableKeyPath<CPPointOfInterestTemplate, String> = \CPPointOfInterestTemplate.title // sdk: CPPointOfInterestTemplate.title
    let _: (CPPointOfInterestTemplate) -> ([CPPointOfInterest], Int) -> Void = CPPointOfInterestTemplate.setPointsOfInterest(_:selectedIndex:) // sdk: CPPointOfInterestTemplate.setPointsOfInterest(_:selectedIndex:)
    let _: KeyPath<CPPointOfInterestTemplate, [CPPointOfInterest]> = \CPPointOfInterestTemplate.pointsOfInterest // sdk: CPPointOfInterestTemplate.pointsOfInterest
    let _: ReferenceWritableKeyPath<CPPointOfInterestTemplate, Int> = \CPPointOfInterestTemplate.selectedIndex // sdk: CPPointOfInterestTemplate.selectedIndex
    let _: ReferenceWritableKeyPath<CPPointOfInterestTemplate, (any CPPointOfInterestTemplateDelegate)?> = \CPPointOfInterestTemplate.pointOfInterestDelegate // sdk: CPPointOfInterestTemplate.pointOfInterestDelegate
}

/// CPPointOfInterest: one place of a point-of-interest template.
nonisolated func surfaceOfCPPointOfInterest() {
    let _: NSObject.Type = CPPointOfInterest.self // sdk: CPPointOfInterest
    let _: (MKMapItem, String, String?, String?, String?, String?, String?, UIImage?) -> CPPointOfInterest = CPPointOfInterest.init(location:title:subtitle:summary:detailTitle:detailSubtitle:detailSummary:pinImage:) // sdk: CPPointOfInterest.init(location:title:subtitle:summary:detailTitle:detailSubtitle:detailSummary:pinImage:)
    let _: (MKMapItem, String, String?, String?, String?, String?, String?, UIImage?, UIImage?) -> CPPointOfInterest = CPPointOfInterest.init(location:title:subtitle:summary:detailTitle:detailSubtitle:detailSummary:pinImage:selectedPinImage:) // sdk: CPPointOfInterest.init(location:title:subtitle:summary:detailTitle:detailSubtitle:detailSummary:pinImage:selectedPinImage:)
    let _: KeyPath<CPPointOfInterest.Type, CGSize> = \CPPointOfInterest.Type.pinImageSize // sdk: CPPointOfInterest.pinImageSize
    let _: KeyPath<CPPointOfInterest.Type, CGSize> = \CPPointOfInterest.Type.selectedPinImageSize // sdk: CPPointOfInterest.selectedPinImageSize
    let _: ReferenceWritableKeyPath<CPPointOfInterest, MKMapItem> = \CPPointOfInterest.location // sdk: CPPointOfInterest.location
    let _: ReferenceWritableKeyPath<CPPointOfInterest, String> = \CPPointOfInterest.title // sdk: CPPointOfInterest.title
    let _: ReferenceWritableKeyPath<CPPointOfInterest, String?> = \CPPointOfInterest.subtitle // sdk: CPPointOfInterest.subtitle
    let _: ReferenceWritableKeyPath<CPPointOfInterest, String?> = \CPPointOfInterest.summary // sdk: CPPointOfInterest.summary
    let _: ReferenceWritableKeyPath<CPPointOfInterest, String?> = \CPPointOfInterest.detailTitle // sdk: CPPointOfInterest.detailTitle
    let _: ReferenceWritableKeyPath<CPPointOfInterest, String?> = \CPPointOfInterest.detailSubtitle // sdk: CPPointOfInterest.detailSubtitle
    let _: ReferenceWritableKeyPath<CPPointOfInterest, String?> = \CPPointOfInterest.detailSummary // sdk: CPPointOfInterest.detailSummary
    let _: ReferenceWritableKeyPath<CPPointOfInterest, UIImage?> = \CPPointOfInterest.pinImage // sdk: CPPointOfInterest.pinImage
    let _: ReferenceWritableKeyPath<CPPointOfInterest, UIImage?> = \CPPointOfInterest.selectedPinImage // sdk: CPPointOfInterest.selectedPinImage
    let _: ReferenceWritableKeyPath<CPPointOfInterest, CPTextButton?> = \CPPointOfInterest.primaryButton // sdk: CPPointOfInterest.primaryButton
    let _: ReferenceWritableKeyPath<CPPointOfInterest, CPTextButton?> = \CPPointOfInterest.secondaryButton // sdk: CPPointOfInterest.secondaryButton
    let _: ReferenceWritableKeyPath<CPPointOfInterest, Any?> = \CPPointOfInterest.userInfo // sdk: CPPointOfInterest.userInfo
}

/// CPTabBarTemplateDelegate: a conformer implementing every requirement, isolated as the protocol is.
@MainActor final class SurfaceTabBarTemplateDelegateConformer: NSObject, CPTabBarTemplateDelegate { // sdk: CPTabBarTemplateDelegate
    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate) {} // sdk: CPTabBarTemplateDelegate.tabBarTemplate(_:didSelect:)
}

/// CPTabBarTemplateDelegate: its requirement, through the protocol.
@MainActor func surfaceOfCPTabBarTemplateDelegate(_ conformer: any CPTabBarTemplateDelegate) {
    let _: (CPTabBarTemplate, CPTemplate) -> Void = conformer.tabBarTemplate(_:didSelect:) // sdk: CPTabBarTemplateDelegate.tabBarTemplate(_:didSelect:)
}

/// CPSearchTemplateDelegate: a conformer implementing every requirement, isolated as the protocol is.
@MainActor final class SurfaceSearchTemplateDelegateConformer: NSObject, CPSearchTemplateDelegate { // sdk: CPSearchTemplateDelegate
    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void) {} // sdk: CPSearchTemplateDelegate.searchTemplate(_:updatedSearchText:completionHandler:)
    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {} // sdk: CPSearchTemplateDelegate.searchTemplate(_:selectedResult:completionHandler:)
    func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate) {} // sdk: CPSearchTemplateDelegate.searchTemplateSearchButtonPressed(_:)
}

/// CPSearchTemplateDelegate: every requirement (and the async forms Swift imports beside them), through the protocol.
@MainActor func surfaceOfCPSearchTemplateDelegate(_ conformer: any CPSearchTemplateDelegate) {
    let _: (CPSearchTemplate, String, @escaping ([CPListItem]) -> Void) -> Void = conformer.searchTemplate(_:updatedSearchText:completionHandler:) // sdk: CPSearchTemplateDelegate.searchTemplate(_:updatedSearchText:completionHandler:)
    let _: (CPSearchTemplate, String) async -> [CPListItem] = conformer.searchTemplate(_:updatedSearchText:) // sdk: CPSearchTemplateDelegate.searchTemplate(_:updatedSearchText:) async
    let _: (CPSearchTemplate, CPListItem, @escaping () -> Void) -> Void = conformer.searchTemplate(_:selectedResult:completionHandler:) // sdk: CPSearchTemplateDelegate.searchTemplate(_:selectedResult:completionHandler:)
    let _: (CPSearchTemplate, CPListItem) async -> Void = conformer.searchTemplate(_:selectedResult:) // sdk: CPSearchTemplateDelegate.searchTemplate(_:selectedResult:) async
    let _: (CPSearchTemplate) -> Void = conformer.searchTemplateSearchButtonPressed(_:) // sdk: CPSearchTemplateDelegate.searchTemplateSearchButtonPressed(_:)
}

/// CPPointOfInterestTemplateDelegate: a conformer implementing every requirement, isolated as the protocol is.
@MainActor final class SurfacePointOfInterestTemplateDelegateConformer: NSObject, CPPointOfInterestTemplateDelegate { // sdk: CPPointOfInterestTemplateDelegate
    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {} // sdk: CPPointOfInterestTemplateDelegate.pointOfInterestTemplate(_:didChangeMapRegion:)
    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest) {} // sdk: CPPointOfInterestTemplateDelegate.pointOfInterestTemplate(_:didSelectPointOfInterest:)
}

/// CPPointOfInterestTemplateDelegate: every requirement, through the protocol.
@MainActor func surfaceOfCPPointOfInterestTemplateDelegate(_ conformer: any CPPointOfInterestTemplateDelegate) {
    let _: (CPPointOfInterestTemplate, MKCoordinateRegion) -> Void = conformer.pointOfInterestTemplate(_:didChangeMapRegion:) // sdk: CPPointOfInterestTemplateDelegate.pointOfInterestTemplate(_:didChangeMapRegion:)
    let _: (CPPointOfInterestTemplate, CPPointOfInterest) -> Void = conformer.pointOfInterestTemplate(_:didSelectPointOfInterest:) // sdk: CPPointOfInterestTemplateDelegate.pointOfInterestTemplate(_:didSelectPointOfInterest:)
}
