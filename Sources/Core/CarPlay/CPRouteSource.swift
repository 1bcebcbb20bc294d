/// Where the route the car uses comes from (iOS 26.4).
@available(iOS 26.4, *)
public enum CPRouteSource: UInt, Sendable {
    /// Source inactive.
    case sourceInactive = 0
    /// SourceiOSunchanged.
    case sourceiOSUnchanged
    /// SourceiOSroute modified.
    case sourceiOSRouteModified
    /// SourceiOSroute destinations modified.
    case sourceiOSRouteDestinationsModified
    /// SourceiOSdestinations only.
    case sourceiOSDestinationsOnly
    /// Source vehicle.
    case sourceVehicle
}
