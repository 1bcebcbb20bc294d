import Foundation

/// The object an app asks for locations and headings. HeadUnit has no location hardware and no
/// person to ask for permission: a manager here never delivers a location or a heading by itself,
/// its `location` stays nil and its authorization `.notDetermined`; the `start…`/`request…` calls
/// only note that updates are wanted. A scene's test drives its delegate directly, with the
/// locations it chooses:
///
/// ```swift
/// scene.locationManager(manager, didUpdateLocations: [CLLocation(latitude: 48.85, longitude: 2.35)])
/// ```
open class CLLocationManager: NSObject {
    /// The object told of locations, headings, errors and authorization changes.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy wanted (kept).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance moved before a new location is reported (kept).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The heading change before a new heading is reported (kept).
    open var headingFilter: CLLocationDegrees = 1
    /// What the person is doing (kept).
    open var activityType: CLActivityType = .other
    /// True to keep receiving locations in the background (kept).
    open var allowsBackgroundLocationUpdates = false
    /// True to let the system pause updates (kept).
    open var pausesLocationUpdatesAutomatically = true
    /// True to show the background location indicator (kept).
    open var showsBackgroundLocationIndicator = false
    /// The last location delivered: none here.
    open var location: CLLocation? { nil }
    /// The last heading delivered: none here.
    open var heading: CLHeading? { nil }
    /// The app's authorization: `.notDetermined` here (nobody to ask).
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// The precision the app may receive.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    /// True between `startUpdatingLocation()` and `stopUpdatingLocation()`: updates are wanted,
    /// none come (HeadUnit's own, for its tests).
    package private(set) var isUpdatingLocation = false
    /// True between `startUpdatingHeading()` and `stopUpdatingHeading()`.
    package private(set) var isUpdatingHeading = false

    /// A manager with no delegate.
    public override init() { super.init() }

    /// The app's authorization (iOS 4.2; the instance property since iOS 14).
    @available(iOS, introduced: 4.2, deprecated: 14.0, message: "Use the authorizationStatus property")
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

    /// True when the device has location services on: false here (no hardware).
    open class func locationServicesEnabled() -> Bool { false }

    /// True when the device can report headings: false here (no compass).
    open class func headingAvailable() -> Bool { false }

    /// Asks for permission while in use: nobody answers here (the status stays `.notDetermined`).
    open func requestWhenInUseAuthorization() {}
    /// Asks for permission at any time: nobody answers here.
    open func requestAlwaysAuthorization() {}
    /// Starts location updates: none come by themselves here.
    open func startUpdatingLocation() { isUpdatingLocation = true }
    /// Stops location updates.
    open func stopUpdatingLocation() { isUpdatingLocation = false }
    /// Asks for one location: none comes by itself here.
    open func requestLocation() {}
    /// Starts heading updates: none come by themselves here.
    open func startUpdatingHeading() { isUpdatingHeading = true }
    /// Stops heading updates.
    open func stopUpdatingHeading() { isUpdatingHeading = false }
    /// Starts significant-change updates: none come here.
    open func startMonitoringSignificantLocationChanges() { isUpdatingLocation = true }
    /// Stops significant-change updates.
    open func stopMonitoringSignificantLocationChanges() { isUpdatingLocation = false }
}

/// What a location manager tells its delegate. Every method is optional, and the protocol is not
/// main-actor isolated, as in the SDK (a main-actor class implements its methods `nonisolated`,
/// or conforms with `@preconcurrency`). HeadUnit's managers call none of them by themselves.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New locations, oldest first.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A new heading.
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    /// Locations could not be determined.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The app's authorization changed (iOS 14).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The app's authorization changed (before iOS 14).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// Location updates were paused.
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    /// Location updates were resumed.
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
    /// True to show the compass calibration panel.
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
}

extension CLLocationManagerDelegate {
    /// Optional: by default nothing happens.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Optional: by default nothing happens.
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    /// Optional: by default nothing happens.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Optional: by default nothing happens.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Optional: by default nothing happens.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    /// Optional: by default nothing happens.
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    /// Optional: by default nothing happens.
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
    /// Optional: by default `false`.
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
}
