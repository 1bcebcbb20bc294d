// CarPlay's headers import MapKit (`MKMapItem`, `MKCoordinateRegion`), and its module exports
// what it imports: a scene that imports only CarPlay sees MapKit and CoreLocation too.
@_exported import MapKit
import Host

/// A place on a point-of-interest template's map and in its picker: a title, a subtitle and a
/// summary for the picker, the same three for its detail card, and up to two card buttons.
/// Not main-actor, as in the SDK. A picture of the car draws it as a numbered pin at its
/// coordinate and a row of the picker; the pin's image is not drawn.
@available(iOS 14.0, *)
open class CPPointOfInterest: NSObject {
    /// The size HeadUnit takes for an unselected pin image (on a phone the framework's value;
    /// larger images are scaled down). A picture draws numbered pins, not the pin's image.
    @available(iOS 16.0, *)
    open class var pinImageSize: CGSize { CGSize(width: 40, height: 40) }
    /// The size HeadUnit takes for a selected pin image (on a phone the framework's value).
    @available(iOS 16.0, *)
    open class var selectedPinImageSize: CGSize { CGSize(width: 60, height: 60) }

    /// Where the place is.
    open var location: MKMapItem { didSet { ContentChanges.note() } }
    /// The picker's words for the place.
    open var title: String { didSet { ContentChanges.note() } }
    /// The picker's second line.
    open var subtitle: String? { didSet { ContentChanges.note() } }
    /// The picker's third line.
    open var summary: String? { didSet { ContentChanges.note() } }
    /// The detail card's title (the card shows `title` when nil).
    open var detailTitle: String? { didSet { ContentChanges.note() } }
    /// The detail card's subtitle (the card shows `subtitle` when nil).
    open var detailSubtitle: String? { didSet { ContentChanges.note() } }
    /// The detail card's summary (the card shows `summary` when nil).
    open var detailSummary: String? { didSet { ContentChanges.note() } }
    /// The pin's image on the map.
    open var pinImage: UIImage? { didSet { ContentChanges.note() } }
    /// The pin's image while the place is selected.
    @available(iOS 16.0, *)
    open var selectedPinImage: UIImage? { didSet { ContentChanges.note() } }
    /// The detail card's first button; tapping it runs its handler.
    open var primaryButton: CPTextButton? { didSet { ContentChanges.note() } }
    /// The detail card's second button; tapping it runs its handler.
    open var secondaryButton: CPTextButton? { didSet { ContentChanges.note() } }
    /// Anything the app keeps with the place.
    open var userInfo: Any? { didSet { ContentChanges.note() } }

    /// A place at `location`, with its picker and card words and its pin images.
    @available(iOS 16.0, *)
    public init(location: MKMapItem, title: String, subtitle: String?, summary: String?, detailTitle: String?,
                detailSubtitle: String?, detailSummary: String?, pinImage: UIImage?, selectedPinImage: UIImage?) {
        self.location = location
        self.title = title
        self.subtitle = subtitle
        self.summary = summary
        self.detailTitle = detailTitle
        self.detailSubtitle = detailSubtitle
        self.detailSummary = detailSummary
        self.pinImage = pinImage
        self.selectedPinImage = selectedPinImage
        super.init()
    }

    /// A place at `location`, with its picker and card words and a pin image.
    public convenience init(location: MKMapItem, title: String, subtitle: String?, summary: String?, detailTitle: String?,
                            detailSubtitle: String?, detailSummary: String?, pinImage: UIImage?) {
        self.init(location: location, title: title, subtitle: subtitle, summary: summary, detailTitle: detailTitle,
                  detailSubtitle: detailSubtitle, detailSummary: detailSummary, pinImage: pinImage, selectedPinImage: nil)
    }

    /// The place as a picker row and a pin draw it (its coordinate when its map item has a valid one).
    package var placesLook: PointOfInterestLook.Place {
        let c = location.placemark.coordinate
        let valid = CLLocationCoordinate2DIsValid(c)
        return PointOfInterestLook.Place(title: title, subtitle: subtitle, summary: summary,
                                         coordinate: valid ? PointOfInterestLook.Coordinate(latitude: c.latitude, longitude: c.longitude) : nil,
                                         pin: pinImage?.look)
    }

    /// The detail card's buttons, primary first.
    package var cardButtons: [CPTextButton] { [primaryButton, secondaryButton].compactMap { $0 } }
}
