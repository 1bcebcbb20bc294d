/// How much of an interpolated value the log shows (`"\(account, privacy: .private)"`).
/// HeadUnit writes `.private` and `.sensitive` values as `<private>`, as the unified log shows
/// them to an observer, and `.public` and `.auto` values as they are, as Xcode's console shows
/// a debugged app's.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }

    let level: Level
    /// How a hidden value is masked.
    public let mask: Mask

    /// What the log shows in place of a hidden value.
    public struct Mask: Equatable, Sendable {
        let hashed: Bool
        /// A hash of the value, so equal values can be matched.
        public static let hash = Mask(hashed: true)
        /// Nothing of the value.
        public static let none = Mask(hashed: false)
    }

    /// Decided by the value's type (here: shown).
    public static let auto = OSLogPrivacy(level: .auto, mask: .none)
    /// Shown.
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    /// Hidden: `<private>`.
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    /// Hidden, even where private data is shown: `<private>`.
    @available(iOS 15.0, *)
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

    /// Decided by the value's type, masked with `mask` when hidden.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }
    /// Hidden, masked with `mask` (HeadUnit writes `<private>` either way).
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    /// Hidden even where private data is shown, masked with `mask` (`<private>` here).
    @available(iOS 15.0, *)
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }

    /// Whether HeadUnit writes the value as `<private>`.
    var hidesValue: Bool { level == .private || level == .sensitive }
}
