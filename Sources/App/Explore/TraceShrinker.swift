import Host
import Rig

/// Shrinks a trace that reaches a violation to a short one that reaches the same violation
/// (the same rule, the same kind), by delta debugging over its steps (Zeller's ddmin, with
/// complements): drop a chunk, keep the shorter trace if it still fails, halve the chunks when
/// none can go; then adjacent waits are merged into one. Every candidate is replayed from the
/// start, deterministically, and cut at its first violation. The result is 1-minimal: dropping
/// any one step loses the violation.
///
/// ```swift
/// let shrinker = TraceShrinker(config: config, failure: failure)
/// let short = shrinker.shrink(walk)   // e.g. [plug, tap "Continue conversation"]
/// ```
public struct TraceShrinker: Sendable {
    /// The world every candidate starts from.
    public var config: WorldConfig
    /// The violation to keep.
    public var failure: CrashReport
    /// Candidates replayed so far.
    public private(set) var replays = 0

    /// A shrinker for traces from `config` that reach `failure`'s rule.
    public init(config: WorldConfig, failure: CrashReport) {
        self.config = config
        self.failure = failure
    }

    /// The shortest trace it finds that still reaches the violation; `steps` must reach it.
    public mutating func shrink(_ steps: [ExploreStep]) -> [ExploreStep] {
        guard var current = failingPrefix(of: steps) else { return steps }
        while true {
            let before = current.count
            current = droppingChunks(current)
            current = mergingWaits(current)
            if current.count == before { return current }
        }
    }

    /// ddmin over complements: the trace with one of `n` chunks left out, for growing `n`.
    private mutating func droppingChunks(_ steps: [ExploreStep]) -> [ExploreStep] {
        var current = steps
        var chunks = 2
        while current.count >= 2 {
            let size = (current.count + chunks - 1) / chunks
            var dropped = false
            for start in stride(from: 0, to: current.count, by: size) {
                let candidate = Array(current[..<start] + current[min(start + size, current.count)...])
                if let failing = failingPrefix(of: candidate) {
                    current = failing
                    chunks = max(chunks - 1, 2)
                    dropped = true
                    break
                }
            }
            if dropped { continue }
            if size == 1 { break }
            chunks = min(chunks * 2, current.count)
        }
        return current
    }

    /// Two waits in a row as one wait of both (kept only if the violation stays).
    private mutating func mergingWaits(_ steps: [ExploreStep]) -> [ExploreStep] {
        var current = steps
        var i = 0
        while i + 1 < current.count {
            if case .wait(let a) = current[i], case .wait(let b) = current[i + 1] {
                var candidate = current
                candidate.replaceSubrange(i...(i + 1), with: [.wait(a + b)])
                if let failing = failingPrefix(of: candidate) {
                    current = failing
                    continue
                }
            }
            i += 1
        }
        return current
    }

    /// `steps` up to and including the one where the violation fires, if it fires; nil if a
    /// step does not apply or the violation never comes.
    private mutating func failingPrefix(of steps: [ExploreStep]) -> [ExploreStep]? {
        replays += 1
        var world = World(config: config)
        world.keepsHistory = false
        for (i, step) in steps.enumerated() {
            guard step.apply(to: &world) else { return nil }
            if let found = world.record.failures.first {
                return found.rule == failure.rule && found.kind == failure.kind ? Array(steps[...i]) : nil
            }
        }
        return nil
    }
}
