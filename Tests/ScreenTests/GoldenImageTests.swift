import Foundation
import Testing
import Screen

/// The golden comparison itself: a mismatch writes expected, actual and diff; recording never passes.
/// A class, so each test's scratch folder goes when the test ends (`deinit`).
@Suite final class GoldenImageTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-golden-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func picture(_ changed: Bool = false) -> Canvas {
        var canvas = Canvas(width: 20, height: 10, fill: RGBA(40, 40, 40))
        if changed {
            for x in 5..<9 { canvas[x, 4] = RGBA(255, 255, 255) }
        }
        return canvas
    }

    @Test func mismatchWritesExpectedActualAndDiff() throws {
        let golden = folder + "/pic.png"
        try PNGCodec.write(picture(), to: golden)
        let result = try GoldenImage.compare(actual: picture(true), goldenPath: golden, failureDirectory: folder + "/out")
        guard case .mismatched(let count, _, let delta, let expected, let actual, let diff) = result else {
            Issue.record("expected a mismatch, got \(result)")
            return
        }
        #expect(!result.passed)
        #expect(count == 4 && delta == 215)
        #expect(try PNGCodec.read(from: expected) == picture())
        #expect(try PNGCodec.read(from: actual) == picture(true))
        let diffImage = try PNGCodec.read(from: diff)
        #expect(diffImage[5, 4] == RGBA(255, 0, 255))
        #expect(diffImage[0, 0] == RGBA(13, 13, 13))
        #expect(result.description.contains("HEADUNIT_REBASELINE=all"))
    }

    @Test func withinToleranceMatches() throws {
        let golden = folder + "/near.png"
        try PNGCodec.write(picture(), to: golden)
        var near = picture()
        near[1, 1] = RGBA(42, 41, 39)
        #expect(try GoldenImage.compare(actual: near, goldenPath: golden, failureDirectory: folder) == .matched)
        let loose = GoldenImage.Tolerance(perChannel: 0, maxDifferingFraction: 0.01)
        #expect(try GoldenImage.compare(actual: near, goldenPath: golden, tolerance: loose, failureDirectory: folder) == .matched)
        let strict = GoldenImage.Tolerance(perChannel: 0, maxDifferingFraction: 0)
        #expect(try GoldenImage.compare(actual: near, goldenPath: golden, tolerance: strict, failureDirectory: folder) != .matched)
    }

    @Test func aSizeChangeNeverMatches() throws {
        let golden = folder + "/size.png"
        try PNGCodec.write(picture(), to: golden)
        let result = try GoldenImage.compare(actual: Canvas(width: 21, height: 10, fill: RGBA(40, 40, 40)), goldenPath: golden,
                                             tolerance: .init(perChannel: 3, maxDifferingFraction: 0.5), failureDirectory: folder)
        #expect(!result.passed)
    }

    @Test func missingGoldenFailsInVerifyAndWritesNothingThere() throws {
        let golden = folder + "/missing.png"
        let result = try GoldenImage.compare(actual: picture(), goldenPath: golden, mode: .verify, failureDirectory: folder + "/out")
        #expect(result == .missing(golden: golden, actual: folder + "/out/missing.actual.png"))
        #expect(!result.passed)
        #expect(!FileManager.default.fileExists(atPath: golden))
    }

    @Test func recordingNeverPasses() throws {
        let golden = folder + "/new.png"
        let recorded = try GoldenImage.compare(actual: picture(), goldenPath: golden, mode: .rebaselineMissing, failureDirectory: folder)
        #expect(recorded == .recorded(golden: golden))
        #expect(!recorded.passed)
        // rebaselineMissing leaves a differing golden alone and fails.
        let differing = try GoldenImage.compare(actual: picture(true), goldenPath: golden, mode: .rebaselineMissing, failureDirectory: folder)
        #expect(!differing.passed)
        #expect(try PNGCodec.read(from: golden) == picture())
        // rebaseline rewrites it, and still fails; the next verify passes.
        let rewritten = try GoldenImage.compare(actual: picture(true), goldenPath: golden, mode: .rebaseline, failureDirectory: folder)
        #expect(rewritten == .recorded(golden: golden))
        #expect(try GoldenImage.compare(actual: picture(true), goldenPath: golden, mode: .verify, failureDirectory: folder) == .matched)
    }

    @Test func modeComesFromTheEnvironment() {
        #expect(GoldenImage.Mode.fromEnvironment([:]) == .verify)
        #expect(GoldenImage.Mode.fromEnvironment(["HEADUNIT_REBASELINE": "missing"]) == .rebaselineMissing)
        #expect(GoldenImage.Mode.fromEnvironment(["HEADUNIT_REBASELINE": "all"]) == .rebaseline)
        #expect(GoldenImage.Mode.fromEnvironment(["HEADUNIT_REBASELINE": "yes"]) == .verify)
    }
}
