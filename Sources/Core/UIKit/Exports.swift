// `import UIKit` brings Foundation in (CGFloat, CGSize, URL…) and CoreGraphics (CGColor,
// CGImage, CGContext), as Apple's UIKit does. On Linux CoreGraphics is HeadUnit's stand-in; on
// macOS it is Apple's.
@_exported import CoreGraphics
@_exported import Foundation
// Apple's Foundation has URLSession and URLRequest; on Linux they are in FoundationNetworking,
// so `import UIKit` (or CarPlay, MediaPlayer) brings that in too, as a file that imports only
// UIKit sees them on a phone.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
