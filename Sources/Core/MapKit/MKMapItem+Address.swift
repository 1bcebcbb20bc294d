import CoreLocation
import Foundation

extension MKMapItem {
    /// The keys under which an item made from a location keeps its address in its placemark.
    private static let fullAddressKey = "HeadUnit.FullAddress", shortAddressKey = "HeadUnit.ShortAddress"

    /// An item at `location` with `address` (iOS 26), unnamed until `name` is set.
    @available(iOS 26.0, *)
    public convenience init(location: CLLocation, address: MKAddress?) {
        var dictionary: [String: Any]?
        if let address {
            dictionary = [MKMapItem.fullAddressKey: address.fullAddress]
            if let short = address.shortAddress { dictionary?[MKMapItem.shortAddressKey] = short }
        }
        self.init(placemark: MKPlacemark(coordinate: location.coordinate, addressDictionary: dictionary))
    }

    /// Where the item is (iOS 26).
    @available(iOS 26.0, *)
    public var location: CLLocation {
        placemark.location ?? CLLocation(latitude: placemark.coordinate.latitude, longitude: placemark.coordinate.longitude)
    }

    /// The item's address, when it was made with one (iOS 26).
    @available(iOS 26.0, *)
    public var address: MKAddress? {
        guard let full = placemark.addressDictionary?[MKMapItem.fullAddressKey] as? String else { return nil }
        return MKAddress(fullAddress: full, shortAddress: placemark.addressDictionary?[MKMapItem.shortAddressKey] as? String)
    }
}
