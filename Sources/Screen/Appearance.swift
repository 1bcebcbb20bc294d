/// Light or dark: which palette a renderer draws with. The car defaults to dark, as CarPlay does.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Dark backgrounds, light text.
    case dark
    /// Light backgrounds, dark text.
    case light

    /// The colours for this appearance.
    var palette: Palette { self == .dark ? .dark : .light }
}
