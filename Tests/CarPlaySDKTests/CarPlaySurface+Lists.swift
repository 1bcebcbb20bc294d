// The CarPlay SDK surface: the list template, its sections and rows, image rows and their elements, message rows, the details header and playback configuration.
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

/// CPListTemplate: sections of list rows.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
@MainActor func surfaceOfCPListTemplate() {
    requireSendable(CPListTemplate.self) // sdk: CPListTemplate
    let _: CPTemplate.Type = CPListTemplate.self // sdk: CPListTemplate
    let _: any CPBarButtonProviding.Type = CPListTemplate.self // sdk: CPListTemplate
    let _: (String?, [CPListSection]) -> CPListTemplate = CPListTemplate.init(title:sections:) // sdk: CPListTemplate.init(title:sections:)
    let _: (String?, [CPListSection], CPAssistantCellConfiguration?) -> CPListTemplate = CPListTemplate.init(title:sections:assistantCellConfiguration:) // sdk: CPListTemplate.init(title:sections:assistantCellConfiguration:)
    let _: (String?, [CPListSection], CPAssistantCellConfiguration?, [CPGridButton]?) -> CPListTemplate = CPListTemplate.init(title:sections:assistantCellConfiguration:headerGridButtons:) // sdk: CPListTemplate.init(title:sections:assistantCellConfiguration:headerGridButtons:)
    let _: (String?, CPListTemplateDetailsHeader?, [CPListSection], CPAssistantCellConfiguration?) -> CPListTemplate = CPListTemplate.init(title:listHeader:sections:assistantCellConfiguration:) // sdk: CPListTemplate.init(title:listHeader:sections:assistantCellConfiguration:)
    let _: ReferenceWritableKeyPath<CPListTemplate, CPListTemplateDetailsHeader?> = \CPListTemplate.listHeader // sdk: CPListTemplate.listHeader
    let _: ReferenceWritableKeyPath<CPListTemplate, (any CPListTemplateDelegate)?> = \CPListTemplate.delegate // sdk: CPListTemplate.delegate
    let _: KeyPath<CPListTemplate.Type, Int> = \CPListTemplate.Type.maximumItemCount // sdk: CPListTemplate.maximumItemCount
    let _: KeyPath<CPListTemplate.Type, Int> = \CPListTemplate.Type.maximumSectionCount // sdk: CPListTemplate.maximumSectionCount
    let _: KeyPath<CPListTemplate, [CPListSection]> = \CPListTemplate.sections // sdk: CPListTemplate.sections
    let _: KeyPath<CPListTemplate, String?> = \CPListTemplate.title // sdk: CPListTemplate.title
    let _: (CPListTemplate) -> ([CPListSection]) -> Void = CPListTemplate.updateSections(_:) // sdk: CPListTemplate.updateSections(_:)
    let _: KeyPath<CPListTemplate, Int> = \CPListTemplate.sectionCount // sdk: CPListTemplate.sectionCount
    let _: KeyPath<CPListTemplate, Int> = \CPListTemplate.itemCount // sdk: CPListTemplate.itemCount
    let _: (CPListTemplate) -> (any CPListTemplateItem) -> IndexPath? = CPListTemplate.indexPath(for:) // sdk: CPListTemplate.indexPath(for:)
    let _: ReferenceWritableKeyPath<CPListTemplate, [String]> = \CPListTemplate.emptyViewTitleVariants // sdk: CPListTemplate.emptyViewTitleVariants
    let _: ReferenceWritableKeyPath<CPListTemplate, [String]> = \CPListTemplate.emptyViewSubtitleVariants // sdk: CPListTemplate.emptyViewSubtitleVariants
    let _: ReferenceWritableKeyPath<CPListTemplate, Bool> = \CPListTemplate.showsSpinnerWhileEmpty // sdk: CPListTemplate.showsSpinnerWhileEmpty
    let _: ReferenceWritableKeyPath<CPListTemplate, CPAssistantCellConfiguration?> = \CPListTemplate.assistantCellConfiguration // sdk: CPListTemplate.assistantCellConfiguration
    let _: KeyPath<CPListTemplate.Type, Int> = \CPListTemplate.Type.maximumHeaderGridButtonCount // sdk: CPListTemplate.maximumHeaderGridButtonCount
    let _: KeyPath<CPListTemplate.Type, CGSize> = \CPListTemplate.Type.maximumGridButtonImageSize // sdk: CPListTemplate.maximumGridButtonImageSize
    let _: ReferenceWritableKeyPath<CPListTemplate, [CPGridButton]?> = \CPListTemplate.headerGridButtons // sdk: CPListTemplate.headerGridButtons
}

/// CPListSection: a section of a list template.
nonisolated func surfaceOfCPListSection() {
    let _: NSObject.Type = CPListSection.self // sdk: CPListSection
    let _: ([any CPListTemplateItem], String?, String?) -> CPListSection = CPListSection.init(items:header:sectionIndexTitle:) // sdk: CPListSection.init(items:header:sectionIndexTitle:) [any CPListTemplateItem]
    let _: ([any CPListTemplateItem]) -> CPListSection = CPListSection.init(items:) // sdk: CPListSection.init(items:) [any CPListTemplateItem]
    let _: ([CPListItem], String?, String?) -> CPListSection = CPListSection.init(items:header:sectionIndexTitle:) // sdk: CPListSection.init(items:header:sectionIndexTitle:) [CPListItem]
    let _: ([CPListItem]) -> CPListSection = CPListSection.init(items:) // sdk: CPListSection.init(items:) [CPListItem]
    let _: ([any CPListTemplateItem], String, String?, UIImage?, CPButton?, String?) -> CPListSection = CPListSection.init(items:header:headerSubtitle:headerImage:headerButton:sectionIndexTitle:) // sdk: CPListSection.init(items:header:headerSubtitle:headerImage:headerButton:sectionIndexTitle:)
    let _: KeyPath<CPListSection, String?> = \CPListSection.header // sdk: CPListSection.header
    let _: KeyPath<CPListSection, String?> = \CPListSection.headerSubtitle // sdk: CPListSection.headerSubtitle
    let _: ReferenceWritableKeyPath<CPListSection, UIImage?> = \CPListSection.headerImage // sdk: CPListSection.headerImage
    let _: KeyPath<CPListSection, CPButton?> = \CPListSection.headerButton // sdk: CPListSection.headerButton
    let _: KeyPath<CPListSection, String?> = \CPListSection.sectionIndexTitle // sdk: CPListSection.sectionIndexTitle
    let _: KeyPath<CPListSection, [any CPListTemplateItem]> = \CPListSection.items // sdk: CPListSection.items
    let _: (CPListSection) -> (any CPListTemplateItem) -> Int = CPListSection.index(of:) // sdk: CPListSection.index(of:)
    let _: (CPListSection) -> (Int) -> any CPListTemplateItem = CPListSection.item(at:) // sdk: CPListSection.item(at:)
}

/// CPListItem: a row of a list template.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
@MainActor func surfaceOfCPListItem() {
    requireSendable(CPListItem.self) // sdk: CPListItem
    let _: NSObject.Type = CPListItem.self // sdk: CPListItem
    let _: any CPSelectableListItem.Type = CPListItem.self // sdk: CPListItem
    let _: any CPListTemplateItem.Type = CPListItem.self // sdk: CPListItem
    let _: any CPPlayableItem.Type = CPListItem.self // sdk: CPListItem
    let _: (String?, String?, UIImage?, UIImage?, CPListItemAccessoryType) -> CPListItem = CPListItem.init(text:detailText:image:accessoryImage:accessoryType:) // sdk: CPListItem.init(text:detailText:image:accessoryImage:accessoryType:)
    let _: (String?, String?, UIImage?) -> CPListItem = CPListItem.init(text:detailText:image:) // sdk: CPListItem.init(text:detailText:image:)
    let _: (String?, String?) -> CPListItem = CPListItem.init(text:detailText:) // sdk: CPListItem.init(text:detailText:)
    let _: (String?, String?, UIImage?, Bool) -> CPListItem = CPListItem.init(text:detailText:image:showsDisclosureIndicator:) // sdk: CPListItem.init(text:detailText:image:showsDisclosureIndicator:)
    let _: ReferenceWritableKeyPath<CPListItem, Bool> = \CPListItem.isEnabled // sdk: CPListItem.isEnabled
    let _: ReferenceWritableKeyPath<CPListItem, CPListItemAccessoryType> = \CPListItem.accessoryType // sdk: CPListItem.accessoryType
    let _: ReferenceWritableKeyPath<CPListItem, Bool> = \CPListItem.isExplicitContent // sdk: CPListItem.isExplicitContent
    let _: ReferenceWritableKeyPath<CPListItem, CGFloat> = \CPListItem.playbackProgress // sdk: CPListItem.playbackProgress
    let _: ReferenceWritableKeyPath<CPListItem, Bool> = \CPListItem.isPlaying // sdk: CPListItem.isPlaying
    let _: ReferenceWritableKeyPath<CPListItem, CPListItemPlayingIndicatorLocation> = \CPListItem.playingIndicatorLocation // sdk: CPListItem.playingIndicatorLocation
    let _: KeyPath<CPListItem.Type, CGSize> = \CPListItem.Type.maximumImageSize // sdk: CPListItem.maximumImageSize
    let _: (CPListItem) -> (String?) -> Void = CPListItem.setDetailText(_:) // sdk: CPListItem.setDetailText(_:)
    let _: (CPListItem) -> (UIImage?) -> Void = CPListItem.setImage(_:) // sdk: CPListItem.setImage(_:)
    let _: (CPListItem) -> (UIImage?) -> Void = CPListItem.setAccessoryImage(_:) // sdk: CPListItem.setAccessoryImage(_:)
    let _: (CPListItem) -> (String) -> Void = CPListItem.setText(_:) // sdk: CPListItem.setText(_:)
    let _: ReferenceWritableKeyPath<CPListItem, ((any CPSelectableListItem, @escaping () -> Void) -> Void)?> = \CPListItem.handler // sdk: CPListItem.handler
    let _: KeyPath<CPListItem, String?> = \CPListItem.text // sdk: CPListItem.text
    let _: ReferenceWritableKeyPath<CPListItem, Any?> = \CPListItem.userInfo // sdk: CPListItem.userInfo
    let _: KeyPath<CPListItem, String?> = \CPListItem.detailText // sdk: CPListItem.detailText
    let _: KeyPath<CPListItem, UIImage?> = \CPListItem.image // sdk: CPListItem.image
    let _: KeyPath<CPListItem, UIImage?> = \CPListItem.accessoryImage // sdk: CPListItem.accessoryImage
    let _: ReferenceWritableKeyPath<CPListItem, CPPlaybackConfiguration?> = \CPListItem.playbackConfiguration // sdk: CPListItem.playbackConfiguration
    let _: KeyPath<CPListItem, Bool> = \CPListItem.showsDisclosureIndicator // sdk: CPListItem.showsDisclosureIndicator
    let _: ReferenceWritableKeyPath<CPListItem, Bool> = \CPListItem.showsExplicitLabel // sdk: CPListItem.showsExplicitLabel
}

nonisolated func surfaceOfCPListItemAccessoryType(_ value: CPListItemAccessoryType) {
    requireSendable(CPListItemAccessoryType.self) // sdk: CPListItemAccessoryType
    let _: (Int) -> CPListItemAccessoryType? = CPListItemAccessoryType.init(rawValue:) // sdk: CPListItemAccessoryType
    switch value {
    case .none: break // sdk: CPListItemAccessoryType.none
    case .disclosureIndicator: break // sdk: CPListItemAccessoryType.disclosureIndicator
    case .cloud: break // sdk: CPListItemAccessoryType.cloud
    }
}

nonisolated func surfaceOfCPListItemPlayingIndicatorLocation(_ value: CPListItemPlayingIndicatorLocation) {
    requireSendable(CPListItemPlayingIndicatorLocation.self) // sdk: CPListItemPlayingIndicatorLocation
    let _: (Int) -> CPListItemPlayingIndicatorLocation? = CPListItemPlayingIndicatorLocation.init(rawValue:) // sdk: CPListItemPlayingIndicatorLocation
    switch value {
    case .leading: break // sdk: CPListItemPlayingIndicatorLocation.leading
    case .trailing: break // sdk: CPListItemPlayingIndicatorLocation.trailing
    }
}

nonisolated func surfaceOfCPListItemAssistantCellPosition(_ value: CPListItem.AssistantCellPosition) {
    requireSendable(CPListItem.AssistantCellPosition.self) // sdk: CPListItem.AssistantCellPosition
    let _: (Int) -> CPListItem.AssistantCellPosition? = CPListItem.AssistantCellPosition.init(rawValue:) // sdk: CPListItem.AssistantCellPosition
    switch value {
    case .top: break // sdk: CPListItem.AssistantCellPosition.top
    case .bottom: break // sdk: CPListItem.AssistantCellPosition.bottom
    }
}

nonisolated func surfaceOfCPListItemAssistantCellVisibility(_ value: CPListItem.AssistantCellVisibility) {
    requireSendable(CPListItem.AssistantCellVisibility.self) // sdk: CPListItem.AssistantCellVisibility
    let _: (Int) -> CPListItem.AssistantCellVisibility? = CPListItem.AssistantCellVisibility.init(rawValue:) // sdk: CPListItem.AssistantCellVisibility
    switch value {
    case .off: break // sdk: CPListItem.AssistantCellVisibility.off
    case .whileLimitedUIActive: break // sdk: CPListItem.AssistantCellVisibility.whileLimitedUIActive
    case .always: break // sdk: CPListItem.AssistantCellVisibility.always
    }
}

nonisolated func surfaceOfCPAssistantCellActionType(_ value: CPAssistantCellActionType) {
    requireSendable(CPAssistantCellActionType.self) // sdk: CPAssistantCellActionType
    let _: (Int) -> CPAssistantCellActionType? = CPAssistantCellActionType.init(rawValue:) // sdk: CPAssistantCellActionType
    switch value {
    case .playMedia: break // sdk: CPAssistantCellActionType.playMedia
    case .startCall: break // sdk: CPAssistantCellActionType.startCall
    }
}

/// CPAssistantCellConfiguration: the Siri assistant cell of a list template.
nonisolated func surfaceOfCPAssistantCellConfiguration() {
    let _: NSObject.Type = CPAssistantCellConfiguration.self // sdk: CPAssistantCellConfiguration
    let _: (CPListItem.AssistantCellPosition, CPListItem.AssistantCellVisibility, CPAssistantCellActionType) -> CPAssistantCellConfiguration = CPAssistantCellConfiguration.init(position:visibility:assistantAction:) // sdk: CPAssistantCellConfiguration.init(position:visibility:assistantAction:)
    let _: KeyPath<CPAssistantCellConfiguration, CPListItem.AssistantCellPosition> = \CPAssistantCellConfiguration.position // sdk: CPAssistantCellConfiguration.position
    let _: KeyPath<CPAssistantCellConfiguration, CPListItem.AssistantCellVisibility> = \CPAssistantCellConfiguration.visibility // sdk: CPAssistantCellConfiguration.visibility
    let _: KeyPath<CPAssistantCellConfiguration, CPAssistantCellActionType> = \CPAssistantCellConfiguration.assistantAction // sdk: CPAssistantCellConfiguration.assistantAction
}

/// CPListImageRowItem: a row of images or elements.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
@MainActor func surfaceOfCPListImageRowItem() {
    requireSendable(CPListImageRowItem.self) // sdk: CPListImageRowItem
    let _: NSObject.Type = CPListImageRowItem.self // sdk: CPListImageRowItem
    let _: any CPSelectableListItem.Type = CPListImageRowItem.self // sdk: CPListImageRowItem
    let _: any CPListTemplateItem.Type = CPListImageRowItem.self // sdk: CPListImageRowItem
    let _: (String, [UIImage]) -> CPListImageRowItem = CPListImageRowItem.init(text:images:) // sdk: CPListImageRowItem.init(text:images:)
    let _: (String, [UIImage], [String]) -> CPListImageRowItem = CPListImageRowItem.init(text:images:imageTitles:) // sdk: CPListImageRowItem.init(text:images:imageTitles:)
    let _: (String?, [CPListImageRowItemRowElement], Bool) -> CPListImageRowItem = CPListImageRowItem.init(text:elements:allowsMultipleLines:) // sdk: CPListImageRowItem.init(text:elements:allowsMultipleLines:)
    let _: (String?, [CPListImageRowItemCardElement], Bool) -> CPListImageRowItem = CPListImageRowItem.init(text:cardElements:allowsMultipleLines:) // sdk: CPListImageRowItem.init(text:cardElements:allowsMultipleLines:)
    let _: (String?, [CPListImageRowItemCondensedElement], Bool) -> CPListImageRowItem = CPListImageRowItem.init(text:condensedElements:allowsMultipleLines:) // sdk: CPListImageRowItem.init(text:condensedElements:allowsMultipleLines:)
    let _: (String?, [CPListImageRowItemGridElement], Bool) -> CPListImageRowItem = CPListImageRowItem.init(text:gridElements:allowsMultipleLines:) // sdk: CPListImageRowItem.init(text:gridElements:allowsMultipleLines:)
    let _: (String?, [CPListImageRowItemImageGridElement], Bool) -> CPListImageRowItem = CPListImageRowItem.init(text:imageGridElements:allowsMultipleLines:) // sdk: CPListImageRowItem.init(text:imageGridElements:allowsMultipleLines:)
    let _: ReferenceWritableKeyPath<CPListImageRowItem, String?> = \CPListImageRowItem.text // sdk: CPListImageRowItem.text
    let _: ReferenceWritableKeyPath<CPListImageRowItem, Any?> = \CPListImageRowItem.userInfo // sdk: CPListImageRowItem.userInfo
    let _: ReferenceWritableKeyPath<CPListImageRowItem, ((any CPSelectableListItem, @escaping () -> Void) -> Void)?> = \CPListImageRowItem.handler // sdk: CPListImageRowItem.handler
    let _: ReferenceWritableKeyPath<CPListImageRowItem, Bool> = \CPListImageRowItem.isEnabled // sdk: CPListImageRowItem.isEnabled
    let _: KeyPath<CPListImageRowItem, [UIImage]> = \CPListImageRowItem.gridImages // sdk: CPListImageRowItem.gridImages
    let _: (CPListImageRowItem) -> ([UIImage]) -> Void = CPListImageRowItem.update(_:) // sdk: CPListImageRowItem.update(_:)
    let _: KeyPath<CPListImageRowItem, [String]> = \CPListImageRowItem.imageTitles // sdk: CPListImageRowItem.imageTitles
    let _: ReferenceWritableKeyPath<CPListImageRowItem, [CPListImageRowItemElement]> = \CPListImageRowItem.elements // sdk: CPListImageRowItem.elements
    let _: KeyPath<CPListImageRowItem, Bool> = \CPListImageRowItem.allowsMultipleLines // sdk: CPListImageRowItem.allowsMultipleLines
    let _: ReferenceWritableKeyPath<CPListImageRowItem, ((CPListImageRowItem, Int, @escaping () -> Void) -> Void)?> = \CPListImageRowItem.listImageRowHandler // sdk: CPListImageRowItem.listImageRowHandler
    let _: KeyPath<CPListImageRowItem.Type, CGSize> = \CPListImageRowItem.Type.maximumImageSize // sdk: CPListImageRowItem.maximumImageSize
}

/// CPListImageRowItemElement: the abstract element of an image row (no public initializer).
@MainActor func surfaceOfCPListImageRowItemElement() {
    requireSendable(CPListImageRowItemElement.self) // sdk: CPListImageRowItemElement
    let _: NSObject.Type = CPListImageRowItemElement.self // sdk: CPListImageRowItemElement
    let _: any CPPlayableItem.Type = CPListImageRowItemElement.self // sdk: CPListImageRowItemElement
    let _: ReferenceWritableKeyPath<CPListImageRowItemElement, UIImage> = \CPListImageRowItemElement.image // sdk: CPListImageRowItemElement.image
    let _: KeyPath<CPListImageRowItemElement.Type, CGSize> = \CPListImageRowItemElement.Type.maximumImageSize // sdk: CPListImageRowItemElement.maximumImageSize
    let _: ReferenceWritableKeyPath<CPListImageRowItemElement, Bool> = \CPListImageRowItemElement.isEnabled // sdk: CPListImageRowItemElement.isEnabled
    let _: ReferenceWritableKeyPath<CPListImageRowItemElement, String?> = \CPListImageRowItemElement.accessibilityLabel // sdk: CPListImageRowItemElement.accessibilityLabel
    let _: ReferenceWritableKeyPath<CPListImageRowItemElement, CPPlaybackConfiguration?> = \CPListImageRowItemElement.playbackConfiguration // sdk: CPListImageRowItemElement.playbackConfiguration
}

/// CPListImageRowItemCardElement: a card of an image row.
@MainActor func surfaceOfCPListImageRowItemCardElement() {
    requireSendable(CPListImageRowItemCardElement.self) // sdk: CPListImageRowItemCardElement
    let _: CPListImageRowItemElement.Type = CPListImageRowItemCardElement.self // sdk: CPListImageRowItemCardElement
    let _: (UIImage, Bool, String?, String?, UIColor?) -> CPListImageRowItemCardElement = CPListImageRowItemCardElement.init(image:showsImageFullHeight:title:subtitle:tintColor:) // sdk: CPListImageRowItemCardElement.init(image:showsImageFullHeight:title:subtitle:tintColor:)
    let _: (CPThumbnailImage, String?, String?, UIColor?) -> CPListImageRowItemCardElement = CPListImageRowItemCardElement.init(thumbnail:title:subtitle:tintColor:) // sdk: CPListImageRowItemCardElement.init(thumbnail:title:subtitle:tintColor:)
    let _: ReferenceWritableKeyPath<CPListImageRowItemCardElement, CPThumbnailImage?> = \CPListImageRowItemCardElement.thumbnail // sdk: CPListImageRowItemCardElement.thumbnail
    let _: ReferenceWritableKeyPath<CPListImageRowItemCardElement, String> = \CPListImageRowItemCardElement.title // sdk: CPListImageRowItemCardElement.title
    let _: ReferenceWritableKeyPath<CPListImageRowItemCardElement, String?> = \CPListImageRowItemCardElement.subtitle // sdk: CPListImageRowItemCardElement.subtitle
    let _: KeyPath<CPListImageRowItemCardElement, Bool> = \CPListImageRowItemCardElement.showsImageFullHeight // sdk: CPListImageRowItemCardElement.showsImageFullHeight
    let _: ReferenceWritableKeyPath<CPListImageRowItemCardElement, UIColor?> = \CPListImageRowItemCardElement.tintColor // sdk: CPListImageRowItemCardElement.tintColor
    let _: KeyPath<CPListImageRowItemCardElement.Type, CGSize> = \CPListImageRowItemCardElement.Type.maximumImageSize // sdk: CPListImageRowItemCardElement.maximumImageSize
    let _: KeyPath<CPListImageRowItemCardElement.Type, CGSize> = \CPListImageRowItemCardElement.Type.maximumFullHeightImageSize // sdk: CPListImageRowItemCardElement.maximumFullHeightImageSize
}

/// CPListImageRowItemCondensedElement: a condensed element of an image row.
@MainActor func surfaceOfCPListImageRowItemCondensedElement() {
    requireSendable(CPListImageRowItemCondensedElement.self) // sdk: CPListImageRowItemCondensedElement
    let _: CPListImageRowItemElement.Type = CPListImageRowItemCondensedElement.self // sdk: CPListImageRowItemCondensedElement
    let _: (UIImage, CPListImageRowItemCondensedElement.Shape, String, String?, String?) -> CPListImageRowItemCondensedElement = CPListImageRowItemCondensedElement.init(image:imageShape:title:subtitle:accessorySymbolName:) // sdk: CPListImageRowItemCondensedElement.init(image:imageShape:title:subtitle:accessorySymbolName:)
    let _: ReferenceWritableKeyPath<CPListImageRowItemCondensedElement, String> = \CPListImageRowItemCondensedElement.title // sdk: CPListImageRowItemCondensedElement.title
    let _: ReferenceWritableKeyPath<CPListImageRowItemCondensedElement, String?> = \CPListImageRowItemCondensedElement.subtitle // sdk: CPListImageRowItemCondensedElement.subtitle
    let _: ReferenceWritableKeyPath<CPListImageRowItemCondensedElement, String?> = \CPListImageRowItemCondensedElement.accessorySymbolName // sdk: CPListImageRowItemCondensedElement.accessorySymbolName
    let _: KeyPath<CPListImageRowItemCondensedElement, CPListImageRowItemCondensedElement.Shape> = \CPListImageRowItemCondensedElement.imageShape // sdk: CPListImageRowItemCondensedElement.imageShape
}

nonisolated func surfaceOfCPListImageRowItemCondensedElementShape(_ value: CPListImageRowItemCondensedElement.Shape) {
    requireSendable(CPListImageRowItemCondensedElement.Shape.self) // sdk: CPListImageRowItemCondensedElement.Shape
    let _: (Int) -> CPListImageRowItemCondensedElement.Shape? = CPListImageRowItemCondensedElement.Shape.init(rawValue:) // sdk: CPListImageRowItemCondensedElement.Shape
    switch value {
    case .circular: break // sdk: CPListImageRowItemCondensedElement.Shape.circular
    case .roundedRectangle: break // sdk: CPListImageRowItemCondensedElement.Shape.roundedRectangle
    }
}

/// CPListImageRowItemGridElement: an image of an image-row grid.
@MainActor func surfaceOfCPListImageRowItemGridElement() {
    requireSendable(CPListImageRowItemGridElement.self) // sdk: CPListImageRowItemGridElement
    let _: CPListImageRowItemElement.Type = CPListImageRowItemGridElement.self // sdk: CPListImageRowItemGridElement
    let _: (UIImage) -> CPListImageRowItemGridElement = CPListImageRowItemGridElement.init(image:) // sdk: CPListImageRowItemGridElement.init(image:)
}

/// CPListImageRowItemImageGridElement: a titled image of an image-row grid.
@MainActor func surfaceOfCPListImageRowItemImageGridElement() {
    requireSendable(CPListImageRowItemImageGridElement.self) // sdk: CPListImageRowItemImageGridElement
    let _: CPListImageRowItemElement.Type = CPListImageRowItemImageGridElement.self // sdk: CPListImageRowItemImageGridElement
    let _: (UIImage, CPListImageRowItemImageGridElement.Shape, String, String?) -> CPListImageRowItemImageGridElement = CPListImageRowItemImageGridElement.init(image:imageShape:title:accessorySymbolName:) // sdk: CPListImageRowItemImageGridElement.init(image:imageShape:title:accessorySymbolName:)
    let _: ReferenceWritableKeyPath<CPListImageRowItemImageGridElement, String> = \CPListImageRowItemImageGridElement.title // sdk: CPListImageRowItemImageGridElement.title
    let _: ReferenceWritableKeyPath<CPListImageRowItemImageGridElement, String?> = \CPListImageRowItemImageGridElement.accessorySymbolName // sdk: CPListImageRowItemImageGridElement.accessorySymbolName
    let _: KeyPath<CPListImageRowItemImageGridElement, CPListImageRowItemImageGridElement.Shape> = \CPListImageRowItemImageGridElement.imageShape // sdk: CPListImageRowItemImageGridElement.imageShape
}

nonisolated func surfaceOfCPListImageRowItemImageGridElementShape(_ value: CPListImageRowItemImageGridElement.Shape) {
    requireSendable(CPListImageRowItemImageGridElement.Shape.self) // sdk: CPListImageRowItemImageGridElement.Shape
    let _: (Int) -> CPListImageRowItemImageGridElement.Shape? = CPListImageRowItemImageGridElement.Shape.init(rawValue:) // sdk: CPListImageRowItemImageGridElement.Shape
    switch value {
    case .circular: break // sdk: CPListImageRowItemImageGridElement.Shape.circular
    case .roundedRectangle: break // sdk: CPListImageRowItemImageGridElement.Shape.roundedRectangle
    }
}

/// CPListImageRowItemRowElement: an element of an image row with a title and subtitle.
@MainActor func surfaceOfCPListImageRowItemRowElement() {
    requireSendable(CPListImageRowItemRowElement.self) // sdk: CPListImageRowItemRowElement
    let _: CPListImageRowItemElement.Type = CPListImageRowItemRowElement.self // sdk: CPListImageRowItemRowElement
    let _: (UIImage, String?, String?) -> CPListImageRowItemRowElement = CPListImageRowItemRowElement.init(image:title:subtitle:) // sdk: CPListImageRowItemRowElement.init(image:title:subtitle:)
    let _: ReferenceWritableKeyPath<CPListImageRowItemRowElement, String?> = \CPListImageRowItemRowElement.title // sdk: CPListImageRowItemRowElement.title
    let _: ReferenceWritableKeyPath<CPListImageRowItemRowElement, String?> = \CPListImageRowItemRowElement.subtitle // sdk: CPListImageRowItemRowElement.subtitle
}

/// CPMessageListItem: a conversation or contact row.
nonisolated func surfaceOfCPMessageListItem() {
    let _: NSObject.Type = CPMessageListItem.self // sdk: CPMessageListItem
    let _: any CPListTemplateItem.Type = CPMessageListItem.self // sdk: CPMessageListItem
    let _: (String, String, CPMessageListItemLeadingConfiguration, CPMessageListItemTrailingConfiguration?, String?, String?) -> CPMessageListItem = CPMessageListItem.init(conversationIdentifier:text:leadingConfiguration:trailingConfiguration:detailText:trailingText:) // sdk: CPMessageListItem.init(conversationIdentifier:text:leadingConfiguration:trailingConfiguration:detailText:trailingText:)
    let _: (String, String, CPMessageListItemLeadingConfiguration, CPMessageListItemTrailingConfiguration?, String?, String?) -> CPMessageListItem = CPMessageListItem.init(fullName:phoneOrEmailAddress:leadingConfiguration:trailingConfiguration:detailText:trailingText:) // sdk: CPMessageListItem.init(fullName:phoneOrEmailAddress:leadingConfiguration:trailingConfiguration:detailText:trailingText:)
    let _: ReferenceWritableKeyPath<CPMessageListItem, String?> = \CPMessageListItem.text // sdk: CPMessageListItem.text
    let _: ReferenceWritableKeyPath<CPMessageListItem, String?> = \CPMessageListItem.conversationIdentifier // sdk: CPMessageListItem.conversationIdentifier
    let _: ReferenceWritableKeyPath<CPMessageListItem, String?> = \CPMessageListItem.phoneOrEmailAddress // sdk: CPMessageListItem.phoneOrEmailAddress
    let _: ReferenceWritableKeyPath<CPMessageListItem, CPMessageListItemLeadingConfiguration> = \CPMessageListItem.leadingConfiguration // sdk: CPMessageListItem.leadingConfiguration
    let _: ReferenceWritableKeyPath<CPMessageListItem, CPMessageListItemTrailingConfiguration?> = \CPMessageListItem.trailingConfiguration // sdk: CPMessageListItem.trailingConfiguration
    let _: ReferenceWritableKeyPath<CPMessageListItem, String?> = \CPMessageListItem.detailText // sdk: CPMessageListItem.detailText
    let _: ReferenceWritableKeyPath<CPMessageListItem, String?> = \CPMessageListItem.trailingText // sdk: CPMessageListItem.trailingText
    let _: ReferenceWritableKeyPath<CPMessageListItem, Bool> = \CPMessageListItem.isEnabled // sdk: CPMessageListItem.isEnabled
    let _: ReferenceWritableKeyPath<CPMessageListItem, Any?> = \CPMessageListItem.userInfo // sdk: CPMessageListItem.userInfo
    let _: ReferenceWritableKeyPath<CPMessageListItem, UIImage?> = \CPMessageListItem.leadingDetailTextImage // sdk: CPMessageListItem.leadingDetailTextImage
}

/// CPMessageListItemLeadingConfiguration: the leading side of a message row.
nonisolated func surfaceOfCPMessageListItemLeadingConfiguration() {
    let _: NSObject.Type = CPMessageListItemLeadingConfiguration.self // sdk: CPMessageListItemLeadingConfiguration
    let _: (CPMessageLeadingItem, UIImage?, Bool) -> CPMessageListItemLeadingConfiguration = CPMessageListItemLeadingConfiguration.init(leadingItem:leadingImage:unread:) // sdk: CPMessageListItemLeadingConfiguration.init(leadingItem:leadingImage:unread:)
    let _: KeyPath<CPMessageListItemLeadingConfiguration, Bool> = \CPMessageListItemLeadingConfiguration.isUnread // sdk: CPMessageListItemLeadingConfiguration.isUnread
    let _: KeyPath<CPMessageListItemLeadingConfiguration, CPMessageLeadingItem> = \CPMessageListItemLeadingConfiguration.leadingItem // sdk: CPMessageListItemLeadingConfiguration.leadingItem
    let _: KeyPath<CPMessageListItemLeadingConfiguration, UIImage?> = \CPMessageListItemLeadingConfiguration.leadingImage // sdk: CPMessageListItemLeadingConfiguration.leadingImage
}

/// CPMessageListItemTrailingConfiguration: the trailing side of a message row.
nonisolated func surfaceOfCPMessageListItemTrailingConfiguration() {
    let _: NSObject.Type = CPMessageListItemTrailingConfiguration.self // sdk: CPMessageListItemTrailingConfiguration
    let _: (CPMessageTrailingItem, UIImage?) -> CPMessageListItemTrailingConfiguration = CPMessageListItemTrailingConfiguration.init(trailingItem:trailingImage:) // sdk: CPMessageListItemTrailingConfiguration.init(trailingItem:trailingImage:)
    let _: KeyPath<CPMessageListItemTrailingConfiguration, CPMessageTrailingItem> = \CPMessageListItemTrailingConfiguration.trailingItem // sdk: CPMessageListItemTrailingConfiguration.trailingItem
    let _: KeyPath<CPMessageListItemTrailingConfiguration, UIImage?> = \CPMessageListItemTrailingConfiguration.trailingImage // sdk: CPMessageListItemTrailingConfiguration.trailingImage
}

nonisolated func surfaceOfCPMessageLeadingItem(_ value: CPMessageLeadingItem) {
    requireSendable(CPMessageLeadingItem.self) // sdk: CPMessageLeadingItem
    let _: (Int) -> CPMessageLeadingItem? = CPMessageLeadingItem.init(rawValue:) // sdk: CPMessageLeadingItem
    switch value {
    case .none: break // sdk: CPMessageLeadingItem.none
    case .pin: break // sdk: CPMessageLeadingItem.pin
    case .star: break // sdk: CPMessageLeadingItem.star
    }
}

nonisolated func surfaceOfCPMessageTrailingItem(_ value: CPMessageTrailingItem) {
    requireSendable(CPMessageTrailingItem.self) // sdk: CPMessageTrailingItem
    let _: (Int) -> CPMessageTrailingItem? = CPMessageTrailingItem.init(rawValue:) // sdk: CPMessageTrailingItem
    switch value {
    case .none: break // sdk: CPMessageTrailingItem.none
    case .mute: break // sdk: CPMessageTrailingItem.mute
    }
}

/// CPListTemplateDetailsHeader: the rich header of a list template.
@MainActor func surfaceOfCPListTemplateDetailsHeader() {
    requireSendable(CPListTemplateDetailsHeader.self) // sdk: CPListTemplateDetailsHeader
    let _: NSObject.Type = CPListTemplateDetailsHeader.self // sdk: CPListTemplateDetailsHeader
    let _: any CPPlayableItem.Type = CPListTemplateDetailsHeader.self // sdk: CPListTemplateDetailsHeader
    let _: (CPThumbnailImage, String?, String?, [CPButton]) -> CPListTemplateDetailsHeader = CPListTemplateDetailsHeader.init(thumbnail:title:subtitle:actionButtons:) // sdk: CPListTemplateDetailsHeader.init(thumbnail:title:subtitle:actionButtons:)
    let _: (CPThumbnailImage, String?, String?, [NSAttributedString], [CPButton]) -> CPListTemplateDetailsHeader = CPListTemplateDetailsHeader.init(thumbnail:title:subtitle:bodyVariants:actionButtons:) // sdk: CPListTemplateDetailsHeader.init(thumbnail:title:subtitle:bodyVariants:actionButtons:)
    let _: ReferenceWritableKeyPath<CPListTemplateDetailsHeader, CPThumbnailImage> = \CPListTemplateDetailsHeader.thumbnail // sdk: CPListTemplateDetailsHeader.thumbnail
    let _: ReferenceWritableKeyPath<CPListTemplateDetailsHeader, String?> = \CPListTemplateDetailsHeader.title // sdk: CPListTemplateDetailsHeader.title
    let _: ReferenceWritableKeyPath<CPListTemplateDetailsHeader, String?> = \CPListTemplateDetailsHeader.subtitle // sdk: CPListTemplateDetailsHeader.subtitle
    let _: ReferenceWritableKeyPath<CPListTemplateDetailsHeader, [NSAttributedString]> = \CPListTemplateDetailsHeader.bodyVariants // sdk: CPListTemplateDetailsHeader.bodyVariants
    let _: ReferenceWritableKeyPath<CPListTemplateDetailsHeader, [CPButton]> = \CPListTemplateDetailsHeader.actionButtons // sdk: CPListTemplateDetailsHeader.actionButtons
    let _: ReferenceWritableKeyPath<CPListTemplateDetailsHeader, Bool> = \CPListTemplateDetailsHeader.wantsAdaptiveBackgroundStyle // sdk: CPListTemplateDetailsHeader.wantsAdaptiveBackgroundStyle
    let _: KeyPath<CPListTemplateDetailsHeader.Type, Int> = \CPListTemplateDetailsHeader.Type.maximumActionButtonCount // sdk: CPListTemplateDetailsHeader.maximumActionButtonCount
    let _: KeyPath<CPListTemplateDetailsHeader.Type, CGSize> = \CPListTemplateDetailsHeader.Type.maximumActionButtonSize // sdk: CPListTemplateDetailsHeader.maximumActionButtonSize
    let _: ReferenceWritableKeyPath<CPListTemplateDetailsHeader, CPPlaybackConfiguration?> = \CPListTemplateDetailsHeader.playbackConfiguration // sdk: CPListTemplateDetailsHeader.playbackConfiguration
}

/// CPThumbnailImage: an image with optional overlays.
@MainActor func surfaceOfCPThumbnailImage() {
    requireSendable(CPThumbnailImage.self) // sdk: CPThumbnailImage
    let _: NSObject.Type = CPThumbnailImage.self // sdk: CPThumbnailImage
    let _: (UIImage) -> CPThumbnailImage = CPThumbnailImage.init(image:) // sdk: CPThumbnailImage.init(image:)
    let _: (UIImage, CPImageOverlay?, CPSportsOverlay?) -> CPThumbnailImage = CPThumbnailImage.init(image:imageOverlay:sportsOverlay:) // sdk: CPThumbnailImage.init(image:imageOverlay:sportsOverlay:)
    let _: ReferenceWritableKeyPath<CPThumbnailImage, UIImage> = \CPThumbnailImage.image // sdk: CPThumbnailImage.image
    let _: ReferenceWritableKeyPath<CPThumbnailImage, CPImageOverlay?> = \CPThumbnailImage.imageOverlay // sdk: CPThumbnailImage.imageOverlay
    let _: ReferenceWritableKeyPath<CPThumbnailImage, CPSportsOverlay?> = \CPThumbnailImage.sportsOverlay // sdk: CPThumbnailImage.sportsOverlay
}

/// CPImageOverlay: text or an image over a thumbnail.
@MainActor func surfaceOfCPImageOverlay() {
    requireSendable(CPImageOverlay.self) // sdk: CPImageOverlay
    let _: NSObject.Type = CPImageOverlay.self // sdk: CPImageOverlay
    let _: (UIImage, CPImageOverlay.Alignment) -> CPImageOverlay = CPImageOverlay.init(image:alignment:) // sdk: CPImageOverlay.init(image:alignment:)
    let _: (String, UIColor, UIColor, CPImageOverlay.Alignment) -> CPImageOverlay = CPImageOverlay.init(text:textColor:backgroundColor:alignment:) // sdk: CPImageOverlay.init(text:textColor:backgroundColor:alignment:)
    let _: KeyPath<CPImageOverlay, String?> = \CPImageOverlay.text // sdk: CPImageOverlay.text
    let _: KeyPath<CPImageOverlay, UIColor?> = \CPImageOverlay.textColor // sdk: CPImageOverlay.textColor
    let _: KeyPath<CPImageOverlay, UIColor?> = \CPImageOverlay.backgroundColor // sdk: CPImageOverlay.backgroundColor
    let _: KeyPath<CPImageOverlay, UIImage?> = \CPImageOverlay.image // sdk: CPImageOverlay.image
    let _: KeyPath<CPImageOverlay, CPImageOverlay.Alignment> = \CPImageOverlay.alignment // sdk: CPImageOverlay.alignment
}

nonisolated func surfaceOfCPImageOverlayAlignment(_ value: CPImageOverlay.Alignment) {
    requireSendable(CPImageOverlay.Alignment.self) // sdk: CPImageOverlay.Alignment
    let _: (Int) -> CPImageOverlay.Alignment? = CPImageOverlay.Alignment.init(rawValue:) // sdk: CPImageOverlay.Alignment
    switch value {
    case .leading: break // sdk: CPImageOverlay.Alignment.leading
    case .center: break // sdk: CPImageOverlay.Alignment.center
    case .trailing: break // sdk: CPImageOverlay.Alignment.trailing
    }
}

/// CPSportsOverlay: a score over a thumbnail.
@MainActor func surfaceOfCPSportsOverlay() {
    requireSendable(CPSportsOverlay.self) // sdk: CPSportsOverlay
    let _: NSObject.Type = CPSportsOverlay.self // sdk: CPSportsOverlay
    let _: (CPNowPlayingSportsTeam, CPNowPlayingSportsTeam, CPNowPlayingSportsEventStatus?) -> CPSportsOverlay = CPSportsOverlay.init(leftTeam:rightTeam:eventStatus:) // sdk: CPSportsOverlay.init(leftTeam:rightTeam:eventStatus:)
    let _: KeyPath<CPSportsOverlay, CPNowPlayingSportsTeam> = \CPSportsOverlay.leftTeam // sdk: CPSportsOverlay.leftTeam
    let _: KeyPath<CPSportsOverlay, CPNowPlayingSportsTeam> = \CPSportsOverlay.rightTeam // sdk: CPSportsOverlay.rightTeam
    let _: KeyPath<CPSportsOverlay, CPNowPlayingSportsEventStatus?> = \CPSportsOverlay.eventStatus // sdk: CPSportsOverlay.eventStatus
}

/// CPPlaybackConfiguration: the playback state a playable item shows.
@MainActor func surfaceOfCPPlaybackConfiguration() {
    requireSendable(CPPlaybackConfiguration.self) // sdk: CPPlaybackConfiguration
    let _: NSObject.Type = CPPlaybackConfiguration.self // sdk: CPPlaybackConfiguration
    let _: any NSCopying.Type = CPPlaybackConfiguration.self // sdk: CPPlaybackConfiguration
    let _: (CPPlaybackConfiguration.Presentation, CPPlaybackConfiguration.Action, CMTime, CMTime) -> CPPlaybackConfiguration = CPPlaybackConfiguration.init(preferredPresentation:playbackAction:elapsedTime:duration:) // sdk: CPPlaybackConfiguration.init(preferredPresentation:playbackAction:elapsedTime:duration:)
    let _: KeyPath<CPPlaybackConfiguration, CPPlaybackConfiguration.Presentation> = \CPPlaybackConfiguration.preferredPresentation // sdk: CPPlaybackConfiguration.preferredPresentation
    let _: KeyPath<CPPlaybackConfiguration, CPPlaybackConfiguration.Action> = \CPPlaybackConfiguration.playbackAction // sdk: CPPlaybackConfiguration.playbackAction
    let _: KeyPath<CPPlaybackConfiguration, CMTime> = \CPPlaybackConfiguration.elapsedTime // sdk: CPPlaybackConfiguration.elapsedTime
    let _: KeyPath<CPPlaybackConfiguration, CMTime> = \CPPlaybackConfiguration.duration // sdk: CPPlaybackConfiguration.duration
}

nonisolated func surfaceOfCPPlaybackConfigurationPresentation(_ value: CPPlaybackConfiguration.Presentation) {
    requireSendable(CPPlaybackConfiguration.Presentation.self) // sdk: CPPlaybackConfiguration.Presentation
    let _: (Int) -> CPPlaybackConfiguration.Presentation? = CPPlaybackConfiguration.Presentation.init(rawValue:) // sdk: CPPlaybackConfiguration.Presentation
    switch value {
    case .none: break // sdk: CPPlaybackConfiguration.Presentation.none
    case .audio: break // sdk: CPPlaybackConfiguration.Presentation.audio
    case .video: break // sdk: CPPlaybackConfiguration.Presentation.video
    }
}

nonisolated func surfaceOfCPPlaybackConfigurationAction(_ value: CPPlaybackConfiguration.Action) {
    requireSendable(CPPlaybackConfiguration.Action.self) // sdk: CPPlaybackConfiguration.Action
    let _: (Int) -> CPPlaybackConfiguration.Action? = CPPlaybackConfiguration.Action.init(rawValue:) // sdk: CPPlaybackConfiguration.Action
    switch value {
    case .none: break // sdk: CPPlaybackConfiguration.Action.none
    case .play: break // sdk: CPPlaybackConfiguration.Action.play
    case .pause: break // sdk: CPPlaybackConfiguration.Action.pause
    case .replay: break // sdk: CPPlaybackConfiguration.Action.replay
    }
}

nonisolated func surfaceOfListConstants() {
    let _: CGSize = CPMaximumListSectionImageSize // sdk: CPMaximumListSectionImageSize
    let _: Int = CPMaximumNumberOfGridImages // sdk: CPMaximumNumberOfGridImages
    let _: CGSize = CPMaximumMessageItemImageSize // sdk: CPMaximumMessageItemImageSize
    let _: CGSize = CPMaximumMessageItemLeadingDetailTextImageSize // sdk: CPMaximumMessageItemLeadingDetailTextImageSize
}

/// CPListTemplateItem: a conformer implementing every requirement, isolated as the protocol is.
nonisolated final class SurfaceListTemplateItemConformer: NSObject, CPListTemplateItem { // sdk: CPListTemplateItem
    var text: String? { nil } // sdk: CPListTemplateItem.text
    var userInfo: Any? // sdk: CPListTemplateItem.userInfo
    var isEnabled = true // sdk: CPListTemplateItem.isEnabled
}

/// CPListTemplateItem: every requirement, through the protocol from a nonisolated context.
nonisolated func surfaceOfCPListTemplateItem(_ conformer: any CPListTemplateItem) {
    let _: KeyPath<any CPListTemplateItem, String?> = \(any CPListTemplateItem).text // sdk: CPListTemplateItem.text
    let _: ReferenceWritableKeyPath<any CPListTemplateItem, Any?> = \(any CPListTemplateItem).userInfo // sdk: CPListTemplateItem.userInfo
    let _: ReferenceWritableKeyPath<any CPListTemplateItem, Bool> = \(any CPListTemplateItem).isEnabled // sdk: CPListTemplateItem.isEnabled
}

/// CPSelectableListItem: a conformer implementing every requirement, isolated as the protocol is.
nonisolated final class SurfaceSelectableListItemConformer: NSObject, CPSelectableListItem { // sdk: CPSelectableListItem
    var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)? // sdk: CPSelectableListItem.handler
    var text: String? { nil }
    var userInfo: Any?
    var isEnabled = true
}

/// CPSelectableListItem: its requirement, through the protocol from a nonisolated context.
nonisolated func surfaceOfCPSelectableListItem(_ conformer: any CPSelectableListItem) {
    let _: ReferenceWritableKeyPath<any CPSelectableListItem, ((any CPSelectableListItem, @escaping () -> Void) -> Void)?> = \(any CPSelectableListItem).handler // sdk: CPSelectableListItem.handler
    let _: any CPListTemplateItem = conformer // sdk: CPSelectableListItem
}

/// CPPlayableItem: a conformer implementing every requirement, isolated as the protocol is.
nonisolated final class SurfacePlayableItemConformer: NSObject, CPPlayableItem { // sdk: CPPlayableItem
    var playbackConfiguration: CPPlaybackConfiguration? // sdk: CPPlayableItem.playbackConfiguration
}

/// CPPlayableItem: its requirement, through the protocol from a nonisolated context.
nonisolated func surfaceOfCPPlayableItem(_ conformer: any CPPlayableItem) {
    let _: ReferenceWritableKeyPath<any CPPlayableItem, CPPlaybackConfiguration?> = \(any CPPlayableItem).playbackConfiguration // sdk: CPPlayableItem.playbackConfiguration
}

/// CPListTemplateDelegate: a conformer implementing every requirement, isolated as the protocol is.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
nonisolated final class SurfaceListTemplateDelegateConformer: NSObject, CPListTemplateDelegate { // sdk: CPListTemplateDelegate
    func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping @Sendable () -> Void) {} // sdk: CPListTemplateDelegate.listTemplate(_:didSelect:completionHandler:)
}

/// CPListTemplateDelegate (deprecated): its requirement and the async form Swift imports beside it.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
nonisolated func surfaceOfCPListTemplateDelegate(_ conformer: any CPListTemplateDelegate) {
    let _: (CPListTemplate, CPListItem, @escaping @Sendable () -> Void) -> Void = conformer.listTemplate(_:didSelect:completionHandler:) // sdk: CPListTemplateDelegate.listTemplate(_:didSelect:completionHandler:)
    let _: (CPListTemplate, CPListItem) async -> Void = conformer.listTemplate(_:didSelect:) // sdk: CPListTemplateDelegate.listTemplate(_:didSelect:) async
}
