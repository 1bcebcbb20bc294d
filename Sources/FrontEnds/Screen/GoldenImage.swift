import Foundation

/// Golden-image comparison of our own framebuffer (never a window grab): pixel by pixel, with a
/// small per-channel tolerance and a bound on how many pixels may differ. On a mismatch it
/// writes `NAME.expected.png`, `NAME.actual.png` and `NAME.diff.png` (differing pixels magenta
/// over a dimmed copy of the actual picture) into the failure folder.
///
/// Recording a golden never passes: callers must treat `.recorded` (and `.missing`) as failures.
///
/// ```swift
/// let result = try GoldenImage.compare(actual: canvas, goldenPath: "Goldens/home.png",
///                                      mode: .fromEnvironment(), failureDirectory: "/tmp/goldens")
/// #expect(result.passed, "\(result)")
/// ```
public enum GoldenImage {
    /// What to do with a golden that is missing or differs.
    public enum Mode: String, Hashable, Sendable {
        /// Compare only; write nothing but the failure images.
        case verify
        /// Rewrite every golden that is missing or differs (the run still fails).
        case rebaseline
        /// Write only goldens that are missing (the run still fails); differing ones fail as usual.
        case rebaselineMissing

        /// The variable that selects the mode: `all` → `.rebaseline`, `missing` →
        /// `.rebaselineMissing`, anything else (or unset) → `.verify`.
        public static let environmentKey = "HEADUNIT_REBASELINE"

        /// The mode `HEADUNIT_REBASELINE` asks for.
        public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Mode {
            switch environment[environmentKey] {
            case "all": return .rebaseline
            case "missing": return .rebaselineMissing
            default: return .verify
            }
        }
    }

    /// How different a picture may be and still match.
    public struct Tolerance: Hashable, Sendable {
        /// A pixel differs when any channel differs by more than this (0…255).
        public var perChannel: Int
        /// The picture matches while at most this fraction of its pixels differ (0…1).
        public var maxDifferingFraction: Double

        /// A tolerance; the default allows a channel off by 3 (rasteriser rounding) and 0.02% of
        /// pixels differing (77 at 800×480: less than one letter).
        public init(perChannel: Int = 3, maxDifferingFraction: Double = 0.0002) {
            self.perChannel = perChannel
            self.maxDifferingFraction = maxDifferingFraction
        }
    }

    /// How two pictures differ.
    public struct Difference: Hashable, Sendable {
        /// Pixels beyond the per-channel tolerance (all pixels outside the common area count).
        public var differingPixels: Int
        /// `differingPixels` over the larger picture's pixel count.
        public var fraction: Double
        /// The largest channel difference seen.
        public var maxChannelDelta: Int
        /// True when the sizes differ.
        public var sizeMismatch: Bool
        /// Differing pixels magenta over the actual picture dimmed to a third.
        public var image: Canvas
    }

    /// The outcome of one comparison.
    public enum Result: Hashable, Sendable, CustomStringConvertible {
        /// The picture matches its golden.
        case matched
        /// The picture differs; the difference and the three images written.
        case mismatched(differingPixels: Int, fraction: Double, maxChannelDelta: Int, expected: String, actual: String, diff: String)
        /// There is no golden (in `.verify` mode); the actual picture was written here.
        case missing(golden: String, actual: String)
        /// A golden was written (missing, or rewritten in `.rebaseline` mode). Not a pass.
        case recorded(golden: String)

        /// True only for `.matched`.
        public var passed: Bool { self == .matched }

        /// One line saying what happened and how to fix it.
        public var description: String {
            switch self {
            case .matched:
                return "matches its golden"
            case .mismatched(let count, let fraction, let delta, let expected, let actual, let diff):
                return "\(count) pixels differ (\(String(format: "%.4f", fraction * 100))%, largest channel difference \(delta)); see \(expected), \(actual), \(diff). To fix, correct the drawing, or if the change is intended rerun with HEADUNIT_REBASELINE=all and commit the new golden."
            case .missing(let golden, let actual):
                return "no golden at \(golden) (the picture is at \(actual)). To fix, rerun with HEADUNIT_REBASELINE=missing, look at the picture, and commit it."
            case .recorded(let golden):
                return "recorded \(golden); recording never passes: look at it, commit it, and rerun without HEADUNIT_REBASELINE."
            }
        }
    }

    /// Compares `actual` with the PNG at `goldenPath`, writing failure images into
    /// `failureDirectory` and goldens as `mode` allows.
    public static func compare(actual: Canvas, goldenPath: String, tolerance: Tolerance = Tolerance(), mode: Mode = .verify,
                               failureDirectory: String) throws -> Result {
        let name = URL(fileURLWithPath: goldenPath).deletingPathExtension().lastPathComponent
        let base = URL(fileURLWithPath: failureDirectory).appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: goldenPath) else {
            if mode == .verify {
                try PNGCodec.write(actual, to: base + ".actual.png")
                return .missing(golden: goldenPath, actual: base + ".actual.png")
            }
            try PNGCodec.write(actual, to: goldenPath)
            return .recorded(golden: goldenPath)
        }
        let expected = try PNGCodec.read(from: goldenPath)
        let difference = diff(expected: expected, actual: actual, tolerance: tolerance)
        if !difference.sizeMismatch && difference.fraction <= tolerance.maxDifferingFraction {
            return .matched
        }
        if mode == .rebaseline {
            try PNGCodec.write(actual, to: goldenPath)
            return .recorded(golden: goldenPath)
        }
        try PNGCodec.write(expected, to: base + ".expected.png")
        try PNGCodec.write(actual, to: base + ".actual.png")
        try PNGCodec.write(difference.image, to: base + ".diff.png")
        return .mismatched(differingPixels: difference.differingPixels, fraction: difference.fraction, maxChannelDelta: difference.maxChannelDelta,
                           expected: base + ".expected.png", actual: base + ".actual.png", diff: base + ".diff.png")
    }

    /// How `actual` differs from `expected`, pixel by pixel.
    public static func diff(expected: Canvas, actual: Canvas, tolerance: Tolerance = Tolerance()) -> Difference {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        var image = Canvas(width: width, height: height, fill: RGBA(255, 0, 255))
        var differing = 0, maxDelta = 0
        for y in 0..<height {
            for x in 0..<width {
                guard x < expected.width, y < expected.height, x < actual.width, y < actual.height else {
                    differing += 1
                    continue
                }
                let e = (y * expected.width + x) * 4, a = (y * actual.width + x) * 4
                var delta = 0
                for c in 0..<4 {
                    delta = max(delta, abs(Int(expected.pixels[e + c]) - Int(actual.pixels[a + c])))
                }
                maxDelta = max(maxDelta, delta)
                if delta > tolerance.perChannel {
                    differing += 1
                } else {
                    let p = actual[x, y]
                    image[x, y] = RGBA(p.r / 3, p.g / 3, p.b / 3)
                }
            }
        }
        return Difference(differingPixels: differing, fraction: Double(differing) / Double(max(1, width * height)),
                          maxChannelDelta: maxDelta, sizeMismatch: expected.width != actual.width || expected.height != actual.height,
                          image: image)
    }
}
