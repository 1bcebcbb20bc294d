// `import MapKit` brings CoreLocation in, as Apple's MapKit does.
@_exported import CoreLocation
@_exported import Foundation
