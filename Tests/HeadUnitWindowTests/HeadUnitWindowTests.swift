import Foundation
import HeadUnitWindow
import Testing

/// B12: the one-line entry's exits before a window opens: its usage, a usage error, a bad scenario.
@Suite("HeadUnitWindow.run: the entry's exits (B12)")
@MainActor
struct HeadUnitWindowTests {
    func run(_ arguments: [String]) async -> (code: Int32, out: String, err: String) {
        var out = "", err = ""
        let code = await HeadUnitWindow.run(arguments: arguments, program: "AudioCar", category: .audio, out: &out, err: &err) { LibraryScene() }
        return (code, out, err)
    }

    @Test("--help prints the usage and exits 0")
    func help() async {
        let result = await run(["--help"])
        #expect(result.code == 0 && result.err.isEmpty)
        #expect(result.out == SceneWindowOptions.usage(program: "AudioCar") + "\n")
    }

    @Test("a usage error is its sentence and the usage line, exit 64")
    func usageError() async {
        let result = await run(["--size", "big"])
        #expect(result.code == 64 && result.out.isEmpty)
        #expect(result.err == "AudioCar: --size takes WxH, such as 800x480 or 1280x720 (got 'big')\nusage: AudioCar [OPTIONS] (AudioCar --help says more)\n")
    }

    @Test("a --scenario file with errors is its located diagnostics, exit 65, before any window")
    func badScenario() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("window-\(UUID().uuidString).drill").path
        try "scenario \"Bad\"\n  mic stall\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = await run(["--scenario", path])
        #expect(result.code == 65)
        #expect(result.err.contains("\(path):2:3: error: [DL509"), "\(result.err)")
    }
}
