// B9: `import MediaPlayer` brings Foundation and UIKit in, as Apple's does (its artwork speaks UIImage).
@_exported import Foundation
@_exported import UIKit
