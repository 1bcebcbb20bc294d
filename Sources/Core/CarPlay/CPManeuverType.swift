/// The kind of a maneuver (iOS 17.4), for the car's own displays.
@available(iOS 17.4, *)
public enum CPManeuverType: UInt, Sendable {
    /// No turn.
    case noTurn = 0
    /// Left turn.
    case leftTurn
    /// Right turn.
    case rightTurn
    /// Straight ahead.
    case straightAhead
    /// U-turn.
    case uTurn
    /// Follow road.
    case followRoad
    /// Enter roundabout.
    case enterRoundabout
    /// Exit roundabout.
    case exitRoundabout
    /// Off ramp.
    case offRamp
    /// On ramp.
    case onRamp
    /// Arrive end of navigation.
    case arriveEndOfNavigation
    /// Start route.
    case startRoute
    /// Arrive at destination.
    case arriveAtDestination
    /// Keep left.
    case keepLeft
    /// Keep right.
    case keepRight
    /// Enter ferry.
    case enter_Ferry
    /// Exit ferry.
    case exitFerry
    /// Change ferry.
    case changeFerry
    /// Start route with uturn.
    case startRouteWithUTurn
    /// U-turn at roundabout.
    case uTurnAtRoundabout
    /// Left turn at end.
    case leftTurnAtEnd
    /// Right turn at end.
    case rightTurnAtEnd
    /// Highway off ramp left.
    case highwayOffRampLeft
    /// Highway off ramp right.
    case highwayOffRampRight
    /// Arrive at destination left.
    case arriveAtDestinationLeft
    /// Arrive at destination right.
    case arriveAtDestinationRight
    /// U-turn when possible.
    case uTurnWhenPossible
    /// Arrive end of directions.
    case arriveEndOfDirections
    /// Roundabout exit1.
    case roundaboutExit1
    /// Roundabout exit2.
    case roundaboutExit2
    /// Roundabout exit3.
    case roundaboutExit3
    /// Roundabout exit4.
    case roundaboutExit4
    /// Roundabout exit5.
    case roundaboutExit5
    /// Roundabout exit6.
    case roundaboutExit6
    /// Roundabout exit7.
    case roundaboutExit7
    /// Roundabout exit8.
    case roundaboutExit8
    /// Roundabout exit9.
    case roundaboutExit9
    /// Roundabout exit10.
    case roundaboutExit10
    /// Roundabout exit11.
    case roundaboutExit11
    /// Roundabout exit12.
    case roundaboutExit12
    /// Roundabout exit13.
    case roundaboutExit13
    /// Roundabout exit14.
    case roundaboutExit14
    /// Roundabout exit15.
    case roundaboutExit15
    /// Roundabout exit16.
    case roundaboutExit16
    /// Roundabout exit17.
    case roundaboutExit17
    /// Roundabout exit18.
    case roundaboutExit18
    /// Roundabout exit19.
    case roundaboutExit19
    /// Sharp left turn.
    case sharpLeftTurn
    /// Sharp right turn.
    case sharpRightTurn
    /// Slight left turn.
    case slightLeftTurn
    /// Slight right turn.
    case slightRightTurn
    /// Change highway.
    case changeHighway
    /// Change highway left.
    case changeHighwayLeft
    /// Change highway right.
    case changeHighwayRight
}
