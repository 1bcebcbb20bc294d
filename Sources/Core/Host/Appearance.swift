/// Light or dark: how the car draws (CarPlay's default is dark). `given appearance light` in a
/// drill, `--appearance` in the window, and the palette a renderer draws with all read this one.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Dark backgrounds, light text.
    case dark
    /// Light backgrounds, dark text.
    case light
}
