import Testing
import Host
import CarApp
import TestSupport

/// One attempt of a Live call (L1-L3): its own events and what it answers, what the call screen
/// shows by precedence (C2), and what it fingerprints: everything but its instants, which count
/// relative to the clock (DESIGN.md, Explore).
@Suite("LiveCall: its events in order, the call screen's state by precedence (C2); the fingerprint relative to the clock")
struct LiveCallTests {
    static func call() -> LiveCall {
        LiveCall(number: 1, attempt: 1, conversation: 1, fromCar: true, onCar: true, tappedAt: Instant(ms: 1_000))
    }

    @Test("C2, L1: a new call starts unmuted, waiting for its secret, and reads Connecting…")
    func newCall() {
        let call = Self.call()
        #expect(call.phase == .awaitingSecret)
        #expect(!call.muted && !call.replyUnderway && call.replyAudioAt == nil && !call.micLost && !call.hadPong)
        #expect(call.toolsRunning == 0 && call.errorLine == nil)
        #expect(call.screenState == .connecting)
    }

    /// A call up, then changed by `change`, and the state its screen shows.
    static let precedence: [(String, @Sendable (inout LiveCall) -> Void, CallScreenState)] = [
        ("up, nothing going on", { _ in }, .listening),
        ("a tool running", { $0.toolsRunning = 1 }, .working),
        ("a reply under way, its audio not yet playing", { $0.replyUnderway = true }, .listening),
        ("the reply's audio playing, a tool running", { $0.replyUnderway = true; $0.replyAudioAt = .zero; $0.toolsRunning = 2 }, .speaking),
        ("the microphone lost while the reply plays (M2)", { $0.micLost = true; $0.replyAudioAt = .zero }, .connecting),
        ("muted, the microphone lost, the reply playing", { $0.muted = true; $0.micLost = true; $0.replyAudioAt = .zero }, .muted),
        ("muted while still connecting", { $0.phase = .connecting; $0.muted = true }, .muted),
        ("connecting, the reply playing", { $0.phase = .connecting; $0.replyAudioAt = .zero }, .connecting),
    ]

    @Test("C2: Muted over the lost microphone's Connecting… over Speaking over Working on it… over Listening; Connecting… until up",
          arguments: precedence.indices)
    func screenState(_ index: Int) {
        let (story, change, expected) = Self.precedence[index]
        var call = Self.call()
        call.phase = .up
        change(&call)
        #expect(call.screenState == expected, "\(story)")
    }

    /// One change to each field the fingerprint feeds.
    static let fedFields: [(String, @Sendable (inout LiveCall) -> Void)] = [
        ("number", { $0.number = 2 }), ("attempt", { $0.attempt = 2 }), ("conversation", { $0.conversation = 2 }),
        ("phase", { $0.phase = .up }), ("fromCar", { $0.fromCar = false }), ("onCar", { $0.onCar = false }),
        ("muted", { $0.muted = true }), ("replyUnderway", { $0.replyUnderway = true }), ("toolsRunning", { $0.toolsRunning = 1 }),
        ("micLost", { $0.micLost = true }), ("hadPong", { $0.hadPong = true }), ("errorLine", { $0.errorLine = "The reply failed." }),
    ]

    @Test("every field but the instants changes the fingerprint", arguments: fedFields.indices)
    func fedFieldCounts(_ index: Int) {
        let (field, change) = Self.fedFields[index]
        var changed = Self.call()
        change(&changed)
        #expect(changed.fingerprintValue != Self.call().fingerprintValue, "\(field)")
        #expect(changed != Self.call(), "\(field)")
    }

    func instants(_ call: LiveCall, now: Instant) -> UInt64 {
        var f = Fingerprinter()
        call.fingerprintInstants(into: &f, now: now)
        return f.value
    }

    @Test("the instants count as the time since them: the same call an hour later fingerprints alike")
    func instantsRelative() {
        var early = Self.call()
        early.replyStartedAt = Instant(ms: 2_000)
        early.speechStoppedAt = Instant(ms: 1_500)
        var late = early
        late.tappedAt = Instant(ms: 3_601_000)
        late.replyStartedAt = Instant(ms: 3_602_000)
        late.speechStoppedAt = Instant(ms: 3_601_500)
        #expect(early.fingerprintValue == late.fingerprintValue)   // `fingerprint(into:)` leaves them out
        #expect(instants(early, now: Instant(ms: 2_500)) == instants(late, now: Instant(ms: 3_602_500)))
        for change in [{ (c: inout LiveCall) in c.tappedAt = Instant(ms: 900) }, { $0.replyStartedAt = nil }, { $0.speechStoppedAt = Instant(ms: 1_400) }] {
            var other = early
            change(&other)
            #expect(instants(other, now: Instant(ms: 2_500)) != instants(early, now: Instant(ms: 2_500)))
        }
    }

    @Test("L1, L3: the secret opens the socket once; the socket brings it up once; a socket error fails it before, drops it after")
    func upAndDown() {
        var call = Self.call()
        expectEffects(collect { call.reduce(.socketErrored(message: "boom"), now: .zero, into: &$0) }, [.failed(why: "boom")])
        expectEffects(collect { call.reduce(.secretMinted, now: .zero, into: &$0) }, [.record(.secret(attempt: 1)), .socket(.open(attempt: 1))])
        expectEffects(collect { call.reduce(.secretMinted, now: .zero, into: &$0) }, [])
        expectEffects(collect { call.reduce(.pingTimerFired, now: .zero, into: &$0) }, [])   // not up: no ping
        expectEffects(collect { call.reduce(.socketOpened, now: .zero, into: &$0) }, [.cameUp(attempt: 1)])
        expectEffects(collect { call.reduce(.socketOpened, now: .zero, into: &$0) }, [])
        expectEffects(collect { call.reduce(.giveUpTimerFired, now: .zero, into: &$0) }, [])   // L2: up in time
        expectEffects(collect { call.reduce(.silenceTimerFired, now: .zero, into: &$0) }, [])   // L3: no pong yet
        expectEffects(collect { call.reduce(.socketPong, now: .zero, into: &$0) }, [.heard])
        expectEffects(collect { call.reduce(.silenceTimerFired, now: .zero, into: &$0) }, [.fellSilent])
        expectEffects(collect { call.reduce(.pingTimerFired, now: .zero, into: &$0) }, [.pingDue(attempt: 1)])
        expectEffects(collect { call.reduce(.socketErrored(message: "boom"), now: .zero, into: &$0) }, [.dropped(why: "boom")])
    }

    @Test("C2, Q7, Y1: a reply talked over: heard, the cue scheduler told, recorded with how much audio played, the reply over")
    func replyTalkedOver() {
        var call = Self.call()
        call.phase = .up
        _ = collect { call.reduce(.replyStarted, now: Instant(ms: 2_000), into: &$0) }
        _ = collect { call.reduce(.replyAudioStarted, now: Instant(ms: 2_500), into: &$0) }
        #expect(call.screenState == .speaking)
        expectEffects(collect { call.reduce(.speechStarted, now: Instant(ms: 3_000), into: &$0) },
                      [.heard, .cue(.speechStarted), .record(.speechStarted), .record(.replyInterrupted(audioMs: 500)), .heard])
        #expect(!call.replyUnderway && call.replyAudioAt == nil && call.screenState == .listening)
    }

    @Test("C7, Y1: a failed reply puts its line on the status line; the next reply clears it; the latency from the end of speech")
    func replyLine() {
        var call = Self.call()
        call.phase = .up
        _ = collect { call.reduce(.speechStopped, now: Instant(ms: 1_000), into: &$0) }
        expectEffects(collect { call.reduce(.replyStarted, now: Instant(ms: 1_400), into: &$0) },
                      [.heard, .cue(.replyStarted), .record(.replyStarted), .record(.replyLatency(ms: 400))])
        expectEffects(collect { call.reduce(.replyAudioStarted, now: Instant(ms: 1_600), into: &$0) },
                      [.heard, .record(.replyAudio(afterStartMs: 200, firstAudioMs: 600))])
        expectEffects(collect { call.reduce(.replyEnded(failed: true), now: Instant(ms: 2_000), into: &$0) },
                      [.heard, .cue(.replyEnded(failed: true)), .record(.replyEnded(failed: true, audioMs: 400, durationMs: 600))])
        #expect(call.errorLine == CarWords.replyFailed)
        _ = collect { call.reduce(.replyStarted, now: Instant(ms: 3_000), into: &$0) }
        #expect(call.errorLine == nil)
    }

    @Test("L8, C5: Mute sends silence and is recorded; a new session keeps the number, Mute and the tap, and waits for its secret")
    func muteAndNewSession() {
        var call = Self.call()
        call.phase = .up
        call.hadPong = true
        call.toolsRunning = 2
        expectEffects(collect { call.reduce(.muteToggled, now: .zero, into: &$0) },
                      [.heard, .socket(.sendSilence(true)), .record(.muted(true, call: 1))])
        call.newSession(attempt: 2, conversation: 5)
        #expect(call.attempt == 2 && call.conversation == 5 && call.number == 1 && call.muted && call.tappedAt == Instant(ms: 1_000))
        #expect(call.phase == .awaitingSecret && !call.hadPong && call.toolsRunning == 0)
    }

    @Test("Y1, Y3: what the call records, as the telemetry it was before it was data", arguments: [
        (CallRecord.secret(attempt: 3), "call.secret attempt=3"),
        (.speechStarted, "speech.start"), (.speechStopped, "speech.stop"), (.replyStarted, "reply.start"),
        (.replyInterrupted(audioMs: 700), "reply.interrupted audio_ms=700 heard_ms=700"),
        (.replyLatency(ms: 450), "reply.latency reply_ms=450"),
        (.replyAudio(afterStartMs: 200, firstAudioMs: nil), "reply.audio after_start_ms=200"),
        (.replyAudio(afterStartMs: 200, firstAudioMs: 650), "reply.audio after_start_ms=200 first_audio_ms=650"),
        (.replyEnded(failed: false, audioMs: 900, durationMs: 1_200), "reply.end audio_ms=900 duration_ms=1200 outcome=completed"),
        (.toolStarted(name: "search"), "tool.start name=search"), (.toolEnded(failed: true), "tool.end outcome=failed"),
        (.realtimeError(message: "rate limited"), "realtime.error length=12"),
        (.transcriptLine("Turn left"), "transcript.line length=9"),
        (.muted(false, call: 2), "call.mute call=2 muted=false"),
    ])
    func records(record: CallRecord, telemetry: String) {
        #expect(record.event.description == telemetry)
    }
}
