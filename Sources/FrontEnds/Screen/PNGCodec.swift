import CPNG
import Foundation
import UserInput

/// PNG encoding and decoding through libpng's simplified `png_image` API (the classic API needs
/// `setjmp`, which does not import into Swift).
///
/// ```swift
/// let bytes = try PNGCodec.encode(canvas)
/// let back = try PNGCodec.decode(bytes)   // back == canvas
/// ```
public enum PNGCodec {
    /// The canvas as PNG bytes (8-bit RGBA). The same canvas always gives the same bytes.
    public static func encode(_ canvas: Canvas) throws -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(canvas.width)
        image.height = UInt32(canvas.height)
        image.format = cpng_format_rgba()
        // No row filters and zlib level 3: about four times faster than libpng's default for
        // our flat-coloured screens, for files about a third larger.
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        let stride = Int32(cpng_image_row_stride(&image))
        let capacity = Int(cpng_image_png_size_max(&image))
        return try canvas.pixels.withUnsafeBytes { pixels -> [UInt8] in
            var failure: String?
            // One pass into a buffer of the largest size the image can take (asking libpng for
            // the size first would encode the picture twice).
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                var size = capacity
                if png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, pixels.baseAddress, stride, nil) != 0 {
                    count = size
                } else {
                    failure = message(of: &image)
                    count = 0
                }
            }
            if let failure { throw ScreenError.png(failure) }
            return bytes
        }
    }

    /// The most pixels a picture `decode` reads: 4096×4096, 64 MB of RGBA, far above any golden
    /// (a 1920×720 car beside its phone).
    public static let maxPixels = 4096 * 4096

    /// A canvas from PNG bytes of any colour type (converted to 8-bit RGBA). A header claiming
    /// more than ``maxPixels`` pixels is refused before any memory is taken for them.
    public static func decode(_ bytes: [UInt8]) throws -> Canvas {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw ScreenError.png(message(of: &image)) }
        defer { png_image_free(&image) }
        // Found by the fuzzer: libpng takes sides up to a million, and PNG_IMAGE_SIZE wraps at
        // 32 bits, so a 44-byte file could ask for gigabytes here.
        guard Int(image.width) * Int(image.height) <= maxPixels else {
            throw ScreenError.png("a \(image.width)×\(image.height) picture is larger than a golden may be (at most \(maxPixels) pixels, 4096×4096)")
        }
        image.format = cpng_format_rgba()
        var pixels = [UInt8](repeating: 0, count: Int(cpng_image_size(&image)))
        let stride = Int32(cpng_image_row_stride(&image))
        let ok = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, stride, nil) }
        guard ok != 0 else { throw ScreenError.png(message(of: &image)) }
        return Canvas(width: Int(image.width), height: Int(image.height), pixels: pixels)
    }

    /// Writes the canvas as a PNG file, creating the folders above it.
    public static func write(_ canvas: Canvas, to path: String) throws {
        let bytes = try encode(canvas)
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        } catch {
            throw ScreenError.file(path: path, reason: error.localizedDescription)
        }
    }

    /// Reads a PNG file into a canvas (`UserFile`: at most 16 MB, a directory or a pipe refused).
    public static func read(from path: String) throws -> Canvas {
        switch UserFile.read(path) {
        case .success(let bytes): return try decode(bytes)
        case .failure(let problem): throw ScreenError.file(path: path, reason: "cannot be read: \(problem.reason)")
        }
    }

    /// libpng's message for the last failure (a fixed-size C char array in the image).
    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
