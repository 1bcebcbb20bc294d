import CoreLocation

/// A charging station as the charging network's API describes it.
struct ChargingStation: Hashable, Sendable {
    let id: String
    let name: String
    let operatorName: String
    let address: String
    let latitude: CLLocationDegrees
    let longitude: CLLocationDegrees
    let maxPowerKW: Int
    let connectors: [String]
    let freePoints: Int
    let totalPoints: Int
    /// Euro cents per kWh.
    let priceCentsPerKWh: Int

    var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
    var availability: String { freePoints == 0 ? "Occupied" : "\(freePoints) of \(totalPoints) free" }
    var price: String {
        let cents = priceCentsPerKWh % 100
        return "€\(priceCentsPerKWh / 100).\(cents < 10 ? "0" : "")\(cents)/kWh"
    }
}

/// A charging session the network started.
struct ChargingSession: Hashable, Sendable {
    let id: String
    let stationID: String
}
