/// The drill words for a world: what the window's recorder and the explorer's counterexamples
/// write at the top of a scenario so it replays in the same world.
extension WorldConfig {
    /// The `given` lines (without indentation) for what differs from a default world, in the
    /// order DESIGN.md lists the words.
    public var givenLines: [String] {
        let defaults = WorldConfig()
        var lines: [String] = []
        if conversation != defaults.conversation { lines.append("given conversation \(conversation.rawValue)") }
        switch realtime {
        case .manual: break
        case .auto(let ms): lines.append("given realtime auto \(ms)ms")
        case .unreachable: lines.append("given realtime unreachable")
        }
        if secretDelayMs != defaults.secretDelayMs { lines.append("given secret slow \(secretDelayMs)ms") }
        if appForeground != defaults.appForeground { lines.append("given app \(appForeground ? "foreground" : "background")") }
        if navigator != defaults.navigator { lines.append("given navigator \(navigator)") }
        if host.profile.name != defaults.host.profile.name { lines.append("given profile \(host.profile.name)") }
        return lines
    }
}
