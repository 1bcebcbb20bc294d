import Foundation
import HeadUnitTesting
import Host
import Screen

/// Your CarPlay scene on a car in a desktop window (B12): the same strict host as your tests
/// (`HeadUnit`, with your category and profile), every template it shows clicked as a driver
/// touches it, and what you did recorded as a drill that `SceneDrill` replays. One line in an
/// executable target's `main.swift`:
///
/// ```swift
/// import HeadUnitWindow
///
/// await HeadUnitWindow.run(category: .audio) { CarPlaySceneDelegate() }
/// ```
///
/// `app: AppLook(name:icon:)` puts your app's name and icon on the car's rail.
///
/// Then `swift run MyCar --record /tmp/library.drill`. The keys: P plugs in and unplugs,
/// Backspace taps the back button, the digits send the events you register (`events:`), Space
/// pauses, + and - change the speed, Esc quits. The options (`--help`): `--size WxH`,
/// `--appearance light|dark`, `--speed X`, `--record FILE.drill`, `--screenshot FILE.png`,
/// `--exit-after MS`, `--scenario FILE.drill`.
public enum HeadUnitWindow {
    /// Opens the window with the process's arguments and exits the process with its code: 0
    /// ok, 1 no display (or a file could not be written), 64 a usage error.
    @MainActor
    public static func run(category: CarPlayCategory = .voiceConversation, profile: HostProfile = .strict,
                           app: AppLook? = nil, events: [String: @MainActor () -> Void] = [:],
                           scene: @escaping @MainActor () -> any CPTemplateApplicationSceneDelegate) async -> Never {
        var out = ProcessOutput(handle: .standardOutput)
        var err = ProcessOutput(handle: .standardError)
        let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "window"
        let code = await run(arguments: Array(CommandLine.arguments.dropFirst()), program: program, category: category,
                             profile: profile, app: app, events: events, out: &out, err: &err, scene: scene)
        exit(code)
    }

    /// Opens the window with `arguments` (the options, without the program's name) and returns
    /// its exit code; `program` names it in the usage and in messages.
    @MainActor
    public static func run(arguments: [String], program: String = "window", category: CarPlayCategory = .voiceConversation,
                           profile: HostProfile = .strict, app: AppLook? = nil, events: [String: @MainActor () -> Void] = [:],
                           out: inout some TextOutputStream, err: inout some TextOutputStream,
                           scene: @escaping @MainActor () -> any CPTemplateApplicationSceneDelegate) async -> Int32 {
        let options: SceneWindowOptions
        switch SceneWindowOptions.parse(arguments) {
        case .options(let parsed): options = parsed
        case .help:
            print(SceneWindowOptions.usage(program: program), to: &out)
            return 0
        case .failure(let message):
            print("\(program): \(message)", to: &err)
            print("usage: \(program) [OPTIONS] (\(program) --help says more)", to: &err)
            return 64
        }
        let session = SceneWindowSession(options: options, category: category, profile: profile, app: app,
                                         events: events, scene: scene)
        if let path = options.scenario {
            switch SceneScript.load(path: path) {
            case .success(let script): session.play(script)
            case .failure(let failure):
                print("\(program): \(failure.message)", to: &err)
                return SceneWindowOptions.badScenario
            }
        }
        let window: DesktopWindow
        do {
            window = try DesktopWindow(title: "HeadUnit — \(program), car \(options.size)", size: session.renderer.size)
        } catch .noDisplay(let reason) {
            print("\(program): \(noDisplay(reason))", to: &err)
            return 1
        } catch {
            print("\(program): \(error)", to: &err)
            return 1
        }
        defer { window.close() }
        print("\(program): \(window.fit.summary(car: options.size))", to: &out)
        var driven = session
        await window.run(&driven, play: { _ in }, report: { print("\(program): \($0)", to: &err) })
        return finish(session, options, program: program, out: &out, err: &err)
    }

    /// The one sentence for a window without a display: what to do instead.
    static func noDisplay(_ reason: String) -> String {
        let because = reason.isEmpty ? "" : " (\(reason))"
        return "no display available\(because); run it under xvfb-run, or drill the scene without a window (SceneDrill, DrillPictures)."
    }

    /// Writes the recording and the screenshot, if asked for.
    @MainActor
    private static func finish(_ session: SceneWindowSession, _ options: SceneWindowOptions, program: String,
                               out: inout some TextOutputStream, err: inout some TextOutputStream) -> Int32 {
        var code: Int32 = 0
        if let path = options.record {
            do {
                try session.recordedDrill.write(toFile: path, atomically: true, encoding: .utf8)
                print("\(program): recorded \(session.recorder.stepCount) steps in \(path)", to: &out)
            } catch {
                print("\(program): cannot write the recording to '\(path)': \(error.localizedDescription)", to: &err)
                code = 1
            }
        }
        if let path = options.screenshot {
            do {
                try PNGCodec.write(try session.render(), to: path)
            } catch {
                print("\(program): cannot write the screenshot to '\(path)': \(error)", to: &err)
                code = 1
            }
        }
        return code
    }
}

/// Standard output or standard error as a `TextOutputStream` (the `stdout` global trips Swift 6's
/// concurrency checking).
private struct ProcessOutput: TextOutputStream {
    let handle: FileHandle

    mutating func write(_ string: String) {
        handle.write(Data(string.utf8))
    }
}
