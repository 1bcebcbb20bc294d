import Foundation
import Testing

/// The built binary, run as a user runs it: exit status, stdout and stderr.
@Suite struct EndToEndTests {
    static let binary = CLIHarness.root.appendingPathComponent(".build/debug/headunit")

    struct Outcome: CustomStringConvertible {
        var status: Int32
        var out: String
        var err: String
        var description: String { "exit \(status)\n--- stdout\n\(out)--- stderr\n\(err)" }
    }

    /// Runs `.build/debug/headunit ARGS…` in the package root.
    static func headunit(_ arguments: [String]) throws -> Outcome {
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no binary at \(binary.path): run `swift build` first")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = CLIHarness.root
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        let errData = LockedData()
        let errReader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        errReader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errBytes = errData.wait()
        return Outcome(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                       err: String(decoding: errBytes, as: UTF8.self))
    }

    /// Data handed from the reader thread, waited for with a condition (no sleeping).
    final class LockedData: @unchecked Sendable {
        private let condition = NSCondition()
        private var data: Data?

        func set(_ value: Data) {
            condition.lock()
            data = value
            condition.signal()
            condition.unlock()
        }

        func wait() -> Data {
            condition.lock()
            defer { condition.unlock() }
            while data == nil { condition.wait() }
            return data!
        }
    }

    @Test func helpPrintsTheUsage() throws {
        let outcome = try Self.headunit(["--help"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.out.contains("USAGE: headunit <command> [options]"))
        #expect(outcome.err == "")
    }

    @Test func theShippedDrillPasses() throws {
        let outcome = try Self.headunit(["drill", "Scenarios/drill"])
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.err == "")
        let lines = outcome.out.split(separator: "\n").map(String.init)
        let last = try #require(lines.last)
        let match = last.wholeMatch(of: /drill: (\d+) passed, 0 failed/)
        #expect(match != nil, "\(last)")
        let passed = match.flatMap { Int($0.1) } ?? -1
        #expect(passed >= 8)
        #expect(lines.filter { $0.hasPrefix("PASS  Scenarios/drill/") }.count == passed)
        #expect(!lines.contains { $0.hasPrefix("FAIL") })
    }

    @Test func aMalformedFileExits65WithACompilerStyleError() throws {
        let outcome = try Self.headunit(["drill", "Tests/DrillTests/Fixtures/malformed/unknown-word.drill"])
        #expect(outcome.status == 65, "\(outcome)")
        #expect(outcome.err.contains("Tests/DrillTests/Fixtures/malformed/unknown-word.drill:4:3: error: [DL101] unknown word 'tapp'"), "\(outcome)")
        #expect(outcome.err.firstMatch(of: /[^\s:]+\.drill:\d+:\d+: error: \[DL\d{3}\]/) != nil)
    }

    @Test func aFailingScenarioExits1() throws {
        let outcome = try Self.headunit(["drill", "Tests/DrillTests/Fixtures/runner/failing.drill"])
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.out.hasSuffix("drill: 1 passed, 1 failed\n"))
    }

    @Test func theGuardFindsTheViolations() throws {
        let outcome = try Self.headunit(["guard", "Tests/GuardTests/Fixtures/trees/violations"])
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.err.contains(": error: [S"))
        let clean = try Self.headunit(["guard", "Tests/GuardTests/Fixtures/trees/clean"])
        #expect(clean.status == 0, "\(clean)")
    }

    @Test func anUnknownCommandExits64() throws {
        let outcome = try Self.headunit(["frobnicate"])
        #expect(outcome.status == 64)
        #expect(outcome.out == "")
        #expect(outcome.err == "headunit: unknown command 'frobnicate'. Run `headunit --help` for the commands.\n")
    }
}
