import CarPlay
import MapKit
import UIKit

/// The map under CarPlay's templates, in the car's window. The templates (buttons, previews, the
/// guidance card) are drawn by the car on top of it; this controller only keeps the map where the
/// driver needs it.
@MainActor
final class MapViewController: UIViewController {
    let mapView = MKMapView()
    private var routeLine: MKPolyline?
    private var destinationPin: MKPointAnnotation?

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.delegate = self
        mapView.showsUserLocation = true
        mapView.showsCompass = false   // the car has its own
        mapView.showsTraffic = true
        view.addSubview(mapView)
        recenter()
    }

    /// Back to the driver's position (the start, until a location comes in).
    func recenter(on coordinate: CLLocationCoordinate2D = Destination.start) {
        mapView.setRegion(MKCoordinateRegion(center: coordinate, latitudinalMeters: 1_500, longitudinalMeters: 1_500), animated: true)
        mapView.setUserTrackingMode(.follow, animated: true)
    }

    func zoom(by factor: Double) {
        var region = mapView.region
        region.span = MKCoordinateSpan(latitudeDelta: min(max(region.span.latitudeDelta * factor, 0.001), 50),
                                       longitudeDelta: min(max(region.span.longitudeDelta * factor, 0.001), 50))
        mapView.setRegion(region, animated: true)
    }

    func pan(_ direction: CPMapTemplate.PanDirection) {
        var center = mapView.centerCoordinate
        let step = mapView.region.span.latitudeDelta / 2
        if direction.contains(.up) { center.latitude += step }
        if direction.contains(.down) { center.latitude -= step }
        if direction.contains(.left) { center.longitude -= step }
        if direction.contains(.right) { center.longitude += step }
        mapView.setCenter(center, animated: true)
    }

    /// Draws the route to `destination` and frames it, for the preview before the driver taps Go.
    func show(route destination: Destination) {
        clearRoute()
        var points = [Destination.start] + destination.steps.map(\.coordinate)
        let line = MKPolyline(coordinates: &points, count: points.count)
        mapView.addOverlay(line, level: .aboveRoads)
        routeLine = line
        let pin = MKPointAnnotation()
        pin.coordinate = destination.coordinate
        pin.title = destination.name
        mapView.addAnnotation(pin)
        destinationPin = pin
        mapView.setVisibleMapRect(line.boundingMapRect, edgePadding: UIEdgeInsets(top: 60, left: 60, bottom: 60, right: 60), animated: true)
    }

    func clearRoute() {
        if let routeLine { mapView.removeOverlay(routeLine) }
        if let destinationPin { mapView.removeAnnotation(destinationPin) }
        routeLine = nil
        destinationPin = nil
    }

    /// The drawn route, for tests.
    var drawnRoute: MKPolyline? { routeLine }
}

extension MapViewController: MKMapViewDelegate {
    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
        guard let line = overlay as? MKPolyline else { return MKOverlayRenderer(overlay: overlay) }
        let renderer = MKPolylineRenderer(polyline: line)
        renderer.strokeColor = .systemBlue
        renderer.lineWidth = 8
        return renderer
    }
}
