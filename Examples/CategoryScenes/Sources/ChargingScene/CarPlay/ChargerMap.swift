import CarPlay
import CoreLocation
import MapKit
import UIKit

/// The chargers map: the root point-of-interest template, reloaded for the region the driver
/// looks at; a charger's card leads to its details, where a session can be started.
@MainActor
final class ChargerMap: NSObject, CPPointOfInterestTemplateDelegate {
    /// How far around the map's centre to look when the car gives no span.
    static let defaultRadius: CLLocationDistance = 10_000

    let template: CPPointOfInterestTemplate
    private let network: ChargingNetwork
    private weak var interfaceController: CPInterfaceController?
    private var fastOnly = false
    private var center: CLLocationCoordinate2D
    private var radius: CLLocationDistance = ChargerMap.defaultRadius
    /// The details of the charger last opened (one at a time, as the stack shows one).
    private var details: StationDetails?
    /// The loads in flight, newest last: an older one that finishes late is dropped.
    private var loadGeneration = 0

    init(network: ChargingNetwork, interfaceController: CPInterfaceController, around center: CLLocationCoordinate2D) {
        self.network = network
        self.interfaceController = interfaceController
        self.center = center
        template = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: [], selectedIndex: NSNotFound)
        super.init()
        template.pointOfInterestDelegate = self
        template.trailingNavigationBarButtons = [filterButton()]
        reload()
    }

    // MARK: CPPointOfInterestTemplateDelegate

    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {
        center = region.center
        let spanMetres = max(region.span.latitudeDelta, region.span.longitudeDelta) * 111_000 / 2
        radius = spanMetres > 0 ? spanMetres : Self.defaultRadius
        reload()
    }

    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest) {
        // The card shows by itself; nothing to fetch for it.
    }

    // MARK: Loading

    private func reload() {
        loadGeneration += 1
        let generation = loadGeneration
        let (center, radius, fastOnly) = (self.center, self.radius, self.fastOnly)
        Task { @MainActor [weak self, network] in
            let stations = (try? await network.stations(near: center, radius: radius)) ?? []
            guard let self, generation == self.loadGeneration else { return }
            let shown = stations.filter { !fastOnly || $0.maxPowerKW >= 100 }.prefix(12)
            self.template.title = shown.isEmpty ? "No chargers here" : "Chargers"
            self.template.setPointsOfInterest(shown.map(self.pointOfInterest(for:)), selectedIndex: NSNotFound)
        }
    }

    private func pointOfInterest(for station: ChargingStation) -> CPPointOfInterest {
        let mapItem = MKMapItem(placemark: MKPlacemark(coordinate: station.coordinate))
        mapItem.name = station.name
        let point = CPPointOfInterest(location: mapItem, title: station.name, subtitle: station.availability,
                                      summary: "\(station.maxPowerKW) kW · \(station.operatorName)",
                                      detailTitle: station.name, detailSubtitle: station.address,
                                      detailSummary: "\(station.availability) · \(station.price)",
                                      pinImage: UIImage(systemName: "bolt.car"))
        point.primaryButton = CPTextButton(title: "Details", textStyle: .confirm) { [weak self] _ in
            self?.showDetails(of: station)
        }
        point.userInfo = station.id
        return point
    }

    private func filterButton() -> CPBarButton {
        CPBarButton(title: fastOnly ? "All" : "Fast only") { [weak self] _ in
            guard let self else { return }
            self.fastOnly.toggle()
            self.template.trailingNavigationBarButtons = [self.filterButton()]
            self.reload()
        }
    }

    // MARK: Details and charging

    private func showDetails(of station: ChargingStation) {
        let details = StationDetails(station: station, network: network, interfaceController: interfaceController)
        self.details = details
        interfaceController?.pushTemplate(details.template, animated: true) { _, _ in }
    }
}
