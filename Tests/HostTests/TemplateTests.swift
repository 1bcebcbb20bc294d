import Testing
import Host

/// A template is a value with an instance id (H1, H3: the same instance only when the ids are
/// equal) and a content digest kept as its content changes, which its fingerprint feeds in
/// place of the content (DESIGN.md, Explore). Equality, digest and fingerprint must agree on
/// every field, by the words' bytes.
@Suite("Template: equality, the content digest and the fingerprint agree on every field")
struct TemplateTests {
    static let base = Template(id: TemplateID(3), kind: .list, title: "Voice",
                               buttons: [TemplateButton(title: "Reset to defaults")],
                               voiceStates: [VoiceControlState(identifier: "listening", title: "Listening", actionButtons: [TemplateButton(title: "Mute")])],
                               barButtons: [TemplateButton(title: "⚙︎")], backButton: TemplateButton(title: "Back to the call"),
                               message: "A message", items: [TemplateButton(title: "Item", detail: "Detail")],
                               tabs: [Template(id: TemplateID(9), kind: .grid, title: "Tab")], selectedTab: 0)

    /// One change to each field of the content.
    static let contentChanges: [(String, @Sendable (inout Template) -> Void)] = [
        ("title", { $0.title = "Voice settings" }),
        ("buttons", { $0.buttons.append(TemplateButton(title: "Reply length")) }),
        ("voiceStates", { $0.voiceStates[0].title = "Speaking" }),
        ("barButtons", { $0.barButtons = [] }),
        ("backButton", { $0.backButton = nil }),
        ("message", { $0.message = nil }),
        ("items", { $0.items[0].detail = nil }),
        ("tabs", { $0.tabs[0].title = "Other tab" }),
        ("selectedTab", { $0.selectedTab = 1 }),
    ]

    @Test("a change to any field of the content changes the digest, equality and the fingerprint", arguments: contentChanges.indices)
    func contentCounts(_ index: Int) {
        let (field, change) = Self.contentChanges[index]
        var changed = Self.base
        change(&changed)
        #expect(changed.digest != Self.base.digest, "\(field)")
        #expect(changed != Self.base, "\(field)")
        #expect(changed.fingerprintValue != Self.base.fingerprintValue, "\(field)")
    }

    @Test("the same content built twice is equal, with the same digest and fingerprint; changed and changed back, too")
    func sameContentAlike() {
        let again = Template(id: TemplateID(3), kind: .list, title: "Voice", buttons: Self.base.buttons, voiceStates: Self.base.voiceStates,
                             barButtons: Self.base.barButtons, backButton: Self.base.backButton, message: "A message",
                             items: Self.base.items, tabs: Self.base.tabs)
        #expect(again == Self.base)
        #expect(again.digest == Self.base.digest)
        #expect(again.fingerprintValue == Self.base.fingerprintValue)
        #expect(again.hashValue == Self.base.hashValue)
        var roundTrip = Self.base
        roundTrip.title = "Something else"
        roundTrip.title = "Voice"
        #expect(roundTrip == Self.base && roundTrip.digest == Self.base.digest)
    }

    @Test("H3: the instance is its id: another id or kind with the same content is another template (same digest)")
    func identity() {
        var other = Self.base
        other.id = TemplateID(4)
        #expect(other != Self.base)
        #expect(other.digest == Self.base.digest)
        #expect(other.fingerprintValue != Self.base.fingerprintValue)
        var grid = Self.base
        grid.kind = .grid
        #expect(grid != Self.base)
        #expect(grid.fingerprintValue != Self.base.fingerprintValue)
    }

    @Test("words compare by their bytes: a precomposed é and an e with a combining accent are two titles")
    func bytesNotCanonicalEquivalence() {
        let precomposed = "Caf\u{e9}"
        let combining = "Cafe\u{301}"
        #expect(precomposed == combining)   // Swift's String equality: canonically equivalent
        var a = Self.base
        a.title = precomposed
        var b = Self.base
        b.title = combining
        #expect(a != b)
        #expect(a.digest != b.digest)
        #expect(TemplateButton(title: precomposed) != TemplateButton(title: combining))
        #expect(TemplateButton(title: precomposed).fingerprintValue != TemplateButton(title: combining).fingerprintValue)
    }

    /// FNV-1a worked out apart from this code (in Python): an empty grid's content is the bytes
    /// ff (title), 00 (buttons), 00 (states), 00 (bar buttons), 00 (no back button), fe (no
    /// message), 00 (items), 00 (tabs), 00 (selected tab).
    @Test("the digest is the same every run (pinned FNV-1a values)")
    func pinnedDigest() {
        #expect(Template(id: TemplateID(1), kind: .grid).digest == 0x5e28_b895_36b2_54b0)
        #expect(Template(id: TemplateID(1), kind: .grid, buttons: [TemplateButton(title: "New conversation")]).digest == 0x445b_0f6e_384e_e176)
    }

    /// One change to each field of a button.
    static let buttonChanges: [(String, @Sendable (inout TemplateButton) -> Void)] = [
        ("title", { $0.title = "New conversation" }),
        ("detail", { $0.detail = "" }),
        ("note", { $0.note = "Phone only" }),
        ("enabled", { $0.enabled = false }),
        ("handler", { $0.handler = .mainOnly }),
    ]

    @Test("a button's five fields each count in equality, the fingerprint and the template's digest", arguments: buttonChanges.indices)
    func buttonFields(_ index: Int) {
        let (field, change) = Self.buttonChanges[index]
        let button = TemplateButton(title: "Continue conversation")
        var changed = button
        change(&changed)
        #expect(changed != button, "\(field)")
        #expect(changed.fingerprintValue != button.fingerprintValue, "\(field)")
        let grid = Template(id: TemplateID(1), kind: .grid, buttons: [button])
        #expect(Template(id: TemplateID(1), kind: .grid, buttons: [changed]).digest != grid.digest, "\(field)")
    }

    @Test("a voice-control state's identifier, title and action buttons each count", arguments: ["identifier", "title", "actionButtons"])
    func voiceStateFields(_ field: String) {
        let state = VoiceControlState(identifier: "listening", title: "Listening", actionButtons: [TemplateButton(title: "Mute")])
        var changed = state
        switch field {
        case "identifier": changed.identifier = "speaking"
        case "title": changed.title = "Speaking"
        default: changed.actionButtons.append(TemplateButton(title: "End"))
        }
        #expect(changed != state)
        #expect(changed.fingerprintValue != state.fingerprintValue)
        let screen = Template(id: TemplateID(2), kind: .voiceControl, voiceStates: [state])
        #expect(Template(id: TemplateID(2), kind: .voiceControl, voiceStates: [changed]).digest != screen.digest)
    }
}
