/// A rule of the strict host (SPEC H1-H13), as profiles key and crash reports name it. Typed, so
/// a misspelt rule is a compile error rather than a silent fall back to the profile's base mode.
public enum HostRule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// H1: a navigation stack and at most one presented template over it.
    case h1 = "H1"
    /// H2: every change animates; one asked for mid-animation is refused.
    case h2 = "H2"
    /// H3: a taken presented slot, the same instance twice, a push before a root, a pop at the root.
    case h3 = "H3"
    /// H4: a refusal's completion comes later; a refusal without one crashes the app.
    case h4 = "H4"
    /// H5: `presentedTemplate` is a stand-in, never the instance presented.
    case h5 = "H5"
    /// H6: five voice-control states kept; activating one not kept is refused.
    case h6 = "H6"
    /// H7: nothing pushed over voice control; the depth limit (fatal).
    case h7 = "H7"
    /// H8: the grid's, the list's and the tab bar's limits.
    case h8 = "H8"
    /// H9: handlers run on the host's queue; a main-only one traps.
    case h9 = "H9"
    /// H10: a root before connect returns; nothing after disconnect.
    case h10 = "H10"
    /// H11: the host log, every call in order.
    case h11 = "H11"
    /// H12: voice-control state changes faster than the rate limit are ignored.
    case h12 = "H12"
    /// H13: the wrong class for a role or the category: refused at once, fatal.
    case h13 = "H13"

    /// The rule's id, as SPEC writes it (`H2`).
    public var description: String { rawValue }
}
