import Host

extension Appearance {
    /// The colours for this appearance.
    var palette: Palette { self == .dark ? .dark : .light }
}
