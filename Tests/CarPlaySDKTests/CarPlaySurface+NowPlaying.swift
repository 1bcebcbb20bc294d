// The CarPlay SDK surface: the Now Playing template, its buttons, modes and observer.
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

/// CPNowPlayingTemplate: the shared Now Playing screen.
@MainActor func surfaceOfCPNowPlayingTemplate() {
    requireSendable(CPNowPlayingTemplate.self) // sdk: CPNowPlayingTemplate
    let _: CPTemplate.Type = CPNowPlayingTemplate.self // sdk: CPNowPlayingTemplate
    let _: KeyPath<CPNowPlayingTemplate.Type, CPNowPlayingTemplate> = \CPNowPlayingTemplate.Type.shared // sdk: CPNowPlayingTemplate.shared
    let _: (CPNowPlayingTemplate) -> (any CPNowPlayingTemplateObserver) -> Void = CPNowPlayingTemplate.add(_:) // sdk: CPNowPlayingTemplate.add(_:)
    let _: (CPNowPlayingTemplate) -> (any CPNowPlayingTemplateObserver) -> Void = CPNowPlayingTemplate.remove(_:) // sdk: CPNowPlayingTemplate.remove(_:)
    let _: KeyPath<CPNowPlayingTemplate, [CPNowPlayingButton]> = \CPNowPlayingTemplate.nowPlayingButtons // sdk: CPNowPlayingTemplate.nowPlayingButtons
    let _: ReferenceWritableKeyPath<CPNowPlayingTemplate, Bool> = \CPNowPlayingTemplate.isUpNextButtonEnabled // sdk: CPNowPlayingTemplate.isUpNextButtonEnabled
    let _: ReferenceWritableKeyPath<CPNowPlayingTemplate, String> = \CPNowPlayingTemplate.upNextTitle // sdk: CPNowPlayingTemplate.upNextTitle
    let _: ReferenceWritableKeyPath<CPNowPlayingTemplate, Bool> = \CPNowPlayingTemplate.isAlbumArtistButtonEnabled // sdk: CPNowPlayingTemplate.isAlbumArtistButtonEnabled
    let _: (CPNowPlayingTemplate) -> ([CPNowPlayingButton]) -> Void = CPNowPlayingTemplate.updateNowPlayingButtons(_:) // sdk: CPNowPlayingTemplate.updateNowPlayingButtons(_:)
    let _: ReferenceWritableKeyPath<CPNowPlayingTemplate, CPNowPlayingMode?> = \CPNowPlayingTemplate.nowPlayingMode // sdk: CPNowPlayingTemplate.nowPlayingMode
}

/// CPNowPlayingButton: a button of the Now Playing screen.
@MainActor func surfaceOfCPNowPlayingButton() {
    requireSendable(CPNowPlayingButton.self) // sdk: CPNowPlayingButton
    let _: NSObject.Type = CPNowPlayingButton.self // sdk: CPNowPlayingButton
    let _: (((CPNowPlayingButton) -> Void)?) -> CPNowPlayingButton = CPNowPlayingButton.init(handler:) // sdk: CPNowPlayingButton.init(handler:)
    _ = CPNowPlayingButton() // sdk: CPNowPlayingButton.init(handler:)
    let _: ReferenceWritableKeyPath<CPNowPlayingButton, Bool> = \CPNowPlayingButton.isEnabled // sdk: CPNowPlayingButton.isEnabled
    let _: ReferenceWritableKeyPath<CPNowPlayingButton, Bool> = \CPNowPlayingButton.isSelected // sdk: CPNowPlayingButton.isSelected
}

nonisolated func surfaceOfNowPlayingConstants() {
    let _: CGSize = CPNowPlayingButtonMaximumImageSize // sdk: CPNowPlayingButtonMaximumImageSize
}

/// CPNowPlayingShuffleButton: the system shuffle button (its initializer is CPNowPlayingButton's).
@MainActor func surfaceOfCPNowPlayingShuffleButton() {
    requireSendable(CPNowPlayingShuffleButton.self) // sdk: CPNowPlayingShuffleButton
    let _: CPNowPlayingButton.Type = CPNowPlayingShuffleButton.self // sdk: CPNowPlayingShuffleButton
    let _: (((CPNowPlayingButton) -> Void)?) -> CPNowPlayingShuffleButton = CPNowPlayingShuffleButton.init(handler:) // sdk: CPNowPlayingShuffleButton
    _ = CPNowPlayingShuffleButton() // sdk: CPNowPlayingShuffleButton
}

/// CPNowPlayingAddToLibraryButton: the system add-to-library button (its initializer is CPNowPlayingButton's).
@MainActor func surfaceOfCPNowPlayingAddToLibraryButton() {
    requireSendable(CPNowPlayingAddToLibraryButton.self) // sdk: CPNowPlayingAddToLibraryButton
    let _: CPNowPlayingButton.Type = CPNowPlayingAddToLibraryButton.self // sdk: CPNowPlayingAddToLibraryButton
    let _: (((CPNowPlayingButton) -> Void)?) -> CPNowPlayingAddToLibraryButton = CPNowPlayingAddToLibraryButton.init(handler:) // sdk: CPNowPlayingAddToLibraryButton
    _ = CPNowPlayingAddToLibraryButton() // sdk: CPNowPlayingAddToLibraryButton
}

/// CPNowPlayingMoreButton: the system more button (its initializer is CPNowPlayingButton's).
@MainActor func surfaceOfCPNowPlayingMoreButton() {
    requireSendable(CPNowPlayingMoreButton.self) // sdk: CPNowPlayingMoreButton
    let _: CPNowPlayingButton.Type = CPNowPlayingMoreButton.self // sdk: CPNowPlayingMoreButton
    let _: (((CPNowPlayingButton) -> Void)?) -> CPNowPlayingMoreButton = CPNowPlayingMoreButton.init(handler:) // sdk: CPNowPlayingMoreButton
    _ = CPNowPlayingMoreButton() // sdk: CPNowPlayingMoreButton
}

/// CPNowPlayingPlaybackRateButton: the system playback-rate button (its initializer is CPNowPlayingButton's).
@MainActor func surfaceOfCPNowPlayingPlaybackRateButton() {
    requireSendable(CPNowPlayingPlaybackRateButton.self) // sdk: CPNowPlayingPlaybackRateButton
    let _: CPNowPlayingButton.Type = CPNowPlayingPlaybackRateButton.self // sdk: CPNowPlayingPlaybackRateButton
    let _: (((CPNowPlayingButton) -> Void)?) -> CPNowPlayingPlaybackRateButton = CPNowPlayingPlaybackRateButton.init(handler:) // sdk: CPNowPlayingPlaybackRateButton
    _ = CPNowPlayingPlaybackRateButton() // sdk: CPNowPlayingPlaybackRateButton
}

/// CPNowPlayingRepeatButton: the system repeat button (its initializer is CPNowPlayingButton's).
@MainActor func surfaceOfCPNowPlayingRepeatButton() {
    requireSendable(CPNowPlayingRepeatButton.self) // sdk: CPNowPlayingRepeatButton
    let _: CPNowPlayingButton.Type = CPNowPlayingRepeatButton.self // sdk: CPNowPlayingRepeatButton
    let _: (((CPNowPlayingButton) -> Void)?) -> CPNowPlayingRepeatButton = CPNowPlayingRepeatButton.init(handler:) // sdk: CPNowPlayingRepeatButton
    _ = CPNowPlayingRepeatButton() // sdk: CPNowPlayingRepeatButton
}

/// CPNowPlayingImageButton: a custom image button of the Now Playing screen.
@MainActor func surfaceOfCPNowPlayingImageButton() {
    requireSendable(CPNowPlayingImageButton.self) // sdk: CPNowPlayingImageButton
    let _: CPNowPlayingButton.Type = CPNowPlayingImageButton.self // sdk: CPNowPlayingImageButton
    let _: (UIImage, ((CPNowPlayingButton) -> Void)?) -> CPNowPlayingImageButton = CPNowPlayingImageButton.init(image:handler:) // sdk: CPNowPlayingImageButton.init(image:handler:)
    _ = CPNowPlayingImageButton(image: given()) // sdk: CPNowPlayingImageButton.init(image:handler:)
    let _: KeyPath<CPNowPlayingImageButton, UIImage?> = \CPNowPlayingImageButton.image // sdk: CPNowPlayingImageButton.image
}

/// CPNowPlayingMode: the default Now Playing layout.
@MainActor func surfaceOfCPNowPlayingMode() {
    requireSendable(CPNowPlayingMode.self) // sdk: CPNowPlayingMode
    let _: NSObject.Type = CPNowPlayingMode.self // sdk: CPNowPlayingMode
    let _: KeyPath<CPNowPlayingMode.Type, CPNowPlayingMode> = \CPNowPlayingMode.Type.default // sdk: CPNowPlayingMode.default
}

/// CPNowPlayingModeSports: the sports Now Playing layout.
@MainActor func surfaceOfCPNowPlayingModeSports() {
    requireSendable(CPNowPlayingModeSports.self) // sdk: CPNowPlayingModeSports
    let _: CPNowPlayingMode.Type = CPNowPlayingModeSports.self // sdk: CPNowPlayingModeSports
    let _: (CPNowPlayingSportsTeam, CPNowPlayingSportsTeam, CPNowPlayingSportsEventStatus?, UIImage?) -> CPNowPlayingModeSports = CPNowPlayingModeSports.init(leftTeam:rightTeam:eventStatus:backgroundArtwork:) // sdk: CPNowPlayingModeSports.init(leftTeam:rightTeam:eventStatus:backgroundArtwork:)
    let _: KeyPath<CPNowPlayingModeSports, CPNowPlayingSportsTeam> = \CPNowPlayingModeSports.leftTeam // sdk: CPNowPlayingModeSports.leftTeam
    let _: KeyPath<CPNowPlayingModeSports, CPNowPlayingSportsTeam> = \CPNowPlayingModeSports.rightTeam // sdk: CPNowPlayingModeSports.rightTeam
    let _: KeyPath<CPNowPlayingModeSports, CPNowPlayingSportsEventStatus?> = \CPNowPlayingModeSports.eventStatus // sdk: CPNowPlayingModeSports.eventStatus
    let _: KeyPath<CPNowPlayingModeSports, UIImage?> = \CPNowPlayingModeSports.backgroundArtwork // sdk: CPNowPlayingModeSports.backgroundArtwork
}

/// CPNowPlayingSportsTeam: one team of a sports event.
@MainActor func surfaceOfCPNowPlayingSportsTeam() {
    requireSendable(CPNowPlayingSportsTeam.self) // sdk: CPNowPlayingSportsTeam
    let _: NSObject.Type = CPNowPlayingSportsTeam.self // sdk: CPNowPlayingSportsTeam
    let _: (String, CPNowPlayingSportsTeamLogo, String?, String, UIImage?, Bool) -> CPNowPlayingSportsTeam = CPNowPlayingSportsTeam.init(name:logo:teamStandings:eventScore:possessionIndicator:favorite:) // sdk: CPNowPlayingSportsTeam.init(name:logo:teamStandings:eventScore:possessionIndicator:favorite:)
    let _: KeyPath<CPNowPlayingSportsTeam, String> = \CPNowPlayingSportsTeam.name // sdk: CPNowPlayingSportsTeam.name
    let _: KeyPath<CPNowPlayingSportsTeam, CPNowPlayingSportsTeamLogo> = \CPNowPlayingSportsTeam.logo // sdk: CPNowPlayingSportsTeam.logo
    let _: KeyPath<CPNowPlayingSportsTeam, String?> = \CPNowPlayingSportsTeam.teamStandings // sdk: CPNowPlayingSportsTeam.teamStandings
    let _: KeyPath<CPNowPlayingSportsTeam, String> = \CPNowPlayingSportsTeam.eventScore // sdk: CPNowPlayingSportsTeam.eventScore
    let _: KeyPath<CPNowPlayingSportsTeam, UIImage?> = \CPNowPlayingSportsTeam.possessionIndicator // sdk: CPNowPlayingSportsTeam.possessionIndicator
    let _: KeyPath<CPNowPlayingSportsTeam, Bool> = \CPNowPlayingSportsTeam.isFavorite // sdk: CPNowPlayingSportsTeam.isFavorite
}

/// CPNowPlayingSportsEventStatus: the state of a sports event.
@MainActor func surfaceOfCPNowPlayingSportsEventStatus() {
    requireSendable(CPNowPlayingSportsEventStatus.self) // sdk: CPNowPlayingSportsEventStatus
    let _: NSObject.Type = CPNowPlayingSportsEventStatus.self // sdk: CPNowPlayingSportsEventStatus
    let _: ([String]?, UIImage?, CPNowPlayingSportsClock?) -> CPNowPlayingSportsEventStatus = CPNowPlayingSportsEventStatus.init(eventStatusText:eventStatusImage:eventClock:) // sdk: CPNowPlayingSportsEventStatus.init(eventStatusText:eventStatusImage:eventClock:)
    let _: KeyPath<CPNowPlayingSportsEventStatus, [String]?> = \CPNowPlayingSportsEventStatus.eventStatusText // sdk: CPNowPlayingSportsEventStatus.eventStatusText
    let _: KeyPath<CPNowPlayingSportsEventStatus, CPNowPlayingSportsClock?> = \CPNowPlayingSportsEventStatus.eventClock // sdk: CPNowPlayingSportsEventStatus.eventClock
    let _: KeyPath<CPNowPlayingSportsEventStatus, UIImage?> = \CPNowPlayingSportsEventStatus.eventStatusImage // sdk: CPNowPlayingSportsEventStatus.eventStatusImage
}

/// CPNowPlayingSportsClock: the clock of a sports event.
@MainActor func surfaceOfCPNowPlayingSportsClock() {
    requireSendable(CPNowPlayingSportsClock.self) // sdk: CPNowPlayingSportsClock
    let _: NSObject.Type = CPNowPlayingSportsClock.self // sdk: CPNowPlayingSportsClock
    let _: (TimeInterval, Bool) -> CPNowPlayingSportsClock = CPNowPlayingSportsClock.init(elapsedTime:paused:) // sdk: CPNowPlayingSportsClock.init(elapsedTime:paused:)
    let _: (TimeInterval, Bool) -> CPNowPlayingSportsClock = CPNowPlayingSportsClock.init(timeRemaining:paused:) // sdk: CPNowPlayingSportsClock.init(timeRemaining:paused:)
    let _: KeyPath<CPNowPlayingSportsClock, TimeInterval> = \CPNowPlayingSportsClock.timeValue // sdk: CPNowPlayingSportsClock.timeValue
    let _: KeyPath<CPNowPlayingSportsClock, Bool> = \CPNowPlayingSportsClock.isPaused // sdk: CPNowPlayingSportsClock.isPaused
    let _: KeyPath<CPNowPlayingSportsClock, Bool> = \CPNowPlayingSportsClock.countsUp // sdk: CPNowPlayingSportsClock.countsUp
}

/// CPNowPlayingSportsTeamLogo: a team's logo or initials.
@MainActor func surfaceOfCPNowPlayingSportsTeamLogo() {
    requireSendable(CPNowPlayingSportsTeamLogo.self) // sdk: CPNowPlayingSportsTeamLogo
    let _: NSObject.Type = CPNowPlayingSportsTeamLogo.self // sdk: CPNowPlayingSportsTeamLogo
    let _: (UIImage) -> CPNowPlayingSportsTeamLogo = CPNowPlayingSportsTeamLogo.init(teamLogo:) // sdk: CPNowPlayingSportsTeamLogo.init(teamLogo:)
    let _: (String) -> CPNowPlayingSportsTeamLogo = CPNowPlayingSportsTeamLogo.init(teamInitials:) // sdk: CPNowPlayingSportsTeamLogo.init(teamInitials:)
    let _: KeyPath<CPNowPlayingSportsTeamLogo, UIImage?> = \CPNowPlayingSportsTeamLogo.logo // sdk: CPNowPlayingSportsTeamLogo.logo
    let _: KeyPath<CPNowPlayingSportsTeamLogo, String?> = \CPNowPlayingSportsTeamLogo.initials // sdk: CPNowPlayingSportsTeamLogo.initials
}

/// CPNowPlayingTemplateObserver: a conformer implementing every requirement, isolated as the protocol is.
nonisolated final class SurfaceNowPlayingTemplateObserverConformer: NSObject, CPNowPlayingTemplateObserver { // sdk: CPNowPlayingTemplateObserver
    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {} // sdk: CPNowPlayingTemplateObserver.nowPlayingTemplateUpNextButtonTapped(_:)
    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {} // sdk: CPNowPlayingTemplateObserver.nowPlayingTemplateAlbumArtistButtonTapped(_:)
}

/// CPNowPlayingTemplateObserver: every requirement, through the protocol from a nonisolated context.
nonisolated func surfaceOfCPNowPlayingTemplateObserver(_ conformer: any CPNowPlayingTemplateObserver) {
    let _: (CPNowPlayingTemplate) -> Void = conformer.nowPlayingTemplateUpNextButtonTapped(_:) // sdk: CPNowPlayingTemplateObserver.nowPlayingTemplateUpNextButtonTapped(_:)
    let _: (CPNowPlayingTemplate) -> Void = conformer.nowPlayingTemplateAlbumArtistButtonTapped(_:) // sdk: CPNowPlayingTemplateObserver.nowPlayingTemplateAlbumArtistButtonTapped(_:)
}
