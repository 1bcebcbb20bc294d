// `import CarPlay` brings MapKit and CoreLocation in, as Apple's CarPlay does (its trips and
// points of interest take `MKMapItem`): on Linux HeadUnit's stand-ins, on macOS the system's.
@_exported import CoreLocation
@_exported import MapKit
