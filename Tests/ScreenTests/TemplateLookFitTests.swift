import Testing
import Host
@testable import Screen

/// A scene's template looks at their most crowded (B10, B12): long words everywhere, more rows,
/// images, tabs and buttons than fit, odd numbers (a progress that is NaN or past 1). Every
/// picture is drawn without a trap, and every line of it lands on the canvas clear of the others.
@Suite struct TemplateLookFitTests {
    static let long = "Every episode of the show about long drives through the mountains at night"

    static func shown(_ kind: TemplateKind, _ title: String, rows: [CarScreen.Item] = [], back: String? = nil, tabs: [String] = [],
                      message: String? = nil, look: TemplateLook) -> CarScreen.Shown {
        let buttons = (back.map { [$0] } ?? []) + tabs + rows.map(\.title)
        var shown = CarScreen.Shown(kind: kind, title: title, buttons: buttons, rows: rows, backButton: back, tabs: tabs,
                                    selectedTab: tabs.isEmpty ? nil : 1, message: message, look: look)
        shown.selectedTabKind = tabs.isEmpty ? nil : .list
        return shown
    }

    static let crowdedList: ListLook = {
        let rows = (1...14).map { i in
            var row = ListLook.Row(title: "Episode \(i): \(long)", detail: "\(long) · 42 min", note: i % 3 == 0 ? "Downloaded" : nil,
                         image: i % 2 == 0 ? ImageLook(assetName: "cover-\(i)") : ImageLook(systemName: "music.note"),
                         accessory: [.none, .disclosureIndicator, .cloud, .image(ImageLook(systemName: "star"))][i % 4],
                         playingIndicator: i % 5 == 0 ? .leading : (i % 5 == 1 ? .trailing : nil),
                         progress: [0.5, .nan, 2, -1][i % 4], isExplicit: i % 2 == 1, enabled: i % 6 != 0)
            // A conversation's marks on some rows: the unread dot, a pin, the time at the right.
            row.isUnread = i % 3 == 1
            row.leadingMark = i % 3 == 2 ? ImageLook(systemName: "pin.fill") : nil
            row.trailingText = i % 2 == 0 ? "Yesterday at 18:20, on the road" : nil
            return row
        }
        let tiles = (1...12).map { ListLook.Tile(title: "Image \($0) of \(long)", image: ImageLook(assetName: "art-\($0)")) }
        var list = ListLook(detailsHeader: .init(title: long, subtitle: long, body: long + ". " + long, thumbnail: ImageLook(assetName: "show"),
                                                 buttons: ["Play the latest episode", "Shuffle every episode", "Subscribe", "Share"].map {
                                                     ListLook.Tile(title: $0, image: ImageLook(systemName: "play.fill"))
                                                 }),
                            headerGridButtons: tiles,
                            sections: [
                                .init(header: long, subtitle: long, image: ImageLook(systemName: "star"), button: ListLook.Tile(title: "See every episode of the show"),
                                      rows: [ListLook.Row(title: long, tiles: tiles)] + Array(rows.prefix(4))),
                                .init(header: long, rows: Array(rows.dropFirst(4))),
                            ])
        list.assistantCell = (words: "Siri: " + long, atTop: true)
        return list
    }()

    static let crowded: [(name: String, screen: CarScreen)] = {
        var listLook = TemplateLook()
        listLook.list = crowdedList
        let listRows = crowdedList.sections.flatMap(\.rows).map { CarScreen.Item(title: $0.title) }
        var tabLook = listLook
        tabLook.tabImages = [ImageLook(systemName: "play.circle"), nil, ImageLook(assetName: "library"), ImageLook(systemName: "magnifyingglass")]
        var empty = TemplateLook()
        empty.list = ListLook(emptyTitle: long + ". " + long, emptySubtitle: long + ". " + long + ". " + long)
        var nowPlaying = TemplateLook()
        nowPlaying.nowPlaying = NowPlayingLook(artwork: ImageLook(assetName: "cover"), progress: .nan, elapsed: "12:34:56", duration: "99:59:59",
                                               rate: "0.75×", controls: [.skipBack, .pause, .skipForward] + Array(repeating: .appButton(nil), count: 4)
                                                   + [.appButton(ImageLook(systemName: "heart")), .upNext, .albumArtist])
        let controlRows = ["Skip back 15 seconds", "Pause", "Skip forward 30 seconds", "Shuffle", "Repeat", "Playback rate", "Add to library",
                           "heart", "Everything that comes up next in the queue", "Album artist"].map { CarScreen.Item(title: $0, detail: $0 == "Shuffle" ? long : nil) }
        var sheet = TemplateLook()
        sheet.actionStyles = [.default, .destructive, .cancel, .destructive]
        var app = CarScreen(connected: true, stack: [shown(.list, long, rows: listRows, back: "Back to every show", look: listLook)], presented: nil)
        app.app = AppLook(name: "The Podcast App With A Long Name", icon: nil)
        return [
            ("list", app),
            ("tab-bar", CarScreen(connected: true, stack: [shown(.tabBar, long, rows: listRows, tabs: [long, "Library of every show", "Radio", "Search"],
                                                                   look: tabLook)], presented: nil)),
            ("empty-list", CarScreen(connected: true, stack: [shown(.list, long, look: empty)], presented: nil)),
            ("now-playing", CarScreen(connected: true, stack: [shown(.nowPlaying, long + ". " + long, rows: controlRows, back: "Back to every show",
                                                                     message: long + " — " + long, look: nowPlaying)], presented: nil)),
            ("action-sheet", CarScreen(connected: true, stack: [], presented: shown(.actionSheet, long, rows: (1...4).map { .init(title: "Action \($0): \(long)") },
                                                                                    message: long, look: sheet))),
        ]
    }()

    @Test(arguments: TemplateLookFitTests.crowded.map(\.name), [DisplaySize.standard, .hd, .wide])
    func aScenesWordsStayOnTheCanvasAndClearOfEachOther(name: String, size: DisplaySize) throws {
        let screen = try #require(TemplateLookFitTests.crowded.first { $0.name == name }).screen
        let crash = CrashReport(rule: "H3", message: TemplateLookFitTests.long + ". " + TemplateLookFitTests.long, call: "popTemplate", hostState: "", at: .zero)
        for crash in [nil, crash] {
            var lines: [(text: String, frame: Rect)] = []
            _ = try GraphicsRuntime.shared.draw(width: size.width, height: size.height, background: RGBA(0, 0, 0)) { painter in
                painter.textLog = []
                CarRenderer(size: size).draw(screen, now: .zero, crash: crash, with: painter)
                lines = painter.textLog ?? []
            }
            #expect(lines.contains { $0.text.hasSuffix("…") }, "\(name) at \(size): the long words are cut")
            let width = Double(size.width), height = Double(size.height)
            for line in lines {
                #expect(line.frame.x >= 0 && line.frame.y >= 0 && line.frame.maxX <= width && line.frame.maxY <= height,
                        "\(name) at \(size): \"\(line.text)\" at \(line.frame) is off the canvas")
            }
            // The crash banner is laid over the picture on purpose: only the picture's own words must keep clear.
            let own = crash == nil ? lines : []
            for (i, a) in own.enumerated() {
                for b in own[(i + 1)...] {
                    let dx = min(a.frame.maxX, b.frame.maxX) - max(a.frame.x, b.frame.x)
                    let dy = min(a.frame.maxY, b.frame.maxY) - max(a.frame.y, b.frame.y)
                    #expect(dx <= 1 || dy <= 1, "\(name) at \(size): \"\(a.text)\" at \(a.frame) overlaps \"\(b.text)\" at \(b.frame)")
                }
            }
        }
    }
}
