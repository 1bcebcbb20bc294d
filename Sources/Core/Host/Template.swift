/// A template's identity: the instance the app built. Two templates are the same instance only
/// when their ids are equal; ids come from the app's counter, never from memory addresses.
public struct TemplateID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The number from the app's counter.
    public var value: Int
    /// The instance numbered `value`.
    public init(_ value: Int) { self.value = value }
    /// Earlier instances (lower numbers) first.
    public static func < (a: TemplateID, b: TemplateID) -> Bool { a.value < b.value }
    /// `#3`: how messages and logs print the instance.
    public var description: String { "#\(value)" }
}

/// The template classes a head unit knows (H1). Only grid, list, voice control, alert and
/// action sheet are usable by a voice conversation app; the rest exist so a broken app can be
/// caught using them (H13).
public enum TemplateKind: String, Hashable, Sendable, CaseIterable {
    /// `CPGridTemplate`: buttons in a grid (T1's tiles; at most 8 shown, H8).
    case grid
    /// `CPListTemplate`: rows (the panel, G2; bounded, H8).
    case list
    /// `CPVoiceControlTemplate`: the call screen's states (C1, H6); presented only (H3, H7).
    case voiceControl
    /// `CPAlertTemplate`: a modal alert; presented only (H3).
    case alert
    /// `CPActionSheetTemplate`: a modal action sheet; presented only (H3).
    case actionSheet
    /// `CPMapTemplate`: a navigation app's map; not for a voice conversation app (H13).
    case map
    /// `CPNowPlayingTemplate`: an audio app's now-playing screen; pushed, or the root (B3).
    case nowPlaying
    /// `CPTabBarTemplate`: tabs, each a template; a root only (B3, B4: a tab limit).
    case tabBar
    /// `CPInformationTemplate`: lines of title and detail, and actions.
    case information
    /// `CPPointOfInterestTemplate`: places on a map; not for a voice conversation app (H13).
    case pointOfInterest
    /// `CPContactTemplate`: a contact's card; not for a voice conversation app (H13).
    case contact
    /// `CPSearchTemplate`: a navigation app's search; not for a voice conversation app (H13).
    case search

    /// The CarPlay class name, as the framework's messages print it.
    public var className: String {
        switch self {
        case .grid: return "CPGridTemplate"
        case .list: return "CPListTemplate"
        case .voiceControl: return "CPVoiceControlTemplate"
        case .alert: return "CPAlertTemplate"
        case .actionSheet: return "CPActionSheetTemplate"
        case .map: return "CPMapTemplate"
        case .nowPlaying: return "CPNowPlayingTemplate"
        case .tabBar: return "CPTabBarTemplate"
        case .information: return "CPInformationTemplate"
        case .pointOfInterest: return "CPPointOfInterestTemplate"
        case .contact: return "CPContactTemplate"
        case .search: return "CPSearchTemplate"
        }
    }
}

/// Where a button's handler may run (H9). The host calls handlers on its own queue.
public enum HandlerIsolation: String, Hashable, Sendable {
    /// The handler hops to the main queue before touching anything main-only: safe.
    case hopsToMain
    /// The handler touches main-only state directly: it traps where the host calls it on its own
    /// queue (H9, SPEC's reading; CarPlay calls handlers on the main queue).
    case mainOnly
}

/// A button on a template: a grid button, a bar button, a voice-control state's action button,
/// a list item or a custom back button.
public struct TemplateButton: Hashable, Sendable {
    /// Byte equality of the words (`utf8Equal`, as the fingerprint feeds them), equal flags.
    public static func == (a: TemplateButton, b: TemplateButton) -> Bool {
        a.enabled == b.enabled && a.handler == b.handler && utf8Equal(a.title, b.title)
            && utf8Equal(a.detail, b.detail) && utf8Equal(a.note, b.note)
    }

    /// Hashed by its fingerprint (the words by their bytes, the flags).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// The words on the button.
    public var title: String
    /// A value shown beside the title (a list item's detail text).
    public var detail: String?
    /// A note shown with it (`Phone only`).
    public var note: String?
    /// False for a button that is shown but does nothing (T5's retrying tile).
    public var enabled: Bool
    /// Where its handler runs (H9).
    public var handler: HandlerIsolation

    /// A button that hops to main before touching anything (H9) unless `handler` says otherwise.
    public init(title: String, detail: String? = nil, note: String? = nil, enabled: Bool = true, handler: HandlerIsolation = .hopsToMain) {
        self.title = title
        self.detail = detail
        self.note = note
        self.enabled = enabled
        self.handler = handler
    }
}

/// One state of a voice-control template (H6): an identifier, the title shown, and the state's
/// action buttons (at most two).
public struct VoiceControlState: Hashable, Sendable {
    /// Byte equality of the identifier and the title, and equal action buttons.
    public static func == (a: VoiceControlState, b: VoiceControlState) -> Bool {
        utf8Equal(a.identifier, b.identifier) && utf8Equal(a.title, b.title) && a.actionButtons == b.actionButtons
    }

    /// Hashed by its fingerprint (the words by their bytes, the buttons).
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// The name the app activates it by (H6: only the first five kept are activatable).
    public var identifier: String
    /// The words the car shows while the state is active (`Listening`).
    public var title: String
    /// Its action buttons, Mute and End for a call (H6: at most two kept).
    public var actionButtons: [TemplateButton]

    /// A state named `identifier`, showing `title`, with `actionButtons`.
    public init(identifier: String, title: String, actionButtons: [TemplateButton]) {
        self.identifier = identifier
        self.title = title
        self.actionButtons = actionButtons
    }
}

/// A template as the app builds it: a plain value with an instance id, so worlds can be hashed
/// and copied. Which fields matter depends on `kind`.
public struct Template: Hashable, Sendable, CustomStringConvertible {
    /// The content, shared between copies until one of them changes it (copy on write), so a
    /// template is one reference wide inside effects, calls and states.
    private final class Storage: Sendable {
        let title: String
        let buttons: [TemplateButton]
        let voiceStates: [VoiceControlState]
        let barButtons: [TemplateButton]
        let backButton: TemplateButton?
        let message: String?
        let items: [TemplateButton]
        let tabs: [Template]
        let selectedTab: Int
        /// A 64-bit FNV-1a digest of all of the above: the same content, the same digest, every run.
        let digest: UInt64

        init(title: String, buttons: [TemplateButton], voiceStates: [VoiceControlState], barButtons: [TemplateButton],
             backButton: TemplateButton?, message: String?, items: [TemplateButton], tabs: [Template], selectedTab: Int) {
            self.title = title
            self.buttons = buttons
            self.voiceStates = voiceStates
            self.barButtons = barButtons
            self.backButton = backButton
            self.message = message
            self.items = items
            self.tabs = tabs
            self.selectedTab = selectedTab
            var d = ContentDigest()
            d.add(title)
            d.add(buttons)
            d.add(UInt8(truncatingIfNeeded: voiceStates.count))
            for state in voiceStates {
                d.add(state.identifier)
                d.add(state.title)
                d.add(state.actionButtons)
            }
            d.add(barButtons)
            if let backButton { d.add([backButton]) } else { d.add(UInt8(0)) }
            d.add(message)
            d.add(items)
            d.add(UInt8(truncatingIfNeeded: tabs.count))
            for tab in tabs { d.add(tab) }
            d.add(UInt8(truncatingIfNeeded: selectedTab))
            digest = d.value
        }

        func with(title: String? = nil, buttons: [TemplateButton]? = nil, voiceStates: [VoiceControlState]? = nil,
                  barButtons: [TemplateButton]? = nil, backButton: TemplateButton?? = nil, message: String?? = nil,
                  items: [TemplateButton]? = nil, tabs: [Template]? = nil, selectedTab: Int? = nil) -> Storage {
            Storage(title: title ?? self.title, buttons: buttons ?? self.buttons, voiceStates: voiceStates ?? self.voiceStates,
                    barButtons: barButtons ?? self.barButtons, backButton: backButton ?? self.backButton,
                    message: message ?? self.message, items: items ?? self.items, tabs: tabs ?? self.tabs,
                    selectedTab: selectedTab ?? self.selectedTab)
        }
    }

    /// Same instance and kind, and the same content: the digests first, then the words byte for
    /// byte.
    public static func == (a: Template, b: Template) -> Bool {
        guard a.id == b.id, a.kind == b.kind else { return false }
        if a.storage === b.storage { return true }
        return a.digest == b.digest && utf8Equal(a.title, b.title) && a.buttons == b.buttons
            && a.voiceStates == b.voiceStates && a.barButtons == b.barButtons && a.backButton == b.backButton
            && utf8Equal(a.message, b.message) && a.items == b.items && a.tabs == b.tabs && a.selectedTab == b.selectedTab
    }

    /// Hashed by its fingerprint: the id, the kind and the content digest.
    public func hash(into h: inout Hasher) {
        h.combine(fingerprintValue)
    }

    /// The instance (H5: a stand-in's `proxyID` is never one).
    public var id: TemplateID
    /// Its class: which fields matter, and where it may go (H3, H13).
    public var kind: TemplateKind
    private var storage: Storage

    /// The words the car shows over the template (a tab's name in a tab bar; a voice-control
    /// template shows none).
    public var title: String {
        get { storage.title }
        set { storage = storage.with(title: newValue) }
    }
    /// Grid buttons (grid), items (list).
    public var buttons: [TemplateButton] {
        get { storage.buttons }
        set { storage = storage.with(buttons: newValue) }
    }
    /// Voice-control states (voice control).
    public var voiceStates: [VoiceControlState] {
        get { storage.voiceStates }
        set { storage = storage.with(voiceStates: newValue) }
    }
    /// Bar buttons (the gear).
    public var barButtons: [TemplateButton] {
        get { storage.barButtons }
        set { storage = storage.with(barButtons: newValue) }
    }
    /// A custom back button (`Back to the call`), for pushed templates.
    public var backButton: TemplateButton? {
        get { storage.backButton }
        set { storage = storage.with(backButton: .some(newValue)) }
    }
    /// A second line of words: an action sheet's message.
    public var message: String? {
        get { storage.message }
        set { storage = storage.with(message: .some(newValue)) }
    }
    /// Lines shown but not tappable: an information template's items (title and detail).
    public var items: [TemplateButton] {
        get { storage.items }
        set { storage = storage.with(items: newValue) }
    }
    /// A tab bar's tabs (tab bar), each a template with its own title.
    public var tabs: [Template] {
        get { storage.tabs }
        set { storage = storage.with(tabs: newValue) }
    }
    /// The index of the tab a tab bar shows.
    public var selectedTab: Int {
        get { storage.selectedTab }
        set { storage = storage.with(selectedTab: newValue) }
    }
    /// A 64-bit FNV-1a digest of the content (every word and flag): the same content gives the
    /// same digest on every run.
    public var digest: UInt64 { storage.digest }

    /// A template instance `id` of class `kind`; give only the fields its kind uses.
    public init(id: TemplateID, kind: TemplateKind, title: String = "", buttons: [TemplateButton] = [],
                voiceStates: [VoiceControlState] = [], barButtons: [TemplateButton] = [], backButton: TemplateButton? = nil,
                message: String? = nil, items: [TemplateButton] = [], tabs: [Template] = [], selectedTab: Int = 0) {
        self.id = id
        self.kind = kind
        self.storage = Storage(title: title, buttons: buttons, voiceStates: voiceStates, barButtons: barButtons, backButton: backButton,
                               message: message, items: items, tabs: tabs, selectedTab: selectedTab)
    }

    /// The tab a tab bar shows (nil for any other kind, or a tab bar with no tabs).
    public var selectedTabTemplate: Template? {
        kind == .tabBar && tabs.indices.contains(selectedTab) ? tabs[selectedTab] : nil
    }

    /// `<CPGridTemplate #1>`: how messages name an instance.
    public var description: String { "<\(kind.className) \(id)>" }
}

/// What `presentedTemplate` hands back (H5): a stand-in describing the presented template, never
/// the instance itself. Its `proxyID` is the host's own, so comparing it with the app's
/// `TemplateID` by identity is always false.
public struct TemplateStandIn: Hashable, Sendable {
    /// The host's own identity for the stand-in (never equal to any app template's id).
    public var proxyID: Int
    /// The class of the presented template.
    public var kind: TemplateKind

    /// A stand-in numbered `proxyID` by the host, for a presented template of class `kind`.
    public init(proxyID: Int, kind: TemplateKind) {
        self.proxyID = proxyID
        self.kind = kind
    }

    /// True only if this is the very instance — which a stand-in never is (H5).
    public func isIdentical(to template: TemplateID) -> Bool { false }
}

extension TemplateID: Fingerprintable {
    /// The instance number, one word.
    @inlinable
    public func fingerprint(into f: inout Fingerprinter) { f.combine(value) }
}

extension TemplateKind: Fingerprintable {
    /// A small tag per kind.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        let tag: UInt64
        switch self {
        case .grid: tag = 0
        case .list: tag = 1
        case .voiceControl: tag = 2
        case .alert: tag = 3
        case .actionSheet: tag = 4
        case .map: tag = 5
        case .nowPlaying: tag = 6
        case .tabBar: tag = 7
        case .information: tag = 8
        case .pointOfInterest: tag = 9
        case .contact: tag = 10
        case .search: tag = 11
        }
        f.combine(tag: tag, of: 12)
    }
}

extension HandlerIsolation: Fingerprintable {
    /// The isolation's tag, one of two.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .hopsToMain: f.combine(tag: 0, of: 2)
        case .mainOnly: f.combine(tag: 1, of: 2)
        }
    }
}

extension TemplateButton: Fingerprintable {
    /// The words by their bytes (the equality `==` asks for), the flags.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(title)
        f.combine(detail)
        f.combine(note)
        f.combine(enabled)
        f.combine(handler)
    }
}

extension VoiceControlState: Fingerprintable {
    /// The words by their bytes, the action buttons.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(identifier)
        f.combine(title)
        f.combine(actionButtons)
    }
}

extension Template: Fingerprintable {
    /// The id, the kind and the content digest kept as the content changes: O(1), however many
    /// states and buttons (the words are never fed again).
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(id)
        f.combine(kind)
        f.combine(digest)
    }
}

/// FNV-1a over the bytes of words and flags (deterministic, no seed): a content digest that a
/// value keeps up to date as it changes, so hashing it is O(1).
public struct ContentDigest: Sendable {
    /// The digest so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The FNV-1a offset basis: nothing added yet.
    public init() {}

    /// Adds one byte.
    public mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// Adds a string's UTF-8 bytes and a terminator.
    public mutating func add(_ s: String) {
        for b in s.utf8 { add(b) }
        add(UInt8(0xff))
    }

    /// Adds an optional string.
    public mutating func add(_ s: String?) {
        if let s { add(s) } else { add(UInt8(0xfe)) }
    }

    /// Adds a template: its id, kind and digest.
    public mutating func add(_ t: Template) {
        for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: UInt64(t.id.value) >> UInt64(shift))) }
        add(UInt8(truncatingIfNeeded: TemplateKind.allCases.firstIndex(of: t.kind) ?? 0))
        for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: t.digest >> UInt64(shift))) }
    }

    /// Adds buttons: their words and flags.
    public mutating func add(_ buttons: [TemplateButton]) {
        add(UInt8(truncatingIfNeeded: buttons.count))
        for b in buttons {
            add(b.title)
            add(b.detail)
            add(b.note)
            add(b.enabled ? 1 : 0)
            add(b.handler == .mainOnly ? 1 : 0)
        }
    }
}
