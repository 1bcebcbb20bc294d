import Drill
import Explore

/// The options more than one command takes, declared once: the same name, value, parsing and
/// usage error in `headunit drill` and `headunit explore`.
extension OptionSpec {
    /// `--shard I/N`: one of N deterministic shares of the run (1 ≤ I ≤ N).
    static func shard(help: String, apply: @escaping @Sendable (inout Options, Shard) -> Void) -> OptionSpec {
        .value("--shard", value: .init("I/N", noun: "I/N"), help: help) { options, text throws(UsageError) in
            guard let shard = Shard(parsing: text) else {
                throw UsageError("--shard wants I/N with 1 ≤ I ≤ N, like 2/4 (got \(text))")
            }
            apply(&options, shard)
        }
    }

    /// `--seed N`: a seed, decimal or `0x` hex.
    static func seed(help: String, apply: @escaping @Sendable (inout Options, UInt64) -> Void) -> OptionSpec {
        .value("--seed", value: .number, help: help) { options, text throws(UsageError) in
            guard let seed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text) else {
                throw UsageError("--seed wants a whole number (decimal or 0x hex)")
            }
            apply(&options, seed)
        }
    }
}
