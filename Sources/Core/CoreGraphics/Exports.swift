// `import CoreGraphics` brings CGFloat, CGPoint, CGSize and CGRect, as Apple's does: on Linux
// those come from Foundation, so HeadUnit's CoreGraphics re-exports it and declares none of them.
@_exported import Foundation
