/// A font to draw text with: DejaVu Sans at a pixel size, regular or bold.
struct FontSpec: Hashable, Sendable {
    /// Regular or bold.
    enum Weight: Hashable, Sendable {
        case regular, bold

        /// The font file's name in the fonts folder.
        var fileName: String { self == .regular ? "DejaVuSans.ttf" : "DejaVuSans-Bold.ttf" }
    }

    var weight: Weight
    /// Size in points at 72 dpi, i.e. pixels per em.
    var size: Int

    static func regular(_ size: Double) -> FontSpec { FontSpec(weight: .regular, size: max(6, Int(size.rounded()))) }
    static func bold(_ size: Double) -> FontSpec { FontSpec(weight: .bold, size: max(6, Int(size.rounded()))) }
}
