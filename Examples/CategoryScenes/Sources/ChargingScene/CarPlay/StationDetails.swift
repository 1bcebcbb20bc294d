import CarPlay
import UIKit

/// A charger's details: where it is, what it offers, what it costs, and "Start charging",
/// confirmed in an alert before the session starts.
@MainActor
final class StationDetails {
    let template: CPInformationTemplate
    private let station: ChargingStation
    private let network: ChargingNetwork
    private weak var interfaceController: CPInterfaceController?

    init(station: ChargingStation, network: ChargingNetwork, interfaceController: CPInterfaceController?) {
        self.station = station
        self.network = network
        self.interfaceController = interfaceController
        template = CPInformationTemplate(title: station.name, layout: .twoColumn, items: Self.items(for: station, status: nil), actions: [])
        template.actions = [CPTextButton(title: "Start charging", textStyle: .confirm) { [weak self] _ in self?.confirmStart() }]
    }

    private static func items(for station: ChargingStation, status: String?) -> [CPInformationItem] {
        var items = [
            CPInformationItem(title: "Address", detail: station.address),
            CPInformationItem(title: "Available", detail: station.availability),
            CPInformationItem(title: "Power", detail: "\(station.maxPowerKW) kW"),
            CPInformationItem(title: "Connectors", detail: station.connectors.joined(separator: ", ")),
            CPInformationItem(title: "Price", detail: station.price),
        ]
        if let status { items.append(CPInformationItem(title: "Status", detail: status)) }
        return items
    }

    private func confirmStart() {
        let alert = CPAlertTemplate(titleVariants: ["Start charging at \(station.name)?", "Start charging?"], actions: [
            CPAlertAction(title: "Start", style: .default) { [weak self] _ in self?.start() },
            CPAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.dismissAlert() },
        ])
        interfaceController?.presentTemplate(alert, animated: true) { _, _ in }
    }

    private func dismissAlert() {
        interfaceController?.dismissTemplate(animated: true) { _, _ in }
    }

    private func start() {
        dismissAlert()
        Task { @MainActor [weak self, network, station] in
            do {
                _ = try await network.startSession(at: station.id)
                self?.show(status: "Charging")
            } catch ChargingNetworkError.stationOccupied {
                self?.show(status: "Occupied: try another charger")
            } catch {
                self?.show(status: "Could not start")
            }
        }
    }

    private func show(status: String) {
        template.items = Self.items(for: station, status: status)
        template.actions = status == "Charging" ? [] : template.actions
    }
}
