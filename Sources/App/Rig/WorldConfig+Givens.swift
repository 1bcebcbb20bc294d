import CarApp

/// The drill words for a world: what the window's recorder and the explorer's counterexamples
/// write at the top of a scenario so it replays in the same world.
extension WorldConfig {
    /// The `given` lines (without indentation) for everything that differs from a default world
    /// and a `given` can set, in the order DESIGN.md lists the words: a drill starting with them
    /// sets up this world again, settings included (a counterexample found around a drill with
    /// `given setting "animation" 400` replays with it).
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
        for row in VoiceSettings.rowNames { if let value = settings[row] { lines.append(Self.setting(row, value)) } }
        if host.animationMs != defaults.host.animationMs { lines.append(Self.setting("animation", "\(host.animationMs)")) }
        if host.stateRateLimitMs != defaults.host.stateRateLimitMs { lines.append(Self.setting("rate limit", "\(host.stateRateLimitMs)")) }
        if host.listItemLimit != defaults.host.listItemLimit { lines.append(Self.setting("list limit", "\(host.listItemLimit)")) }
        if app.telemetryLevel != defaults.app.telemetryLevel { lines.append(Self.setting("Call telemetry", app.telemetryLevel.rawValue)) }
        if app.engineHandling != defaults.app.engineHandling { lines.append(Self.setting("engine handling", app.engineHandling.rawValue)) }
        if app.panelTemplate != defaults.app.panelTemplate { lines.append(Self.setting("panel template", app.panelTemplate.rawValue)) }
        if navigator != defaults.navigator { lines.append("given navigator \(navigator)") }
        if host.profile.name != defaults.host.profile.name { lines.append("given profile \(host.profile.name)") }
        if seed != defaults.seed { lines.append("given seed \(seed)") }
        return lines
    }

    /// `given setting NAME VALUE`, each a bare word when it is one, else a quoted string.
    private static func setting(_ name: String, _ value: String) -> String {
        "given setting \(word(name)) \(word(value))"
    }

    /// `text` as a drill writes it: bare when it is one word (no space, quote, comma or `#`),
    /// else quoted, with `"` and `\` escaped.
    private static func word(_ text: String) -> String {
        let bare = !text.isEmpty && !text.contains { " \t\",#\\".contains($0) }
        if bare { return text }
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
