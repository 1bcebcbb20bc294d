import CarApp

/// The names a drill gives a voice setting (G2): the panel's row, as a person reads it
/// (`"Reply length"`), or its short name, one word as the model's session writes it
/// (`reply_cap`). `given setting` and `realtime set` take either (`panel set` and
/// `expect car panel`, which a person reads off the panel, take the row); any other name is bad
/// input (DL504) with the nearest as a hint, before anything runs.
///
/// ```swift
/// SettingNames.row("reply_cap")      // "Reply length"
/// SettingNames.row("Reply length")   // "Reply length"
/// SettingNames.row("reply cap")      // nil
/// ```
public enum SettingNames {
    /// Each panel row's short name, in the panel's order (`VoiceSettings.rowNames`).
    public static let short: [(name: String, row: String)] = [
        ("reply_cap", "Reply length"), ("turn_detection", "Turn detection"), ("speech_threshold", "Speech threshold"),
        ("pause", "Pause"), ("eagerness", "Eagerness"), ("listening", "Listening"), ("noise_reduction", "Noise reduction"),
        ("speaking_speed", "Speaking speed"),
    ]

    /// Every name of a voice setting: the rows, then the short names (for hints).
    public static let all: [String] = VoiceSettings.rowNames + short.map(\.name)

    /// The row `name` names: itself when it is a row, the row of a short name, else nil.
    public static func row(_ name: String) -> String? {
        VoiceSettings.rowNames.contains(name) ? name : short.first { $0.name == name }?.row
    }
}
