import CoreLocation
import Foundation
import UIKit

/// A map: what a navigation app's root view controller shows in its `CPWindow`. HeadUnit draws
/// no map and has no location hardware: the view keeps its region, camera, annotations and
/// overlays exactly as the scene sets them, and never moves by itself. It asks its delegate for an
/// overlay's renderer and an annotation's view when they are added (a phone asks when they come
/// into view); it never calls the region-change or user-location methods, since nothing but the
/// scene moves the map.
@preconcurrency @MainActor
open class MKMapView: UIView {
    /// Told about the map's overlays and annotations.
    open weak var delegate: (any MKMapViewDelegate)?
    /// What the map shows (kept).
    open var mapType: MKMapType = .standard
    /// The region shown.
    open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03),
                                         span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
    /// The centre of the region shown.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }
    /// The camera looking at the map (its centre follows the region's).
    open var camera: MKMapCamera {
        get {
            storedCamera.centerCoordinate = region.center
            return storedCamera
        }
        set {
            storedCamera = newValue
            region.center = newValue.centerCoordinate
        }
    }
    private var storedCamera = MKMapCamera()
    /// The rectangle of the map shown (the region's).
    open var visibleMapRect: MKMapRect {
        get {
            let c = region.center, s = region.span
            let topLeft = MKMapPoint(CLLocationCoordinate2D(latitude: c.latitude + s.latitudeDelta / 2, longitude: c.longitude - s.longitudeDelta / 2))
            let bottomRight = MKMapPoint(CLLocationCoordinate2D(latitude: c.latitude - s.latitudeDelta / 2, longitude: c.longitude + s.longitudeDelta / 2))
            return MKMapRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
        }
        set { if !newValue.isNull { region = MKCoordinateRegion(newValue) } }
    }
    /// True to let the person zoom (kept: the car's screen never touches the map).
    open var isZoomEnabled = true
    /// True to let the person scroll (kept).
    open var isScrollEnabled = true
    /// True to let the person rotate (kept).
    open var isRotateEnabled = true
    /// True to let the person tilt (kept).
    open var isPitchEnabled = true
    /// True to show the device's location (kept: there is none to show).
    open var showsUserLocation = false
    /// True when the device's location is on screen: never here.
    open var isUserLocationVisible: Bool { false }
    /// The annotation of the device's location (its `location` stays nil here).
    public let userLocation = MKUserLocation()
    /// How the map follows the device's location (kept: the map never moves by itself).
    open var userTrackingMode: MKUserTrackingMode = .none
    /// True to show the compass (kept).
    open var showsCompass = true
    /// True to show the scale (kept).
    open var showsScale = false
    /// True to show traffic (kept).
    open var showsTraffic = false
    /// True to show buildings (kept).
    open var showsBuildings = true
    /// The annotations on the map, in the order added.
    open private(set) var annotations: [any MKAnnotation] = []
    /// The selected annotations.
    open var selectedAnnotations: [any MKAnnotation] = []
    /// The overlays on the map, in the order added.
    open private(set) var overlays: [any MKOverlay] = []
    private var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]
    private var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]

    /// Shows `region` (at once: HeadUnit animates nothing).
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }

    /// Centres the map on `coordinate`.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }

    /// Looks at the map through `camera`.
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }

    /// Shows `mapRect`.
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { visibleMapRect = mapRect }

    /// Shows `mapRect` inside `insets` (HeadUnit keeps the rectangle; the padding has no pixels to
    /// apply to).
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) { visibleMapRect = mapRect }

    /// Follows the device's location in `mode` (kept: the map never moves by itself).
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }

    /// The region that fits `region` on the map: the same region here.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

    // MARK: - Annotations

    /// Adds `annotation`; the delegate is asked for its view now.
    open func addAnnotation(_ annotation: any MKAnnotation) {
        annotations.append(annotation)
        if let view = delegate?.mapView(self, viewFor: annotation) { annotationViews[ObjectIdentifier(annotation)] = view }
    }

    /// Adds each of `annotations`.
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations { addAnnotation(annotation) }
    }

    /// Removes `annotation`.
    open func removeAnnotation(_ annotation: any MKAnnotation) {
        annotations.removeAll { $0 === annotation }
        selectedAnnotations.removeAll { $0 === annotation }
        annotationViews[ObjectIdentifier(annotation)] = nil
    }

    /// Removes each of `annotations`.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations { removeAnnotation(annotation) }
    }

    /// The view the delegate gave for `annotation`, if any.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { annotationViews[ObjectIdentifier(annotation)] }

    /// A view to reuse: none here (HeadUnit keeps no pool), so the delegate makes a new one.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }

    /// Selects `annotation`.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        if !selectedAnnotations.contains(where: { $0 === annotation }) { selectedAnnotations.append(annotation) }
    }

    /// Deselects `annotation` (nil: all).
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation else { return selectedAnnotations.removeAll() }
        selectedAnnotations.removeAll { $0 === annotation }
    }

    /// Shows a region holding every one of `annotations`.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        let rect = annotations.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: MKMapPoint($1.coordinate), size: MKMapSize())) }
        if !rect.isNull { region = MKCoordinateRegion(rect) }
    }

    // MARK: - Overlays

    /// Adds `overlay` above the roads; the delegate is asked for its renderer now.
    open func addOverlay(_ overlay: any MKOverlay) {
        addOverlay(overlay, level: .aboveRoads)
    }

    /// Adds `overlay` at `level`; the delegate is asked for its renderer now.
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) {
        overlays.append(overlay)
        if let delegate { renderers[ObjectIdentifier(overlay)] = delegate.mapView(self, rendererFor: overlay) }
    }

    /// Adds each of `overlays` above the roads.
    open func addOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays { addOverlay(overlay) }
    }

    /// Adds each of `overlays` at `level`.
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) {
        for overlay in overlays { addOverlay(overlay, level: level) }
    }

    /// Removes `overlay`.
    open func removeOverlay(_ overlay: any MKOverlay) {
        overlays.removeAll { $0 === overlay }
        renderers[ObjectIdentifier(overlay)] = nil
    }

    /// Removes each of `overlays`.
    open func removeOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays { removeOverlay(overlay) }
    }

    /// The renderer the delegate gave for `overlay`, if any.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { renderers[ObjectIdentifier(overlay)] }
}
