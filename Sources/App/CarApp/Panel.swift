import Host

/// The gear's panel (G1-G5): the voice settings, and the list that shows them, pushed over the
/// home when the gear ends a call and popped by its `Back to the call`.
public struct Panel: Reducer, Hashable, Sendable {
    /// What happens to the panel.
    public enum Event: Hashable, Sendable {
        /// G1: push the panel as `id`, a template of `kind` (the configuration's), unless it is up;
        /// the default list is taken from `templates` (the scene's).
        case open(TemplateID, kind: TemplateKind, templates: SceneTemplates)
        /// G2: the person set `row` to `value` on the panel.
        case chosen(row: String, value: String)
        /// G5: the model set `row` to `value` during a call.
        case setByModel(row: String, value: String)
        /// One of the panel's buttons was touched.
        case tapped(ButtonHit)
        /// The car went away, and the panel with it.
        case carLost
    }

    /// What the panel asks of the scene.
    public enum Output: Hashable, Sendable {
        /// A change on the car (the scene hands it to the navigator, N1).
        case navigate(NavChange)
        /// Y1: `settings.changed`, `by` touch or voice.
        case changed(row: String, by: String)
        /// G3, Y1: `settings.reset`.
        case reset
        /// G4: `Back to the call`: call the same conversation again.
        case backToCall
        /// A line for the app log.
        case log(String)
    }

    /// G1: the panel on the car, if pushed.
    public private(set) var shown: TemplateID?
    /// The voice settings the panel shows and the next call uses (G2-G5).
    public private(set) var settings: VoiceSettings

    /// A panel not on the car, over `settings`.
    public init(settings: VoiceSettings = VoiceSettings()) {
        self.settings = settings
    }

    /// Handles one event, appending what it asks of the scene to `out`.
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [Output]) {
        switch event {
        case .open(let id, let kind, let templates):
            // G1: one panel over the home. A gear on a call started from under the panel (the
            // home was tapped while the panel was still on its way) finds it up: it stays, with
            // the settings as they are; a second one would outlive its `Back to the call`.
            guard shown == nil else { return refresh(into: &out) }
            shown = id
            out.append(.navigate(.push(templates.panel(id, kind: kind, settings: settings))))
        case .chosen(let row, let value):
            guard shown != nil, settings.set(row, value) else { return out.append(.log("panel: no row \"\(row)\"")) }
            out.append(.changed(row: row, by: "touch"))
            refresh(into: &out)
        case .setByModel(let row, let value):
            guard settings.set(row, value) else { return }
            out.append(.changed(row: row, by: "voice"))
            refresh(into: &out)
        case .tapped(let hit):
            switch hit.role {
            case .backButton:
                // G4: pop the panel; the scene calls the same conversation again.
                shown = nil
                out.append(.navigate(.pop))
                out.append(.backToCall)
            case .listItem where hit.title == CarWords.resetToDefaults:
                settings.reset()   // G3
                out.append(.reset)
                refresh(into: &out)
            default:
                out.append(.log("panel row \"\(hit.title)\": choose a value with `panel set`"))
            }
        case .carLost:
            shown = nil
        }
    }

    /// G2, G5: the panel shows the settings as they are now.
    private func refresh(into out: inout [Output]) {
        guard let shown else { return }
        out.append(.navigate(.updateList(shown, Panel.items(settings))))
    }

    /// G2: the panel as template `id`, a `kind`, built from `settings` (a scene shares the
    /// default settings' list, `SceneTemplates`).
    static func template(_ id: TemplateID, kind: TemplateKind, settings: VoiceSettings) -> Template {
        Template(id: id, kind: kind, title: "Voice", buttons: items(settings), backButton: TemplateButton(title: CarWords.backToTheCall))
    }

    /// G2: the panel's rows for `settings`.
    private static func items(_ settings: VoiceSettings) -> [TemplateButton] {
        settings.rows.map { TemplateButton(title: $0.title, detail: $0.value, note: $0.note) }
    }
}

extension Panel: Fingerprintable {
    /// Every stored property.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(shown)
        f.combine(settings)
    }
}
