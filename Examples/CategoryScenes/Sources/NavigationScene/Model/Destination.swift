import CoreLocation
import Foundation

/// A place the driver can go, with the route the app has for it (a real app asks its routing
/// service; this one ships a few routes so the scene stays self-contained).
struct Destination: Equatable {
    struct Step: Equatable {
        /// Where the maneuver is.
        let coordinate: CLLocationCoordinate2D
        /// What the driver is told.
        let instruction: String
        /// The symbol shown beside it.
        let symbolName: String
    }

    let name: String
    let coordinate: CLLocationCoordinate2D
    /// The route's summary ("Via Great Highway") and what sets it apart ("Fastest").
    let routeName: String
    let routeNote: String
    let steps: [Step]
    /// A speed camera along the route, if any.
    let speedCamera: CLLocationCoordinate2D?

    static func == (a: Destination, b: Destination) -> Bool { a.name == b.name }

    /// Where every trip starts: the office.
    static let start = CLLocationCoordinate2D(latitude: 37.7793, longitude: -122.4193)

    static let all: [Destination] = [
        Destination(
            name: "Ocean Beach",
            coordinate: CLLocationCoordinate2D(latitude: 37.7594, longitude: -122.5107),
            routeName: "Via Fell St",
            routeNote: "Fastest",
            steps: [
                Step(coordinate: CLLocationCoordinate2D(latitude: 37.7765, longitude: -122.4210), instruction: "Turn right onto Fell Street", symbolName: "arrow.turn.up.right"),
                Step(coordinate: CLLocationCoordinate2D(latitude: 37.7710, longitude: -122.4540), instruction: "Continue onto Kezar Drive", symbolName: "arrow.up"),
                Step(coordinate: CLLocationCoordinate2D(latitude: 37.7660, longitude: -122.5090), instruction: "Turn left onto Great Highway", symbolName: "arrow.turn.up.left"),
                Step(coordinate: CLLocationCoordinate2D(latitude: 37.7594, longitude: -122.5107), instruction: "Arrive at Ocean Beach", symbolName: "flag.checkered"),
            ],
            speedCamera: CLLocationCoordinate2D(latitude: 37.7700, longitude: -122.4700)),
        Destination(
            name: "Ferry Building",
            coordinate: CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.3937),
            routeName: "Via Market St",
            routeNote: "Avoids highways",
            steps: [
                Step(coordinate: CLLocationCoordinate2D(latitude: 37.7790, longitude: -122.4140), instruction: "Turn right onto Market Street", symbolName: "arrow.turn.up.right"),
                Step(coordinate: CLLocationCoordinate2D(latitude: 37.7940, longitude: -122.3950), instruction: "Turn left onto The Embarcadero", symbolName: "arrow.turn.up.left"),
                Step(coordinate: CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.3937), instruction: "Arrive at the Ferry Building", symbolName: "flag.checkered"),
            ],
            speedCamera: nil),
    ]
}
