import Foundation
import Testing
@testable import Drill

/// Big and hostile inputs parse whole, without crashing. (How fast is a benchmark's question,
/// never a test's: a wall-clock bound here failed under AddressSanitizer, 24 s for 10 MB.)
struct LargeFileTests {
    static let tenMegabytes = 10 * 1024 * 1024

    @Test func aTenMegabyteFileOfScenariosParses() throws {
        let block = """
        scenario "Unplugged with a call up, the phone lands on the call"   # D2
          rules D2 O2 O3
          given conversation open
          plug
          expect car home "Continue conversation" "New conversation"
          tap "Continue conversation"
          expect car call "Connecting…"
          realtime up
          expect cues connected, heard
          unplug
          wait 1.5s
          expect phone live-thread now

        """
        var text = ""
        text.reserveCapacity(Self.tenMegabytes + block.utf8.count)
        while text.utf8.count < Self.tenMegabytes { text += block }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drill-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("large.drill")
        try Data(text.utf8).write(to: url)

        let load = DrillLoader(root: folder, language: .builtInApp).load(path: url.path)
        #expect(load.diagnostics == [])
        let blocks = text.utf8.count / block.utf8.count
        #expect(load.scenarios.count == blocks)
        #expect(load.scenarios.last?.steps.count == 11)
    }

    @Test func tenMegabytesOfJunkGiveCappedDiagnostics() {
        // Seeded junk (SplitMix64), so a failure reproduces.
        var state: UInt64 = 0x5EED
        var bytes = [UInt8]()
        bytes.reserveCapacity(Self.tenMegabytes)
        while bytes.count < Self.tenMegabytes {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            withUnsafeBytes(of: z) { bytes.append(contentsOf: $0) }
        }
        let diagnostics = DrillParser.parse(bytes, path: "junk.drill", language: .builtInApp).diagnostics
        #expect(diagnostics.filter { $0.severity == .error }.count == DiagnosticList.limit)
        #expect(diagnostics.contains { $0.code == .tooManyErrors })
    }

    @Test func oneHugeLineWithAnUnterminatedStringIsOneError() {
        let text = "scenario \"s\"\n  tap \"" + String(repeating: "Connecting… ", count: 800_000) + "\n  plug\n"
        let diagnostics = DrillParser.parse(text, path: "long.drill", language: .builtInApp).diagnostics
        #expect(diagnostics.map(\.code) == [.unterminatedString])
        #expect(diagnostics.first?.length == 1 + 800_000 * 12)
    }
}
