import CoreLocation
import Foundation
import UIKit

/// What a map view tells its delegate. Every method is optional. HeadUnit's map asks for an
/// overlay's renderer and an annotation's view when they are added, and calls nothing else by
/// itself (it never moves, loads tiles or locates the device).
@preconcurrency @MainActor
public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The renderer that draws `overlay` (by default a plain `MKOverlayRenderer`).
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// The view that shows `annotation` (by default none: the map's own).
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// The region is about to change.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The visible region changed.
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// An annotation view was selected.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// An annotation view was deselected.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// The device's location changed.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    /// The device could not be located.
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
    /// The tracking mode changed.
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
    /// The map is about to load its tiles.
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    /// The map loaded its tiles.
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    /// The map finished drawing.
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool)
}

extension MKMapViewDelegate {
    /// Optional: by default `MKOverlayRenderer(overlay: overlay)`.
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
    /// Optional: by default `nil`.
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// Optional: by default nothing happens.
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    /// Optional: by default nothing happens.
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    /// Optional: by default nothing happens.
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    /// Optional: by default nothing happens.
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    /// Optional: by default nothing happens.
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    /// Optional: by default nothing happens.
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    /// Optional: by default nothing happens.
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
    /// Optional: by default nothing happens.
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
    /// Optional: by default nothing happens.
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    /// Optional: by default nothing happens.
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    /// Optional: by default nothing happens.
    public func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {}
}
