import Foundation

/// RIFF/WAVE files of 16-bit PCM, written and read with no library.
///
/// ```swift
/// let bytes = WAVFile.encode(samples: CueSynth.samples(for: .heard), sampleRate: 48_000)
/// let audio = try WAVFile.decode(bytes)   // audio.sampleRate == 48_000, audio.channels == 1
/// ```
public enum WAVFile {
    /// The size of the header ``encode(samples:sampleRate:)`` writes before the samples.
    public static let headerSize = 44

    /// What ``decode(_:)`` found in a file.
    public struct Audio: Hashable, Sendable {
        /// Samples per second.
        public var sampleRate: Int
        /// Channels (1 for every file ``encode(samples:sampleRate:)`` writes).
        public var channels: Int
        /// Bits per sample (16).
        public var bitsPerSample: Int
        /// The samples, channels interleaved.
        public var samples: [Int16]

        /// How long the audio lasts, in milliseconds (rounded down).
        public var durationMs: Int {
            sampleRate > 0 && channels > 0 ? samples.count / channels * 1000 / sampleRate : 0
        }
    }

    /// Why ``decode(_:)`` refused a file; each says what was expected.
    public enum DecodeError: Error, Equatable, CustomStringConvertible {
        /// The file ends before the named part.
        case truncated(String)
        /// A four-character code is not the one expected (`RIFF`, `WAVE`).
        case badTag(expected: String, found: String)
        /// The named chunk is missing.
        case missingChunk(String)
        /// The format is not 16-bit integer PCM, or its fields disagree.
        case unsupportedFormat(String)

        /// One sentence for a person.
        public var description: String {
            switch self {
            case .truncated(let part): "WAV file ends inside the \(part)."
            case .badTag(let expected, let found): "WAV file has '\(found)' where '\(expected)' belongs."
            case .missingChunk(let chunk): "WAV file has no '\(chunk)' chunk."
            case .unsupportedFormat(let why): "WAV format not supported: \(why) (expected 16-bit PCM)."
            }
        }
    }

    /// Encodes mono 16-bit PCM: a 44-byte RIFF/WAVE header (format 1) and the samples,
    /// little-endian.
    public static func encode(samples: [Int16], sampleRate: Int) -> [UInt8] {
        let channels = 1, bits = 16
        let blockAlign = channels * bits / 8
        let dataSize = samples.count * blockAlign
        var bytes: [UInt8] = []
        bytes.reserveCapacity(headerSize + dataSize)
        bytes += Array("RIFF".utf8)
        append32(UInt32(36 + dataSize), to: &bytes)
        bytes += Array("WAVE".utf8)
        bytes += Array("fmt ".utf8)
        append32(16, to: &bytes)                              // fmt chunk size
        append16(1, to: &bytes)                               // PCM
        append16(UInt16(channels), to: &bytes)
        append32(UInt32(sampleRate), to: &bytes)
        append32(UInt32(sampleRate * blockAlign), to: &bytes) // byte rate
        append16(UInt16(blockAlign), to: &bytes)
        append16(UInt16(bits), to: &bytes)
        bytes += Array("data".utf8)
        append32(UInt32(dataSize), to: &bytes)
        for sample in samples {
            append16(UInt16(bitPattern: sample), to: &bytes)
        }
        return bytes
    }

    /// Writes ``encode(samples:sampleRate:)``'s bytes to `url`.
    public static func write(samples: [Int16], sampleRate: Int, to url: URL) throws {
        try Data(encode(samples: samples, sampleRate: sampleRate)).write(to: url)
    }

    /// Parses a RIFF/WAVE file of 16-bit PCM, checking the header's fields agree; other
    /// chunks (`LIST`, …) are skipped.
    public static func decode(_ bytes: [UInt8]) throws -> Audio {
        guard bytes.count >= 12 else { throw DecodeError.truncated("RIFF header") }
        try expectTag("RIFF", in: bytes, at: 0)
        try expectTag("WAVE", in: bytes, at: 8)
        let riffEnd = min(bytes.count, 8 + Int(read32(bytes, 4)))
        var format: (channels: Int, rate: Int, bits: Int)?
        var offset = 12
        while offset + 8 <= riffEnd {
            let tag = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = Int(read32(bytes, offset + 4))
            let body = offset + 8
            guard body + size <= bytes.count else { throw DecodeError.truncated("'\(tag)' chunk") }
            switch tag {
            case "fmt ":
                guard size >= 16 else { throw DecodeError.truncated("'fmt ' chunk") }
                let code = read16(bytes, body)
                let channels = Int(read16(bytes, body + 2))
                let rate = Int(read32(bytes, body + 4))
                let byteRate = Int(read32(bytes, body + 8))
                let blockAlign = Int(read16(bytes, body + 12))
                let bits = Int(read16(bytes, body + 14))
                guard code == 1 else { throw DecodeError.unsupportedFormat("format code \(code)") }
                guard bits == 16 else { throw DecodeError.unsupportedFormat("\(bits) bits per sample") }
                guard channels > 0, rate > 0 else {
                    throw DecodeError.unsupportedFormat("\(channels) channels at \(rate) Hz")
                }
                guard blockAlign == channels * 2, byteRate == rate * blockAlign else {
                    throw DecodeError.unsupportedFormat(
                        "block align \(blockAlign) and byte rate \(byteRate) disagree with \(channels) channels at \(rate) Hz")
                }
                format = (channels, rate, bits)
            case "data":
                guard let format else { throw DecodeError.missingChunk("fmt ") }
                guard size % (2 * format.channels) == 0 else {
                    throw DecodeError.unsupportedFormat("data size \(size) is not whole frames")
                }
                var samples = [Int16]()
                samples.reserveCapacity(size / 2)
                for i in stride(from: body, to: body + size, by: 2) {
                    samples.append(Int16(bitPattern: read16(bytes, i)))
                }
                return Audio(sampleRate: format.rate, channels: format.channels, bitsPerSample: format.bits, samples: samples)
            default:
                break
            }
            offset = body + size + (size & 1)  // chunks are padded to even sizes
        }
        throw DecodeError.missingChunk(format == nil ? "fmt " : "data")
    }

    private static func expectTag(_ tag: String, in bytes: [UInt8], at offset: Int) throws {
        let found = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
        guard found == tag else { throw DecodeError.badTag(expected: tag, found: found) }
    }

    private static func append16(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes.append(UInt8(value & 0xFF))
        bytes.append(UInt8(value >> 8))
    }

    private static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) {
            bytes.append(UInt8((value >> UInt32(shift)) & 0xFF))
        }
    }

    private static func read16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func read32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << UInt32(8 * $1) }
    }
}
