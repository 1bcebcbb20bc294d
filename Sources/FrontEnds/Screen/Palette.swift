/// The colours of one appearance, iOS system colours where iOS has one.
struct Palette: Sendable {
    /// The screen behind everything.
    var background: RGBA
    /// The left rail.
    var rail: RGBA
    /// Tiles, buttons and grouped cells.
    var fill: RGBA
    /// A thin line between rows.
    var separator: RGBA
    /// Main text.
    var primary: RGBA
    /// Values and secondary text.
    var secondary: RGBA
    /// Dimmed text and inactive glyphs.
    var tertiary: RGBA
    /// Buttons that act (back, Reset) and the active app.
    var accent: RGBA
    /// Connected, speaking.
    var green: RGBA
    /// End, Hang up, muted.
    var red: RGBA
    /// Working, retrying, the status line.
    var orange: RGBA
    /// Behind the car and the phone in a shot.
    var stage: RGBA
    /// Laid over the content under a modal card (an alert, an action sheet).
    var scrim: RGBA
    /// Skeleton bars standing in for phone content the simulator does not model.
    var skeleton: RGBA

    static let dark = Palette(
        background: RGBA(hex: 0x000000), rail: RGBA(hex: 0x1C1C1E), fill: RGBA(hex: 0x2C2C2E),
        separator: RGBA(hex: 0x38383A), primary: RGBA(hex: 0xFFFFFF), secondary: RGBA(hex: 0x98989F),
        tertiary: RGBA(hex: 0x5A5A5F), accent: RGBA(hex: 0x0A84FF), green: RGBA(hex: 0x30D158),
        red: RGBA(hex: 0xFF453A), orange: RGBA(hex: 0xFF9F0A), stage: RGBA(hex: 0x2A2B30),
        scrim: RGBA(0, 0, 0, 170), skeleton: RGBA(hex: 0x3A3A3C))

    static let light = Palette(
        background: RGBA(hex: 0xF2F2F7), rail: RGBA(hex: 0xFFFFFF), fill: RGBA(hex: 0xFFFFFF),
        separator: RGBA(hex: 0xC6C6C8), primary: RGBA(hex: 0x000000), secondary: RGBA(hex: 0x6C6C70),
        tertiary: RGBA(hex: 0xAEAEB2), accent: RGBA(hex: 0x007AFF), green: RGBA(hex: 0x34C759),
        red: RGBA(hex: 0xFF3B30), orange: RGBA(hex: 0xFF9500), stage: RGBA(hex: 0xD1D1D6),
        scrim: RGBA(0, 0, 0, 90), skeleton: RGBA(hex: 0xE5E5EA))
}
