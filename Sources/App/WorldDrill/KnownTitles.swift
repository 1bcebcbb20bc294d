import CarApp
import Foundation

/// Every word a car button can carry: a `tap` on anything else is a typo, caught before the
/// scenario runs (DL505) with the nearest title as a hint.
public enum KnownTitles {
    /// The titles, in a stable order.
    public static let all: [String] = [
        CarWords.continueConversation, CarWords.newConversation, CarWords.retrying, CarWords.tapToRetry,
        CarWords.mute, CarWords.end, CarWords.gear, CarWords.backToTheCall, CarWords.resetToDefaults,
    ] + VoiceSettings.rowNames

    /// Every word SPEC writes with the real ellipsis `…` (U+2026), on the car or the phone.
    public static let withEllipsis: [String] = (all + CallScreenState.allCases.map(\.title) + [CarWords.waitingForMicrophone])
        .filter { $0.contains("…") }

    /// The SPEC title `text` stands for when it has three dots where the title has the ellipsis
    /// (`Connecting...` for `Connecting…`), or nil.
    public static func spelledWithThreeDots(_ text: String) -> String? {
        guard text.contains("...") else { return nil }
        let fixed = text.replacingOccurrences(of: "...", with: "…")
        return withEllipsis.contains(fixed) ? fixed : nil
    }
}
