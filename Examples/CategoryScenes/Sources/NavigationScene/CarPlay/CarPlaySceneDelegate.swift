import CarPlay
import CoreLocation
import UIKit

/// The car scene of a navigation app: CarPlay hands it a window for the map and an interface
/// controller for the templates on top; it sets both before returning, follows the car's location
/// while connected, and lets everything go on disconnect.
@MainActor
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private(set) var interfaceController: CPInterfaceController?
    private(set) var carWindow: CPWindow?
    private(set) var coordinator: MapTemplateCoordinator?
    let locationManager = CLLocationManager()

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didConnect interfaceController: CPInterfaceController, to window: CPWindow) {
        self.interfaceController = interfaceController
        carWindow = window
        let mapViewController = MapViewController()
        window.rootViewController = mapViewController
        let coordinator = MapTemplateCoordinator(interfaceController: interfaceController, mapViewController: mapViewController)
        self.coordinator = coordinator
        coordinator.start()

        locationManager.delegate = self
        locationManager.activityType = .automotiveNavigation
        locationManager.desiredAccuracy = kCLLocationAccuracyBestForNavigation
        locationManager.requestWhenInUseAuthorization()
        locationManager.startUpdatingLocation()
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didDisconnect interfaceController: CPInterfaceController, from window: CPWindow) {
        locationManager.stopUpdatingLocation()
        coordinator = nil
        carWindow = nil
        self.interfaceController = nil
    }
}

extension CarPlaySceneDelegate: CLLocationManagerDelegate {
    // Core Location calls its delegate on the thread the manager was made on: here, the main one.
    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let location = locations.last else { return }
        Task { @MainActor [weak self] in self?.coordinator?.update(at: location) }
    }
}
