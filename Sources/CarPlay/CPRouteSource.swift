/// Where the route the car uses comes from (iOS 26.4).
@available(iOS 26.4, *)
public enum CPRouteSource: UInt, Sendable {
    case sourceInactive = 0, sourceiOSUnchanged, sourceiOSRouteModified, sourceiOSRouteDestinationsModified,
         sourceiOSDestinationsOnly, sourceVehicle
}
