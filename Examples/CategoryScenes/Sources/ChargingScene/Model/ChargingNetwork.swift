import CoreLocation

/// Why the network refused.
enum ChargingNetworkError: Error, Equatable {
    case stationOccupied
    case unknownStation
}

/// The charging network's API, as the app uses it (the phone app and the car share it).
@MainActor
protocol ChargingNetwork: AnyObject {
    /// The stations within `radius` metres of `center`, nearest first.
    func stations(near center: CLLocationCoordinate2D, radius: CLLocationDistance) async throws -> [ChargingStation]
    /// Starts a session at the station `stationID`.
    func startSession(at stationID: String) async throws -> ChargingSession
}

/// The network in memory: a fixed set of stations around Lyon and Grenoble, and the sessions
/// started (the app's previews and tests use it; the shipping app talks to the real API).
@MainActor
final class InMemoryChargingNetwork: ChargingNetwork {
    private(set) var allStations: [ChargingStation]
    private(set) var sessions: [ChargingSession] = []

    init(stations: [ChargingStation] = ChargingStation.demo) {
        allStations = stations
    }

    func stations(near center: CLLocationCoordinate2D, radius: CLLocationDistance) async throws -> [ChargingStation] {
        let here = CLLocation(latitude: center.latitude, longitude: center.longitude)
        func distance(_ station: ChargingStation) -> CLLocationDistance {
            here.distance(from: CLLocation(latitude: station.latitude, longitude: station.longitude))
        }
        return allStations.filter { distance($0) <= radius }.sorted { distance($0) < distance($1) }
    }

    func startSession(at stationID: String) async throws -> ChargingSession {
        guard let station = allStations.first(where: { $0.id == stationID }) else { throw ChargingNetworkError.unknownStation }
        guard station.freePoints > 0 else { throw ChargingNetworkError.stationOccupied }
        let session = ChargingSession(id: "session-\(sessions.count + 1)", stationID: stationID)
        sessions.append(session)
        return session
    }
}

extension ChargingStation {
    /// Stations around Lyon and Grenoble, for previews and tests.
    static let demo: [ChargingStation] = [
        ChargingStation(id: "lyon-confluence", name: "Ionity Lyon Confluence", operatorName: "Ionity", address: "112 Cours Charlemagne, Lyon",
                        latitude: 45.7405, longitude: 4.8180, maxPowerKW: 350, connectors: ["CCS"], freePoints: 4, totalPoints: 6, priceCentsPerKWh: 59),
        ChargingStation(id: "lyon-part-dieu", name: "Part-Dieu Parking", operatorName: "Freshmile", address: "17 Rue du Dr Bouchut, Lyon",
                        latitude: 45.7606, longitude: 4.8590, maxPowerKW: 22, connectors: ["Type 2"], freePoints: 0, totalPoints: 8, priceCentsPerKWh: 39),
        ChargingStation(id: "villeurbanne", name: "Villeurbanne Gratte-Ciel", operatorName: "Izivia", address: "Avenue Henri Barbusse, Villeurbanne",
                        latitude: 45.7690, longitude: 4.8800, maxPowerKW: 150, connectors: ["CCS", "CHAdeMO"], freePoints: 2, totalPoints: 4, priceCentsPerKWh: 49),
        ChargingStation(id: "grenoble-gare", name: "Grenoble Gare", operatorName: "Izivia", address: "Place de la Gare, Grenoble",
                        latitude: 45.1913, longitude: 5.7146, maxPowerKW: 50, connectors: ["CCS", "Type 2"], freePoints: 1, totalPoints: 2, priceCentsPerKWh: 45),
        ChargingStation(id: "grenoble-meylan", name: "Meylan Inovallée", operatorName: "Tesla", address: "Chemin du Vieux Chêne, Meylan",
                        latitude: 45.2050, longitude: 5.7790, maxPowerKW: 250, connectors: ["CCS"], freePoints: 6, totalPoints: 12, priceCentsPerKWh: 52),
    ]
}
