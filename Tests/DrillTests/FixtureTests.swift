import Foundation
import Testing
@testable import Drill

/// The fixture folders: `malformed/` (one file per problem, the expected diagnostics marked in
/// each file, see `FixtureMarkers`) and `good/` (valid files that include shared steps).
struct FixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let malformed = fixtures.appendingPathComponent("malformed")
    static let good = fixtures.appendingPathComponent("good")

    /// Every file in `folder`, relative names, sorted.
    static func files(in folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { FilePath.kind(folder.appendingPathComponent($0).path) == .file }
            .sorted()
    }

    @Test func malformedFilesGiveExactlyTheMarkedDiagnostics() throws {
        var expected: [FixtureMarkers.Expected] = []
        for name in try Self.files(in: Self.malformed) {
            let markers = try FixtureMarkers.read(Self.malformed.appendingPathComponent(name), name: name)
            // Parts of a fixture (included files) and the cycle's top file, whose cycle closes
            // in cycle/b.drillpart, may mark nothing; every other file tests a problem.
            if name.hasSuffix(".drill"), name != "include-cycle.drill" {
                #expect(!markers.isEmpty, "\(name) marks no diagnostic: every malformed fixture must test one")
            }
            expected += markers
        }
        let load = DrillLoader(root: Self.malformed, language: .builtInApp).load(paths: [Self.malformed.path])
        let actual = load.diagnostics.map { FixtureMarkers.actual($0, folder: Self.malformed.path) }
        let missing = expected.filter { !actual.contains($0) }
        let unexpected = actual.filter { !expected.contains($0) }
        #expect(missing == [], "expected but not reported")
        #expect(unexpected == [], "reported but not marked:\n\(load.diagnostics.map(\.rendered).joined(separator: "\n"))")
        #expect(actual.count == expected.count, "each marked diagnostic is reported once")
    }

    @Test func theUnknownWordHintNamesTheNearestWord() {
        let load = DrillLoader(root: Self.malformed, language: .builtInApp).load(path: Self.malformed.appendingPathComponent("unknown-word.drill").path)
        #expect(load.diagnostics.map(\.hint) == ["did you mean 'tap'?"])
        #expect(load.scenarios[0].steps.map(\.kind) == [.plug, .expect(.carCall("Connecting…"), now: false)])
    }

    @Test func theUnknownCueHintNamesTheNearestCue() {
        let load = DrillLoader(root: Self.malformed, language: .builtInApp).load(path: Self.malformed.appendingPathComponent("unknown-cue.drill").path)
        #expect(load.diagnostics.map(\.hint) == [
            "did you mean 'connected'?",
            "the cues are: connected, heard, thinking, working, failed, ended, disconnected",
        ])
    }

    @Test func goodFilesLoadWithIncludesExpandedInPlace() throws {
        let load = DrillLoader(root: Self.good, language: .builtInApp).load(paths: [Self.good.path])
        #expect(load.diagnostics == [], "\(load.diagnostics.map(\.rendered))")
        /// A path relative to the fixtures folder.
        func short(_ path: String) -> String { String(path.dropFirst(Self.fixtures.path.count + 1)) }
        #expect(load.files.map { short($0.path) } == ["good/d1-continue.drill", "good/d2-handover.drill"])
        #expect(load.scenarios.map(\.name) == [
            "The car opens on Continue and New",
            "New is one tap to a call of its own",
            "Unplugged with a call up, the phone lands on the call",
        ])
        let first = load.scenarios[0]
        #expect(first.rules == ["D1", "T1"])
        #expect(first.steps.prefix(5).map(\.kind) == [
            .rules(["D1", "T1"]),
            .given(.seed(42)),
            .given(.conversation(.open)),
            .plug,
            .expect(.carHome(["Continue conversation", "New conversation"]), now: false),
        ])
        // Included steps keep their own files and lines.
        #expect(first.steps.prefix(5).map { "\(short($0.location.file)):\($0.location.line):\($0.location.column)" } == [
            "good/d1-continue.drill:3:3",
            "good/common/seeded.drillpart:2:1",
            "good/common/plugged-in.drillpart:3:1",
            "good/common/plugged-in.drillpart:4:1",
            "good/common/plugged-in.drillpart:5:1",
        ])
        #expect(!first.steps.contains { if case .include = $0.kind { true } else { false } })
        // The second scenario includes the same file: the same steps again.
        #expect(load.scenarios[1].steps[1...4].map(\.kind) == first.steps[1...4].map(\.kind))
    }

    @Test func aRelativePathGivesRelativeLocationsForIncludedSteps() throws {
        // `swift test` runs in the package folder, so the fixtures have a relative path from it.
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let good = try #require(Self.good.path.hasPrefix(cwd) ? String(Self.good.path.dropFirst(cwd.count)) : nil)
        let load = DrillLoader(root: URL(fileURLWithPath: good), language: .builtInApp).load(path: good + "/d1-continue.drill")
        #expect(load.diagnostics == [])
        #expect(load.scenarios[0].steps[1].location.file == good + "/common/seeded.drillpart")
    }

    @Test func theBinaryJunkFixtureReallyHoldsJunk() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.malformed.appendingPathComponent("binary-junk.drill")))
        #expect(bytes.contains(0x00))
        #expect(bytes.contains(0xFF))
        #expect(String(validating: bytes, as: UTF8.self) == nil)
    }
}
