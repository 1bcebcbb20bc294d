import Foundation

/// What a map template tells its delegate. Every method is optional. HeadUnit calls the trip
/// methods when the person taps a trip, a route choice or the start button of a preview, the
/// alert methods as a navigation alert shows and goes, and the panning methods as the panning
/// interface shows, goes and its arrows are tapped; the rest (gestures, notifications, the car's
/// own navigation, route sharing) need a car HeadUnit does not simulate, and are never called.
@preconcurrency @MainActor
public protocol CPMapTemplateDelegate: NSObjectProtocol {
    /// True to give the car navigation metadata (iOS 17.4).
    func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool
    /// True to share the route with the car (iOS 26.4).
    func mapTemplateShouldProvideRouteSharing(_ mapTemplate: CPMapTemplate) -> Bool
    /// The car's navigation sends a waypoint to insert into `segment` (iOS 26.4).
    func mapTemplate(_ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint, into segment: CPRouteSegment,
                     completion: @escaping (CPTravelEstimates) -> Void)
    /// The person answered a proposal to add a waypoint (iOS 26.4).
    func mapTemplate(_ mapTemplate: CPMapTemplate, waypoint: CPNavigationWaypoint, accepted: Bool, forSegment segment: CPRouteSegment?)
    /// The car's route source changed (iOS 26.4).
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveUpdatedRouteSource routeSource: CPRouteSource)
    /// The car asks for a route to `waypoint` (iOS 26.4).
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveRequestForDestination waypoint: CPNavigationWaypoint)
    /// True to show `maneuver` as a notification while the app is in the background.
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool
    /// True to update the maneuver's notification with `travelEstimates`.
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldUpdateNotificationFor maneuver: CPManeuver, with travelEstimates: CPTravelEstimates) -> Bool
    /// True to show `navigationAlert` as a notification while the app is in the background.
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor navigationAlert: CPNavigationAlert) -> Bool
    /// The trip's destination is about to be shared with the car (iOS 26.4).
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShareDestinationFor trip: CPTrip)
    /// The car could not take the trip's destination (iOS 26.4).
    func mapTemplate(_ mapTemplate: CPMapTemplate, didFailToShareDestinationFor trip: CPTrip, error: any Error)
    /// The car took the trip's destination (iOS 26.4).
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShareDestinationFor trip: CPTrip)
    /// The panning interface is shown.
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate)
    /// The panning interface is about to go.
    func mapTemplateWillDismissPanningInterface(_ mapTemplate: CPMapTemplate)
    /// The panning interface went.
    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate)
    /// A pan arrow is held down.
    func mapTemplate(_ mapTemplate: CPMapTemplate, panBeganWith direction: CPMapTemplate.PanDirection)
    /// A held pan arrow is released.
    func mapTemplate(_ mapTemplate: CPMapTemplate, panEndedWith direction: CPMapTemplate.PanDirection)
    /// A pan arrow is tapped (HeadUnit calls this for its `Pan up`/`down`/`left`/`right` buttons).
    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection)
    /// A pan gesture began.
    func mapTemplateDidBeginPanGesture(_ mapTemplate: CPMapTemplate)
    /// A pan gesture moved.
    func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint)
    /// A pan gesture ended.
    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndPanGestureWithVelocity velocity: CGPoint)
    /// A zoom gesture began (iOS 26).
    func mapTemplateDidBeginZoomGesture(_ mapTemplate: CPMapTemplate)
    /// A zoom gesture moved (iOS 26).
    func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdateZoomGestureWithCenter center: CGPoint, scale: CGFloat, velocity: CGFloat)
    /// A zoom gesture ended (iOS 26).
    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndZoomGestureWithVelocity velocity: CGFloat)
    /// A rotation gesture began (iOS 26).
    func mapTemplateDidBeginRotationGesture(_ mapTemplate: CPMapTemplate)
    /// A rotation gesture moved (iOS 26).
    func mapTemplate(_ mapTemplate: CPMapTemplate, didRotateWithCenter center: CGPoint, rotation: CGFloat, velocity: CGFloat)
    /// A rotation gesture ended (iOS 26).
    func mapTemplate(_ mapTemplate: CPMapTemplate, rotationDidEndWithVelocity velocity: CGFloat)
    /// A pitch gesture began (iOS 26).
    func mapTemplateDidBeginPitchGesture(_ mapTemplate: CPMapTemplate)
    /// A pitch gesture moved (iOS 26).
    func mapTemplate(_ mapTemplate: CPMapTemplate, pitchWithCenter center: CGPoint)
    /// A pitch gesture ended (iOS 26).
    func mapTemplate(_ mapTemplate: CPMapTemplate, pitchEndedWithCenter center: CGPoint)
    /// A navigation alert is about to show.
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert)
    /// A navigation alert is shown.
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert)
    /// A navigation alert is about to go, for `dismissalContext`.
    func mapTemplate(_ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext)
    /// A navigation alert went, for `dismissalContext`.
    func mapTemplate(_ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext)
    /// The person chose `trip` and `routeChoice` to preview (HeadUnit: a tap on a trip or route choice).
    func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice)
    /// The person chose to drive `trip` by `routeChoice` (HeadUnit: a tap on the start button).
    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice)
    /// The car cancelled guidance (its own navigation started).
    func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate)
    /// How to lay out `maneuver` (kept: HeadUnit shows the instruction).
    func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle
}

extension CPMapTemplateDelegate {
    /// Optional: by default `false`.
    public func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool { false }
    /// Optional: by default `false`.
    public func mapTemplateShouldProvideRouteSharing(_ mapTemplate: CPMapTemplate) -> Bool { false }
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint, into segment: CPRouteSegment,
                            completion: @escaping (CPTravelEstimates) -> Void) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, waypoint: CPNavigationWaypoint, accepted: Bool, forSegment segment: CPRouteSegment?) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveUpdatedRouteSource routeSource: CPRouteSource) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveRequestForDestination waypoint: CPNavigationWaypoint) {}
    /// Optional: by default `false`.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool { false }
    /// Optional: by default `false`.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, shouldUpdateNotificationFor maneuver: CPManeuver, with travelEstimates: CPTravelEstimates) -> Bool { false }
    /// Optional: by default `false`.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor navigationAlert: CPNavigationAlert) -> Bool { false }
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, willShareDestinationFor trip: CPTrip) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didFailToShareDestinationFor trip: CPTrip, error: any Error) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didShareDestinationFor trip: CPTrip) {}
    /// Optional: by default nothing happens.
    public func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) {}
    /// Optional: by default nothing happens.
    public func mapTemplateWillDismissPanningInterface(_ mapTemplate: CPMapTemplate) {}
    /// Optional: by default nothing happens.
    public func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, panBeganWith direction: CPMapTemplate.PanDirection) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, panEndedWith direction: CPMapTemplate.PanDirection) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {}
    /// Optional: by default nothing happens.
    public func mapTemplateDidBeginPanGesture(_ mapTemplate: CPMapTemplate) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didEndPanGestureWithVelocity velocity: CGPoint) {}
    /// Optional: by default nothing happens.
    public func mapTemplateDidBeginZoomGesture(_ mapTemplate: CPMapTemplate) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdateZoomGestureWithCenter center: CGPoint, scale: CGFloat, velocity: CGFloat) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didEndZoomGestureWithVelocity velocity: CGFloat) {}
    /// Optional: by default nothing happens.
    public func mapTemplateDidBeginRotationGesture(_ mapTemplate: CPMapTemplate) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didRotateWithCenter center: CGPoint, rotation: CGFloat, velocity: CGFloat) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, rotationDidEndWithVelocity velocity: CGFloat) {}
    /// Optional: by default nothing happens.
    public func mapTemplateDidBeginPitchGesture(_ mapTemplate: CPMapTemplate) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, pitchWithCenter center: CGPoint) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, pitchEndedWithCenter center: CGPoint) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {}
    /// Optional: by default nothing happens.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {}
    /// Optional: by default nothing happens.
    public func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {}
    /// Optional: by default `[]`.
    public func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle { [] }
}

extension CPMapTemplateDelegate {
    /// The async form Swift imports beside `mapTemplate(_:didRequestToInsert:into:completion:)`
    /// (iOS 26.4): the estimates once the delegate has given them. A delegate that does not
    /// implement the completion form never answers, and this never returns.
    @available(iOS 26.4, *)
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint,
                            into segment: CPRouteSegment) async -> CPTravelEstimates {
        // The estimates come back on the main actor, where CarPlay calls the delegate.
        await withCheckedContinuation { (continuation: CheckedContinuation<CPTravelEstimates, Never>) in
            self.mapTemplate(mapTemplate, didRequestToInsert: waypoint, into: segment) { estimates in
                nonisolated(unsafe) let estimates = estimates
                continuation.resume(returning: estimates)
            }
        }
    }
}
