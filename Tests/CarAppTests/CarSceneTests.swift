import Testing
import Host
import CarApp
import Rig
import TestSupport

/// The app's behaviour through the world: taps, the call, retries, the gear and the phone.
/// Invariants are checked by the world after every event; each test ends asserting none broke.
@Suite("CarScene: tiles, calls, retries, the gear and the phone")
struct CarSceneTests {
    /// Plugged in, home settled.
    func plugged(_ configure: (inout WorldConfig) -> Void = { _ in }) throws -> World {
        var world = Build.world(configure)
        try world.apply(.plug)
        world.advance(by: 300)
        return world
    }

    /// A car call that is up and settled.
    func callUp(_ configure: (inout WorldConfig) -> Void = { _ in }) throws -> World {
        var world = try plugged(configure)
        try world.run(.tap("Continue conversation"))
        world.advance(by: 300)
        try world.run(.realtimeUp)
        world.advance(by: 300)
        return world
    }

    func telemetryNames(_ world: World) -> [String] { world.record.telemetry.map(\.event.name) }

    @Test("L1: a call turns voice on, asks for a secret, then opens the socket")
    func startSequence() throws {
        var world = try plugged()
        try world.apply(.tap("Continue conversation"))
        let log = world.record.mergedLog.map(\.text)
        #expect(log.contains("server: voice on for conversation 1"))
        let names = telemetryNames(world)
        #expect(names.firstIndex(of: "call.start")! < names.firstIndex(of: "call.secret")!)
        #expect(world.state.realtime.waitingAttempt == 1)
        #expect(world.record.failures.isEmpty)
    }

    @Test("L2: an attempt not up within 15 s gives up (Failed), and the car retries")
    func giveUpAfter15s() throws {
        var world = try plugged()
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 14_999)
        #expect(world.cueNames == [])
        world.advance(by: 1)
        #expect(world.cueNames == ["failed"])
        world.advance(by: 300)
        #expect(world.carLine == "home[Live Mode unavailable, retrying…|New conversation]")
        #expect(world.record.failures.isEmpty)
    }

    @Test("L3: a socket error ends the call at once: Disconnected, and the car retries")
    func socketErrorDrops() throws {
        var world = try callUp()
        try world.apply(.realtimeDrop("boom"))
        world.advance(by: 300)
        #expect(world.cueNames == ["connected", "disconnected"])
        #expect(world.carLine == "home[Live Mode unavailable, retrying…|New conversation]")
        #expect(world.record.failures.isEmpty)
    }

    @Test("L3: after a pong, 20 s with nothing heard drops the call; without a pong it never does")
    func silenceDrop() throws {
        var world = try callUp()
        try world.apply(.realtimeQuiet)
        // Quiet from the start: no pong ever, so the call never drops by silence.
        world.advance(by: 60_000)
        #expect(world.cueNames == ["connected"])

        var heard = try callUp()          // up at 0.6 s, settled at 0.9 s
        heard.advance(to: Instant(ms: 5_600))   // the first ping, 5 s after the call came up, gets its pong
        try heard.apply(.realtimeQuiet)   // then nothing
        heard.advance(by: 19_999)
        #expect(heard.cueNames == ["connected"])
        heard.advance(by: 1)
        #expect(heard.cueNames == ["connected", "disconnected"])
        #expect(heard.record.failures.isEmpty)
    }

    @Test("L4: with realtime unreachable, failures land at 0, 2, 7 and 22 s and retrying stops at 22 s")
    func unreachableTimeline() throws {
        var world = try plugged { $0.realtime = .unreachable }
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 30_000)
        let failures = world.record.telemetry.filter { $0.event.name == "call.failed" }.map { $0.at - Instant(ms: 300) }
        #expect(failures == [0, 2_000, 7_000, 22_000])
        #expect(world.record.cues.map { "\($0.cue.rawValue)@\($0.start - Instant(ms: 300))" } == ["failed@0", "failed@22000"])
        #expect(world.carLine == "home[Live Mode unavailable. Tap to retry.|New conversation]")
        #expect(world.record.failures.isEmpty)
    }

    @Test("L5: the 30 s window since the tap ends retrying, and the attempt in flight")
    func windowEndsRetrying() throws {
        var world = try plugged()
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 15_000)   // attempt 1 gives up at 15 s; retry at 17 s, in flight at 30 s
        world.advance(by: 14_999)
        #expect(world.carLine == "call[Connecting…]")
        world.advance(by: 1)
        world.advance(by: 300)
        #expect(world.carLine == "home[Live Mode unavailable. Tap to retry.|New conversation]")
        #expect(world.cueNames == ["failed", "failed"])
        #expect(world.record.failures.isEmpty)
    }

    @Test("L6, T5: End during an attempt ends the retries; nothing is left on the car")
    func endEndsRetries() throws {
        var world = try plugged { $0.realtime = .unreachable }
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 2_000)    // the first retry's attempt fails at once too
        world.advance(by: 300)
        #expect(world.carLine == "home[Live Mode unavailable, retrying…|New conversation]")
        try world.apply(.tap("Live Mode unavailable, retrying…"))   // T5: does nothing
        #expect(world.record.telemetry.filter { $0.event.name == "call.start" }.count == 2)
        world.advance(by: 60_000)
        #expect(world.carLine == "home[Live Mode unavailable. Tap to retry.|New conversation]")
        // T5: a tap tries the same conversation again with a fresh count and window.
        try world.apply(.tap("Live Mode unavailable. Tap to retry."))
        world.advance(by: 600)   // the attempt's screen comes and goes (C3)
        #expect(world.carLine == "home[Live Mode unavailable, retrying…|New conversation]")
        #expect(world.record.failures.isEmpty)
    }

    @Test("L6, Q6: End on the car ends the call with Ended and no retries")
    func endButton() throws {
        var world = try callUp()
        try world.apply(.tap("End"))
        world.advance(by: 300)
        #expect(world.cueNames == ["connected", "ended"])
        #expect(world.carLine == "home[Continue conversation|New conversation]")
        world.advance(by: 60_000)
        #expect(world.record.telemetry.filter { $0.event.name == "call.start" }.count == 1)
        #expect(world.record.failures.isEmpty)
    }

    @Test("L8, C1: Mute sends silence; the screen reads Muted; Mute keeps its word")
    func mute() throws {
        var world = try callUp()
        try world.apply(.tap("Mute"))
        world.advance(by: 300)
        #expect(world.carLine == "call[Muted]")
        guard case .call(let call) = world.carDisplay.screen else { Issue.record("no call screen"); return }
        #expect(call.actionButtons == ["Mute", "End"])
        #expect(world.record.mergedLog.contains { $0.text == "microphone sent as silence" })
    }

    @Test("C2: Speaking while the reply plays, Working on it… while a tool runs, Listening in between")
    func statesFollowTheCall() throws {
        var world = try callUp()
        try world.apply(.toolStart("search"))
        world.advance(by: 200)
        #expect(world.carLine == "call[Working on it…]")
        try world.apply(.replyStart)
        world.advance(by: 200)
        #expect(world.carLine == "call[Working on it…]", "C2: a reply under way is not Speaking until its audio plays")
        try world.apply(.replyAudio)
        world.advance(by: 200)
        #expect(world.carLine == "call[Speaking]")
        try world.run(.replyEnd, .toolEnd)
        world.advance(by: 200)
        #expect(world.carLine == "call[Listening]")
        #expect(world.record.failures.isEmpty)
    }

    @Test("H12, C2: state changes within 100 ms still end on the latest state")
    func rapidStatesSettle() throws {
        var world = try callUp()
        try world.run(.replyStart, .replyEnd, .toolStart("x"))
        world.advance(by: 150)
        #expect(world.carLine == "call[Working on it…]")
    }

    @Test("C7: an error shows on the status line while the call stays up, until a reply comes through")
    func errorLine() throws {
        var world = try callUp()
        try world.apply(.replyFail)
        guard case .call(let call) = world.carDisplay.screen else { Issue.record("no call screen"); return }
        #expect(call.statusLine == "The reply failed.")
        try world.apply(.replyStart)
        guard case .call(let after) = world.carDisplay.screen else { Issue.record("no call screen"); return }
        #expect(after.statusLine == nil)
    }

    @Test("T3: Continue picks up a call already running on the phone: no new secret, no second Connected")
    func continuePicksUp() throws {
        var world = Build.world()
        try world.run(.phone(.startCall), .realtimeUp)
        try world.apply(.plug)   // C4 would show it at once; unplug first to test the tile path
        world.advance(by: 600)
        #expect(world.carLine == "call[Listening]")
        #expect(world.cueNames == ["connected"])
        #expect(world.record.telemetry.filter { $0.event.name == "call.secret" }.count == 1)
        #expect(world.record.failures.isEmpty)
    }

    @Test("O1: a call started on the phone stays there while the car shows tiles; Continue takes it")
    func phoneCallStaysUntilTapped() throws {
        var world = try plugged()
        try world.run(.phone(.startCall), .realtimeUp)
        world.advance(by: 300)
        #expect(world.carLine == "home[Continue conversation|New conversation]")
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 300)
        #expect(world.carLine == "call[Listening]")
        #expect(world.cueNames == ["connected"])
        #expect(world.record.telemetry.filter { $0.event.name == "call.secret" }.count == 1)
        #expect(world.record.failures.isEmpty)
    }

    @Test("T3: New ends the open conversation and calls a fresh one")
    func newCallsFresh() throws {
        var world = try plugged()
        try world.apply(.tap("New conversation"))
        world.advance(by: 300)
        #expect(world.carLine == "call[Connecting…]")
        #expect(world.state.server.openConversation == 2)
        #expect(world.record.failures.isEmpty)
    }

    @Test("T4, D6: the car does not redraw when the phone ends the conversation; Continue then fails and leaves New")
    func endedOnPhone() throws {
        var world = try plugged()
        try world.apply(.phone(.endConversation))
        world.advance(by: 300)
        #expect(world.carLine == "home[Continue conversation|New conversation]")
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 300)
        #expect(world.cueNames == ["failed"])
        #expect(world.carLine == "home[New conversation]")
        #expect(world.record.telemetry.filter { $0.event.name == "call.start" }.isEmpty)
        #expect(world.record.failures.isEmpty)
    }

    @Test("T2: tiles drawn with no open conversation show only New")
    func noConversation() throws {
        let world = try plugged { $0.conversation = .none }
        #expect(world.carLine == "home[New conversation]")
    }

    @Test("C4: a call already running when the car connects is shown at once, in its state, with no cue")
    func connectMidCall() throws {
        var world = try callUp()
        try world.run(.replyStart, .replyAudio)
        try world.apply(.unplug)
        world.advance(by: 1_000)
        try world.apply(.plug)
        // At once: the grid as root, the call screen queued over it in its current state.
        world.advance(by: 600)
        #expect(world.carLine == "call[Speaking]")
        #expect(world.cueNames == ["connected"])
        #expect(world.record.failures.isEmpty)
    }

    @Test("C5: going back to an earlier conversation keeps the screen on Connecting… until the new session is up")
    func goBack() throws {
        var world = try callUp()
        try world.run(.tap("Mute"), .realtimeGoBack)
        world.advance(by: 300)
        #expect(world.carLine == "call[Muted]")   // C5: Mute is kept
        try world.apply(.tap("Mute"))
        world.advance(by: 300)
        #expect(world.carLine == "call[Connecting…]")
        try world.apply(.realtimeUp)
        world.advance(by: 300)
        #expect(world.carLine == "call[Listening]")
        #expect(world.cueNames == ["connected", "connected"])
        #expect(world.record.hostLog.filter { $0.text.contains("presentTemplate") }.count == 1)   // the same screen
        #expect(world.record.failures.isEmpty)
    }

    @Test("G1: the gear ends the call as the person ending it, dismisses the screen, pushes the panel")
    func gear() throws {
        var world = try callUp()
        try world.apply(.replyStart)
        try world.apply(.tapGear)
        world.advance(by: 600)
        #expect(world.cueNames == ["connected", "ended"])
        #expect(world.record.telemetry.contains { $0.event.name == "call.end" && $0.event.fields["reason"] == "gear" })
        #expect(world.carLine.hasPrefix("panel[Reset to defaults|Reply length=No cap|Turn detection=Semantic|Eagerness=Auto|Listening=Always"))
        world.advance(by: 60_000)
        #expect(world.record.telemetry.filter { $0.event.name == "call.start" }.count == 1)   // no retries
        #expect(world.record.failures.isEmpty)
    }

    @Test("G2: under Silence the panel shows the threshold and the pause, never the eagerness; Listening is Phone only")
    func panelRows() throws {
        var world = try callUp()
        try world.apply(.tapGear)
        world.advance(by: 600)
        try world.apply(.panelSet(row: "Turn detection", value: "Silence"))
        guard case .panel(let panel) = world.carDisplay.screen else { Issue.record("no panel"); return }
        #expect(panel.rows.map(\.title) == ["Reset to defaults", "Reply length", "Turn detection", "Speech threshold", "Pause", "Listening", "Noise reduction", "Speaking speed"])
        #expect(panel.rows.first { $0.title == "Listening" }?.note == "Phone only")
        #expect(panel.backTitle == "Back to the call")
    }

    @Test("G5, G3, G4: a reply cap set by voice shows; Reset clears it; Back calls the same conversation again")
    func panelFlow() throws {
        var world = try callUp()
        try world.apply(.realtimeSet(row: "Reply length", value: "Short"))
        try world.apply(.tapGear)
        world.advance(by: 600)
        #expect(world.carLine.contains("Reply length=Short"))
        try world.apply(.tap("Reset to defaults"))
        #expect(world.carLine.contains("Reply length=No cap"))
        try world.apply(.tap("Back to the call"))
        world.advance(by: 600)
        #expect(world.carLine == "call[Connecting…]")
        #expect(world.record.telemetry.filter { $0.event.name == "call.start" }.count == 2)
        #expect(world.record.failures.isEmpty)
    }

    @Test("G4, T4: Back to the call after the conversation ended: Failed, no call, New alone")
    func backAfterEnded() throws {
        var world = try callUp()
        try world.apply(.tapGear)
        world.advance(by: 600)
        try world.apply(.phone(.endConversation))
        try world.apply(.tap("Back to the call"))
        world.advance(by: 600)
        #expect(world.cueNames == ["connected", "ended", "failed"])
        #expect(world.carLine == "home[New conversation]")
        #expect(world.record.failures.isEmpty)
    }

    @Test("O2, O6: unplugged with a call up, the phone lands on the Live thread 3 s later, silently")
    func landsAfter3s() throws {
        var world = try callUp()
        try world.apply(.unplug)
        world.advance(by: 2_999)
        #expect(world.phoneDisplay.screen == .app)
        world.advance(by: 1)
        #expect(world.phoneDisplay.screen == .liveThread)
        #expect(world.phoneDisplay.buttons == ["Mute", "Hang up"])
        #expect(world.cueNames == ["connected"])
        #expect(world.record.failures.isEmpty)
    }

    @Test("O3: a re-plug at 2.999 s keeps the phone where it was; the call goes back to the car")
    func replugBeforeLanding() throws {
        var world = try callUp()
        try world.apply(.unplug)
        world.advance(by: 2_999)
        try world.apply(.plug)
        world.advance(by: 1_000)
        #expect(world.phoneDisplay.screen == .app)
        #expect(world.carLine == "call[Listening]")
        #expect(world.record.failures.isEmpty)
    }

    @Test("O2: in the background, the phone lands the first time it comes to the front")
    func landsOnForeground() throws {
        var world = try callUp()
        try world.run(.phone(.background), .unplug)
        world.advance(by: 10_000)
        #expect(world.phoneDisplay.screen == .background)
        try world.apply(.phone(.foreground))
        #expect(world.phoneDisplay.screen == .liveThread)
    }

    @Test("O5: a sheet makes the landing wait; opening a link cancels it")
    func landingWaits() throws {
        var world = try callUp()
        try world.run(.phone(.openSheet), .unplug)
        world.advance(by: 5_000)
        #expect(world.phoneDisplay.screen == .app)
        try world.apply(.phone(.closeSheet))
        #expect(world.phoneDisplay.screen == .liveThread)

        var cancelled = try callUp()
        try cancelled.run(.phone(.keyboardUp), .unplug)
        cancelled.advance(by: 5_000)
        try cancelled.run(.phone(.openLink), .phone(.keyboardDown))
        #expect(cancelled.phoneDisplay.screen == .app)
    }

    @Test("O4: unplugging while retrying ends the car's retries and leaves the phone alone")
    func unplugWhileRetrying() throws {
        var world = try plugged { $0.realtime = .unreachable }
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 1_000)
        try world.apply(.unplug)
        world.advance(by: 60_000)
        #expect(world.record.telemetry.filter { $0.event.name == "call.start" }.count == 1)
        #expect(world.phoneDisplay.screen == .app)
        #expect(world.record.failures.isEmpty)
    }

    @Test("L9: a call on the phone that drops says so on the phone; only the car retries")
    func phoneDrop() throws {
        var world = Build.world()
        try world.run(.phone(.startCall), .realtimeUp, .realtimeDrop("gone"))
        #expect(world.phoneDisplay.message == CarWords.callDroppedPhone)
        #expect(world.cueNames == ["connected", "disconnected"])
        world.advance(by: 60_000)
        #expect(world.record.telemetry.filter { $0.event.name == "call.start" }.count == 1)
    }

    @Test("L7, Y5: a car call is tagged carplay with Listening forced to Always; a tap outside a call has no call id")
    func carplayTag() throws {
        var world = try plugged()
        try world.apply(.tap("Continue conversation"))
        let start = try #require(world.record.telemetry.first { $0.event.name == "call.start" })
        #expect(start.event.fields["client"] == "carplay")
        #expect(start.event.fields["listening"] == "Always")
        let tap = try #require(world.record.telemetry.first { $0.event.name == "car.tap" })
        #expect(tap.event.fields["call"] == nil)
    }
}
