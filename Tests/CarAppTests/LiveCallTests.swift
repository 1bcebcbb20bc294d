import Testing
import Host
import CarApp

/// One attempt of a Live call (L1-L3): what the call screen shows follows it by precedence
/// (C2), and what it fingerprints is everything but its instants, which count relative to the
/// clock (DESIGN.md, Explore).
@Suite("LiveCall: the call screen's state by precedence (C2); the fingerprint relative to the clock")
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
}
