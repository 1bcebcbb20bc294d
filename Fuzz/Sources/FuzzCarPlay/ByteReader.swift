/// The fuzzer's bytes, read front to back: a byte past the end reads as 0, so a cut input still
/// decodes (its last step with zeros).
struct ByteReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// True when every byte was read.
    var atEnd: Bool { offset >= bytes.count }

    /// The next byte (0 past the end).
    mutating func next() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next byte as a number below `count` (`count` > 0).
    mutating func pick(_ count: Int) -> Int { Int(next()) % count }

    /// The next byte as a flag (its low bit).
    mutating func flag() -> Bool { next() & 1 == 1 }
}
