/// The kind of a maneuver (iOS 17.4), for the car's own displays.
@available(iOS 17.4, *)
public enum CPManeuverType: UInt, Sendable {
    case noTurn = 0, leftTurn, rightTurn, straightAhead, uTurn, followRoad, enterRoundabout, exitRoundabout, offRamp, onRamp,
         arriveEndOfNavigation, startRoute, arriveAtDestination, keepLeft, keepRight, enter_Ferry, exitFerry, changeFerry,
         startRouteWithUTurn, uTurnAtRoundabout, leftTurnAtEnd, rightTurnAtEnd, highwayOffRampLeft, highwayOffRampRight,
         arriveAtDestinationLeft, arriveAtDestinationRight, uTurnWhenPossible, arriveEndOfDirections, roundaboutExit1,
         roundaboutExit2, roundaboutExit3, roundaboutExit4, roundaboutExit5, roundaboutExit6, roundaboutExit7, roundaboutExit8,
         roundaboutExit9, roundaboutExit10, roundaboutExit11, roundaboutExit12, roundaboutExit13, roundaboutExit14,
         roundaboutExit15, roundaboutExit16, roundaboutExit17, roundaboutExit18, roundaboutExit19, sharpLeftTurn,
         sharpRightTurn, slightLeftTurn, slightRightTurn, changeHighway, changeHighwayLeft, changeHighwayRight
}
