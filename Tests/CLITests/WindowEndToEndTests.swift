import CLI
import Foundation
import Rig
import Screen
import Drill
import WorldDrill
import Testing
import UserInput

/// `headunit window`: arguments in-process; the built binary without a display; and, when Xvfb,
/// xdotool and xwd are installed, the real window under Xvfb driven by keys and clicks and read
/// back from a screenshot of the X display.
///
/// The end-to-end tests run real processes, so they poll them with bounded waits (unit tests
/// never sleep). DISPLAY is set only for the child processes, never for this one.
@Suite(.serialized) struct WindowEndToEndTests {
    // MARK: In-process: arguments

    func run(_ arguments: [String]) async -> (code: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let code = await WindowCommand.run(arguments, out: &out, err: &err)
        return (code, out, err)
    }

    @Test func aMissingScenarioIsBadInputWithALocatedError() async {
        let result = await run(["--scenario", "Scenarios/no-such.drill"])
        #expect(result.code == ExitCode.badInput)
        #expect(result.err.hasPrefix("Scenarios/no-such.drill:1:1: error: [DL404]"), "\(result.err)")
        #expect(result.out == "")
    }

    @Test func aScenarioBecomesTheWorldAndTheTimedStepsTheWindowPlays() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = root.appendingPathComponent("Scenarios/drill/d4-cannot-connect.drill").path
        guard case .success(let loaded) = await WindowCommand.scenarioSteps(path: file) else {
            Issue.record("the shipped D4 drill should load")
            return
        }
        #expect(loaded.config.realtime == .unreachable)
        #expect(loaded.steps == [WindowSession.Step(wait: 0, stimulus: .plug),
                                 WindowSession.Step(wait: 0, stimulus: .tap("Continue conversation"))])
    }

    @Test(arguments: [
        (["--size", "12"], "--size takes WxH, such as 800x480 or 1280x720 (got '12')"),
        (["--speed", "0"], "--speed takes a number from 0.0625 to 64, such as 0.5, 2 or 10 (got '0')"),
        (["--appearance", "sepia"], "--appearance takes light or dark (got 'sepia')"),
        (["--navigator", "bogus"], "unknown navigator 'bogus'; use one of standard, naive, identity, no-completion"),
        (["--realtime", "sometimes"], "--realtime takes manual, auto or unreachable (got 'sometimes')"),
        (["--exit-after", "soon"], "--exit-after takes virtual milliseconds, such as 3000 (got 'soon')"),
        (["--record"], "--record needs a .drill file"),
        (["--frobnicate"], "unknown option '--frobnicate'"),
    ])
    func aBadArgumentIsAUsageError(_ arguments: [String], _ message: String) async {
        let result = await run(arguments)
        #expect(result.code == ExitCode.usage)
        #expect(result.err.hasPrefix("headunit window: \(message)\nUSAGE: headunit window"))
        #expect(result.out == "")
    }

    @Test func optionsAreParsed() async {
        var expected = WindowCommand.Options()
        expected.size = .hd
        expected.speed = 0.5
        expected.appearance = .light
        expected.record = "out.drill"
        expected.config.navigator = "naive"
        expected.config.realtime = .unreachable
        expected.exitAfter = 3000
        expected.screenshot = "w.png"
        let parsed = WindowCommand.parse(["--size", "1280x720", "--speed=0.5", "--appearance", "light", "--record", "out.drill",
                                          "--navigator", "naive", "--realtime", "unreachable", "--exit-after", "3000ms",
                                          "--screenshot", "w.png"])
        #expect(parsed == .options(expected))
        #expect(WindowCommand.parse(["--realtime", "auto"]) != WindowCommand.parse([]))
        #expect(WindowCommand.parse(["-h"]) == .help)
        let help = await run(["--help"])
        #expect(help.code == ExitCode.ok)
        #expect(help.out.contains("--exit-after MS") && help.out.contains("--screenshot FILE.png"))
    }

    // MARK: The binary without a display

    @Test func withoutADisplayItSaysSoInOneSentenceAndExits1() throws {
        let binary = try Self.headunit()
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        environment["SDL_AUDIODRIVER"] = "dummy"
        let result = try Self.execute(binary, ["window"], environment: environment, timeout: 20)
        #expect(result.code == ExitCode.failed)
        #expect(result.err == "headunit window: no display available (DISPLAY and WAYLAND_DISPLAY are not set); run it under xvfb-run, or use `headunit drill --shots DIR` for pictures without a display.\n")
        #expect(result.out == "")
    }

    @Test func aDisplayNobodyServesIsNoDisplayToo() throws {
        let binary = try Self.headunit()
        guard let number = (80...89).first(where: { !Self.displayInUse($0) }) else { return }
        let environment = Self.environment(display: ":\(number)")
        let result = try Self.execute(binary, ["window"], environment: environment, timeout: 20)
        #expect(result.code == ExitCode.failed)
        #expect(result.err.hasPrefix("headunit window: no display available (SDL: "))
        #expect(result.err.contains("DISPLAY=:\(number)); run it under xvfb-run"))
        #expect(result.err.filter { $0 == "\n" }.count == 1, "more than one line: \(result.err)")
    }

    // MARK: The window under Xvfb

    @Test(.enabled(if: WindowEndToEndTests.xTools != nil, "needs Xvfb, xdotool and xwd on PATH (scripts/install-deps installs them)"))
    func underXvfbPlugThenAClickOnContinueShowsTheCallScreen() async throws {
        let tools = try #require(Self.xTools)
        let binary = try Self.headunit()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let (xvfb, display) = try Self.startXvfb(tools.xvfb)
        defer { Self.stopXvfb(xvfb, display: display) }
        let environment = Self.environment(display: display)

        let recording = folder.appendingPathComponent("recorded.drill").path
        let (app, appOut, appErr) = try Self.launch(binary, ["window", "--record", recording], environment: environment, in: folder)
        defer { Self.stop(app) }

        // The window appears (xdotool waits for it; bounded).
        let search = try Self.execute(tools.xdotool, ["search", "--sync", "--name", "HeadUnit"], environment: environment, timeout: 15)
        let windowID = try #require(search.out.split(separator: "\n").first.map(String.init),
                                    "no HeadUnit window appeared on \(display): \(search.err) \(Self.text(appErr))")
        let geometry = try Self.geometry(of: windowID, xdotool: tools.xdotool, environment: environment)
        let renderer = WindowRenderer(carSize: .standard)
        #expect(geometry.width == renderer.size.width && geometry.height == renderer.size.height)

        func car() throws -> Canvas {
            let dump = folder.appendingPathComponent("root.xwd").path
            let grab = try Self.execute(tools.xwd, ["-root", "-silent", "-display", display, "-out", dump], environment: environment, timeout: 15)
            try #require(grab.code == 0, "xwd failed: \(grab.err)")
            return try XWDImage.decode(Array(FileManager.default.contents(atPath: dump) ?? Data()))
                .crop(x: geometry.x, y: geometry.y, width: 800, height: 480)
        }
        // Polls the X display until the car shows `expected` (bounded); on a mismatch the
        // expected and actual pictures are kept in .build/window-e2e-failures/NAME.*.png.
        func waitForCar(_ expected: CarDisplay, _ name: String) async throws -> GoldenImage.Difference {
            let picture = try CarRenderer(size: .standard).render(expected)
            var actual = try car()
            var difference = GoldenImage.diff(expected: picture, actual: actual)
            let deadline = Date().addingTimeInterval(10)
            while difference.differingPixels > 0, Date() < deadline {
                usleep(200_000)   // the X display is another process: poll it
                actual = try car()
                difference = GoldenImage.diff(expected: picture, actual: actual)
            }
            if difference.differingPixels > 0 {
                let failures = Self.root.appendingPathComponent(".build/window-e2e-failures")
                try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
                try? PNGCodec.write(picture, to: failures.appendingPathComponent("\(name).expected.png").path)
                try? PNGCodec.write(actual, to: failures.appendingPathComponent("\(name).actual.png").path)
            }
            return difference
        }

        // Before anything: not connected.
        let disconnected = try await waitForCar(CarDisplay(connected: false, screen: .disconnected, now: .zero), "disconnected")
        #expect(disconnected.differingPixels == 0, "the car is not the disconnected screen: \(disconnected.differingPixels) pixels differ")

        // P plugs the car in: the home with Continue and New.
        _ = try Self.execute(tools.xdotool, ["key", "--window", windowID, "p"], environment: environment, timeout: 10)
        let homeDisplay = CarDisplay(connected: true, screen: .home([.init(title: "Continue conversation"), .init(title: "New conversation")]), now: .zero)
        let home = try await waitForCar(homeDisplay, "home")
        #expect(home.differingPixels == 0, "after P the car is not the home: \(home.differingPixels) pixels differ")

        // A click on the Continue tile, where the car draws it: the call screen, Connecting….
        let tile = try #require(CarRenderer(size: .standard).targets(for: homeDisplay).first { $0.title == "Continue conversation" })
        _ = try Self.execute(tools.xdotool, ["mousemove", "--window", windowID, String(Int(tile.frame.midX)), String(Int(tile.frame.midY)), "click", "1"],
                             environment: environment, timeout: 10)
        let call = try await waitForCar(CarDisplay(connected: true, screen: .call(.init(stateTitle: "Connecting…")), now: .zero), "call")
        #expect(call.differingPixels == 0, "after the click the car is not the Connecting… call screen: \(call.differingPixels) pixels differ")

        // Esc quits, writing the recording.
        _ = try Self.execute(tools.xdotool, ["key", "--window", windowID, "Escape"], environment: environment, timeout: 10)
        let deadline = Date().addingTimeInterval(10)
        while app.isRunning, Date() < deadline { usleep(50_000) }
        try #require(!app.isRunning, "headunit window did not quit on Esc")
        #expect(app.terminationStatus == 0)
        #expect(Self.text(appErr) == "")
        #expect(Self.text(appOut) == "headunit window: 800x480 car at full size on the 1280x1024 screen\n"
                + "headunit window: recorded 2 steps in \(recording)\n")
        let drill = try String(contentsOfFile: recording, encoding: .utf8)
        let steps = drill.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("wait") }
        #expect(steps == ["# Recorded by `headunit window`; replay with `headunit drill FILE`.", "scenario \"Recorded in the window\"",
                          "plug", "tap \"Continue conversation\"", "expect car call \"Connecting…\"", "expect no crash"])
        // The recording replays to the same end state: the drill runner passes it.
        let parsed = DrillParser.parse(drill, path: recording, language: .builtInApp)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.rendered))")
        let replay = await ScenarioRunner().run(try #require(parsed.file.scenarios.first))
        #expect(replay.passed, "\(replay.failure?.rendered ?? "")")
    }

    /// A 1920×720 car (2272×999 with the phone and the strip) on a 1366×768 screen: the window
    /// is scaled down by one factor to fit, keeps the content's aspect, shows the headless
    /// picture scaled, and a click where the Continue tile is drawn, scaled, still taps it.
    @Test(.enabled(if: WindowEndToEndTests.xTools != nil, "needs Xvfb, xdotool and xwd on PATH (scripts/install-deps installs them)"))
    func underXvfbAt1366x768AWideCarIsScaledToFitAndAClickStillLands() throws {
        let tools = try #require(Self.xTools)
        let binary = try Self.headunit()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let (xvfb, display) = try Self.startXvfb(tools.xvfb, screen: "1366x768x24")
        defer { Self.stopXvfb(xvfb, display: display) }
        let environment = Self.environment(display: display)

        let recording = folder.appendingPathComponent("recorded.drill").path
        let (app, appOut, appErr) = try Self.launch(binary, ["window", "--size", "1920x720", "--record", recording], environment: environment, in: folder)
        defer { Self.stop(app) }

        let search = try Self.execute(tools.xdotool, ["search", "--sync", "--name", "HeadUnit"], environment: environment, timeout: 15)
        let windowID = try #require(search.out.split(separator: "\n").first.map(String.init),
                                    "no HeadUnit window appeared on \(display): \(search.err) \(Self.text(appErr))")
        let geometry = try Self.geometry(of: windowID, xdotool: tools.xdotool, environment: environment)

        // The window fits the screen, one side filling it, with the content's aspect.
        let content = WindowRenderer(carSize: .wide).size
        let fit = WindowFit(content: content, usable: DisplaySize(width: 1366, height: 768))
        #expect(fit.scale < 1)
        #expect(geometry.x >= 0 && geometry.y >= 0 && geometry.x + geometry.width <= 1366 && geometry.y + geometry.height <= 768,
                "the \(geometry.width)×\(geometry.height) window at \(geometry.x),\(geometry.y) leaves the 1366×768 screen")
        #expect(geometry.width == 1366 || geometry.height == 768, "a \(geometry.width)×\(geometry.height) window does not fill the screen's width or height")
        let aspect = Double(geometry.width) / Double(geometry.height), contentAspect = Double(content.width) / Double(content.height)
        #expect(abs(aspect - contentAspect) < 0.005, "the window's aspect \(aspect) is not the content's \(contentAspect)")
        #expect(geometry.width == fit.window.width && geometry.height == fit.window.height)

        // The car part of the screen, as shown (scaled), against the headless car sampled at
        // each window pixel's centre: SDL's filter blurs edges a little, so the measure is the
        // mean channel difference, which must be small and smaller than against the screen before.
        let carCorner = fit.windowPixel(ofContentX: Double(WindowRenderer(carSize: .wide).carSize.width), y: 720)
        func shown() throws -> Canvas {
            let dump = folder.appendingPathComponent("root.xwd").path
            let grab = try Self.execute(tools.xwd, ["-root", "-silent", "-display", display, "-out", dump], environment: environment, timeout: 15)
            try #require(grab.code == 0, "xwd failed: \(grab.err)")
            return try XWDImage.decode(Array(FileManager.default.contents(atPath: dump) ?? Data()))
                .crop(x: geometry.x, y: geometry.y, width: carCorner.x, height: carCorner.y)
        }
        func waitForCar(_ expected: CarDisplay, notBefore previous: CarDisplay?, _ name: String) throws -> (difference: Double, previous: Double) {
            let renderer = CarRenderer(size: .wide)
            let picture = try renderer.render(expected)
            let before = try previous.map { try renderer.render($0) }
            var actual = try shown()
            var difference = Self.scaledDifference(full: picture, shown: actual, fit: fit)
            let deadline = Date().addingTimeInterval(10)
            while difference > Self.scaledTolerance, Date() < deadline {
                usleep(200_000)   // the X display is another process: poll it
                actual = try shown()
                difference = Self.scaledDifference(full: picture, shown: actual, fit: fit)
            }
            let previous = before.map { Self.scaledDifference(full: $0, shown: actual, fit: fit) } ?? .infinity
            if difference > Self.scaledTolerance || difference >= previous {
                let failures = Self.root.appendingPathComponent(".build/window-e2e-failures")
                try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
                try? PNGCodec.write(picture, to: failures.appendingPathComponent("scaled-\(name).expected.png").path)
                try? PNGCodec.write(actual, to: failures.appendingPathComponent("scaled-\(name).actual.png").path)
            }
            return (difference, previous)
        }

        let disconnectedDisplay = CarDisplay(connected: false, screen: .disconnected, now: .zero)
        let disconnected = try waitForCar(disconnectedDisplay, notBefore: nil, "disconnected")
        #expect(disconnected.difference <= Self.scaledTolerance, "the scaled car is not the disconnected screen: mean difference \(disconnected.difference)")

        _ = try Self.execute(tools.xdotool, ["key", "--window", windowID, "p"], environment: environment, timeout: 10)
        let homeDisplay = CarDisplay(connected: true, screen: .home([.init(title: "Continue conversation"), .init(title: "New conversation")]), now: .zero)
        let home = try waitForCar(homeDisplay, notBefore: disconnectedDisplay, "home")
        #expect(home.difference <= Self.scaledTolerance && home.difference < home.previous,
                "after P the scaled car is not the home: mean difference \(home.difference) (\(home.previous) to the disconnected screen)")

        // A click on the scaled position of the Continue tile's centre: the call screen.
        let tile = try #require(CarRenderer(size: .wide).targets(for: homeDisplay).first { $0.title == "Continue conversation" })
        let click = fit.windowPixel(ofContentX: tile.frame.midX, y: tile.frame.midY)
        #expect(click.x < Int(tile.frame.midX), "the click is not scaled: \(click) for the tile's centre \(tile.frame.midX),\(tile.frame.midY)")
        _ = try Self.execute(tools.xdotool, ["mousemove", "--window", windowID, String(click.x), String(click.y), "click", "1"],
                             environment: environment, timeout: 10)
        let call = try waitForCar(CarDisplay(connected: true, screen: .call(.init(stateTitle: "Connecting…")), now: .zero),
                                  notBefore: homeDisplay, "call")
        #expect(call.difference <= Self.scaledTolerance && call.difference < call.previous,
                "after the click the scaled car is not the Connecting… call screen: mean difference \(call.difference) (\(call.previous) to the home)")

        _ = try Self.execute(tools.xdotool, ["key", "--window", windowID, "Escape"], environment: environment, timeout: 10)
        let deadline = Date().addingTimeInterval(10)
        while app.isRunning, Date() < deadline { usleep(50_000) }
        try #require(!app.isRunning, "headunit window did not quit on Esc")
        #expect(app.terminationStatus == 0)
        #expect(Self.text(appErr) == "")
        let scaled = String(fit.summary(car: .wide))
        #expect(scaled.hasPrefix("1920x720 car scaled to 0.") && scaled.hasSuffix(" to fit the 1366x768 screen"), "\(scaled)")
        #expect(Self.text(appOut) == "headunit window: \(scaled)\nheadunit window: recorded 2 steps in \(recording)\n")
        let drill = try String(contentsOfFile: recording, encoding: .utf8)
        let steps = drill.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("wait") && !$0.hasPrefix("#") }
        #expect(steps == ["scenario \"Recorded in the window\"", "given display 1920x720",
                          "plug", "tap \"Continue conversation\"", "expect car call \"Connecting…\"", "expect no crash"])
    }

    /// The largest mean channel difference (0-255) a scaled picture may have from the headless
    /// one sampled at its pixels' centres (SDL's linear filter softens edges). Measured under
    /// Xvfb: about 0.1-0.2 for the screen shown, 17-23 for the screen before it.
    static let scaledTolerance = 2.0

    /// The mean absolute channel difference (red, green, blue) between `shown`, a window's
    /// pixels scaled by `fit`, and `full`, the unscaled picture sampled at each shown pixel's
    /// centre mapped back through `fit` (nearest pixel).
    static func scaledDifference(full: Canvas, shown: Canvas, fit: WindowFit) -> Double {
        var total = 0, count = 0
        for y in 0..<shown.height {
            for x in 0..<shown.width {
                let point = fit.contentPoint(ofWindowPixel: x, y)
                let sx = min(full.width - 1, Int(point.x)), sy = min(full.height - 1, Int(point.y))
                let a = shown[x, y], e = full[sx, sy]
                total += abs(Int(a.r) - Int(e.r)) + abs(Int(a.g) - Int(e.g)) + abs(Int(a.b) - Int(e.b))
                count += 3
            }
        }
        return count == 0 ? .infinity : Double(total) / Double(count)
    }

    // MARK: Helpers

    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built `headunit` beside the test bundle (else in .build/debug), which must know
    /// `window`.
    static func headunit() throws -> String {
        let candidates = [Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("headunit").path,
                          root.appendingPathComponent(".build/debug/headunit").path].compactMap { $0 }
        let binary = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
                                  "no headunit binary in \(candidates.joined(separator: " or ")): run `swift build` first (`make test` does)")
        let help = try execute(binary, ["window", "--help"], environment: ProcessInfo.processInfo.environment, timeout: 20)
        try #require(help.code == 0, """
            \(binary) has no `window` command (\(help.err.trimmingCharacters(in: .whitespacesAndNewlines))). \
            To fix, add `case "window": return WindowCommand.run(Array(arguments.dropFirst()), out: &out, err: &err)` \
            to HeadUnitCommand.run and run `swift build`.
            """)
        return binary
    }

    /// Xvfb, xdotool and xwd, if all are on PATH.
    static let xTools: (xvfb: String, xdotool: String, xwd: String)? = {
        guard let xvfb = which("Xvfb"), let xdotool = which("xdotool"), let xwd = which("xwd") else { return nil }
        return (xvfb, xdotool, xwd)
    }()

    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func displayInUse(_ number: Int) -> Bool {
        FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
    }

    /// Xvfb on the first free display from :90 to :99, with one screen of `screen` (`WxHxDEPTH`),
    /// once its socket is there.
    static func startXvfb(_ xvfb: String, screen: String = "1280x1024x24") throws -> (Process, String) {
        for number in 90...99 where !displayInUse(number) {
            let server = Process()
            server.executableURL = URL(fileURLWithPath: xvfb)
            server.arguments = [":\(number)", "-screen", "0", screen, "-nolisten", "tcp"]
            server.standardOutput = FileHandle.nullDevice
            server.standardError = FileHandle.nullDevice
            try server.run()
            let deadline = Date().addingTimeInterval(10)
            while server.isRunning, !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)"), Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
            }
            if server.isRunning, FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
                return (server, ":\(number)")
            }
            stopXvfb(server, display: ":\(number)")   // another server took the number meanwhile: try the next
        }
        throw XvfbUnavailable()
    }

    struct XvfbUnavailable: Error, CustomStringConvertible {
        var description: String { "Xvfb did not start on any display from :90 to :99" }
    }

    /// Ends a child process by its own pid, and waits for it. SIGKILL at once: children of the
    /// test runner inherit its blocked SIGTERM and SIGINT, so a polite signal would only wait.
    /// This process's environment for a window on `display`: SDL's dummy audio, X11 only, and
    /// the screen's own bounds (no override of the usable area).
    static func environment(display: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["SDL_AUDIODRIVER"] = "dummy"
        for name in ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_DISPLAY_USABLE_BOUNDS"] { environment[name] = nil }
        return environment
    }

    /// Starts `binary ARGS…` with its output and errors in files of `folder` (read after, or while
    /// it runs, with `text(_:)`).
    static func launch(_ binary: String, _ arguments: [String], environment: [String: String], in folder: URL) throws -> (Process, URL, URL) {
        let app = Process()
        app.executableURL = URL(fileURLWithPath: binary)
        app.arguments = arguments
        app.environment = environment
        let out = folder.appendingPathComponent("out.txt"), err = folder.appendingPathComponent("err.txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        app.standardOutput = try FileHandle(forWritingTo: out)
        app.standardError = try FileHandle(forWritingTo: err)
        try app.run()
        return (app, out, err)
    }

    static func stop(_ process: Process) {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Ends the Xvfb this test started and removes the lock and socket it cannot remove itself
    /// once killed (only when the lock names its pid).
    static func stopXvfb(_ server: Process, display: String) {
        let pid = server.processIdentifier
        stop(server)
        let number = display.dropFirst()
        let lock = "/tmp/.X\(number)-lock"
        let owner = (try? String(contentsOfFile: lock, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard owner == String(pid) else { return }
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        try? FileManager.default.removeItem(atPath: lock)
    }

    /// Runs a program to its end (killed after `timeout` seconds) and returns its status and
    /// output.
    static func execute(_ program: String, _ arguments: [String], environment: [String: String], timeout: TimeInterval) throws
        -> (code: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read while it runs, so a full pipe never blocks it.
        let outData = ReadAll(out.fileHandleForReading), errData = ReadAll(err.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        stop(process)
        return (process.terminationStatus, outData.text(), errData.text())
    }

    /// A pipe read to its end on a background thread.
    final class ReadAll: @unchecked Sendable {
        // @unchecked: `data` is written once on the reading thread, read after `done` signals.
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)
        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }
        func text() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// The text of a child's output file (through `UserFile`: Foundation's readers leak 4 KB for
    /// each empty file, which the leak checker of `make sanitize` reports).
    static func text(_ file: URL) -> String {
        String(decoding: (try? UserFile.read(file.path).get()) ?? [], as: UTF8.self)
    }

    /// A window's position and size on the X screen.
    /// Asked again (bounded) until xdotool gives all four: once, under ThreadSanitizer on a
    /// loaded machine, a window just found by name had no geometry yet.
    static func geometry(of window: String, xdotool: String, environment: [String: String]) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let deadline = Date().addingTimeInterval(10)
        var values: [String: Int] = [:]
        var errors = ""
        repeat {
            let result = try execute(xdotool, ["getwindowgeometry", "--shell", window], environment: environment, timeout: 10)
            errors = result.err
            for line in result.out.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
            }
            if ["X", "Y", "WIDTH", "HEIGHT"].allSatisfy({ values[$0] != nil }) { break }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline
        let missing = "xdotool getwindowgeometry \(window) gave no geometry: \(errors)"
        return (try #require(values["X"], "\(missing)"), try #require(values["Y"], "\(missing)"),
                try #require(values["WIDTH"], "\(missing)"), try #require(values["HEIGHT"], "\(missing)"))
    }
}

/// An X window dump (`xwd`'s format): a big-endian header of 25 32-bit fields, the window's
/// name, the colour map, then the pixels. Only the true-colour 24/32-bit form Xvfb makes is read.
struct XWDImage {
    let width: Int
    let height: Int
    private let bytes: [UInt8]
    private let offset: Int
    private let bytesPerLine: Int
    private let bytesPerPixel: Int
    private let lsbFirst: Bool
    private let shifts: (r: Int, g: Int, b: Int)

    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    static func decode(_ bytes: [UInt8]) throws -> XWDImage {
        func field(_ i: Int) -> Int {
            let o = i * 4
            return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
        }
        guard bytes.count >= 100 else { throw Unsupported(description: "xwd: \(bytes.count) bytes is no dump") }
        let headerSize = field(0), version = field(1), format = field(2), width = field(4), height = field(5)
        let byteOrder = field(7), bitsPerPixel = field(11), bytesPerLine = field(12)
        let masks = (field(14), field(15), field(16)), colours = field(19)
        guard version == 7, format == 2, bitsPerPixel == 32 || bitsPerPixel == 24 else {
            throw Unsupported(description: "xwd: version \(version), format \(format), \(bitsPerPixel) bits per pixel")
        }
        let offset = headerSize + colours * 12
        guard bytes.count >= offset + bytesPerLine * height else { throw Unsupported(description: "xwd: the pixels are cut short") }
        return XWDImage(width: width, height: height, bytes: bytes, offset: offset, bytesPerLine: bytesPerLine,
                        bytesPerPixel: bitsPerPixel / 8, lsbFirst: byteOrder == 0,
                        shifts: (masks.0.trailingZeroBitCount, masks.1.trailingZeroBitCount, masks.2.trailingZeroBitCount))
    }

    /// The pixels of a rectangle, as an opaque RGBA canvas.
    func crop(x: Int, y: Int, width w: Int, height h: Int) throws -> Canvas {
        guard x >= 0, y >= 0, x + w <= width, y + h <= height else {
            throw Unsupported(description: "xwd: \(w)×\(h) at \(x),\(y) is outside the \(width)×\(height) screen")
        }
        var canvas = Canvas(width: w, height: h)
        for row in 0..<h {
            for column in 0..<w {
                let o = offset + (y + row) * bytesPerLine + (x + column) * bytesPerPixel
                var value = 0
                for k in 0..<bytesPerPixel {
                    let byte = Int(bytes[o + k])
                    value |= lsbFirst ? byte << (8 * k) : byte << (8 * (bytesPerPixel - 1 - k))
                }
                canvas[column, row] = RGBA(UInt8((value >> shifts.r) & 0xFF), UInt8((value >> shifts.g) & 0xFF), UInt8((value >> shifts.b) & 0xFF))
            }
        }
        return canvas
    }
}
