#if os(Linux)
/// The bytes between an exploration and its workers (`WorkerPool`): frames of
/// `[length: UInt32][id: UInt32][body]`, little-endian, gathered as they arrive and taken whole.
///
/// ```swift
/// var writer = FrameBuffer.Writer()
/// writer.append("tap")
/// inbox.append(writer.frame(id: 7)[...])
/// let (id, body) = inbox.next()!   // 7, and a Reader(body) gives "tap" back
/// ```
package struct FrameBuffer {
    private var bytes: [UInt8] = []
    private var start = 0

    package init() {}

    /// Adds what was read.
    package mutating func append(_ more: ArraySlice<UInt8>) {
        if start > 0, start == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            start = 0
        }
        bytes += more
    }

    /// The next whole frame, taken out: its id and body; nil until one has arrived.
    package mutating func next() -> (id: UInt32, body: [UInt8])? {
        var reader = Reader(bytes[start...])
        guard let length = reader.uint32(), bytes.count - start - 4 >= Int(length) else { return nil }
        guard length >= 4, let id = reader.uint32() else {
            start += 4 + Int(length)   // not a frame this side writes: skipped
            return next()
        }
        let body = Array(bytes[(start + 8)..<(start + 4 + Int(length))])
        start += 4 + Int(length)
        return (id, body)
    }

    /// Builds a frame's body.
    package struct Writer {
        /// The body so far.
        package private(set) var bytes: [UInt8] = []

        package init() {}

        /// A byte.
        package mutating func append(_ value: UInt8) { bytes.append(value) }

        /// Four bytes, little-endian.
        package mutating func append(_ value: UInt32) {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }

        /// Eight bytes, little-endian.
        package mutating func append(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }

        /// Bytes, after their count.
        package mutating func append(bytes: [UInt8]) {
            append(UInt32(bytes.count))
            self.bytes += bytes
        }

        /// A string's UTF-8, after its count.
        package mutating func append(_ text: String) {
            append(bytes: Array(text.utf8))
        }

        /// Bytes as they are.
        package mutating func append(raw: [UInt8]) { bytes += raw }

        /// The body as a frame with `id`.
        package func frame(id: UInt32) -> [UInt8] {
            var header = Writer()
            header.append(UInt32(4 + bytes.count))
            header.append(id)
            return header.bytes + bytes
        }
    }

    /// Reads a body in the order it was written; nil past its end.
    package struct Reader {
        private let data: ArraySlice<UInt8>
        private var at: Int

        /// A reader of `bytes` from their start.
        package init(_ bytes: ArraySlice<UInt8>) {
            self.data = bytes
            self.at = bytes.startIndex
        }

        /// A reader of `bytes` from their start.
        package init(_ bytes: [UInt8]) { self.init(bytes[...]) }

        /// A byte.
        package mutating func uint8() -> UInt8? {
            guard at < data.endIndex else { return nil }
            defer { at += 1 }
            return data[at]
        }

        /// Four bytes, little-endian.
        package mutating func uint32() -> UInt32? {
            guard data.endIndex - at >= 4 else { return nil }
            defer { at += 4 }
            return (0..<4).reduce(0) { $0 | UInt32(data[at + $1]) << (8 * UInt32($1)) }
        }

        /// Eight bytes, little-endian.
        package mutating func uint64() -> UInt64? {
            guard data.endIndex - at >= 8 else { return nil }
            defer { at += 8 }
            return (0..<8).reduce(0) { $0 | UInt64(data[at + $1]) << (8 * UInt64($1)) }
        }

        /// Bytes written with their count.
        package mutating func bytes() -> [UInt8]? {
            guard let count = uint32().map(Int.init), data.endIndex - at >= count else { return nil }
            defer { at += count }
            return Array(data[at..<(at + count)])
        }

        /// A string written with its count.
        package mutating func string() -> String? {
            bytes().map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
#endif
