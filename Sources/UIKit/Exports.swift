// `import UIKit` brings Foundation in (CGFloat, CGSize, URL…) and CoreGraphics (CGColor,
// CGImage, CGContext), as Apple's UIKit does. On Linux CoreGraphics is HeadUnit's stand-in; on
// macOS it is Apple's.
@_exported import CoreGraphics
@_exported import Foundation
