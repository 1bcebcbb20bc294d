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
    /// the source pixels it covers (a box filter, so thin text stays legible); the canvas itself
    /// when it is that wide already (a thumbnail made once is not filtered again).
    public func scaled(toWidth newWidth: Int) -> Canvas {
        let newWidth = max(1, newWidth)
        if newWidth == width { return self }
        let newHeight = max(1, Int((Double(height) * Double(newWidth) / Double(max(width, 1))).rounded()))
        // Through buffer pointers: a thumbnail of every distinct shot of a run, and unchecked
        // access keeps the debug build (make drill's) quick at it too.
        let out = [UInt8](unsafeUninitializedCapacity: newWidth * newHeight * 4) { target, count in
            pixels.withUnsafeBufferPointer { source in
                for ty in 0..<newHeight {
                    let y0 = ty * height / newHeight
                    let y1 = min(height, max(y0 + 1, (ty + 1) * height / newHeight))
                    for tx in 0..<newWidth {
                        let x0 = tx * width / newWidth
                        let x1 = min(width, max(x0 + 1, (tx + 1) * width / newWidth))
                        var r = 0, g = 0, b = 0, a = 0
                        for sy in y0..<y1 {
                            var i = (sy * width + x0) * 4
                            let end = (sy * width + x1) * 4
                            while i < end {
                                r &+= Int(source[i])
                                g &+= Int(source[i + 1])
                                b &+= Int(source[i + 2])
                                a &+= Int(source[i + 3])
                                i &+= 4
                            }
                        }
                        let n = max(1, (y1 - y0) * (x1 - x0))
                        let o = (ty * newWidth + tx) * 4
                        target[o] = UInt8(r / n)
                        target[o + 1] = UInt8(g / n)
                        target[o + 2] = UInt8(b / n)
                        target[o + 3] = UInt8(a / n)
                    }
                }
            }
            count = newWidth * newHeight * 4
        }
        return Canvas(width: newWidth, height: newHeight, pixels: out)
    }
}
