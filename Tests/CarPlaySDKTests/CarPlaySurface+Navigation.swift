// The CarPlay SDK surface: the map template and its delegate, trips, maneuvers, lanes, navigation sessions and alerts, waypoints and route segments.
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

/// CPMapTemplate: the navigation overlay over the app's map.
@MainActor func surfaceOfCPMapTemplate() {
    requireSendable(CPMapTemplate.self) // sdk: CPMapTemplate
    let _: CPTemplate.Type = CPMapTemplate.self // sdk: CPMapTemplate
    let _: any CPBarButtonProviding.Type = CPMapTemplate.self // sdk: CPMapTemplate
    let _: () -> CPMapTemplate = CPMapTemplate.init // sdk: CPMapTemplate.init()
    let _: ReferenceWritableKeyPath<CPMapTemplate, UIColor> = \CPMapTemplate.guidanceBackgroundColor // sdk: CPMapTemplate.guidanceBackgroundColor
    let _: ReferenceWritableKeyPath<CPMapTemplate, CPTripEstimateStyle> = \CPMapTemplate.tripEstimateStyle // sdk: CPMapTemplate.tripEstimateStyle
    let _: ReferenceWritableKeyPath<CPMapTemplate, [CPMapButton]> = \CPMapTemplate.mapButtons // sdk: CPMapTemplate.mapButtons
    let _: (CPMapTemplate) -> ([CPTrip], CPTripPreviewTextConfiguration?) -> Void = CPMapTemplate.showTripPreviews(_:textConfiguration:) // sdk: CPMapTemplate.showTripPreviews(_:textConfiguration:)
    let _: (CPMapTemplate) -> ([CPTrip], CPTrip?, CPTripPreviewTextConfiguration?) -> Void = CPMapTemplate.showTripPreviews(_:selectedTrip:textConfiguration:) // sdk: CPMapTemplate.showTripPreviews(_:selectedTrip:textConfiguration:)
    let _: (CPMapTemplate) -> (CPTrip, CPTripPreviewTextConfiguration?) -> Void = CPMapTemplate.showRouteChoicesPreview(for:textConfiguration:) // sdk: CPMapTemplate.showRouteChoicesPreview(for:textConfiguration:)
    let _: (CPMapTemplate) -> () -> Void = CPMapTemplate.hideTripPreviews // sdk: CPMapTemplate.hideTripPreviews()
    let _: (CPMapTemplate) -> (CPTravelEstimates, CPTrip) -> Void = CPMapTemplate.updateEstimates(_:for:) // sdk: CPMapTemplate.updateEstimates(_:for:)
    let _: (CPMapTemplate) -> (CPTravelEstimates, CPTrip, CPTimeRemainingColor) -> Void = CPMapTemplate.update(_:for:with:) // sdk: CPMapTemplate.update(_:for:with:)
    let _: (CPMapTemplate) -> (CPTrip) -> CPNavigationSession = CPMapTemplate.startNavigationSession(for:) // sdk: CPMapTemplate.startNavigationSession(for:)
    let _: ReferenceWritableKeyPath<CPMapTemplate, Bool> = \CPMapTemplate.automaticallyHidesNavigationBar // sdk: CPMapTemplate.automaticallyHidesNavigationBar
    let _: ReferenceWritableKeyPath<CPMapTemplate, Bool> = \CPMapTemplate.hidesButtonsWithNavigationBar // sdk: CPMapTemplate.hidesButtonsWithNavigationBar
    let _: ReferenceWritableKeyPath<CPMapTemplate, (any CPMapTemplateDelegate)?> = \CPMapTemplate.mapDelegate // sdk: CPMapTemplate.mapDelegate
    let _: (CPMapTemplate) -> (Bool) -> Void = CPMapTemplate.showPanningInterface(animated:) // sdk: CPMapTemplate.showPanningInterface(animated:)
    let _: (CPMapTemplate) -> (Bool) -> Void = CPMapTemplate.dismissPanningInterface(animated:) // sdk: CPMapTemplate.dismissPanningInterface(animated:)
    let _: KeyPath<CPMapTemplate, Bool> = \CPMapTemplate.isPanningInterfaceVisible // sdk: CPMapTemplate.isPanningInterfaceVisible
    let _: KeyPath<CPMapTemplate, CPNavigationAlert?> = \CPMapTemplate.currentNavigationAlert // sdk: CPMapTemplate.currentNavigationAlert
    let _: (CPMapTemplate) -> (CPNavigationAlert, Bool) -> Void = CPMapTemplate.present(navigationAlert:animated:) // sdk: CPMapTemplate.present(navigationAlert:animated:)
    let _: (CPMapTemplate) -> (Bool, @escaping (Bool) -> Void) -> Void = CPMapTemplate.dismissNavigationAlert(animated:completion:) // sdk: CPMapTemplate.dismissNavigationAlert(animated:completion:)
    let _: (CPMapTemplate) -> (Bool) async -> Bool = CPMapTemplate.dismissNavigationAlert(animated:) // sdk: CPMapTemplate.dismissNavigationAlert(animated:) async
}

nonisolated func surfaceOfCPMapTemplatePanDirection() {
    requireOptionSet(CPMapTemplate.PanDirection.self) // sdk: CPMapTemplate.PanDirection
    requireSendable(CPMapTemplate.PanDirection.self) // sdk: CPMapTemplate.PanDirection
    let _: (Int) -> CPMapTemplate.PanDirection = CPMapTemplate.PanDirection.init(rawValue:) // sdk: CPMapTemplate.PanDirection
    let _: CPMapTemplate.PanDirection = .left // sdk: CPMapTemplate.PanDirection.left
    let _: CPMapTemplate.PanDirection = .right // sdk: CPMapTemplate.PanDirection.right
    let _: CPMapTemplate.PanDirection = .up // sdk: CPMapTemplate.PanDirection.up
    let _: CPMapTemplate.PanDirection = .down // sdk: CPMapTemplate.PanDirection.down
}

nonisolated func surfaceOfCPManeuverDisplayStyle() {
    requireOptionSet(CPManeuverDisplayStyle.self) // sdk: CPManeuverDisplayStyle
    requireSendable(CPManeuverDisplayStyle.self) // sdk: CPManeuverDisplayStyle
    let _: (Int) -> CPManeuverDisplayStyle = CPManeuverDisplayStyle.init(rawValue:) // sdk: CPManeuverDisplayStyle
    let _: CPManeuverDisplayStyle = .leadingSymbol // sdk: CPManeuverDisplayStyle.leadingSymbol
    let _: CPManeuverDisplayStyle = .trailingSymbol // sdk: CPManeuverDisplayStyle.trailingSymbol
    let _: CPManeuverDisplayStyle = .symbolOnly // sdk: CPManeuverDisplayStyle.symbolOnly
    let _: CPManeuverDisplayStyle = .instructionOnly // sdk: CPManeuverDisplayStyle.instructionOnly
}

nonisolated func surfaceOfCPTimeRemainingColor(_ value: CPTimeRemainingColor) {
    requireSendable(CPTimeRemainingColor.self) // sdk: CPTimeRemainingColor
    let _: (UInt) -> CPTimeRemainingColor? = CPTimeRemainingColor.init(rawValue:) // sdk: CPTimeRemainingColor
    switch value {
    case .`default`: break // sdk: CPTimeRemainingColor.default
    case .green: break // sdk: CPTimeRemainingColor.green
    case .orange: break // sdk: CPTimeRemainingColor.orange
    case .red: break // sdk: CPTimeRemainingColor.red
    }
}

nonisolated func surfaceOfCPTripEstimateStyle(_ value: CPTripEstimateStyle) {
    requireSendable(CPTripEstimateStyle.self) // sdk: CPTripEstimateStyle
    let _: (UInt) -> CPTripEstimateStyle? = CPTripEstimateStyle.init(rawValue:) // sdk: CPTripEstimateStyle
    switch value {
    case .light: break // sdk: CPTripEstimateStyle.light
    case .dark: break // sdk: CPTripEstimateStyle.dark
    }
}

/// CPMapButton: a button on the map.
@MainActor func surfaceOfCPMapButton() {
    requireSendable(CPMapButton.self) // sdk: CPMapButton
    let _: NSObject.Type = CPMapButton.self // sdk: CPMapButton
    let _: (((CPMapButton) -> Void)?) -> CPMapButton = CPMapButton.init(handler:) // sdk: CPMapButton.init(handler:)
    _ = CPMapButton() // sdk: CPMapButton.init(handler:)
    let _: ReferenceWritableKeyPath<CPMapButton, Bool> = \CPMapButton.isEnabled // sdk: CPMapButton.isEnabled
    let _: ReferenceWritableKeyPath<CPMapButton, Bool> = \CPMapButton.isHidden // sdk: CPMapButton.isHidden
    let _: ReferenceWritableKeyPath<CPMapButton, UIImage?> = \CPMapButton.image // sdk: CPMapButton.image
    let _: ReferenceWritableKeyPath<CPMapButton, UIImage?> = \CPMapButton.focusedImage // sdk: CPMapButton.focusedImage
}

/// CPTrip: an origin, a destination and route choices.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
nonisolated func surfaceOfCPTrip() {
    let _: NSObject.Type = CPTrip.self // sdk: CPTrip
    let _: (CPNavigationWaypoint, CPNavigationWaypoint, [CPRouteChoice]) -> CPTrip = CPTrip.init(originWaypoint:destinationWaypoint:routeChoices:) // sdk: CPTrip.init(originWaypoint:destinationWaypoint:routeChoices:)
    let _: (MKMapItem, MKMapItem, [CPRouteChoice]) -> CPTrip = CPTrip.init(origin:destination:routeChoices:) // sdk: CPTrip.init(origin:destination:routeChoices:)
    let _: KeyPath<CPTrip, MKMapItem> = \CPTrip.origin // sdk: CPTrip.origin
    let _: KeyPath<CPTrip, MKMapItem> = \CPTrip.destination // sdk: CPTrip.destination
    let _: KeyPath<CPTrip, CPNavigationWaypoint> = \CPTrip.originWaypoint // sdk: CPTrip.originWaypoint
    let _: KeyPath<CPTrip, CPNavigationWaypoint> = \CPTrip.destinationWaypoint // sdk: CPTrip.destinationWaypoint
    let _: KeyPath<CPTrip, [CPRouteChoice]> = \CPTrip.routeChoices // sdk: CPTrip.routeChoices
    let _: ReferenceWritableKeyPath<CPTrip, Any?> = \CPTrip.userInfo // sdk: CPTrip.userInfo
    let _: ReferenceWritableKeyPath<CPTrip, [String]?> = \CPTrip.destinationNameVariants // sdk: CPTrip.destinationNameVariants
    let _: ReferenceWritableKeyPath<CPTrip, Bool> = \CPTrip.hasShareableDestination // sdk: CPTrip.hasShareableDestination
    let _: ReferenceWritableKeyPath<CPTrip, Bool> = \CPTrip.routeSegmentsAvailableForRegion // sdk: CPTrip.routeSegmentsAvailableForRegion
}

/// CPRouteChoice: one route of a trip.
nonisolated func surfaceOfCPRouteChoice() {
    let _: NSObject.Type = CPRouteChoice.self // sdk: CPRouteChoice
    let _: any NSCopying.Type = CPRouteChoice.self // sdk: CPRouteChoice
    let _: ([String], [String], [String]) -> CPRouteChoice = CPRouteChoice.init(summaryVariants:additionalInformationVariants:selectionSummaryVariants:) // sdk: CPRouteChoice.init(summaryVariants:additionalInformationVariants:selectionSummaryVariants:)
    let _: KeyPath<CPRouteChoice, [String]> = \CPRouteChoice.summaryVariants // sdk: CPRouteChoice.summaryVariants
    let _: KeyPath<CPRouteChoice, [String]?> = \CPRouteChoice.selectionSummaryVariants // sdk: CPRouteChoice.selectionSummaryVariants
    let _: KeyPath<CPRouteChoice, [String]?> = \CPRouteChoice.additionalInformationVariants // sdk: CPRouteChoice.additionalInformationVariants
    let _: ReferenceWritableKeyPath<CPRouteChoice, Any?> = \CPRouteChoice.userInfo // sdk: CPRouteChoice.userInfo
}

/// CPTravelEstimates: the distance and time left.
nonisolated func surfaceOfCPTravelEstimates() {
    let _: NSObject.Type = CPTravelEstimates.self // sdk: CPTravelEstimates
    let _: (Measurement<UnitLength>, TimeInterval) -> CPTravelEstimates = CPTravelEstimates.init(distanceRemaining:timeRemaining:) // sdk: CPTravelEstimates.init(distanceRemaining:timeRemaining:)
    let _: (Measurement<UnitLength>, Measurement<UnitLength>, TimeInterval) -> CPTravelEstimates = CPTravelEstimates.init(distanceRemaining:distanceRemainingToDisplay:timeRemaining:) // sdk: CPTravelEstimates.init(distanceRemaining:distanceRemainingToDisplay:timeRemaining:)
    let _: KeyPath<CPTravelEstimates, Measurement<UnitLength>> = \CPTravelEstimates.distanceRemaining // sdk: CPTravelEstimates.distanceRemaining
    let _: KeyPath<CPTravelEstimates, Measurement<UnitLength>> = \CPTravelEstimates.distanceRemainingToDisplay // sdk: CPTravelEstimates.distanceRemainingToDisplay
    let _: KeyPath<CPTravelEstimates, TimeInterval> = \CPTravelEstimates.timeRemaining // sdk: CPTravelEstimates.timeRemaining
}

/// CPManeuver: one navigation instruction.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
nonisolated func surfaceOfCPManeuver() {
    let _: NSObject.Type = CPManeuver.self // sdk: CPManeuver
    let _: any NSCopying.Type = CPManeuver.self // sdk: CPManeuver
    let _: () -> CPManeuver = CPManeuver.init // sdk: CPManeuver.init()
    let _: ReferenceWritableKeyPath<CPManeuver, CPImageSet?> = \CPManeuver.symbolSet // sdk: CPManeuver.symbolSet
    let _: ReferenceWritableKeyPath<CPManeuver, UIColor?> = \CPManeuver.cardBackgroundColor // sdk: CPManeuver.cardBackgroundColor
    let _: ReferenceWritableKeyPath<CPManeuver, UIImage?> = \CPManeuver.symbolImage // sdk: CPManeuver.symbolImage
    let _: ReferenceWritableKeyPath<CPManeuver, UIImage?> = \CPManeuver.junctionImage // sdk: CPManeuver.junctionImage
    let _: ReferenceWritableKeyPath<CPManeuver, [String]> = \CPManeuver.instructionVariants // sdk: CPManeuver.instructionVariants
    let _: ReferenceWritableKeyPath<CPManeuver, CPTravelEstimates?> = \CPManeuver.initialTravelEstimates // sdk: CPManeuver.initialTravelEstimates
    let _: ReferenceWritableKeyPath<CPManeuver, [NSAttributedString]> = \CPManeuver.attributedInstructionVariants // sdk: CPManeuver.attributedInstructionVariants
    let _: ReferenceWritableKeyPath<CPManeuver, UIImage?> = \CPManeuver.dashboardSymbolImage // sdk: CPManeuver.dashboardSymbolImage
    let _: ReferenceWritableKeyPath<CPManeuver, UIImage?> = \CPManeuver.dashboardJunctionImage // sdk: CPManeuver.dashboardJunctionImage
    let _: ReferenceWritableKeyPath<CPManeuver, [String]> = \CPManeuver.dashboardInstructionVariants // sdk: CPManeuver.dashboardInstructionVariants
    let _: ReferenceWritableKeyPath<CPManeuver, [NSAttributedString]> = \CPManeuver.dashboardAttributedInstructionVariants // sdk: CPManeuver.dashboardAttributedInstructionVariants
    let _: ReferenceWritableKeyPath<CPManeuver, UIImage?> = \CPManeuver.notificationSymbolImage // sdk: CPManeuver.notificationSymbolImage
    let _: ReferenceWritableKeyPath<CPManeuver, [String]> = \CPManeuver.notificationInstructionVariants // sdk: CPManeuver.notificationInstructionVariants
    let _: ReferenceWritableKeyPath<CPManeuver, [NSAttributedString]> = \CPManeuver.notificationAttributedInstructionVariants // sdk: CPManeuver.notificationAttributedInstructionVariants
    let _: ReferenceWritableKeyPath<CPManeuver, CPManeuverType> = \CPManeuver.maneuverType // sdk: CPManeuver.maneuverType
    let _: ReferenceWritableKeyPath<CPManeuver, [String]?> = \CPManeuver.roadFollowingManeuverVariants // sdk: CPManeuver.roadFollowingManeuverVariants
    let _: ReferenceWritableKeyPath<CPManeuver, CPTrafficSide> = \CPManeuver.trafficSide // sdk: CPManeuver.trafficSide
    let _: ReferenceWritableKeyPath<CPManeuver, CPJunctionType> = \CPManeuver.junctionType // sdk: CPManeuver.junctionType
    let _: ReferenceWritableKeyPath<CPManeuver, Measurement<UnitAngle>?> = \CPManeuver.junctionExitAngle // sdk: CPManeuver.junctionExitAngle
    let _: ReferenceWritableKeyPath<CPManeuver, Set<Measurement<UnitAngle>>?> = \CPManeuver.junctionElementAngles // sdk: CPManeuver.junctionElementAngles
    let _: ReferenceWritableKeyPath<CPManeuver, CPLaneGuidance> = \CPManeuver.linkedLaneGuidance // sdk: CPManeuver.linkedLaneGuidance
    let _: ReferenceWritableKeyPath<CPManeuver, String> = \CPManeuver.highwayExitLabel // sdk: CPManeuver.highwayExitLabel
    let _: ReferenceWritableKeyPath<CPManeuver, Any?> = \CPManeuver.userInfo // sdk: CPManeuver.userInfo
}

nonisolated func surfaceOfCPManeuverType(_ value: CPManeuverType) {
    requireSendable(CPManeuverType.self) // sdk: CPManeuverType
    let _: (UInt) -> CPManeuverType? = CPManeuverType.init(rawValue:) // sdk: CPManeuverType
    switch value {
    case .noTurn: break // sdk: CPManeuverType.noTurn
    case .leftTurn: break // sdk: CPManeuverType.leftTurn
    case .rightTurn: break // sdk: CPManeuverType.rightTurn
    case .straightAhead: break // sdk: CPManeuverType.straightAhead
    case .uTurn: break // sdk: CPManeuverType.uTurn
    case .followRoad: break // sdk: CPManeuverType.followRoad
    case .enterRoundabout: break // sdk: CPManeuverType.enterRoundabout
    case .exitRoundabout: break // sdk: CPManeuverType.exitRoundabout
    case .offRamp: break // sdk: CPManeuverType.offRamp
    case .onRamp: break // sdk: CPManeuverType.onRamp
    case .arriveEndOfNavigation: break // sdk: CPManeuverType.arriveEndOfNavigation
    case .startRoute: break // sdk: CPManeuverType.startRoute
    case .arriveAtDestination: break // sdk: CPManeuverType.arriveAtDestination
    case .keepLeft: break // sdk: CPManeuverType.keepLeft
    case .keepRight: break // sdk: CPManeuverType.keepRight
    case .enter_Ferry: break // sdk: CPManeuverType.enter_Ferry
    case .exitFerry: break // sdk: CPManeuverType.exitFerry
    case .changeFerry: break // sdk: CPManeuverType.changeFerry
    case .startRouteWithUTurn: break // sdk: CPManeuverType.startRouteWithUTurn
    case .uTurnAtRoundabout: break // sdk: CPManeuverType.uTurnAtRoundabout
    case .leftTurnAtEnd: break // sdk: CPManeuverType.leftTurnAtEnd
    case .rightTurnAtEnd: break // sdk: CPManeuverType.rightTurnAtEnd
    case .highwayOffRampLeft: break // sdk: CPManeuverType.highwayOffRampLeft
    case .highwayOffRampRight: break // sdk: CPManeuverType.highwayOffRampRight
    case .arriveAtDestinationLeft: break // sdk: CPManeuverType.arriveAtDestinationLeft
    case .arriveAtDestinationRight: break // sdk: CPManeuverType.arriveAtDestinationRight
    case .uTurnWhenPossible: break // sdk: CPManeuverType.uTurnWhenPossible
    case .arriveEndOfDirections: break // sdk: CPManeuverType.arriveEndOfDirections
    case .roundaboutExit1: break // sdk: CPManeuverType.roundaboutExit1
    case .roundaboutExit2: break // sdk: CPManeuverType.roundaboutExit2
    case .roundaboutExit3: break // sdk: CPManeuverType.roundaboutExit3
    case .roundaboutExit4: break // sdk: CPManeuverType.roundaboutExit4
    case .roundaboutExit5: break // sdk: CPManeuverType.roundaboutExit5
    case .roundaboutExit6: break // sdk: CPManeuverType.roundaboutExit6
    case .roundaboutExit7: break // sdk: CPManeuverType.roundaboutExit7
    case .roundaboutExit8: break // sdk: CPManeuverType.roundaboutExit8
    case .roundaboutExit9: break // sdk: CPManeuverType.roundaboutExit9
    case .roundaboutExit10: break // sdk: CPManeuverType.roundaboutExit10
    case .roundaboutExit11: break // sdk: CPManeuverType.roundaboutExit11
    case .roundaboutExit12: break // sdk: CPManeuverType.roundaboutExit12
    case .roundaboutExit13: break // sdk: CPManeuverType.roundaboutExit13
    case .roundaboutExit14: break // sdk: CPManeuverType.roundaboutExit14
    case .roundaboutExit15: break // sdk: CPManeuverType.roundaboutExit15
    case .roundaboutExit16: break // sdk: CPManeuverType.roundaboutExit16
    case .roundaboutExit17: break // sdk: CPManeuverType.roundaboutExit17
    case .roundaboutExit18: break // sdk: CPManeuverType.roundaboutExit18
    case .roundaboutExit19: break // sdk: CPManeuverType.roundaboutExit19
    case .sharpLeftTurn: break // sdk: CPManeuverType.sharpLeftTurn
    case .sharpRightTurn: break // sdk: CPManeuverType.sharpRightTurn
    case .slightLeftTurn: break // sdk: CPManeuverType.slightLeftTurn
    case .slightRightTurn: break // sdk: CPManeuverType.slightRightTurn
    case .changeHighway: break // sdk: CPManeuverType.changeHighway
    case .changeHighwayLeft: break // sdk: CPManeuverType.changeHighwayLeft
    case .changeHighwayRight: break // sdk: CPManeuverType.changeHighwayRight
    }
}

nonisolated func surfaceOfCPJunctionType(_ value: CPJunctionType) {
    requireSendable(CPJunctionType.self) // sdk: CPJunctionType
    let _: (UInt) -> CPJunctionType? = CPJunctionType.init(rawValue:) // sdk: CPJunctionType
    switch value {
    case .intersection: break // sdk: CPJunctionType.intersection
    case .roundabout: break // sdk: CPJunctionType.roundabout
    }
}

nonisolated func surfaceOfCPTrafficSide(_ value: CPTrafficSide) {
    requireSendable(CPTrafficSide.self) // sdk: CPTrafficSide
    let _: (UInt) -> CPTrafficSide? = CPTrafficSide.init(rawValue:) // sdk: CPTrafficSide
    switch value {
    case .right: break // sdk: CPTrafficSide.right
    case .left: break // sdk: CPTrafficSide.left
    }
}

nonisolated func surfaceOfCPManeuverState(_ value: CPManeuverState) {
    requireSendable(CPManeuverState.self) // sdk: CPManeuverState
    let _: (Int) -> CPManeuverState? = CPManeuverState.init(rawValue:) // sdk: CPManeuverState
    switch value {
    case .`continue`: break // sdk: CPManeuverState.continue
    case .initial: break // sdk: CPManeuverState.initial
    case .prepare: break // sdk: CPManeuverState.prepare
    case .execute: break // sdk: CPManeuverState.execute
    }
}

/// CPLane: one lane of lane guidance.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
nonisolated func surfaceOfCPLane() {
    let _: NSObject.Type = CPLane.self // sdk: CPLane
    let _: any NSCopying.Type = CPLane.self // sdk: CPLane
    let _: () -> CPLane = CPLane.init // sdk: CPLane.init()
    let _: ([Measurement<UnitAngle>]) -> CPLane = CPLane.init(angles:) // sdk: CPLane.init(angles:)
    let _: ([Measurement<UnitAngle>], Measurement<UnitAngle>, Bool) -> CPLane = CPLane.init(angles:highlightedAngle:isPreferred:) // sdk: CPLane.init(angles:highlightedAngle:isPreferred:)
    let _: ReferenceWritableKeyPath<CPLane, CPLaneStatus> = \CPLane.status // sdk: CPLane.status
    let _: ReferenceWritableKeyPath<CPLane, Measurement<UnitAngle>> = \CPLane.primaryAngle // sdk: CPLane.primaryAngle
    let _: KeyPath<CPLane, Measurement<UnitAngle>?> = \CPLane.highlightedAngle // sdk: CPLane.highlightedAngle
    let _: ReferenceWritableKeyPath<CPLane, [Measurement<UnitAngle>]> = \CPLane.secondaryAngles // sdk: CPLane.secondaryAngles
    let _: KeyPath<CPLane, [Measurement<UnitAngle>]> = \CPLane.angles // sdk: CPLane.angles
}

nonisolated func surfaceOfCPLaneStatus(_ value: CPLaneStatus) {
    requireSendable(CPLaneStatus.self) // sdk: CPLaneStatus
    let _: (Int) -> CPLaneStatus? = CPLaneStatus.init(rawValue:) // sdk: CPLaneStatus
    switch value {
    case .notGood: break // sdk: CPLaneStatus.notGood
    case .good: break // sdk: CPLaneStatus.good
    case .preferred: break // sdk: CPLaneStatus.preferred
    }
}

/// CPLaneGuidance: the lanes of a maneuver.
nonisolated func surfaceOfCPLaneGuidance() {
    let _: NSObject.Type = CPLaneGuidance.self // sdk: CPLaneGuidance
    let _: any NSCopying.Type = CPLaneGuidance.self // sdk: CPLaneGuidance
    let _: () -> CPLaneGuidance = CPLaneGuidance.init // sdk: CPLaneGuidance.init()
    let _: ReferenceWritableKeyPath<CPLaneGuidance, [CPLane]> = \CPLaneGuidance.lanes // sdk: CPLaneGuidance.lanes
    let _: ReferenceWritableKeyPath<CPLaneGuidance, [String]> = \CPLaneGuidance.instructionVariants // sdk: CPLaneGuidance.instructionVariants
}

/// CPNavigationSession: the active guidance of one trip.
@MainActor func surfaceOfCPNavigationSession() {
    requireSendable(CPNavigationSession.self) // sdk: CPNavigationSession
    let _: NSObject.Type = CPNavigationSession.self // sdk: CPNavigationSession
    let _: (CPNavigationSession) -> (CPNavigationSession.PauseReason, String?) -> Void = CPNavigationSession.pauseTrip(for:description:) // sdk: CPNavigationSession.pauseTrip(for:description:)
    let _: (CPNavigationSession) -> (CPNavigationSession.PauseReason, String?, UIColor?) -> Void = CPNavigationSession.pauseTrip(for:description:turnCardColor:) // sdk: CPNavigationSession.pauseTrip(for:description:turnCardColor:)
    let _: (CPNavigationSession) -> (CPRouteInformation) -> Void = CPNavigationSession.resumeTrip(updatedRouteInformation:) // sdk: CPNavigationSession.resumeTrip(updatedRouteInformation:)
    let _: (CPNavigationSession) -> ([CPRouteSegment], CPRouteSegment, CPRerouteReason) -> Void = CPNavigationSession.resumeTrip(updatedRouteSegments:currentSegment:rerouteReason:) // sdk: CPNavigationSession.resumeTrip(updatedRouteSegments:currentSegment:rerouteReason:)
    let _: (CPNavigationSession) -> () -> Void = CPNavigationSession.finishTrip // sdk: CPNavigationSession.finishTrip()
    let _: (CPNavigationSession) -> () -> Void = CPNavigationSession.cancelTrip // sdk: CPNavigationSession.cancelTrip()
    let _: ReferenceWritableKeyPath<CPNavigationSession, [CPManeuver]> = \CPNavigationSession.upcomingManeuvers // sdk: CPNavigationSession.upcomingManeuvers
    let _: ReferenceWritableKeyPath<CPNavigationSession, CPLaneGuidance?> = \CPNavigationSession.currentLaneGuidance // sdk: CPNavigationSession.currentLaneGuidance
    let _: (CPNavigationSession) -> ([CPManeuver]) -> Void = CPNavigationSession.add(_:) // sdk: CPNavigationSession.add(_:) [CPManeuver]
    let _: (CPNavigationSession) -> ([CPLaneGuidance]) -> Void = CPNavigationSession.add(_:) // sdk: CPNavigationSession.add(_:) [CPLaneGuidance]
    let _: (CPNavigationSession) -> ([CPRouteSegment]) -> Void = CPNavigationSession.addRouteSegments(_:) // sdk: CPNavigationSession.addRouteSegments(_:)
    let _: ReferenceWritableKeyPath<CPNavigationSession, [String]> = \CPNavigationSession.currentRoadNameVariants // sdk: CPNavigationSession.currentRoadNameVariants
    let _: ReferenceWritableKeyPath<CPNavigationSession, CPManeuverState> = \CPNavigationSession.maneuverState // sdk: CPNavigationSession.maneuverState
    let _: KeyPath<CPNavigationSession, CPTrip> = \CPNavigationSession.trip // sdk: CPNavigationSession.trip
    let _: (CPNavigationSession) -> (CPTravelEstimates, CPManeuver) -> Void = CPNavigationSession.updateEstimates(_:for:) // sdk: CPNavigationSession.updateEstimates(_:for:)
    let _: KeyPath<CPNavigationSession, [CPRouteSegment]> = \CPNavigationSession.routeSegments // sdk: CPNavigationSession.routeSegments
    let _: ReferenceWritableKeyPath<CPNavigationSession, CPRouteSegment> = \CPNavigationSession.currentSegment // sdk: CPNavigationSession.currentSegment
}

nonisolated func surfaceOfCPNavigationSessionPauseReason(_ value: CPNavigationSession.PauseReason) {
    requireSendable(CPNavigationSession.PauseReason.self) // sdk: CPNavigationSession.PauseReason
    let _: (UInt) -> CPNavigationSession.PauseReason? = CPNavigationSession.PauseReason.init(rawValue:) // sdk: CPNavigationSession.PauseReason
    switch value {
    case .arrived: break // sdk: CPNavigationSession.PauseReason.arrived
    case .loading: break // sdk: CPNavigationSession.PauseReason.loading
    case .locating: break // sdk: CPNavigationSession.PauseReason.locating
    case .rerouting: break // sdk: CPNavigationSession.PauseReason.rerouting
    case .proceedToRoute: break // sdk: CPNavigationSession.PauseReason.proceedToRoute
    }
}

/// CPNavigationAlert: a banner over the map.
@available(*, deprecated, message: "uses deprecated SDK declarations, which must exist all the same")
@MainActor func surfaceOfCPNavigationAlert() {
    requireSendable(CPNavigationAlert.self) // sdk: CPNavigationAlert
    let _: NSObject.Type = CPNavigationAlert.self // sdk: CPNavigationAlert
    let _: ([String], [String]?, CPImageSet?, CPAlertAction, CPAlertAction?, TimeInterval) -> CPNavigationAlert = CPNavigationAlert.init(titleVariants:subtitleVariants:imageSet:primaryAction:secondaryAction:duration:) // sdk: CPNavigationAlert.init(titleVariants:subtitleVariants:imageSet:primaryAction:secondaryAction:duration:)
    let _: ([String], [String]?, UIImage?, CPAlertAction, CPAlertAction?, TimeInterval) -> CPNavigationAlert = CPNavigationAlert.init(titleVariants:subtitleVariants:image:primaryAction:secondaryAction:duration:) // sdk: CPNavigationAlert.init(titleVariants:subtitleVariants:image:primaryAction:secondaryAction:duration:)
    let _: (CPNavigationAlert) -> ([String], [String]) -> Void = CPNavigationAlert.updateTitleVariants(_:subtitleVariants:) // sdk: CPNavigationAlert.updateTitleVariants(_:subtitleVariants:)
    let _: KeyPath<CPNavigationAlert, [String]> = \CPNavigationAlert.titleVariants // sdk: CPNavigationAlert.titleVariants
    let _: KeyPath<CPNavigationAlert, [String]> = \CPNavigationAlert.subtitleVariants // sdk: CPNavigationAlert.subtitleVariants
    let _: KeyPath<CPNavigationAlert, CPImageSet?> = \CPNavigationAlert.imageSet // sdk: CPNavigationAlert.imageSet
    let _: KeyPath<CPNavigationAlert, UIImage?> = \CPNavigationAlert.image // sdk: CPNavigationAlert.image
    let _: KeyPath<CPNavigationAlert, CPAlertAction> = \CPNavigationAlert.primaryAction // sdk: CPNavigationAlert.primaryAction
    let _: KeyPath<CPNavigationAlert, CPAlertAction?> = \CPNavigationAlert.secondaryAction // sdk: CPNavigationAlert.secondaryAction
    let _: KeyPath<CPNavigationAlert, TimeInterval> = \CPNavigationAlert.duration // sdk: CPNavigationAlert.duration
}

nonisolated func surfaceOfCPNavigationAlertDismissalContext(_ value: CPNavigationAlert.DismissalContext) {
    requireSendable(CPNavigationAlert.DismissalContext.self) // sdk: CPNavigationAlert.DismissalContext
    let _: (UInt) -> CPNavigationAlert.DismissalContext? = CPNavigationAlert.DismissalContext.init(rawValue:) // sdk: CPNavigationAlert.DismissalContext
    switch value {
    case .timeout: break // sdk: CPNavigationAlert.DismissalContext.timeout
    case .userDismissed: break // sdk: CPNavigationAlert.DismissalContext.userDismissed
    case .systemDismissed: break // sdk: CPNavigationAlert.DismissalContext.systemDismissed
    }
}

/// CPRouteInformation: the route a resumed trip follows.
nonisolated func surfaceOfCPRouteInformation() {
    requireSendable(CPRouteInformation.self) // sdk: CPRouteInformation
    let _: NSObject.Type = CPRouteInformation.self // sdk: CPRouteInformation
    let _: ([CPManeuver], [CPLaneGuidance], [CPManeuver], CPLaneGuidance, CPTravelEstimates, CPTravelEstimates) -> CPRouteInformation = CPRouteInformation.init(maneuvers:laneGuidances:currentManeuvers:currentLaneGuidance:trip:maneuverTravelEstimates:) // sdk: CPRouteInformation.init(maneuvers:laneGuidances:currentManeuvers:currentLaneGuidance:trip:maneuverTravelEstimates:)
    let _: KeyPath<CPRouteInformation, [CPManeuver]> = \CPRouteInformation.maneuvers // sdk: CPRouteInformation.maneuvers
    let _: KeyPath<CPRouteInformation, [CPLaneGuidance]> = \CPRouteInformation.laneGuidances // sdk: CPRouteInformation.laneGuidances
    let _: KeyPath<CPRouteInformation, [CPManeuver]> = \CPRouteInformation.currentManeuvers // sdk: CPRouteInformation.currentManeuvers
    let _: KeyPath<CPRouteInformation, CPLaneGuidance> = \CPRouteInformation.currentLaneGuidance // sdk: CPRouteInformation.currentLaneGuidance
    let _: KeyPath<CPRouteInformation, CPTravelEstimates> = \CPRouteInformation.tripTravelEstimates // sdk: CPRouteInformation.tripTravelEstimates
    let _: KeyPath<CPRouteInformation, CPTravelEstimates> = \CPRouteInformation.maneuverTravelEstimates // sdk: CPRouteInformation.maneuverTravelEstimates
}

/// CPTripPreviewTextConfiguration: the button titles of a trip preview.
nonisolated func surfaceOfCPTripPreviewTextConfiguration() {
    let _: NSObject.Type = CPTripPreviewTextConfiguration.self // sdk: CPTripPreviewTextConfiguration
    let _: (String?, String?, String?) -> CPTripPreviewTextConfiguration = CPTripPreviewTextConfiguration.init(startButtonTitle:additionalRoutesButtonTitle:overviewButtonTitle:) // sdk: CPTripPreviewTextConfiguration.init(startButtonTitle:additionalRoutesButtonTitle:overviewButtonTitle:)
    let _: KeyPath<CPTripPreviewTextConfiguration, String?> = \CPTripPreviewTextConfiguration.startButtonTitle // sdk: CPTripPreviewTextConfiguration.startButtonTitle
    let _: KeyPath<CPTripPreviewTextConfiguration, String?> = \CPTripPreviewTextConfiguration.additionalRoutesButtonTitle // sdk: CPTripPreviewTextConfiguration.additionalRoutesButtonTitle
    let _: KeyPath<CPTripPreviewTextConfiguration, String?> = \CPTripPreviewTextConfiguration.overviewButtonTitle // sdk: CPTripPreviewTextConfiguration.overviewButtonTitle
}

/// CPImageSet: a light and a dark image.
nonisolated func surfaceOfCPImageSet() {
    let _: NSObject.Type = CPImageSet.self // sdk: CPImageSet
    let _: (UIImage, UIImage) -> CPImageSet = CPImageSet.init(lightContentImage:darkContentImage:) // sdk: CPImageSet.init(lightContentImage:darkContentImage:)
    let _: KeyPath<CPImageSet, UIImage> = \CPImageSet.lightContentImage // sdk: CPImageSet.lightContentImage
    let _: KeyPath<CPImageSet, UIImage> = \CPImageSet.darkContentImage // sdk: CPImageSet.darkContentImage
}

/// CPNavigationWaypoint: a place on a route.
nonisolated func surfaceOfCPNavigationWaypoint() {
    requireSendable(CPNavigationWaypoint.self) // sdk: CPNavigationWaypoint
    let _: NSObject.Type = CPNavigationWaypoint.self // sdk: CPNavigationWaypoint
    let _: (CPLocationCoordinate3D, Measurement<UnitLength>?, String?, String?, [CPLocationCoordinate3D], TimeZone?) -> CPNavigationWaypoint = CPNavigationWaypoint.init(centerPoint:locationThreshold:name:address:entryPoints:timeZone:) // sdk: CPNavigationWaypoint.init(centerPoint:locationThreshold:name:address:entryPoints:timeZone:)
    let _: (MKMapItem, Measurement<UnitLength>?, [CPLocationCoordinate3D]) -> CPNavigationWaypoint = CPNavigationWaypoint.init(mapItem:locationThreshold:entryPoints:) // sdk: CPNavigationWaypoint.init(mapItem:locationThreshold:entryPoints:)
    let _: KeyPath<CPNavigationWaypoint, CPLocationCoordinate3D> = \CPNavigationWaypoint.centerPoint // sdk: CPNavigationWaypoint.centerPoint
    let _: KeyPath<CPNavigationWaypoint, Measurement<UnitLength>?> = \CPNavigationWaypoint.locationThreshold // sdk: CPNavigationWaypoint.locationThreshold
    let _: KeyPath<CPNavigationWaypoint, String?> = \CPNavigationWaypoint.name // sdk: CPNavigationWaypoint.name
    let _: KeyPath<CPNavigationWaypoint, String?> = \CPNavigationWaypoint.address // sdk: CPNavigationWaypoint.address
    let _: KeyPath<CPNavigationWaypoint, [CPLocationCoordinate3D]> = \CPNavigationWaypoint.entryPoints // sdk: CPNavigationWaypoint.entryPoints
    let _: KeyPath<CPNavigationWaypoint, TimeZone?> = \CPNavigationWaypoint.timeZone // sdk: CPNavigationWaypoint.timeZone
}

/// CPRouteSegment: one leg of a route shared with the car.
nonisolated func surfaceOfCPRouteSegment() {
    requireSendable(CPRouteSegment.self) // sdk: CPRouteSegment
    let _: NSObject.Type = CPRouteSegment.self // sdk: CPRouteSegment
    let _: any NSCopying.Type = CPRouteSegment.self // sdk: CPRouteSegment
    let _: (CPNavigationWaypoint, CPNavigationWaypoint, [CPManeuver], [CPLaneGuidance], [CPManeuver], CPLaneGuidance, CPTravelEstimates, CPTravelEstimates, [CPLocationCoordinate3D]) -> CPRouteSegment = CPRouteSegment.init(origin:destination:maneuvers:laneGuidances:currentManeuvers:currentLaneGuidance:tripTravelEstimates:maneuverTravelEstimates:coordinates:) // sdk: CPRouteSegment.init(origin:destination:maneuvers:laneGuidances:currentManeuvers:currentLaneGuidance:tripTravelEstimates:maneuverTravelEstimates:coordinates:)
    let _: KeyPath<CPRouteSegment, UUID> = \CPRouteSegment.identifier // sdk: CPRouteSegment.identifier
    let _: KeyPath<CPRouteSegment, CPNavigationWaypoint> = \CPRouteSegment.origin // sdk: CPRouteSegment.origin
    let _: KeyPath<CPRouteSegment, CPNavigationWaypoint> = \CPRouteSegment.destination // sdk: CPRouteSegment.destination
    let _: KeyPath<CPRouteSegment, [CPLocationCoordinate3D]> = \CPRouteSegment.coordinates // sdk: CPRouteSegment.coordinates
    let _: KeyPath<CPRouteSegment, [CPManeuver]> = \CPRouteSegment.maneuvers // sdk: CPRouteSegment.maneuvers
    let _: KeyPath<CPRouteSegment, [CPLaneGuidance]> = \CPRouteSegment.laneGuidances // sdk: CPRouteSegment.laneGuidances
    let _: KeyPath<CPRouteSegment, [CPManeuver]> = \CPRouteSegment.currentManeuvers // sdk: CPRouteSegment.currentManeuvers
    let _: KeyPath<CPRouteSegment, CPLaneGuidance> = \CPRouteSegment.currentLaneGuidance // sdk: CPRouteSegment.currentLaneGuidance
    let _: KeyPath<CPRouteSegment, CPTravelEstimates> = \CPRouteSegment.tripTravelEstimates // sdk: CPRouteSegment.tripTravelEstimates
    let _: KeyPath<CPRouteSegment, CPTravelEstimates> = \CPRouteSegment.maneuverTravelEstimates // sdk: CPRouteSegment.maneuverTravelEstimates
}

/// CPMapTemplateWaypoint: a waypoint with its travel estimates.
nonisolated func surfaceOfCPMapTemplateWaypoint() {
    let _: NSObject.Type = CPMapTemplateWaypoint.self // sdk: CPMapTemplateWaypoint
    let _: (CPNavigationWaypoint, CPTravelEstimates) -> CPMapTemplateWaypoint = CPMapTemplateWaypoint.init(waypoint:travelEstimates:) // sdk: CPMapTemplateWaypoint.init(waypoint:travelEstimates:)
    let _: ReferenceWritableKeyPath<CPMapTemplateWaypoint, CPNavigationWaypoint> = \CPMapTemplateWaypoint.waypoint // sdk: CPMapTemplateWaypoint.waypoint
    let _: ReferenceWritableKeyPath<CPMapTemplateWaypoint, CPTravelEstimates> = \CPMapTemplateWaypoint.travelEstimates // sdk: CPMapTemplateWaypoint.travelEstimates
}

nonisolated func surfaceOfCPLocationCoordinate3D() {
    requireSendable(CPLocationCoordinate3D.self) // sdk: CPLocationCoordinate3D
    let _: () -> CPLocationCoordinate3D = CPLocationCoordinate3D.init // sdk: CPLocationCoordinate3D.init()
    let _: (CLLocationDegrees, CLLocationDegrees, CLLocationDistance) -> CPLocationCoordinate3D = CPLocationCoordinate3D.init(latitude:longitude:altitude:) // sdk: CPLocationCoordinate3D.init(latitude:longitude:altitude:)
    let _: WritableKeyPath<CPLocationCoordinate3D, CLLocationDegrees> = \CPLocationCoordinate3D.latitude // sdk: CPLocationCoordinate3D.latitude
    let _: WritableKeyPath<CPLocationCoordinate3D, CLLocationDegrees> = \CPLocationCoordinate3D.longitude // sdk: CPLocationCoordinate3D.longitude
    let _: WritableKeyPath<CPLocationCoordinate3D, CLLocationDistance> = \CPLocationCoordinate3D.altitude // sdk: CPLocationCoordinate3D.altitude
}

nonisolated func surfaceOfCPRerouteReason(_ value: CPRerouteReason) {
    requireSendable(CPRerouteReason.self) // sdk: CPRerouteReason
    let _: (Int) -> CPRerouteReason? = CPRerouteReason.init(rawValue:) // sdk: CPRerouteReason
    switch value {
    case .unknown: break // sdk: CPRerouteReason.unknown
    case .missedTurn: break // sdk: CPRerouteReason.missedTurn
    case .offline: break // sdk: CPRerouteReason.offline
    case .alternateRoute: break // sdk: CPRerouteReason.alternateRoute
    case .waypointModified: break // sdk: CPRerouteReason.waypointModified
    case .mandated: break // sdk: CPRerouteReason.mandated
    }
}

nonisolated func surfaceOfCPRouteSource(_ value: CPRouteSource) {
    requireSendable(CPRouteSource.self) // sdk: CPRouteSource
    let _: (UInt) -> CPRouteSource? = CPRouteSource.init(rawValue:) // sdk: CPRouteSource
    switch value {
    case .sourceInactive: break // sdk: CPRouteSource.sourceInactive
    case .sourceiOSUnchanged: break // sdk: CPRouteSource.sourceiOSUnchanged
    case .sourceiOSRouteModified: break // sdk: CPRouteSource.sourceiOSRouteModified
    case .sourceiOSRouteDestinationsModified: break // sdk: CPRouteSource.sourceiOSRouteDestinationsModified
    case .sourceiOSDestinationsOnly: break // sdk: CPRouteSource.sourceiOSDestinationsOnly
    case .sourceVehicle: break // sdk: CPRouteSource.sourceVehicle
    }
}

nonisolated func surfaceOfNavigationFunctions() {
    let _: (CPManeuverType) -> String? = NSStringFromCPManeuverType // sdk: NSStringFromCPManeuverType(_:)
    if let _ = NSStringFromCPManeuverType(.noTurn) {} // sdk: NSStringFromCPManeuverType(_:)
    let _: (CPJunctionType) -> String? = NSStringFromCPJunctionType // sdk: NSStringFromCPJunctionType(_:)
    if let _ = NSStringFromCPJunctionType(.roundabout) {} // sdk: NSStringFromCPJunctionType(_:)
    let _: (CPTrafficSide) -> String? = NSStringFromCPTrafficSide // sdk: NSStringFromCPTrafficSide(_:)
    if let _ = NSStringFromCPTrafficSide(.left) {} // sdk: NSStringFromCPTrafficSide(_:)
    let _: (CPLaneStatus) -> String? = NSStringFromCPLaneStatus // sdk: NSStringFromCPLaneStatus(_:)
    if let _ = NSStringFromCPLaneStatus(.good) {} // sdk: NSStringFromCPLaneStatus(_:)
    let _: (CPRerouteReason) -> String? = NSStringFromCPRerouteReason // sdk: NSStringFromCPRerouteReason(_:)
    if let _ = NSStringFromCPRerouteReason(.offline) {} // sdk: NSStringFromCPRerouteReason(_:)
    let _: TimeInterval = CPNavigationAlertMinimumDuration // sdk: CPNavigationAlertMinimumDuration
}

/// CPMapTemplateDelegate: a conformer implementing every requirement, isolated as the protocol is.
@MainActor final class SurfaceMapTemplateDelegateConformer: NSObject, CPMapTemplateDelegate { // sdk: CPMapTemplateDelegate
    func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool { false } // sdk: CPMapTemplateDelegate.mapTemplateShouldProvideNavigationMetadata(_:)
    func mapTemplateShouldProvideRouteSharing(_ mapTemplate: CPMapTemplate) -> Bool { false } // sdk: CPMapTemplateDelegate.mapTemplateShouldProvideRouteSharing(_:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint, into segment: CPRouteSegment, completion: @escaping (CPTravelEstimates) -> Void) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didRequestToInsert:into:completion:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, waypoint: CPNavigationWaypoint, accepted: Bool, forSegment segment: CPRouteSegment?) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:waypoint:accepted:forSegment:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveUpdatedRouteSource routeSource: CPRouteSource) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didReceiveUpdatedRouteSource:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveRequestForDestination waypoint: CPNavigationWaypoint) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didReceiveRequestForDestination:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool { false } // sdk: CPMapTemplateDelegate.mapTemplate(_:shouldShowNotificationFor:) CPManeuver
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldUpdateNotificationFor maneuver: CPManeuver, with travelEstimates: CPTravelEstimates) -> Bool { false } // sdk: CPMapTemplateDelegate.mapTemplate(_:shouldUpdateNotificationFor:with:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor navigationAlert: CPNavigationAlert) -> Bool { false } // sdk: CPMapTemplateDelegate.mapTemplate(_:shouldShowNotificationFor:) CPNavigationAlert
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShareDestinationFor trip: CPTrip) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:willShareDestinationFor:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didFailToShareDestinationFor trip: CPTrip, error: any Error) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didFailToShareDestinationFor:error:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShareDestinationFor trip: CPTrip) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didShareDestinationFor:)
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) {} // sdk: CPMapTemplateDelegate.mapTemplateDidShowPanningInterface(_:)
    func mapTemplateWillDismissPanningInterface(_ mapTemplate: CPMapTemplate) {} // sdk: CPMapTemplateDelegate.mapTemplateWillDismissPanningInterface(_:)
    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) {} // sdk: CPMapTemplateDelegate.mapTemplateDidDismissPanningInterface(_:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, panBeganWith direction: CPMapTemplate.PanDirection) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:panBeganWith:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, panEndedWith direction: CPMapTemplate.PanDirection) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:panEndedWith:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:panWith:)
    func mapTemplateDidBeginPanGesture(_ mapTemplate: CPMapTemplate) {} // sdk: CPMapTemplateDelegate.mapTemplateDidBeginPanGesture(_:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didUpdatePanGestureWithTranslation:velocity:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndPanGestureWithVelocity velocity: CGPoint) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didEndPanGestureWithVelocity:)
    func mapTemplateDidBeginZoomGesture(_ mapTemplate: CPMapTemplate) {} // sdk: CPMapTemplateDelegate.mapTemplateDidBeginZoomGesture(_:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdateZoomGestureWithCenter center: CGPoint, scale: CGFloat, velocity: CGFloat) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didUpdateZoomGestureWithCenter:scale:velocity:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndZoomGestureWithVelocity velocity: CGFloat) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didEndZoomGestureWithVelocity:)
    func mapTemplateDidBeginRotationGesture(_ mapTemplate: CPMapTemplate) {} // sdk: CPMapTemplateDelegate.mapTemplateDidBeginRotationGesture(_:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didRotateWithCenter center: CGPoint, rotation: CGFloat, velocity: CGFloat) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didRotateWithCenter:rotation:velocity:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, rotationDidEndWithVelocity velocity: CGFloat) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:rotationDidEndWithVelocity:)
    func mapTemplateDidBeginPitchGesture(_ mapTemplate: CPMapTemplate) {} // sdk: CPMapTemplateDelegate.mapTemplateDidBeginPitchGesture(_:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, pitchWithCenter center: CGPoint) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:pitchWithCenter:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, pitchEndedWithCenter center: CGPoint) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:pitchEndedWithCenter:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:willShow:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didShow:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:willDismiss:dismissalContext:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:didDismiss:dismissalContext:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:selectedPreviewFor:using:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {} // sdk: CPMapTemplateDelegate.mapTemplate(_:startedTrip:using:)
    func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {} // sdk: CPMapTemplateDelegate.mapTemplateDidCancelNavigation(_:)
    func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle { given() } // sdk: CPMapTemplateDelegate.mapTemplate(_:displayStyleFor:)
}

/// CPMapTemplateDelegate: every requirement (all optional), through the protocol.
@MainActor func surfaceOfCPMapTemplateDelegate(_ conformer: any CPMapTemplateDelegate) {
    let _: (CPMapTemplate) -> Bool = conformer.mapTemplateShouldProvideNavigationMetadata(_:) // sdk: CPMapTemplateDelegate.mapTemplateShouldProvideNavigationMetadata(_:)
    let _: (CPMapTemplate) -> Bool = conformer.mapTemplateShouldProvideRouteSharing(_:) // sdk: CPMapTemplateDelegate.mapTemplateShouldProvideRouteSharing(_:)
    let _: (CPMapTemplate, CPNavigationWaypoint, CPRouteSegment, @escaping (CPTravelEstimates) -> Void) -> Void = conformer.mapTemplate(_:didRequestToInsert:into:completion:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didRequestToInsert:into:completion:)
    let _: (CPMapTemplate, CPNavigationWaypoint, CPRouteSegment) async -> CPTravelEstimates = conformer.mapTemplate(_:didRequestToInsert:into:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didRequestToInsert:into:) async
    let _: (CPMapTemplate, CPNavigationWaypoint, Bool, CPRouteSegment?) -> Void = conformer.mapTemplate(_:waypoint:accepted:forSegment:) // sdk: CPMapTemplateDelegate.mapTemplate(_:waypoint:accepted:forSegment:)
    let _: (CPMapTemplate, CPRouteSource) -> Void = conformer.mapTemplate(_:didReceiveUpdatedRouteSource:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didReceiveUpdatedRouteSource:)
    let _: (CPMapTemplate, CPNavigationWaypoint) -> Void = conformer.mapTemplate(_:didReceiveRequestForDestination:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didReceiveRequestForDestination:)
    let _: (CPMapTemplate, CPManeuver) -> Bool = conformer.mapTemplate(_:shouldShowNotificationFor:) // sdk: CPMapTemplateDelegate.mapTemplate(_:shouldShowNotificationFor:) CPManeuver
    let _: (CPMapTemplate, CPManeuver, CPTravelEstimates) -> Bool = conformer.mapTemplate(_:shouldUpdateNotificationFor:with:) // sdk: CPMapTemplateDelegate.mapTemplate(_:shouldUpdateNotificationFor:with:)
    let _: (CPMapTemplate, CPNavigationAlert) -> Bool = conformer.mapTemplate(_:shouldShowNotificationFor:) // sdk: CPMapTemplateDelegate.mapTemplate(_:shouldShowNotificationFor:) CPNavigationAlert
    let _: (CPMapTemplate, CPTrip) -> Void = conformer.mapTemplate(_:willShareDestinationFor:) // sdk: CPMapTemplateDelegate.mapTemplate(_:willShareDestinationFor:)
    let _: (CPMapTemplate, CPTrip, any Error) -> Void = conformer.mapTemplate(_:didFailToShareDestinationFor:error:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didFailToShareDestinationFor:error:)
    let _: (CPMapTemplate, CPTrip) -> Void = conformer.mapTemplate(_:didShareDestinationFor:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didShareDestinationFor:)
    let _: (CPMapTemplate) -> Void = conformer.mapTemplateDidShowPanningInterface(_:) // sdk: CPMapTemplateDelegate.mapTemplateDidShowPanningInterface(_:)
    let _: (CPMapTemplate) -> Void = conformer.mapTemplateWillDismissPanningInterface(_:) // sdk: CPMapTemplateDelegate.mapTemplateWillDismissPanningInterface(_:)
    let _: (CPMapTemplate) -> Void = conformer.mapTemplateDidDismissPanningInterface(_:) // sdk: CPMapTemplateDelegate.mapTemplateDidDismissPanningInterface(_:)
    let _: (CPMapTemplate, CPMapTemplate.PanDirection) -> Void = conformer.mapTemplate(_:panBeganWith:) // sdk: CPMapTemplateDelegate.mapTemplate(_:panBeganWith:)
    let _: (CPMapTemplate, CPMapTemplate.PanDirection) -> Void = conformer.mapTemplate(_:panEndedWith:) // sdk: CPMapTemplateDelegate.mapTemplate(_:panEndedWith:)
    let _: (CPMapTemplate, CPMapTemplate.PanDirection) -> Void = conformer.mapTemplate(_:panWith:) // sdk: CPMapTemplateDelegate.mapTemplate(_:panWith:)
    let _: (CPMapTemplate) -> Void = conformer.mapTemplateDidBeginPanGesture(_:) // sdk: CPMapTemplateDelegate.mapTemplateDidBeginPanGesture(_:)
    let _: (CPMapTemplate, CGPoint, CGPoint) -> Void = conformer.mapTemplate(_:didUpdatePanGestureWithTranslation:velocity:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didUpdatePanGestureWithTranslation:velocity:)
    let _: (CPMapTemplate, CGPoint) -> Void = conformer.mapTemplate(_:didEndPanGestureWithVelocity:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didEndPanGestureWithVelocity:)
    let _: (CPMapTemplate) -> Void = conformer.mapTemplateDidBeginZoomGesture(_:) // sdk: CPMapTemplateDelegate.mapTemplateDidBeginZoomGesture(_:)
    let _: (CPMapTemplate, CGPoint, CGFloat, CGFloat) -> Void = conformer.mapTemplate(_:didUpdateZoomGestureWithCenter:scale:velocity:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didUpdateZoomGestureWithCenter:scale:velocity:)
    let _: (CPMapTemplate, CGFloat) -> Void = conformer.mapTemplate(_:didEndZoomGestureWithVelocity:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didEndZoomGestureWithVelocity:)
    let _: (CPMapTemplate) -> Void = conformer.mapTemplateDidBeginRotationGesture(_:) // sdk: CPMapTemplateDelegate.mapTemplateDidBeginRotationGesture(_:)
    let _: (CPMapTemplate, CGPoint, CGFloat, CGFloat) -> Void = conformer.mapTemplate(_:didRotateWithCenter:rotation:velocity:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didRotateWithCenter:rotation:velocity:)
    let _: (CPMapTemplate, CGFloat) -> Void = conformer.mapTemplate(_:rotationDidEndWithVelocity:) // sdk: CPMapTemplateDelegate.mapTemplate(_:rotationDidEndWithVelocity:)
    let _: (CPMapTemplate) -> Void = conformer.mapTemplateDidBeginPitchGesture(_:) // sdk: CPMapTemplateDelegate.mapTemplateDidBeginPitchGesture(_:)
    let _: (CPMapTemplate, CGPoint) -> Void = conformer.mapTemplate(_:pitchWithCenter:) // sdk: CPMapTemplateDelegate.mapTemplate(_:pitchWithCenter:)
    let _: (CPMapTemplate, CGPoint) -> Void = conformer.mapTemplate(_:pitchEndedWithCenter:) // sdk: CPMapTemplateDelegate.mapTemplate(_:pitchEndedWithCenter:)
    let _: (CPMapTemplate, CPNavigationAlert) -> Void = conformer.mapTemplate(_:willShow:) // sdk: CPMapTemplateDelegate.mapTemplate(_:willShow:)
    let _: (CPMapTemplate, CPNavigationAlert) -> Void = conformer.mapTemplate(_:didShow:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didShow:)
    let _: (CPMapTemplate, CPNavigationAlert, CPNavigationAlert.DismissalContext) -> Void = conformer.mapTemplate(_:willDismiss:dismissalContext:) // sdk: CPMapTemplateDelegate.mapTemplate(_:willDismiss:dismissalContext:)
    let _: (CPMapTemplate, CPNavigationAlert, CPNavigationAlert.DismissalContext) -> Void = conformer.mapTemplate(_:didDismiss:dismissalContext:) // sdk: CPMapTemplateDelegate.mapTemplate(_:didDismiss:dismissalContext:)
    let _: (CPMapTemplate, CPTrip, CPRouteChoice) -> Void = conformer.mapTemplate(_:selectedPreviewFor:using:) // sdk: CPMapTemplateDelegate.mapTemplate(_:selectedPreviewFor:using:)
    let _: (CPMapTemplate, CPTrip, CPRouteChoice) -> Void = conformer.mapTemplate(_:startedTrip:using:) // sdk: CPMapTemplateDelegate.mapTemplate(_:startedTrip:using:)
    let _: (CPMapTemplate) -> Void = conformer.mapTemplateDidCancelNavigation(_:) // sdk: CPMapTemplateDelegate.mapTemplateDidCancelNavigation(_:)
    let _: (CPMapTemplate, CPManeuver) -> CPManeuverDisplayStyle = conformer.mapTemplate(_:displayStyleFor:) // sdk: CPMapTemplateDelegate.mapTemplate(_:displayStyleFor:)
}
