import Foundation
import Testing
@testable import Drill

/// The loader on folders made at run time in a temporary directory.
struct DrillLoaderTests {
    /// A fresh temporary folder holding `files` (relative path → text).
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("drill-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func discoverSortsRecursivelyAndSkipsHiddenAndOtherFiles() throws {
        let root = try Self.folder([
            "b.drill": "", "a/z.drill": "", "a/b/c.drill": "", "a.drill": "", "notes.txt": "",
            "part.drillpart": "", ".hidden/x.drill": "", ".y.drill": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let loader = DrillLoader(root: root, language: .builtInApp)
        let (files, diagnostics) = loader.discover(paths: [root.path, root.appendingPathComponent("a.drill").path])
        #expect(diagnostics == [])
        #expect(files.map { String($0.dropFirst(root.path.count + 1)) } == ["a/b/c.drill", "a/z.drill", "a.drill", "b.drill"])
    }

    @Test func discoverKeepsAFileAsGivenAndReportsAMissingPath() throws {
        let root = try Self.folder(["one.txt": "scenario \"x\"\n  plug\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("one.txt").path
        let missing = root.appendingPathComponent("nowhere").path
        let (files, diagnostics) = DrillLoader(root: root, language: .builtInApp).discover(paths: [file, missing])
        #expect(files == [file])
        #expect(diagnostics.map(\.code) == [.unreadableFile])
        #expect(diagnostics.first?.location == SourceLocation(file: missing, line: 1, column: 1))
    }

    @Test func anIncludeThroughASymlinkOutOfTheRootIsRefused() throws {
        let outside = try Self.folder(["secret.drillpart": "plug\n"])
        let root = try Self.folder(["main.drill": "scenario \"s\"\n  include \"link/secret.drillpart\"\n  include \"inner.drillpart\"\n",
                                    "real/inner.drillpart": "unplug\n"])
        defer {
            try? FileManager.default.removeItem(at: outside)
            try? FileManager.default.removeItem(at: root)
        }
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link"), withDestinationURL: outside)
        // A symlink that stays inside the root is fine.
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("inner.drillpart"), withDestinationURL: root.appendingPathComponent("real/inner.drillpart"))
        let load = DrillLoader(root: root, language: .builtInApp).load(path: root.appendingPathComponent("main.drill").path)
        #expect(load.diagnostics.map(\.code) == [.includeOutsideRoot])
        #expect(load.diagnostics.first?.location.line == 2)
        #expect(load.diagnostics.first?.location.column == 11)
        #expect(load.diagnostics.first?.message.contains("through a symlink") == true)
        #expect(load.scenarios[0].steps.map(\.kind) == [.unplug])
    }

    @Test func aFileIncludingItselfIsACycle() throws {
        let root = try Self.folder(["self.drill": "scenario \"s\"\n  plug\n  include \"self.drill\"\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("self.drill").path
        let load = DrillLoader(root: root, language: .builtInApp).load(path: path)
        #expect(load.diagnostics.map(\.code) == [.includeCycle])
        #expect(load.diagnostics.first?.message == "include cycle: \(path) → \(path)")
        #expect(load.scenarios[0].steps.map(\.kind) == [.plug])
    }

    @Test func includingADirectoryOrAnUnreadableTopFileIsReported() throws {
        let root = try Self.folder(["main.drill": "scenario \"s\"\n  include \"dir\"\n  plug\n", "dir/x.drillpart": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let load = DrillLoader(root: root, language: .builtInApp).load(path: root.appendingPathComponent("main.drill").path)
        #expect(load.diagnostics.map(\.code) == [.unreadableFile])
        #expect(load.diagnostics.first?.message.hasSuffix("it is a directory") == true)
        let missing = DrillLoader(root: root, language: .builtInApp).load(path: root.appendingPathComponent("gone.drill").path)
        #expect(missing.diagnostics.map(\.code) == [.unreadableFile])
        #expect(missing.files == [])
        #expect(missing.hasErrors)
    }

    @Test func rulesFromAnIncludedFileCountForTheScenario() throws {
        let root = try Self.folder(["m.drill": "scenario \"s\"\n  rules D1\n  include \"p.drillpart\"\n", "p.drillpart": "rules O2\nplug\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let load = DrillLoader(root: root, language: .builtInApp).load(paths: [root.path])
        #expect(!load.hasErrors)
        #expect(load.scenarios[0].rules == ["D1", "O2"])
    }

    @Test(arguments: [
        ("a/./b/../c", "a/c"), ("../x", "../x"), ("a/../../x", "../x"), ("/a/../../x", "/x"), ("a//b/", "a/b"), ("", "."), (".", "."),
    ])
    func pathsNormalizeLexically(path: String, normalized: String) {
        #expect(FilePath.normalize(path) == normalized)
    }

    @Test func insideMeansTheRootOrBelowIt() {
        #expect(FilePath.isInside("/r/a", "/r"))
        #expect(FilePath.isInside("/r", "/r"))
        #expect(!FilePath.isInside("/rx/a", "/r"))
        #expect(FilePath.isInside("/anything", "/"))
    }
}

/// The scenario root (issue 18 item 4): includes resolve against the including file, and the
/// root they may not leave is the folder of the path named on the command line (a directory
/// itself, a file's folder) or `--root`, whatever the working directory.
struct ScenarioRootTests {
    /// `DrillSuite.load` of `paths` with `root` (nil: each path's own).
    static func load(_ paths: [String], root: String? = nil) -> (suite: DrillSuite, picked: [Scenario]) {
        var options = DrillSuite.Options()
        options.paths = paths
        options.root = root
        return DrillSuite.load(options, language: .builtInApp) { _ in [] }
    }

    @Test func anIncludeBesideADrillLoadsWhateverTheWorkingDirectory() throws {
        let folder = try DrillLoaderTests.folder(["x.drill": "scenario \"s\"\n  include \"common/p.drillpart\"\n",
                                                  "common/p.drillpart": "plug\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!FileManager.default.currentDirectoryPath.hasPrefix(folder.path), "the test runs from elsewhere")
        let (suite, picked) = Self.load([folder.appendingPathComponent("x.drill").path])
        #expect(suite.diagnostics == [], "\(suite.diagnostics.map(\.rendered))")
        #expect(picked.map { $0.steps.map(\.kind) } == [[.plug]])
        #expect(picked.first?.steps.first?.location.file == folder.appendingPathComponent("common/p.drillpart").path)
    }

    @Test func aDirectoryNamedIsItsOwnRoot() throws {
        let folder = try DrillLoaderTests.folder(["runs/x.drill": "scenario \"s\"\n  include \"../shared.drillpart\"\n",
                                                  "shared.drillpart": "plug\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs = folder.appendingPathComponent("runs").path
        let (suite, picked) = Self.load([runs])
        #expect(suite.diagnostics.map(\.code) == [.includeOutsideRoot])
        #expect(suite.diagnostics.first?.message == "include \"../shared.drillpart\" leaves the scenario root \(runs)")
        #expect(picked == [])
        // The file named alone: its folder is the root, so the include still leaves it.
        #expect(Self.load([runs + "/x.drill"]).suite.diagnostics.map(\.code) == [.includeOutsideRoot])
        // --root DIR widens it.
        let wide = Self.load([runs], root: folder.path)
        #expect(wide.suite.diagnostics == [])
        #expect(wide.picked.count == 1)
    }

    @Test func eachPathNamedHasItsOwnRoot() throws {
        let a = try DrillLoaderTests.folder(["a.drill": "scenario \"a\"\n  include \"p.drillpart\"\n", "p.drillpart": "plug\n"])
        let b = try DrillLoaderTests.folder(["b.drill": "scenario \"b\"\n  include \"q.drillpart\"\n", "q.drillpart": "unplug\n"])
        defer {
            try? FileManager.default.removeItem(at: a)
            try? FileManager.default.removeItem(at: b)
        }
        let (suite, picked) = Self.load([a.appendingPathComponent("a.drill").path, b.path, a.path])
        #expect(suite.diagnostics == [], "\(suite.diagnostics.map(\.rendered))")
        #expect(picked.map(\.name) == ["a", "b"], "a file named twice (once through its folder) runs once")
    }

    @Test(arguments: [("dir", "dir"), ("dir/x.drill", "dir"), ("x.drill", "."), ("gone/y.drill", "gone")])
    func theRootOfAPathIsItsFolder(path: String, root: String) throws {
        let folder = try DrillLoaderTests.folder(["dir/x.drill": "", "x.drill": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = folder.appendingPathComponent(path).path
        #expect(DrillLoader(rootFor: named, language: .builtInApp).root.path == FilePath.normalize(folder.appendingPathComponent(root).path))
    }
}
