import Foundation

/// The pixel size an image file's header gives, read in pure Swift so `UIImage(data:)` has a
/// real `size`: PNG, JPEG, GIF and WebP. Any other format (HEIC, TIFF, BMP…) reads as not an
/// image. Every read is bounds-checked: a short or damaged header is nil, never a trap.
struct ImageHeader: Equatable {
    /// Width and height in pixels, each at least 1.
    let width: Int, height: Int

    /// The size in the header of `data`, or nil when it is not an image HeadUnit can read.
    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(64 * 1024))
        guard let size = Self.png(bytes) ?? Self.jpeg(data) ?? Self.gif(bytes) ?? Self.webp(bytes),
              size.width > 0, size.height > 0 else { return nil }
        (width, height) = size
    }

    /// PNG: the IHDR chunk (after Apple's CgBI chunk in an Xcode-crushed file).
    private static func png(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var offset = 8
        for _ in 0..<4 {
            guard let length = bigEndian(b, offset, 4), offset + 8 <= b.count else { return nil }
            if b[(offset + 4)..<(offset + 8)].elementsEqual(Array("IHDR".utf8)) {
                guard let width = bigEndian(b, offset + 8, 4), let height = bigEndian(b, offset + 12, 4) else { return nil }
                return (width, height)
            }
            offset += 12 + length
        }
        return nil
    }

    /// JPEG: the first start-of-frame segment, walking the segments from the start.
    private static func jpeg(_ data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data)
        guard b.count > 3, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 1 < b.count {
            guard b[offset] == 0xFF else { return nil }
            var markerAt = offset + 1
            while markerAt < b.count, b[markerAt] == 0xFF { markerAt += 1 }   // fill bytes
            guard markerAt < b.count else { return nil }
            let marker = b[markerAt]
            offset = markerAt + 1
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue }   // no length
            if marker == 0xD9 || marker == 0xDA { return nil }   // end of image, start of scan
            guard let length = bigEndian(b, offset, 2), length >= 2 else { return nil }
            let startOfFrame: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
            if startOfFrame.contains(marker) {
                guard let height = bigEndian(b, offset + 3, 2), let width = bigEndian(b, offset + 5, 2) else { return nil }
                return (width, height)
            }
            offset += length
        }
        return nil
    }

    /// GIF: the logical screen size.
    private static func gif(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)),
              let width = littleEndian(b, 6, 2), let height = littleEndian(b, 8, 2) else { return nil }
        return (width, height)
    }

    /// WebP: the canvas of an extended file, or the frame of a lossy or lossless one.
    private static func webp(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 30, b.starts(with: Array("RIFF".utf8)), b[8..<12].elementsEqual(Array("WEBP".utf8)) else { return nil }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8X":
            guard let width = littleEndian(b, 24, 3), let height = littleEndian(b, 27, 3) else { return nil }
            return (width + 1, height + 1)
        case "VP8L":
            guard b[20] == 0x2F, let bits = littleEndian(b, 21, 4) else { return nil }
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8 ":
            guard let width = littleEndian(b, 26, 2), let height = littleEndian(b, 28, 2) else { return nil }
            return (width & 0x3FFF, height & 0x3FFF)
        default:
            return nil
        }
    }

    /// `count` bytes at `offset`, most significant first, or nil past the end.
    private static func bigEndian(_ b: [UInt8], _ offset: Int, _ count: Int) -> Int? {
        guard offset >= 0, offset + count <= b.count else { return nil }
        return b[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// `count` bytes at `offset`, least significant first, or nil past the end.
    private static func littleEndian(_ b: [UInt8], _ offset: Int, _ count: Int) -> Int? {
        guard offset >= 0, offset + count <= b.count else { return nil }
        return b[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
