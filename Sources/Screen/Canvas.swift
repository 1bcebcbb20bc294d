/// An RGBA picture in memory: what every renderer produces and what PNGs, filmstrips, goldens
/// and a window's texture are made from.
///
/// Pixels are row-major, four bytes each in the order red, green, blue, alpha, with no padding
/// between rows (`pixels.count == width * height * 4`). In SDL terms the layout is
/// `SDL_PIXELFORMAT_RGBA32` with a pitch of `width * 4`, so a window can upload it as is:
///
/// ```swift
/// canvas.pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(canvas.width * 4)) }
/// ```
public struct Canvas: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, row after row.
    public var pixels: [UInt8]

    /// A canvas over existing pixels; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "Canvas: \(pixels.count) bytes for \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A canvas filled with one colour.
    public init(width: Int, height: Int, fill: RGBA = RGBA(0, 0, 0, 255)) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = fill.r
            pixels[i + 1] = fill.g
            pixels[i + 2] = fill.b
            pixels[i + 3] = fill.a
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixel at (`x`, `y`); both must be inside the canvas.
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let i = (y * width + x) * 4
            return RGBA(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }

    /// A smaller copy `width` pixels wide (height keeps the aspect), each pixel the average of
    /// the source pixels it covers (a box filter, so thin text stays legible).
    public func scaled(toWidth newWidth: Int) -> Canvas {
        let newWidth = max(1, newWidth)
        let newHeight = max(1, Int((Double(height) * Double(newWidth) / Double(max(width, 1))).rounded()))
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for ty in 0..<newHeight {
            let y0 = ty * height / newHeight
            let y1 = max(y0 + 1, (ty + 1) * height / newHeight)
            for tx in 0..<newWidth {
                let x0 = tx * width / newWidth
                let x1 = max(x0 + 1, (tx + 1) * width / newWidth)
                var sum: (Int, Int, Int, Int) = (0, 0, 0, 0)
                for sy in y0..<min(y1, height) {
                    var i = (sy * width + x0) * 4
                    for _ in x0..<min(x1, width) {
                        sum.0 += Int(pixels[i])
                        sum.1 += Int(pixels[i + 1])
                        sum.2 += Int(pixels[i + 2])
                        sum.3 += Int(pixels[i + 3])
                        i += 4
                    }
                }
                let n = max(1, (min(y1, height) - y0) * (min(x1, width) - x0))
                let o = (ty * newWidth + tx) * 4
                out[o] = UInt8(sum.0 / n)
                out[o + 1] = UInt8(sum.1 / n)
                out[o + 2] = UInt8(sum.2 / n)
                out[o + 3] = UInt8(sum.3 / n)
            }
        }
        return Canvas(width: newWidth, height: newHeight, pixels: out)
    }
}
