// `import UIKit` brings Foundation in (CGFloat, CGSize, URL…), as Apple's UIKit does.
@_exported import Foundation
