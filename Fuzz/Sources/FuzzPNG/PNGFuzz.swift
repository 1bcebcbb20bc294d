import FuzzSupport
import Screen

/// One input read as a golden picture, as `expect shot "PNG"` reads it: `PNGCodec.decode`.
///
/// Before decoding, the harness writes the right CRC into every chunk it can walk (length, type,
/// data, CRC, from byte 8 on): libpng refuses a chunk whose CRC is wrong, so without this nearly
/// every mutation of a header would stop at the checksum and the fuzzer would never reach what a
/// well-formed file can ask for (its size, its colour type, its compressed rows).
enum PNGFuzz {
    static func test(_ bytes: [UInt8]) {
        _ = try? PNGCodec.decode(withCRCsFixed(bytes))
    }

    /// `bytes` with each walkable chunk's CRC-32 (over its type and data) set right.
    static func withCRCsFixed(_ bytes: [UInt8]) -> [UInt8] {
        var fixed = bytes
        var offset = 8
        while offset + 12 <= fixed.count {
            let length = fixed[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 8 + length
            guard end + 4 <= fixed.count else { break }
            let crc = crc32(fixed[(offset + 4)..<end])
            for k in 0..<4 { fixed[end + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
            offset = end + 4
        }
        return fixed
    }

    /// CRC-32 as PNG (and zlib) computes it: polynomial 0xEDB88320, reflected, inverted.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }

    static let table: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
}

@_cdecl("FuzzPNG_main")
func fuzzPNGMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzzer.run(argc, argv) { data, size in
        PNGFuzz.test(Fuzzer.bytes(data, size))
        return 0
    }
}
