/// Light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style: what a trait collection without one has.
    case unspecified = 0
    /// The light style.
    case light = 1
    /// The dark style.
    case dark = 2
}
