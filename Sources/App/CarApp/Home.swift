import Host

/// The home screen (T1-T5): a grid of one or two tiles, set as the root on connect.
public struct Home: Reducer, Hashable, Sendable {
    /// N1: the home asks for changes on the car, which go through the navigator.
    public typealias Output = NavChange

    /// What happens to the home.
    public enum Event: Hashable, Sendable {
        /// T1: the car connected; set the grid as root, its tiles drawn from what the app knows
        /// (taken from `templates`, the scene's).
        case carConnected(grid: TemplateID, conversationOpen: Bool, retry: Retry.Status, templates: SceneTemplates)
        /// After every event: the tiles follow the retries (T5) and what the app last looked at
        /// (a redraw taken from `templates`).
        case sync(retry: Retry.Status, templates: SceneTemplates)
        /// The car went away.
        case carLost
    }

    /// The grid on the car, if connected.
    public private(set) var grid: TemplateID?
    /// T4: whether a conversation was open when the app last looked. The phone ending the
    /// conversation does not change it: the car does not redraw its tiles, the tap finds out.
    public private(set) var sawConversation: Bool
    /// What the tiles were last drawn from (nil before the first connect; kept, stale, while
    /// the car is away: the next connect draws anew).
    public private(set) var drawnFrom: DrawnFrom?

    /// What a set of tiles is a function of (`Home.tiles`).
    public struct DrawnFrom: Hashable, Sendable {
        /// T4: a conversation was open when the app last looked.
        public var conversationOpen: Bool
        /// T5: where the retries stood.
        public var retry: Retry.Status
    }

    /// A home before the car connects; `conversationOpen`: the app starts with one open.
    public init(conversationOpen: Bool = false) {
        sawConversation = conversationOpen
    }

    /// The tiles on the car (a function of `drawnFrom`, so not stored); none while it is away.
    public var tiles: [TemplateButton] {
        guard grid != nil, let drawnFrom else { return [] }
        return TileSet(drawnFrom).tiles
    }

    /// T4: the app looked at its conversation (a call ended, a tap found it gone, one was
    /// opened): the tiles are drawn from what it saw from the next `sync` on.
    public mutating func look(conversationOpen: Bool) {
        sawConversation = conversationOpen
    }

    /// Handles one event, appending the car changes it needs to `out`.
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [NavChange]) {
        switch event {
        case .carConnected(let id, let open, let retry, let templates):
            grid = id
            sawConversation = open
            let drawn = DrawnFrom(conversationOpen: open, retry: retry)
            drawnFrom = drawn
            // T1: the grid is the root, set before connect returns (H10); no cue.
            out.append(.setRoot(Template(id: id, kind: .grid, title: "Live", buttons: templates.tiles(TileSet(drawn)))))
        case .sync(let retry, let templates):
            let drawn = DrawnFrom(conversationOpen: sawConversation, retry: retry)
            guard let grid, let before = drawnFrom, drawn != before else { return }
            drawnFrom = drawn
            let set = TileSet(drawn)
            if set != TileSet(before) { out.append(.updateGrid(grid, templates.tiles(set))) }
        case .carLost:
            grid = nil
        }
    }

    /// T2, T5: the tiles for what the app knows now. C6: nothing else is ever on the car — no
    /// tabs, counts, session cards or per-session buttons: one or two tiles, that is all.
    public static func tiles(conversationOpen: Bool, retry: Retry.Status) -> [TemplateButton] {
        TileSet(DrawnFrom(conversationOpen: conversationOpen, retry: retry)).tiles
    }

    /// Which of the four sets of tiles shows (T2, T5): a redraw happens when it changes.
    enum TileSet: Int, CaseIterable {
        case retrying, gaveUp, open, closed

        /// The set drawn from what the app knows.
        init(_ drawn: DrawnFrom) {
            switch drawn.retry {
            case .retrying: self = .retrying
            case .gaveUp: self = .gaveUp
            case .idle: self = drawn.conversationOpen ? .open : .closed
            }
        }

        /// Its tiles, built afresh (a scene shares its own, `SceneTemplates`).
        var tiles: [TemplateButton] {
            let new = TemplateButton(title: CarWords.newConversation)
            switch self {
            case .retrying: return [TemplateButton(title: CarWords.retrying, enabled: false), new]
            case .gaveUp: return [TemplateButton(title: CarWords.tapToRetry), new]
            case .open: return [TemplateButton(title: CarWords.continueConversation), new]
            case .closed: return [new]
            }
        }
    }
}

extension Home: Fingerprintable {
    /// Every stored property.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(grid)
        f.combine(sawConversation)
        f.combine(drawnFrom)
    }
}

extension Home.DrawnFrom: Fingerprintable {
    /// Every stored property.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(conversationOpen)
        f.combine(retry)
    }
}
