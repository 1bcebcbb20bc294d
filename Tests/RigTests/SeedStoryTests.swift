import Testing
import Host
import CarApp
import Rig
import TestSupport

/// The seed's whole story, end to end, on one virtual clock: plug, Continue, a turn with a tool
/// and a reply, the unplug and the landing on the phone, the re-plug, the gear and its panel,
/// Back to the call; then a Realtime that cannot be reached, from the tap to the give-up.
///
/// After EACH step the test asserts what the car shows, what the phone shows, the cues that
/// started since the previous step (with their virtual start times) and the telemetry events
/// that went out since the previous step (with their times and every field): exact values,
/// in order. Times are milliseconds on the world's clock.
@Suite("The seed's story, step by step")
struct SeedStoryTests {
    // MARK: - What happened since the last step

    /// Where the previous step left off in the world's record.
    struct Since {
        var cues = 0
        var telemetry = 0
        var batches = 0
    }

    /// The cues that started since the last look, as `name@ms`; moves the mark on.
    static func newCues(_ world: World, _ since: inout Since) -> [String] {
        defer { since.cues = world.record.cues.count }
        return world.record.cues.dropFirst(since.cues).map { "\($0.cue.rawValue)@\($0.start.ms)" }
    }

    /// The telemetry events recorded since the last look, as `ms name key=value…` (every field,
    /// sorted by key, so a field that is not there is asserted absent); moves the mark on.
    static func newTelemetry(_ world: World, _ since: inout Since) -> [String] {
        defer { since.telemetry = world.record.telemetry.count }
        return world.record.telemetry.dropFirst(since.telemetry).map { "\($0.at.ms) \($0.event)" }
    }

    /// The batches sent since the last look, as `ms: n events`; moves the mark on.
    static func newBatches(_ world: World, _ since: inout Since) -> [String] {
        defer { since.batches = world.record.telemetryBatches.count }
        return world.record.telemetryBatches.dropFirst(since.batches).map { "\($0.at.ms): \($0.events.count) events" }
    }

    /// One step's assertions: the car's line, the phone's line, the cues and the telemetry
    /// since the previous step.
    static func expectStep(_ world: World, _ since: inout Since, _ step: String,
                           car: String, phone: String, cues: [String], telemetry: [String],
                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(world.carDisplay.line == car, "\(step): the car", sourceLocation: sourceLocation)
        #expect(world.phoneDisplay.line == phone, "\(step): the phone", sourceLocation: sourceLocation)
        #expect(newCues(world, &since) == cues, "\(step): the cues since the previous step", sourceLocation: sourceLocation)
        #expect(newTelemetry(world, &since) == telemetry, "\(step): the telemetry since the previous step", sourceLocation: sourceLocation)
    }

    // MARK: - The story

    static let home = "home[Continue conversation|New conversation]"
    static let panelDefaults = "panel[Reset to defaults|Reply length=No cap|Turn detection=Semantic|Eagerness=Auto|Listening=Always|Noise reduction=Near|Speaking speed=1.0×]"
    static let panelShort = "panel[Reset to defaults|Reply length=Short|Turn detection=Semantic|Eagerness=Auto|Listening=Always|Noise reduction=Near|Speaking speed=1.0×]"
    static let liveThread = "live-thread \"Listening\" [Mute|Hang up]"
    static let retrying = "home[Live Mode unavailable, retrying…|New conversation]"
    static let tapToRetry = "home[Live Mode unavailable. Tap to retry.|New conversation]"

    @Test("D1-D4: the seed's story end to end, every step's car, phone, cues and telemetry")
    func seedStory() throws {
        var world = Build.world()
        var since = Since()

        // T1: plugged in, the home with two tiles, no cue. The car is a route change (A1).
        try world.apply(.plug)
        world.advance(by: 300)                                   // 0.3 s
        Self.expectStep(world, &since, "plug", car: Self.home, phone: "app", cues: [],
                        telemetry: ["0 audio.route rate=48000"])

        // T3, L1, L7: Continue: voice on, a secret, the socket; the call screen reads Connecting….
        // Y5: the tile tap outside a call carries no call id.
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 300)                                   // 0.6 s
        Self.expectStep(world, &since, "Continue", car: "call[Connecting…]", phone: "app", cues: [],
                        telemetry: ["300 car.tap title=Continue conversation",
                                    "300 call.start attempt=1 client=carplay listening=Always",
                                    "300 car.screen screen=call",
                                    "300 call.state call=1 state=connecting",
                                    "300 call.secret attempt=1"])

        // Q1: the call comes up: Connected, Listening; L8: the audio session and the engine.
        try world.apply(.realtimeUp)
        world.advance(by: 400)                                   // 1.0 s
        Self.expectStep(world, &since, "call up", car: "call[Listening]", phone: "app", cues: ["connected@600"],
                        telemetry: ["600 cue name=connected",
                                    "600 call.connected attempt=1",
                                    "600 audio.session active=true",
                                    "600 call.state call=1 state=listening",
                                    "700 engine.start"])

        // The person talks: no cue while they talk (Q7).
        try world.apply(.speechStart)
        world.advance(by: 500)                                   // 1.5 s
        Self.expectStep(world, &since, "speech start", car: "call[Listening]", phone: "app", cues: [],
                        telemetry: ["1000 speech.start"])

        // Q2: Heard 1/3 s after they stop: not at +332 ms…
        try world.apply(.speechStop)
        world.advance(by: 332)                                   // 1.832 s
        Self.expectStep(world, &since, "speech stop +332 ms", car: "call[Listening]", phone: "app", cues: [],
                        telemetry: ["1500 speech.stop"])
        // … at +333 ms.
        world.advance(by: 1)                                     // 1.833 s
        Self.expectStep(world, &since, "speech stop +333 ms", car: "call[Listening]", phone: "app", cues: ["heard@1833"],
                        telemetry: ["1833 cue name=heard"])
        // Q3: Thinking ticks once a second from 1 s after they stopped.
        world.advance(by: 2_967)                                 // 4.8 s
        Self.expectStep(world, &since, "thinking", car: "call[Listening]", phone: "app",
                        cues: ["thinking@2500", "thinking@3500", "thinking@4500"],
                        telemetry: ["2500 cue name=thinking", "3500 cue name=thinking", "4500 cue name=thinking"])

        // C2, Q4: a tool: Working on it…, Working at once and every 2.5 s, no tick meanwhile (Q3).
        try world.apply(.toolStart("search"))
        world.advance(by: 3_000)                                 // 7.8 s
        Self.expectStep(world, &since, "tool start", car: "call[Working on it…]", phone: "app",
                        cues: ["working@4800", "working@7300"],
                        telemetry: ["4800 cue name=working",
                                    "4800 tool.start name=search",
                                    "4800 call.state call=1 state=working",
                                    "7300 cue name=working"])

        // Q4, Q7: the tool ends well: no sound for it; back to the tick a second later.
        try world.apply(.toolEnd)
        world.advance(by: 1_500)                                 // 9.3 s
        Self.expectStep(world, &since, "tool end", car: "call[Listening]", phone: "app", cues: ["thinking@8800"],
                        telemetry: ["7800 tool.end outcome=completed",
                                    "7800 call.state call=1 state=listening",
                                    "8800 cue name=thinking"])

        // C2, Y1: the reply, its audio at once: Speaking; the time from the end of speech to the
        // reply and to its first audio.
        try world.run(.replyStart, .replyAudio)
        world.advance(by: 300)                                   // 9.6 s
        Self.expectStep(world, &since, "reply start, reply audio", car: "call[Speaking]", phone: "app", cues: [],
                        telemetry: ["9300 reply.start",
                                    "9300 reply.latency reply_ms=7800",
                                    "9300 reply.audio after_start_ms=0 first_audio_ms=7800",
                                    "9300 call.state call=1 state=speaking"])

        // Y1: the reply's outcome, with its audio and duration; no more ticks (the turn is answered).
        try world.apply(.replyEnd)
        world.advance(by: 400)                                   // 10.0 s
        Self.expectStep(world, &since, "reply end", car: "call[Listening]", phone: "app", cues: [],
                        telemetry: ["9600 reply.end audio_ms=300 duration_ms=300 outcome=completed",
                                    "9600 call.state call=1 state=listening"])

        // O2: unplugged with the call up: the phone stays where it is for 3 s…
        try world.apply(.unplug)
        world.advance(by: 2_999)                                 // 12.999 s
        Self.expectStep(world, &since, "unplug +2.999 s", car: "disconnected", phone: "app", cues: [],
                        telemetry: ["10000 audio.route rate=48000"])
        // … then lands on the call's Live thread (Mute, Hang up), silently (O6).
        world.advance(by: 1)                                     // 13.0 s
        Self.expectStep(world, &since, "unplug +3 s", car: "disconnected", phone: Self.liveThread, cues: [],
                        telemetry: ["13000 call.handover to=phone"])
        world.advance(by: 1_000)                                 // 14.0 s
        Self.expectStep(world, &since, "on the phone", car: "disconnected", phone: Self.liveThread, cues: [], telemetry: [])

        // C4, O3: re-plugged: the call is on the car at once, in its state, no cue; the phone,
        // landed, stays on the Live thread.
        try world.apply(.plug)
        world.advance(by: 600)                                   // 14.6 s
        Self.expectStep(world, &since, "re-plug", car: "call[Listening]", phone: Self.liveThread, cues: [],
                        telemetry: ["14000 call.handover to=car",
                                    "14000 car.screen screen=call",
                                    "14000 call.state call=1 state=listening",
                                    "14000 audio.route rate=48000"])

        // G1: the gear ends the call as the person ending it (Ended, reason gear), the call
        // screen goes, the panel comes over the home (G2: current values, in order).
        // Y5: the gear tapped in a call carries the call id. Y2: the call's end sends its batch.
        try world.apply(.tapGear)
        world.advance(by: 600)                                   // 15.2 s
        let beforeGear = since.telemetry
        Self.expectStep(world, &since, "gear", car: Self.panelDefaults, phone: "app", cues: ["ended@14600"],
                        telemetry: ["14600 car.tap call=1 title=Voice settings",
                                    "14600 audio.session active=false",
                                    "14600 cue name=ended",
                                    "14600 call.end call=1 duration_ms=14300 reason=gear",
                                    "14600 car.screen screen=home"])
        #expect(Self.newBatches(world, &since) == ["14600: \(beforeGear + 4) events"])
        #expect(world.record.telemetryBatches.last?.events == world.record.telemetry.prefix(beforeGear + 4).map(\.event))
        if case .panel(let panel) = world.carDisplay.screen {
            #expect(panel.backTitle == "Back to the call")
            #expect(panel.rows.first { $0.title == "Listening" }?.note == "Phone only")   // G2
        } else {
            Issue.record("no panel on the car: \(world.carDisplay.line)")
        }

        // G2: a value chosen by touch shows at once.
        try world.apply(.panelSet(row: "Reply length", value: "Short"))
        world.advance(by: 300)                                   // 15.5 s
        Self.expectStep(world, &since, "panel set", car: Self.panelShort, phone: "app", cues: [],
                        telemetry: ["15200 settings.changed by=touch row=Reply length"])

        // G3: Reset clears it. Y5: a tap outside a call, no call id.
        try world.apply(.tap("Reset to defaults"))
        world.advance(by: 300)                                   // 15.8 s
        Self.expectStep(world, &since, "Reset", car: Self.panelDefaults, phone: "app", cues: [],
                        telemetry: ["15500 car.tap title=Reset to defaults",
                                    "15500 settings.reset"])

        // G4: Back to the call pops the panel and calls the same conversation again: a new call.
        try world.apply(.tap("Back to the call"))
        world.advance(by: 600)                                   // 16.4 s
        Self.expectStep(world, &since, "Back to the call", car: "call[Connecting…]", phone: "app", cues: [],
                        telemetry: ["15800 car.tap title=Back to the call",
                                    "15800 call.start attempt=2 client=carplay listening=Always",
                                    "15800 car.screen screen=call",
                                    "15800 call.state call=2 state=connecting",
                                    "15800 call.secret attempt=2"])

        try world.apply(.realtimeUp)
        world.advance(by: 400)                                   // 16.8 s
        Self.expectStep(world, &since, "call up again", car: "call[Listening]", phone: "app", cues: ["connected@16400"],
                        telemetry: ["16400 cue name=connected",
                                    "16400 call.connected attempt=2",
                                    "16400 audio.session active=true",
                                    "16400 call.state call=2 state=listening",
                                    "16500 engine.start"])
        #expect(Self.newBatches(world, &since) == [])
        #expect(world.record.failures.isEmpty)

        // D4: the secret points nowhere.
        var far = Build.world { $0.realtime = .unreachable }
        var farSince = Since()
        try far.apply(.plug)
        far.advance(by: 300)                                     // 0.3 s
        Self.expectStep(far, &farSince, "unreachable: plug", car: Self.home, phone: "app", cues: [],
                        telemetry: ["0 audio.route rate=48000"])

        // L4: Continue: the attempt fails at once, Failed plays on that first failure; the
        // first retry is 2 s away. Y5: the retry outside a call carries no call id.
        try far.apply(.tap("Continue conversation"))             // 0.3 s, nothing advanced
        Self.expectStep(far, &farSince, "unreachable: Continue", car: "call[Connecting…]", phone: "app", cues: ["failed@300"],
                        telemetry: ["300 car.tap title=Continue conversation",
                                    "300 call.start attempt=1 client=carplay listening=Always",
                                    "300 car.screen screen=call",
                                    "300 call.state call=1 state=connecting",
                                    "300 call.secret attempt=1",
                                    "300 call.failed attempt=1",
                                    "300 retry.scheduled delay_ms=2000 n=1",
                                    "300 cue name=failed",
                                    "300 car.screen screen=home"])
        // T5, L6: between attempts, the home with the retrying tile (once the screen has gone).
        far.advance(by: 1_000)                                   // 1.3 s
        Self.expectStep(far, &farSince, "unreachable: between attempts", car: Self.retrying, phone: "app", cues: [], telemetry: [])

        // L4: the retry 2 s after the failure fails at once too, silently; the next is 5 s away.
        far.advance(by: 1_000)                                   // 2.3 s
        Self.expectStep(far, &farSince, "unreachable: retry 1 at 2 s", car: "call[Connecting…]", phone: "app", cues: [],
                        telemetry: ["2300 call.start attempt=2 client=carplay listening=Always",
                                    "2300 car.screen screen=call",
                                    "2300 call.state call=2 state=connecting",
                                    "2300 call.secret attempt=2",
                                    "2300 call.failed attempt=2",
                                    "2300 retry.scheduled delay_ms=5000 n=2",
                                    "2300 car.screen screen=home"])
        far.advance(by: 1_000)                                   // 3.3 s
        Self.expectStep(far, &farSince, "unreachable: after retry 1", car: Self.retrying, phone: "app", cues: [], telemetry: [])

        // L4: the retry at 7 s, silently; the last is 15 s away.
        far.advance(by: 4_000)                                   // 7.3 s
        Self.expectStep(far, &farSince, "unreachable: retry 2 at 7 s", car: "call[Connecting…]", phone: "app", cues: [],
                        telemetry: ["7300 call.start attempt=3 client=carplay listening=Always",
                                    "7300 car.screen screen=call",
                                    "7300 call.state call=3 state=connecting",
                                    "7300 call.secret attempt=3",
                                    "7300 call.failed attempt=3",
                                    "7300 retry.scheduled delay_ms=15000 n=3",
                                    "7300 car.screen screen=home"])
        far.advance(by: 1_000)                                   // 8.3 s
        Self.expectStep(far, &farSince, "unreachable: after retry 2", car: Self.retrying, phone: "app", cues: [], telemetry: [])
        // Y2: the batch goes out 15 s after its first event (the route change at 0 s).
        far.advance(by: 13_000)                                  // 21.3 s
        #expect(Self.newBatches(far, &farSince) == ["15000: 24 events"])

        // L4, Q5: the last retry at 22 s fails, retrying stops, Failed plays again.
        far.advance(by: 1_000)                                   // 22.3 s
        Self.expectStep(far, &farSince, "unreachable: give-up at 22 s", car: "call[Connecting…]", phone: "app", cues: ["failed@22300"],
                        telemetry: ["22300 call.start attempt=4 client=carplay listening=Always",
                                    "22300 car.screen screen=call",
                                    "22300 call.state call=4 state=connecting",
                                    "22300 call.secret attempt=4",
                                    "22300 call.failed attempt=4",
                                    "22300 retry.gave_up retries=3",
                                    "22300 cue name=failed",
                                    "22300 call.end call=4 reason=gave_up",
                                    "22300 car.screen screen=home"])
        // Y1, Y2: once retrying stops the car's call is over (L6: no call screen is left): its end
        // is recorded and the waiting events go out at once.
        #expect(Self.newBatches(far, &farSince) == ["22300: 8 events"])

        // T5, D4: Retry and New on the home, no call screen left.
        far.advance(by: 1_000)                                   // 23.3 s
        Self.expectStep(far, &farSince, "unreachable: gave up", car: Self.tapToRetry, phone: "app", cues: [], telemetry: [])
        guard case .home(let tiles) = far.carDisplay.screen else {
            Issue.record("no home on the car: \(far.carDisplay.line)")
            return
        }
        #expect(tiles.map(\.enabled) == [true, true])

        // L5: nothing more happens: no attempt, no cue, the home stays.
        far.advance(by: 60_000)                                  // 83.3 s
        Self.expectStep(far, &farSince, "unreachable: a minute later", car: Self.tapToRetry, phone: "app", cues: [], telemetry: [])
        #expect(far.record.failures.isEmpty)
    }
}
