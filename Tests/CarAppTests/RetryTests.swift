import Testing
import Host
import CarApp
import TestSupport

/// The car's retries (L4-L6, T5): after 2, 5 and 15 s on the same conversation, within 30 s of
/// the tap or the drop; ending the call ends them.
@Suite("Retry: 2, 5 and 15 s on the same conversation, within 30 s (L4-L6, T5)")
struct RetryTests {
    /// A round that has failed `failures` times at t=0 (window from t=0), each failure's retry
    /// come due; returns what the last failure asked for and whether retrying stopped.
    func failed(_ retry: inout Retry, times failures: Int, keepsTelemetry: Bool = true) -> (effects: [Retry.Output], stopped: Bool) {
        var last: (effects: [Retry.Output], stopped: Bool) = ([], false)
        for n in 0..<failures {
            if n > 0 { _ = collect { retry.reduce(.retryTimerFired, now: .zero, into: &$0) } }
            let effects = collect { retry.reduce(.failed(conversation: 7, windowStart: .zero, keepsTelemetry: keepsTelemetry), now: .zero, into: &$0) }
            last = (effects, retry.hasGivenUp)
        }
        return last
    }

    @Test("L4, L5: the first failure starts the 30 s window from the tap and the first retry 2 s later")
    func firstFailure() {
        var retry = Retry()
        let effects = collect { retry.reduce(.failed(conversation: 7, windowStart: Instant(ms: 1_000), keepsTelemetry: true), now: Instant(ms: 16_000), into: &$0) }
        #expect(!retry.hasGivenUp)
        expectEffects(effects, [.startTimer(.retryWindow, after: 15_000), .startTimer(.retry, after: 2_000),
                                .telemetry(TelemetryEvent("retry.scheduled", ["n": "1", "delay_ms": "2000"]))])
        #expect(retry.status == .retrying(conversation: 7))
        #expect(retry.isRetrying)
        #expect(retry.retriesUsed == 0)
    }

    @Test("L4: the second and third failures wait 5 s and 15 s, in the same window")
    func laterDelays() {
        var retry = Retry()
        expectEffects(failed(&retry, times: 2).effects, [.startTimer(.retry, after: 5_000),
                                                         .telemetry(TelemetryEvent("retry.scheduled", ["n": "2", "delay_ms": "5000"]))])
        var third = Retry()
        expectEffects(failed(&third, times: 3).effects, [.startTimer(.retry, after: 15_000),
                                                         .telemetry(TelemetryEvent("retry.scheduled", ["n": "3", "delay_ms": "15000"]))])
        #expect(third.retriesUsed == 2)
    }

    @Test("L4: the failure after the third retry stops retrying: gave up, both timers cancelled")
    func spent() {
        var retry = Retry()
        let (effects, stopped) = failed(&retry, times: 4)
        #expect(stopped)
        expectEffects(effects, [.cancelTimer(.retry), .cancelTimer(.retryWindow), .telemetry(TelemetryEvent("retry.gave_up", ["retries": "3"]))])
        #expect(retry.status == .gaveUp(conversation: 7))
        #expect(!retry.isRetrying)
    }

    @Test("L4: each retry that comes due names the conversation and counts; none is due outside a round")
    func retryDue() {
        var idle = Retry()
        expectEffects(collect { idle.reduce(.retryTimerFired, now: .zero, into: &$0) }, [])
        #expect(idle.retriesUsed == 0)
        var retry = Retry()
        _ = failed(&retry, times: 1)
        expectEffects(collect { retry.reduce(.retryTimerFired, now: .zero, into: &$0) }, [.retry(conversation: 7)])
        #expect(retry.retriesUsed == 1)
    }

    @Test("L5: the window's time left is counted from the tap or the drop; a window already spent closes at once")
    func windowLeft() {
        for (start, now, left) in [(Millis(0), Millis(0), Millis(30_000)), (0, 29_000, 1_000), (0, 31_000, 0)] {
            var retry = Retry()
            let effects = collect { retry.reduce(.failed(conversation: 1, windowStart: Instant(ms: start), keepsTelemetry: false), now: Instant(ms: now), into: &$0) }
            #expect(effects.first == .startTimer(.retryWindow, after: left), "window from \(start) at \(now)")
        }
    }

    @Test("L5: the window closing stops the round; with no round it does nothing")
    func windowClosed() {
        var retry = Retry()
        _ = failed(&retry, times: 2)
        expectEffects(collect { retry.reduce(.windowClosed(keepsTelemetry: true), now: .zero, into: &$0) },
                      [.cancelTimer(.retry), .cancelTimer(.retryWindow), .telemetry(TelemetryEvent("retry.gave_up", ["retries": "1"]))])
        #expect(retry.status == .gaveUp(conversation: 7))
        var idle = Retry()
        expectEffects(collect { idle.reduce(.windowClosed(keepsTelemetry: true), now: .zero, into: &$0) }, [])
        #expect(idle.status == .idle)
    }

    @Test("L6: ending the call resets the round (both timers cancelled); a reset with nothing to reset asks for nothing")
    func reset() {
        var retry = Retry()
        _ = failed(&retry, times: 4)
        expectEffects(collect { retry.reduce(.reset, now: .zero, into: &$0) }, [.cancelTimer(.retry), .cancelTimer(.retryWindow)])
        #expect(retry.status == .idle)
        #expect(retry.retriesUsed == 0)
        expectEffects(collect { retry.reduce(.reset, now: .zero, into: &$0) }, [])
    }

    @Test("T5: after giving up, the next failure starts a fresh count and window")
    func freshRound() {
        var retry = Retry()
        _ = failed(&retry, times: 4)
        let effects = collect { retry.reduce(.failed(conversation: 7, windowStart: .zero, keepsTelemetry: false), now: .zero, into: &$0) }
        expectEffects(effects, [.startTimer(.retryWindow, after: 30_000), .startTimer(.retry, after: 2_000)])
        #expect(retry.status == .retrying(conversation: 7))
        #expect(retry.retriesUsed == 0)
    }

    @Test("Y5: with telemetry off a round asks for timers only")
    func noTelemetry() {
        var retry = Retry()
        expectEffects(failed(&retry, times: 1, keepsTelemetry: false).effects, [.startTimer(.retryWindow, after: 30_000), .startTimer(.retry, after: 2_000)])
        var spent = Retry()
        expectEffects(failed(&spent, times: 4, keepsTelemetry: false).effects, [.cancelTimer(.retry), .cancelTimer(.retryWindow)])
    }

    @Test("the fingerprint is where the round stands: the delays and the window are configuration")
    func fingerprint() {
        #expect(Retry(delays: [1_000], windowMs: 10_000).fingerprintValue == Retry().fingerprintValue)
        var retrying = Retry()
        _ = failed(&retrying, times: 1)
        #expect(retrying.fingerprintValue != Retry().fingerprintValue)
        var counted = retrying
        _ = collect { counted.reduce(.retryTimerFired, now: .zero, into: &$0) }
        #expect(counted.fingerprintValue != retrying.fingerprintValue)
        var other = Retry()
        _ = collect { other.reduce(.failed(conversation: 8, windowStart: .zero, keepsTelemetry: false), now: .zero, into: &$0) }
        #expect(other.fingerprintValue != retrying.fingerprintValue)
    }
}
