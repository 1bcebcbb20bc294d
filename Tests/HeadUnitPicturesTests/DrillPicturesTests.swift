import Drill
import WorldDrill
import Foundation
import HeadUnitPictures
import Screen
import Testing

/// `DrillPictures.writeShots`: a file per step and a filmstrip per scenario, each distinct
/// picture drawn and stored once, its repeats hard links to it, the same bytes every run.
@Suite @MainActor struct DrillPicturesTests {
    /// The package root (this file is Tests/HeadUnitPicturesTests/DrillPicturesTests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shipped drill D1-D8, run (once).
    @MainActor static func suite() async -> DrillSuite {
        if let ran = shipped { return ran }
        let ran = await run(filter: nil)
        shipped = ran
        return ran
    }
    @MainActor private static var shipped: DrillSuite?

    @MainActor static func run(filter: String?) async -> DrillSuite {
        var options = DrillSuite.Options()
        options.paths = [root.appendingPathComponent("Scenarios/drill").path]
        options.root = root.path
        options.filter = filter
        return await DrillSuite.run(options)
    }

    /// A fresh temporary folder, removed when `body` returns.
    static func withTemporaryFolder<T>(_ body: (String) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder.path)
    }

    /// Every step's file holds the picture of that step, drawn afresh.
    static func expectEveryStepsPicture(_ suite: DrillSuite, in dir: String) throws {
        for r in suite.results {
            let scene = DrillPictures.renderer(r)
            for (i, step) in r.steps.enumerated() {
                let path = DrillPictures.stepPath(r, step: i, in: dir)
                #expect(try PNGCodec.read(from: path) == DrillPictures.picture(step, with: scene), "\(path)")
            }
        }
    }

    static func inode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }

    @Test func everyStepHasItsOwnPictureAndEachDistinctPictureIsStoredOnce() async throws {
        let suite = await Self.suite()
        try await Self.withTemporaryFolder { dir in
            let strips = try DrillPictures.writeShots(suite, to: dir)
            #expect(strips.count == suite.results.count)
            try Self.expectEveryStepsPicture(suite, in: dir)

            var files: [String] = []
            for r in suite.results { files += r.steps.indices.map { DrillPictures.stepPath(r, step: $0, in: dir) } }
            let stored = Set(try files.map(Self.inode))
            let distinct = Set(suite.results.flatMap { r in r.steps.map { DrillPictures.key($0, with: DrillPictures.renderer(r)) } })
            #expect(stored.count == distinct.count, "one file on disk per distinct picture")
            #expect(stored.count < files.count / 2, "\(stored.count) pictures stored for \(files.count) steps")
        }
    }

    @Test func theBytesAreTheSameEveryRun() async throws {
        let suite = await Self.suite()
        try await Self.withTemporaryFolder { dir in
            _ = try DrillPictures.writeShots(suite, to: dir + "/first")
            _ = try DrillPictures.writeShots(suite, to: dir + "/second")
            let files = try FileManager.default.subpathsOfDirectory(atPath: dir + "/first").filter { $0.hasSuffix(".png") }.sorted()
            #expect(files.count > suite.results.count)
            for file in files {
                #expect(FileManager.default.contents(atPath: "\(dir)/first/\(file)") == FileManager.default.contents(atPath: "\(dir)/second/\(file)"), "\(file)")
            }
        }
    }

    /// A second run into the folder of the first, after the scenario changed: a step whose file
    /// was a link to an earlier step's gets a picture of its own, and the earlier step's file
    /// keeps its picture (the file is replaced, never written through the link).
    @Test func writingOverAnEarlierRunChangesOnlyItsOwnFiles() async throws {
        try await Self.withTemporaryFolder { dir in
            let drill = dir + "/edited.drill"
            func run(_ second: String) async throws -> DrillSuite {
                try Data("scenario \"Edited\"\n  wait 1s\n  \(second)\n".utf8).write(to: URL(fileURLWithPath: drill))
                var options = DrillSuite.Options()
                options.paths = [drill]
                options.root = dir
                return await DrillSuite.run(options)
            }
            let before = try await run("wait 1s")
            _ = try DrillPictures.writeShots(before, to: dir + "/shots")
            let (first, second) = (DrillPictures.stepPath(before.results[0], step: 0, in: dir + "/shots"),
                                   DrillPictures.stepPath(before.results[0], step: 1, in: dir + "/shots"))
            #expect(try Self.inode(first) == Self.inode(second), "two waits, one picture")

            let after = try await run("plug")
            _ = try DrillPictures.writeShots(after, to: dir + "/shots")
            #expect(try Self.inode(first) != Self.inode(second))
            #expect(try PNGCodec.read(from: first) != PNGCodec.read(from: second), "plugged in, the car shows the home")
            try Self.expectEveryStepsPicture(after, in: dir + "/shots")
        }
    }
}
