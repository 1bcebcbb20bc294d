import CarPlay
import CoreLocation
import HeadUnitTesting
import MapKit
import MediaPlayer
import Testing
import UIKit

// Issue 26: public CarPlay apps, tried from outside, in their own packages, each needed these.
// Each test uses the API the way the app did, in our own words.

/// A navigation app's one delegate for the car's scene and the instrument cluster's, as navigation
/// apps write it: it implements neither's `contentStyleDidChange(_:)`.
@MainActor
final class ClusterAwareScene: UIResponder, CPTemplateApplicationSceneDelegate, CPTemplateApplicationInstrumentClusterSceneDelegate {
    var heard: [String] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        heard.append("didConnect")
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }

    func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
                                                   didConnect instrumentClusterController: CPInstrumentClusterController) {
        heard.append("cluster")
    }
}

@MainActor @Test func oneDelegateOfBothScenesNeedsNoContentStyleMethod() {
    let scene = ClusterAwareScene()
    let car = HeadUnit(category: .navigation)
    car.plug(scene)
    (scene as any CPTemplateApplicationSceneDelegate).contentStyleDidChange(.light)
    (scene as any CPTemplateApplicationInstrumentClusterSceneDelegate).contentStyleDidChange(.dark)
    #expect(scene.heard == ["didConnect"])
    #expect(car.crashes.isEmpty)
    car.unplug()
}

/// A scene delegate that tells its scenes apart by configuration and opens Maps from a button,
/// as EV charging and food-ordering apps do.
@MainActor
final class DirectionsScene: UIResponder, CPTemplateApplicationSceneDelegate {
    var scene: CPTemplateApplicationScene?
    var configurationName: String?? = .none
    var role: UISceneSession.Role?
    var opened: [Bool] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        configurationName = .some(session.configuration.name)
        role = session.configuration.role
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        scene = templateApplicationScene
        let directions = CPGridButton(titleVariants: ["Directions"], image: UIImage(systemName: "car")!) { [weak self] _ in
            guard let self, let url = URL(string: "maps://?daddr=37.33,-122.03") else { return }
            self.scene?.open(url, options: nil) { self.opened.append($0) }
        }
        interfaceController.setRootTemplate(CPGridTemplate(title: "Charger", gridButtons: [directions]), animated: false, completion: nil)
    }
}

@MainActor @Test func theCarSceneSessionHasTheCarRoleAndNoConfigurationName() {
    let scene = DirectionsScene()
    let car = HeadUnit(category: .evCharging)
    car.plug(scene)
    #expect(scene.role == .carTemplateApplication)
    #expect(scene.configurationName == .some(nil))
    car.unplug()
}

@MainActor @Test func openingAURLFromTheCarIsLoggedAndAnswersFalseLater() async throws {
    let scene = DirectionsScene()
    let car = HeadUnit(category: .evCharging)
    car.plug(scene)
    try car.tap("Directions")
    #expect(scene.opened.isEmpty)   // never inside the call
    await car.advance(by: .milliseconds(1))
    #expect(scene.opened == [false])
    #expect(car.hostLog.contains { $0.contains("open(maps://?daddr=37.33,-122.03)") && $0.contains("no app to open it") })
    #expect(car.crashes.isEmpty)
    car.unplug()
}

@MainActor @Test func theCarSceneIsAConnectedSceneWhilePluggedIn() {
    let scene = DirectionsScene()
    let car = HeadUnit(category: .evCharging)
    car.plug(scene)
    let carScene = scene.scene
    #expect(carScene != nil)
    #expect(UIApplication.shared.connectedScenes.contains { $0 === carScene && $0 is CPTemplateApplicationScene })
    car.unplug()
    #expect(!UIApplication.shared.connectedScenes.contains { $0 === carScene })
}

@MainActor @Test func anImageLiteralIsANamedImage() {
    let button = CPGridButton(titleVariants: ["Enabled"], image: #imageLiteral(resourceName: "dot_green")) { _ in }
    #expect(button.image.description == UIImage(named: "dot_green")!.description)
    let literal = #imageLiteral(resourceName: "dot_red")
    #expect(literal.size == .zero)
}

@Test func aDisplayP3ColourGivesExtendedSRGBComponents() {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    _ = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(abs(red - 1.0931) < 0.001 && abs(green + 0.2267) < 0.001 && abs(blue + 0.1501) < 0.001 && alpha == 1)
    _ = UIColor(displayP3Red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(abs(red - 0.3291) < 0.001 && abs(green - 0.5907) < 0.001 && abs(blue - 0.9565) < 0.001 && alpha == 0.5)
}

@Test func aManeuverKeepsTheRectangleOfItsMapArea() {
    let maneuver = CPManeuver()
    maneuver.userInfo = NSValue(cgRect: CGRect(x: 650, y: 600, width: 800, height: 480))
    #expect((maneuver.userInfo as? NSValue)?.cgRectValue == CGRect(x: 650, y: 600, width: 800, height: 480))
}

/// A map drawn as one picture in a scroll view, zoomed and panned by the map template's buttons.
@MainActor
final class PictureMapView: UIScrollView, UIScrollViewDelegate {
    let picture: UIImageView

    init(frame: CGRect, image: UIImage) {
        picture = UIImageView(image: image)
        super.init(frame: frame)
        addSubview(picture)
        contentSize = image.size
        isScrollEnabled = false
        bounces = false
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { picture }
}

@MainActor @Test func aScrollViewZoomsWithinItsLimitsOnlyWithAViewToZoom() throws {
    let image = try #require(UIImage(data: Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAC0lEQVR4nGNgQAMAAA4AAXz2a1IAAAAASUVORK5CYII=")!))
    let map = PictureMapView(frame: CGRect(x: 0, y: 0, width: 800, height: 480), image: image)
    #expect(map.picture.frame.size == image.size && !map.picture.isUserInteractionEnabled)
    map.minimumZoomScale = 0.5
    map.maximumZoomScale = 2
    map.setZoomScale(map.zoomScale * 1.5, animated: true)
    #expect(map.zoomScale == 1.5)
    map.setZoomScale(10, animated: false)
    #expect(map.zoomScale == 2)
    map.zoom(to: CGRect(x: 100, y: 100, width: 1600, height: 960), animated: true)
    #expect(map.zoomScale == 0.5 && map.contentOffset == CGPoint(x: 50, y: 50))
    map.setContentOffset(CGPoint(x: 10, y: 20), animated: true)
    #expect(map.bounds.origin == CGPoint(x: 10, y: 20))
    map.delegate = nil
    map.zoomScale = 1
    #expect(map.zoomScale == 0.5)   // no view to zoom: UIKit leaves the scale
}

@Test func aTripMayStartFromAnEmptyMapItem() {
    let origin = MKMapItem()
    #expect(origin.name == nil && !CLLocationCoordinate2DIsValid(origin.placemark.coordinate))
    let destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2DMake(37.33, -122.03)))
    let trip = CPTrip(origin: origin, destination: destination, routeChoices: [CPRouteChoice(summaryVariants: ["Coast road"], additionalInformationVariants: [], selectionSummaryVariants: [])])
    #expect(trip.destination.placemark.coordinate.latitude == 37.33)
}

/// A search that answers with the app's own places, as Apple's food-ordering sample fakes one.
final class OwnPlacesSearch: MKLocalSearch {
    final class Places: MKLocalSearch.Response {
        override var mapItems: [MKMapItem] { [MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2DMake(37.33, -122.03)))] }
    }

    override func start(completionHandler: @escaping MKLocalSearch.CompletionHandler) {
        completionHandler(Places(), nil)
    }
}

@MainActor @Test func aMapSearchFindsNothingUnlessTheAppBringsItsPlaces() async {
    let request = MKLocalSearch.Request()
    request.naturalLanguageQuery = "hoagies"
    request.resultTypes = .pointOfInterest
    let found: (Int?, Int?) = await withCheckedContinuation { done in
        MKLocalSearch(request: request).start { response, error in
            done.resume(returning: (response?.mapItems.count, (error as NSError?)?.code))
        }
    }
    #expect(found.0 == nil && found.1 == 4)
    var places: [MKMapItem] = []
    let own = OwnPlacesSearch(request: request)
    own.start { response, _ in places = response?.mapItems ?? [] }
    own.cancel()
    #expect(places.count == 1)
}

@Test func theLibraryHasNoPlaylistsAndTheQueuePlayerKeepsItsQueue() {
    let named = MPMediaPropertyPredicate(value: "Road trip", forProperty: MPMediaPlaylistPropertyName)
    let query = MPMediaQuery.playlists()
    query.addFilterPredicate(named)
    #expect(query.collections?.compactMap { $0 as? MPMediaPlaylist }.map(\.name) == [])

    let player = MPMusicPlayerController.applicationQueuePlayer
    final class Heard: @unchecked Sendable { var names: [Notification.Name] = [] }
    let heard = Heard()
    let observers = [Notification.Name.MPMusicPlayerControllerPlaybackStateDidChange, .MPMusicPlayerControllerNowPlayingItemDidChange].map { name in
        NotificationCenter.default.addObserver(forName: name, object: player, queue: nil) { heard.names.append($0.name) }
    }
    player.beginGeneratingPlaybackNotifications()
    player.pause()
    player.setQueue(with: ["1440857781", "1440857786"])
    player.prepareToPlay()
    player.play()
    #expect(player.isPreparedToPlay && player.playbackState == .playing)
    #expect(player.indexOfNowPlayingItem == 0 && player.nowPlayingItem?.playbackStoreID == "1440857781")
    #expect(player.nowPlayingItem?.albumArtist == nil)
    player.pause()
    #expect(player.playbackState == .paused)
    #expect(heard.names == [.MPMusicPlayerControllerNowPlayingItemDidChange, .MPMusicPlayerControllerPlaybackStateDidChange, .MPMusicPlayerControllerPlaybackStateDidChange])
    player.endGeneratingPlaybackNotifications()
    observers.forEach(NotificationCenter.default.removeObserver)
}

@Test func importingUIKitBringsURLRequestAsOnAPhone() throws {
    let request = URLRequest(url: try #require(URL(string: "https://api.music.apple.com/v1/catalog/us/charts")))
    #expect(request.httpMethod == "GET")
}

/// A parking app's place: a car park the app opens in Maps from the car's scene, as a navigator
/// helper of a parking app does.
@MainActor @Test func aCarParkOpensInMapsFromTheCarSceneAndNothingOpens() async throws {
    let scene = DirectionsScene()
    let car = HeadUnit(category: .parking)
    car.plug(scene)
    let carPark = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2DMake(52.23, 21.01)))
    carPark.pointOfInterestCategory = .parking
    #expect(carPark.pointOfInterestCategory?.rawValue == "MKPOICategoryParking")
    let opened: Bool = await withCheckedContinuation { done in
        carPark.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving], from: scene.scene) { done.resume(returning: $0) }
    }
    #expect(!opened)
    let google = try #require(URL(string: "comgooglemaps://?daddr=52.23,21.01"))
    #expect(!UIApplication.shared.canOpenURL(google))
    let viaApplication: Bool = await withCheckedContinuation { done in
        let options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]
        UIApplication.shared.open(google, options: options) { done.resume(returning: $0) }
    }
    #expect(!viaApplication)
    car.unplug()
}

/// A location manager's delegate that sorts Core Location's errors, as parking and navigation apps do.
final class LocationErrors: NSObject, CLLocationManagerDelegate {
    var heard: [String] = []

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        guard let clError = error as? CLError else { return heard.append("other") }
        if clError.code == CLError.Code.denied { heard.append("denied") }
        if clError.code == CLError.Code.locationUnknown { heard.append("unknown") }
    }
}

@MainActor @Test func aLocationErrorIsACLErrorWithItsCode() {
    let listener = LocationErrors()
    let manager = CLLocationManager()
    listener.locationManager(manager, didFailWithError: CLError(.denied))
    listener.locationManager(manager, didFailWithError: CLError(.locationUnknown))
    listener.locationManager(manager, didFailWithError: CocoaError(.fileNoSuchFile))
    #expect(listener.heard == ["denied", "unknown", "other"])
    #expect((CLError(.promptDeclined) as NSError).domain == kCLErrorDomain && (CLError(.promptDeclined) as NSError).code == 18)
    let nowhere = CLLocation()
    #expect(nowhere.coordinate.latitude == 0 && nowhere.coordinate.longitude == 0)
}
