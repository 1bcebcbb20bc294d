import Host

/// The home screen (T1-T5): a grid of one or two tiles, set as the root on connect.
public struct Home: Hashable, Sendable {
    /// What happens to the home.
    public enum Event: Hashable, Sendable {
        /// T1: the car connected; set the grid as root with these tiles.
        case carConnected(grid: TemplateID, tiles: [TemplateButton])
        /// The tiles should now read these (T2, T4, T5).
        case tilesChanged([TemplateButton])
        /// The car went away.
        case carLost
    }

    /// The grid on the car, if connected.
    public private(set) var grid: TemplateID?
    /// The tiles as last drawn.
    public private(set) var tiles: [TemplateButton] = []

    public init() {}

    /// Handles one event; returns the navigator changes it needs.
    public mutating func reduce(_ event: Event, now: Instant) -> [Effect] {
        var out: [Effect] = []
        reduce(event, now: now, into: &out)
        return out
    }

    /// `reduce(_:now:)`, its effects appended to `out`.
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [Effect]) {
        switch event {
        case .carConnected(let id, let newTiles):
            grid = id
            tiles = newTiles
            // T1: the grid is the root, set before connect returns (H10); no cue.
            out.append(.navigate(.setRoot(Template(id: id, kind: .grid, title: "Live", buttons: newTiles))))
        case .tilesChanged(let newTiles):
            guard let grid, newTiles != tiles else { return }
            tiles = newTiles
            out.append(.navigate(.updateGrid(grid, newTiles)))
        case .carLost:
            grid = nil
            tiles = []
        }
    }

    /// T2, T5: the tiles for what the app knows now. C6: nothing else is ever on the car — no
    /// tabs, counts, session cards or per-session buttons: one or two tiles, that is all.
    public static func tiles(conversationOpen: Bool, retry: Retry.Status) -> [TemplateButton] {
        switch retry {
        case .retrying: return TileSet.retrying
        case .gaveUp: return TileSet.gaveUp
        case .idle: return conversationOpen ? TileSet.open : TileSet.closed
        }
    }

    /// The four sets of tiles, built once: tiles are redrawn after many events, and each set
    /// is then shared, not rebuilt.
    private enum TileSet {
        static let newTile = TemplateButton(title: CarWords.newConversation)
        static let retrying = [TemplateButton(title: CarWords.retrying, enabled: false), newTile]
        static let gaveUp = [TemplateButton(title: CarWords.tapToRetry), newTile]
        static let open = [TemplateButton(title: CarWords.continueConversation), newTile]
        static let closed = [newTile]
    }
}
