import Testing
import Host
import CarApp

/// Asserts that `actual` is exactly `expected`, in order — an effect left unasserted fails too,
/// like TCA's TestStore. The message lists what was missing and what was extra, and how to fix.
public func expectEffects<Output: Equatable>(_ actual: [Output], _ expected: [Output], sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let missing = expected.filter { !actual.contains($0) }
    let extra = actual.filter { !expected.contains($0) }
    var lines = ["Effects differ."]
    if !missing.isEmpty { lines.append("Expected but not produced:\n" + missing.map { "  \($0)" }.joined(separator: "\n")) }
    if !extra.isEmpty { lines.append("Produced but not asserted:\n" + extra.map { "  \($0)" }.joined(separator: "\n")) }
    if missing.isEmpty && extra.isEmpty { lines.append("Same effects in another order:\n" + actual.map { "  \($0)" }.joined(separator: "\n")) }
    lines.append("To fix: if the reducer is right, put every produced effect, in order, in the expected list; otherwise fix the reducer.")
    Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
}

/// The effects without `.log` lines (logs are for people; most tests assert the rest).
public func withoutLogs(_ effects: [Effect]) -> [Effect] {
    effects.filter { if case .log = $0 { return false } else { return true } }
}

/// The host outcomes without `.log` lines.
public func withoutLogs(_ outcomes: [HostOutcome]) -> [HostOutcome] {
    outcomes.filter { if case .log = $0 { return false } else { return true } }
}
