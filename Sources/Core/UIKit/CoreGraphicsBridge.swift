import Foundation

/// Where UIKit's stand-in makes Core Graphics objects: HeadUnit's own on Linux (sizes only, no
/// pixels), Apple's on macOS.
enum CoreGraphicsBridge {
    /// A bitmap of this many pixels for `UIImage.cgImage`: HeadUnit's size-only image on Linux;
    /// nil on macOS, where only an image made from a `CGImage` has one.
    static func image(width: Int, height: Int) -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        #if os(Linux)
        return CGImage(width: width, height: height)
        #else
        return nil
        #endif
    }

    /// A drawing context of this many pixels for a renderer's block: HeadUnit's drawing-free
    /// one on Linux; a bitmap on macOS (1×1 past 8192 pixels a side).
    static func context(width: Int, height: Int) -> CGContext {
        #if os(Linux)
        return CGContext(width: width, height: height)
        #else
        let space = CGColorSpaceCreateDeviceRGB()
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        if width > 0, height > 0, width <= 8192, height <= 8192,
           let bitmap = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: space, bitmapInfo: info) {
            return bitmap
        }
        return CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: space, bitmapInfo: info)!
        #endif
    }

    /// Points times scale in whole pixels; 0 for anything negative, not finite or past 2^30.
    static func pixels(_ points: CGFloat, scale: CGFloat) -> Int {
        let value = (points * scale).rounded()
        guard value.isFinite, value > 0, value <= CGFloat(1 << 30) else { return 0 }
        return Int(value)
    }
}
