/// The key of the directions mode in `MKMapItem.openInMaps(launchOptions:)`.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Transit directions.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
/// The default directions mode.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
/// The key of the map type to show.
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
/// The key of the map centre to show.
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
/// The key of the map span to show.
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
/// The key of whether to show traffic.
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
