/// How strictly one rule is enforced.
public enum RuleMode: String, Hashable, Sendable, CaseIterable {
    /// Refuse, and crash when no completion was given (the real framework).
    case strict
    /// Refuse, but never crash (an older or kinder head unit).
    case lenient
    /// Do not check the rule at all.
    case off
}

/// Per-rule enforcement: lets a user match a given iOS release. The default is the strictest
/// profile the seeds and Apple's documents support.
public struct HostProfile: Hashable, Sendable {
    /// The profile's name (`strict`, `lenient`, `off`, or a custom one).
    public var name: String
    /// The mode of every rule not listed in `overrides`.
    public var base: RuleMode
    /// Rules with their own mode.
    public var overrides: [HostRule: RuleMode]

    /// A profile called `name`: every rule in `base` mode but those in `overrides`.
    public init(name: String, base: RuleMode, overrides: [HostRule: RuleMode] = [:]) {
        self.name = name
        self.base = base
        self.overrides = overrides
    }

    /// Every rule strict: the default.
    public static let strict = HostProfile(name: "strict", base: .strict)
    /// Every rule refuses but nothing crashes.
    public static let lenient = HostProfile(name: "lenient", base: .lenient)
    /// No rule checked.
    public static let off = HostProfile(name: "off", base: .off)

    /// The built-in profiles by name.
    public static let named: [String: HostProfile] = ["strict": .strict, "lenient": .lenient, "off": .off]

    /// The mode of `rule`.
    public func mode(_ rule: HostRule) -> RuleMode { overrides.isEmpty ? base : overrides[rule] ?? base }

    /// This profile with `rule` set to `mode`.
    public func with(_ rule: HostRule, _ mode: RuleMode) -> HostProfile {
        var copy = self
        copy.overrides[rule] = mode
        copy.name = "\(name)+\(rule)=\(mode.rawValue)"
        return copy
    }
}
