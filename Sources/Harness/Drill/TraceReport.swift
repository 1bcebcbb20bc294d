import Foundation
import Host

/// Chrome trace-event JSON (opens in Perfetto or chrome://tracing): one process per scenario,
/// with tracks for the car's screens (call states included), the phone, the cues and the timers.
/// Times are virtual microseconds.
public enum TraceReport {
    /// The JSON for `suite`.
    public static func json(_ suite: DrillSuite) -> String {
        var events: [[String: Any]] = []
        for (i, r) in suite.results.enumerated() {
            let pid = i + 1
            events.append(["name": "process_name", "ph": "M", "pid": pid, "tid": 0, "args": ["name": "\(r.scenario.name) (\(r.scenario.location))"]])
            for (tid, name) in [(1, "car"), (2, "phone"), (3, "cues"), (4, "timers")] {
                events.append(["name": "thread_name", "ph": "M", "pid": pid, "tid": tid, "args": ["name": name]])
            }
            let end = Instant(ms: r.simulatedMs)
            for kind in [TimelineEvent.Kind.car, .phone] {
                let spans = r.record.timeline.filter { $0.kind == kind }
                for (j, span) in spans.enumerated() {
                    let until = j + 1 < spans.count ? spans[j + 1].start : end
                    events.append(complete(span.name, cat: kind == .car ? "screen" : "phone", pid: pid, tid: kind == .car ? 1 : 2,
                                           start: span.start, end: max(until, span.start)))
                }
            }
            for cue in r.record.cues {
                events.append(complete(cue.name, cat: "cue", pid: pid, tid: 3, start: cue.start, end: cue.end))
            }
            for timer in r.record.timeline where timer.kind == .timer {
                events.append(complete(timer.name, cat: "timer", pid: pid, tid: 4, start: timer.start, end: timer.end ?? timer.start))
            }
        }
        let object: [String: Any] = ["traceEvents": events, "displayTimeUnit": "ms", "otherData": ["generator": "headunit drill", "clock": "virtual"]]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func complete(_ name: String, cat: String, pid: Int, tid: Int, start: Instant, end: Instant) -> [String: Any] {
        ["name": name, "cat": cat, "ph": "X", "pid": pid, "tid": tid, "ts": start.ms * 1000, "dur": (end - start) * 1000]
    }
}
