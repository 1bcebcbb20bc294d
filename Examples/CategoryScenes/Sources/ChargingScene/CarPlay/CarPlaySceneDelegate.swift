import CarPlay
import CoreLocation
import UIKit

/// The car scene of the EV charging app: on connect, the chargers around the last known
/// location, on a point-of-interest map.
@MainActor
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    /// The charging network (the app's shared client; in memory here).
    var network: ChargingNetwork = InMemoryChargingNetwork()
    /// Where the map opens: the last location the phone app saw (Lyon, in the demo data).
    var lastKnownLocation = CLLocationCoordinate2D(latitude: 45.7578, longitude: 4.8320)

    private(set) var interfaceController: CPInterfaceController?
    private(set) var map: ChargerMap?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let map = ChargerMap(network: network, interfaceController: interfaceController, around: lastKnownLocation)
        self.map = map
        interfaceController.setRootTemplate(map.template, animated: true) { _, _ in }
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        map = nil
        self.interfaceController = nil
    }
}
