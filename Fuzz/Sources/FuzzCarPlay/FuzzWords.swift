/// The few words every button, tab, item and state of a run is named with: few, so that a touch
/// by title finds something, and shared between templates, so that a title shows twice. `Back`
/// is the car's own back button, `Go` the map's start, `Up Next` Now Playing's.
enum FuzzWords {
    static let titles = ["Play", "Back", "Cancel", "OK", "More", "Go", "", "Up Next", "Call", "Ann", "Pan up", "Skip back 15 seconds"]
    /// Voice-control state identifiers: the first four are the scene's, the last none of its.
    static let voiceStates = ["listening", "thinking", "speaking", "done", "not-a-state"]

    static func title(_ byte: Int) -> String { titles[byte % titles.count] }
}
