import Foundation

/// The best accuracy, for navigation (a value of `CLLocationAccuracy`).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the hardware gives.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// A hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// A kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Every movement is reported (a value of `distanceFilter`).
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// Every heading change is reported (a value of `headingFilter`).
public let kCLHeadingFilterNone: CLLocationDegrees = -1
/// The largest distance, for "no limit".
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// The largest time interval, for "no limit".
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude
