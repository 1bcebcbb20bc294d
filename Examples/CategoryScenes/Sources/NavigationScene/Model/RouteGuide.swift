import CoreLocation
import Foundation

/// Follows the driver along a destination's steps: which maneuver is next, how far it is, whether
/// a speed camera is close. Plain values in, plain values out, so it is tested without a car.
struct RouteGuide {
    let destination: Destination
    /// The index of the next step.
    private(set) var nextStep = 0
    /// True once the camera warning was given (it is given once).
    private(set) var warnedOfCamera = false

    init(destination: Destination) {
        self.destination = destination
    }

    /// What changed when the car reached `location`.
    struct Update: Equatable {
        var maneuverChanged = false
        var approachingCamera = false
        var arrived = false
    }

    /// The metres to a step closer than this count as reached.
    static let reachedWithin: CLLocationDistance = 40
    /// The metres to the camera at which the driver is warned.
    static let cameraWarningDistance: CLLocationDistance = 600

    mutating func drive(to location: CLLocation) -> Update {
        var update = Update()
        while nextStep < destination.steps.count, distance(from: location, to: destination.steps[nextStep].coordinate) < Self.reachedWithin {
            nextStep += 1
            update.maneuverChanged = true
        }
        update.arrived = nextStep >= destination.steps.count
        if let camera = destination.speedCamera, !warnedOfCamera, distance(from: location, to: camera) < Self.cameraWarningDistance {
            warnedOfCamera = true
            update.approachingCamera = true
        }
        return update
    }

    /// The steps still ahead.
    var remainingSteps: ArraySlice<Destination.Step> { destination.steps[min(nextStep, destination.steps.count)...] }

    /// The metres from `location` to the next step, and on to the destination along the steps.
    func remainingDistance(from location: CLLocation) -> (toNextStep: CLLocationDistance, toDestination: CLLocationDistance) {
        var points = [location.coordinate]
        points += remainingSteps.map(\.coordinate)
        var total: CLLocationDistance = 0
        for (a, b) in zip(points, points.dropFirst()) { total += distance(from: CLLocation(latitude: a.latitude, longitude: a.longitude), to: b) }
        let next = remainingSteps.first.map { distance(from: location, to: $0.coordinate) } ?? 0
        return (next, total)
    }

    private func distance(from location: CLLocation, to coordinate: CLLocationCoordinate2D) -> CLLocationDistance {
        location.distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }
}
