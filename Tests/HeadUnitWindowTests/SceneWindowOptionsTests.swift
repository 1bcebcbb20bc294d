import HeadUnitWindow
import Screen
import Testing

/// B12: the window's options, read from a scene executable's arguments.
@Suite("SceneWindowOptions: a scene window's arguments (B12)")
struct SceneWindowOptionsTests {
    @Test("every option is read, with `--name VALUE` and `--name=VALUE`")
    func options() {
        let parsed = SceneWindowOptions.parse(["--size", "1280x720", "--appearance=light", "--speed", "4", "--record", "/tmp/a.drill",
                                               "--screenshot", "/tmp/a.png", "--exit-after", "3000ms", "--scenario", "d.drill"])
        var expected = SceneWindowOptions()
        expected.size = DisplaySize(width: 1280, height: 720)
        expected.appearance = .light
        expected.speed = 4
        expected.record = "/tmp/a.drill"
        expected.screenshot = "/tmp/a.png"
        expected.exitAfter = 3000
        expected.scenario = "d.drill"
        #expect(parsed == .options(expected))
        #expect(SceneWindowOptions.parse([]) == .options(SceneWindowOptions()))
        #expect(SceneWindowOptions.parse(["--record", "x", "-h"]) == .help)
    }

    @Test("bad arguments are one sentence each", arguments: [
        (["--size", "big"], "--size takes WxH, such as 800x480 or 1280x720 (got 'big')"),
        (["--speed", "100"], "--speed takes a number from 0.0625 to 64, such as 0.5, 2 or 10 (got '100')"),
        (["--appearance", "blue"], "--appearance takes light or dark (got 'blue')"),
        (["--exit-after", "soon"], "--exit-after takes virtual milliseconds, such as 3000 (got 'soon')"),
        (["--record"], "--record needs FILE.drill"),
        (["--record", "--size", "800x480"], "--record needs FILE.drill"),
        (["--colour", "red"], "unknown option '--colour'; the window takes --size, --appearance, --speed, --record, --screenshot, --exit-after, --scenario"),
        (["library.drill"], "the window takes options only, not 'library.drill'"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(SceneWindowOptions.parse(arguments) == .failure(message))
    }

    @Test("the usage names every option and the exit codes")
    func usage() {
        let usage = SceneWindowOptions.usage(program: "AudioCar")
        #expect(usage.hasPrefix("usage: AudioCar [OPTIONS]\n"))
        for name in ["--size WxH", "--appearance light|dark", "--speed X", "--record FILE.drill", "--screenshot FILE.png", "--exit-after MS", "--scenario FILE"] {
            #expect(usage.contains("  " + name + " "), "\(name)")
        }
        #expect(usage.hasSuffix("Exit codes: 0 ok, 1 no display (or a file could not be written), 64 usage error, 65 a --scenario file with errors."))
    }
}
