import CarPlay
import Drill
import Foundation
import HeadUnitTesting
import HeadUnitWindow
import Screen
import Testing

/// B12: a team's own scene in the window, driven headlessly as the SDL loop drives it — keys,
/// clicks on what the car draws, wall time — and its recording replayed through `SceneDrill`.
@Suite("SceneWindowSession: your scene in the window, recorded (B12)")
@MainActor
struct SceneWindowSessionTests {
    /// A session over `LibraryScene`, its `sign out` event reaching the scene plugged in last.
    func session(_ options: SceneWindowOptions = SceneWindowOptions()) -> (SceneWindowSession, SceneBox) {
        let box = SceneBox()
        let session = SceneWindowSession(options: options, category: .audio, events: ["sign out": { box.scene?.signOut() }]) {
            let scene = LibraryScene()
            box.scene = scene
            return scene
        }
        return (session, box)
    }

    /// Clicks the middle of what the car draws for `title` (as a person does), and lets `wallMs` pass.
    func click(_ title: String, in session: SceneWindowSession, then wallMs: Double = 500) async throws {
        let targets = try session.renderer.car.car.targets(for: session.car.screen, now: session.now)
        let target = try #require(targets.first { $0.title == title }, "\(title) is not drawn; drawn: \(targets.map(\.title))")
        await session.click(x: target.frame.midX, y: target.frame.midY)
        await session.elapse(wallMs: wallMs)
    }

    /// Writes `drill` to a file of its own and replays it over a fresh `LibraryScene`.
    func replay(_ drill: String) async throws -> DrillSuite {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("window-\(UUID().uuidString).drill").path
        try drill.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return await SceneDrill(category: .audio) { LibraryScene() }.run([path])
    }

    @Test("tab bar → a row pushes a list → a row presents an alert → its action → back: recorded, it replays and passes")
    func clickThroughReplays() async throws {
        let (session, _) = session()
        await session.elapse(wallMs: 200)
        await session.press(.letter("p"))
        await session.elapse(wallMs: 1000)
        try await click("Albums", in: session)
        try await click("Blue", in: session)
        try await click("Play", in: session)
        await session.press(.backspace)
        await session.elapse(wallMs: 400)
        #expect(session.car.crashes.isEmpty)
        #expect(session.recorder.stepCount == 5)
        let drill = session.recordedDrill
        #expect(drill == """
            # Recorded in HeadUnitWindow; replay with SceneDrill(…).run([FILE]).
            scenario "Recorded in the window"
              wait 200ms
              plug
              expect car top tab-bar "Library" "Search"
              expect car top tab "Library" list "Albums" "Playlists"
              wait 1000ms
              tap "Albums"
              expect car top list "Albums" "Blue" "Red"
              wait 500ms
              tap "Blue"
              expect car presented alert "Play Blue?" "Play"
              wait 500ms
              tap "Play"
              expect car top list "Albums" "Blue" "Red"
              wait 500ms
              tap back
              expect car top tab-bar "Library" "Search"
              expect car top tab "Library" list "Albums" "Playlists"
              wait 400ms
              expect car top tab-bar "Library" "Search"
              expect car top tab "Library" list "Albums" "Playlists"
              expect no crash

            """)
        let suite = try await replay(drill)
        #expect(suite.passed, Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines).joined(separator: "\n")))
    }

    @Test("a tap that crashes the app ends the recording with `expect crash H3`; the file replays and passes, stopping there")
    func crashEndsTheRecording() async throws {
        let (session, _) = session()
        await session.press(.letter("p"))
        await session.elapse(wallMs: 1000)
        try await click("Search", in: session)
        try await click("Break", in: session, then: 100)
        #expect(session.car.crashes.map(\.rule) == ["H3"])
        await session.press(.letter("p"))   // B6: nothing reaches a crashed app; said, not recorded
        #expect(session.message == .error("cannot unplug: the app crashed [H3]; nothing reaches it any more"))
        #expect(session.frameKey.crash?.rule == "H3")
        #expect(session.frameKey.crashLine?.hasPrefix("Crashed [H3] at ") == true)
        #expect(session.statusText == "Running · 0:01 · speed ×1 · the app crashed")
        let drill = session.recordedDrill
        #expect(drill.hasSuffix("""
              tap "Break"
              expect crash H3

            """))
        let suite = try await replay(drill)
        #expect(suite.passed, Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines).joined(separator: "\n")))
        #expect(suite.results.first?.record.failures.map(\.rule) == ["H3"])
    }

    @Test("an event's key runs it and records `event \"NAME\"` with what the car shows after it")
    func eventIsRecorded() async throws {
        let (session, _) = session()
        #expect(session.renderer.strip.control(for: .digit(1))?.action == .event("sign out"))
        await session.press(.letter("p"))
        await session.elapse(wallMs: 1000)
        await session.press(.digit(1))
        #expect(session.message == .step("event \"sign out\""))
        #expect(session.recordedDrill.contains("""
              wait 1000ms
              event "sign out"
              expect car presented alert "Signed out" "OK"
            """))
    }

    @Test("a refused touch is the strip's message and is not recorded")
    func refusalsAreMessages() async throws {
        let (session, _) = session()
        await session.press(.backspace)
        #expect(session.message == .error("the car shows no back button"))
        await session.unplug()
        #expect(session.message == .error("the car is not plugged in"))
        await session.press(.letter("p"))
        await session.elapse(wallMs: 1000)
        try await click("Albums", in: session, then: 100)
        try await click("Blue", in: session)   // the push still animates: refused
        #expect(session.message == .error(HeadUnitError.inTransition(title: "Blue").description))
        await session.plug()
        #expect(session.message == .error("the car is already plugged in"))
        #expect(session.recorder.stepCount == 2)
        #expect(!session.recordedDrill.contains("tap \"Blue\""))
    }

    @Test("wall time × speed moves the car; paused, nothing moves; exit-after stops the clock and asks to quit")
    func time() async {
        var options = SceneWindowOptions()
        options.speed = 2
        options.exitAfter = 5000
        let (session, _) = session(options)
        await session.elapse(wallMs: 1000.25)
        await session.elapse(wallMs: 0.75)
        #expect(session.now == Instant(ms: 2002))
        await session.press(.space)
        await session.elapse(wallMs: 1000)
        #expect(session.now == Instant(ms: 2002) && session.statusText == "Paused · 0:02 · speed ×2")
        await session.press(.space)
        await session.press(.minus)
        await session.elapse(wallMs: 10_000)
        #expect(session.now == Instant(ms: 5000) && session.quitRequested)
    }

    @Test("a scenario plays through the scene words in the window's time, its touches waiting for their target, and is recorded")
    func scenarioPlays() async throws {
        let (session, _) = session()
        session.play(SceneScript(steps: [.plug, .tap("Albums"), .tap("Blue"), .wait(2000), .tapBack]))
        for _ in 0..<40 { await session.elapse(wallMs: 100) }
        #expect(session.pendingSteps.isEmpty)
        #expect(session.recorder.stepCount == 3)   // no back under the alert: dropped, said
        #expect(session.car.screen.presented?.title == "Play Blue?")
        #expect(session.message == .error("the scenario's back button is not on the car's screen after 1000ms"))
        let suite = try await replay(session.recordedDrill)
        #expect(suite.passed, Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines).joined(separator: "\n")))
    }

    @Test("the picture is the car over the strip; a crash is in the frame")
    func render() async throws {
        let (session, _) = session()
        await session.press(.letter("p"))
        await session.elapse(wallMs: 1000)
        let canvas = try session.render()
        #expect(canvas.width == session.renderer.size.width && canvas.height == session.renderer.size.height)
        #expect(session.renderer.size.height == 480 + session.renderer.strip.height)
        #expect(session.frameKey.log == Array(session.car.hostLog.suffix(SceneStrip.logLines)))
        try await click("Search", in: session)
        try await click("Break", in: session, then: 100)
        let crash = try #require(session.car.crashes.first)
        let marked = try session.renderer.car.render(car: session.car.screen, now: session.now, crash: crash)
        let crashed = try session.render()
        #expect(crashed[1, 240] == marked[1, 240] && crashed[1, 240] != canvas[1, 240],
                "the car is framed red after a crash, as pictures are")
    }

    @Test("the rail shows the app's name and icon when the window is given them")
    func appLook() async throws {
        let look = AppLook(name: "Library", icon: ImageLook(systemName: "books.vertical"))
        let session = SceneWindowSession(category: .audio, app: look) { LibraryScene() }
        await session.press(.letter("p"))
        await session.elapse(wallMs: 1000)
        #expect(session.car.screen.app == look)
    }
}
