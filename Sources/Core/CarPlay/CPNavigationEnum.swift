// The SDK's CPNavigationEnum.h: names of the navigation enums' values, for logs. CarPlay's own
// strings are in a table of the framework that is not public (its decompiled form shows only
// the "ERROR - %d" of a value out of range): HeadUnit's are the Swift case names, and say so.

/// The value's name, for logs: HeadUnit's words, the Swift case name (`leftTurn`).
@available(iOS 17.4, *)
public func NSStringFromCPManeuverType(_ maneuverType: CPManeuverType) -> String! { String(describing: maneuverType) }

/// The value's name, for logs: HeadUnit's words, the Swift case name (`roundabout`).
@available(iOS 17.4, *)
public func NSStringFromCPJunctionType(_ junctionType: CPJunctionType) -> String! { String(describing: junctionType) }

/// The value's name, for logs: HeadUnit's words, the Swift case name (`left`).
@available(iOS 17.4, *)
public func NSStringFromCPTrafficSide(_ trafficSide: CPTrafficSide) -> String! { String(describing: trafficSide) }

/// The value's name, for logs: HeadUnit's words, the Swift case name (`preferred`).
@available(iOS 17.4, *)
public func NSStringFromCPLaneStatus(_ laneStatus: CPLaneStatus) -> String! { String(describing: laneStatus) }

/// The value's name, for logs: HeadUnit's words, the Swift case name (`offline`).
@available(iOS 26.4, *)
public func NSStringFromCPRerouteReason(_ rerouteReason: CPRerouteReason) -> String! { String(describing: rerouteReason) }
