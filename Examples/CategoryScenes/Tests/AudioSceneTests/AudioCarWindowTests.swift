import Foundation
import Testing

/// B12, end to end: the built `AudioCar` (one line over `HeadUnitWindow.run`) opens its window
/// under Xvfb, plays the recorded click-through (`--scenario`) in the window's time, and records
/// it again (`--record`): the same file, line for line. Runs when `xvfb-run` is installed.
@Suite struct AudioCarWindowTests {
    static let drills = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Drills").standardized
    /// `AudioCar`, built beside this test bundle.
    static let audioCar = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("AudioCar").path
    static let xvfbRun = "/usr/bin/xvfb-run"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: xvfbRun) && FileManager.default.isExecutableFile(atPath: audioCar)))
    func theWindowPlaysTheRecordingAndRecordsItAgain() throws {
        let fixture = Self.drills.appendingPathComponent("recorded-audio.drill").path
        let again = FileManager.default.temporaryDirectory.appendingPathComponent("audio-car-\(UUID().uuidString).drill").path
        defer { try? FileManager.default.removeItem(atPath: again) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.xvfbRun)
        process.arguments = ["-a", "-s", "-screen 0 1280x800x24", Self.audioCar,
                             "--scenario", fixture, "--record", again, "--speed", "8", "--exit-after", "10552"]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_AUDIODRIVER"] = "dummy"
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()   // `--exit-after` ends it: the window quits at that virtual time
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == String(contentsOfFile: fixture, encoding: .utf8))
    }
}
