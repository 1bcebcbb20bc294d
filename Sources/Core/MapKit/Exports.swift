// B9: `import MapKit` brings CoreLocation and UIKit in, as Apple's MapKit does on iOS (a file that
// imports only MapKit sees UIApplication and UIScene).
@_exported import CoreLocation
@_exported import Foundation
@_exported import UIKit
