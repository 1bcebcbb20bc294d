import CarApp

/// Every word a car button can carry: a `tap` on anything else is a typo, caught before the
/// scenario runs (DL505) with the nearest title as a hint.
public enum KnownTitles {
    /// The titles, in a stable order.
    public static let all: [String] = [
        CarWords.continueConversation, CarWords.newConversation, CarWords.retrying, CarWords.tapToRetry,
        CarWords.mute, CarWords.end, CarWords.gear, CarWords.backToTheCall, CarWords.resetToDefaults,
    ] + VoiceSettings.rowNames
}
