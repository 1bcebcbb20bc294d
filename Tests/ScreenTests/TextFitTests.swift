import Testing
import Host
import Rig
@testable import Screen

/// The words SPEC gives fit where they are drawn, whole (no `…`), at every standard size.
@Suite struct TextFitTests {
    static let tileTitles = ["Continue conversation", "New conversation", "Live Mode unavailable, retrying…", "Live Mode unavailable. Tap to retry."]
    static let stateTitles = ["Connecting…", "Listening", "Speaking", "Working on it…", "Muted"]

    @Test(arguments: [DisplaySize.standard, .hd, .wide])
    func tileWordsFitTheirTiles(size: DisplaySize) throws {
        let layout = CarLayout(width: size.width, height: size.height)
        for count in [1, 2] {
            let tile = layout.tiles(count: count)[0]
            let words = layout.tileWords(in: tile)
            #expect(words.x >= tile.x && words.maxX <= tile.maxX && words.maxY <= tile.maxY)
            _ = try GraphicsRuntime.shared.draw(width: 8, height: 8, background: RGBA(0, 0, 0)) { painter in
                let lineHeight = painter.measure("Ag", layout.tileFont).height
                for title in TextFitTests.tileTitles {
                    let lines = painter.wrap(title, layout.tileFont, width: words.width, maxLines: CarLayout.tileLines)
                    #expect(lines.joined(separator: " ") == title, "\(size): \(lines)")
                    #expect(Double(lines.count) * lineHeight <= words.height, "\(size): \(title) is \(lines.count) lines")
                    for line in lines {
                        #expect(painter.measure(line, layout.tileFont).width <= words.width)
                    }
                }
            }
        }
    }

    @Test(arguments: [DisplaySize.standard, .hd, .wide])
    func stateTitlesAndButtonsFit(size: DisplaySize) throws {
        let layout = CarLayout(width: size.width, height: size.height)
        _ = try GraphicsRuntime.shared.draw(width: 8, height: 8, background: RGBA(0, 0, 0)) { painter in
            for title in TextFitTests.stateTitles {
                #expect(painter.fit(title, layout.stateFont, width: layout.stateTitle.width) == title)
            }
            let buttons = layout.actionButtons(count: 2)
            #expect(buttons[0].maxX < buttons[1].x && buttons[1].maxX <= layout.content.maxX)
            #expect(layout.stateDisc.maxY < layout.stateTitle.y && layout.statusLine.maxY < buttons[0].y)
            #expect(!layout.gear.insetBy(dx: -1, dy: -1).contains(x: layout.stateDisc.midX, y: layout.stateDisc.y))
        }
    }

    /// Any app's templates at their most crowded: long words everywhere, more rows, lines,
    /// tiles, tabs and actions than fit.
    static let crowded: [(name: String, screen: CarScreen)] = {
        let long = "Every conversation you have had with the assistant since you first set it up in the car"
        let home = ScreenFixtures.shown(.grid, long, rows: (1...8).map { .init(title: "Continue the conversation about the trip to Lyon number \($0)") },
                                        barButtons: ["Voice settings", "Help and feedback"], back: "Back to all conversations")
        let list = ScreenFixtures.shown(.list, long, rows: (1...20).map {
            .init(title: "Row \($0): planning the trip to Lyon with the whole family", detail: "Yesterday at 18:20", note: "Phone only", enabled: $0 % 5 != 0)
        }, barButtons: ["New conversation", "Edit"], back: "Back to all conversations")
        let actions: (Int) -> [CarScreen.Item] = { n in (1...n).map { .init(title: "Delete the conversation and every message in it, number \($0)") } }
        return [
            ("grid", CarScreen(connected: true, stack: [home], presented: nil)),
            ("list", CarScreen(connected: true, stack: [home, list], presented: nil)),
            ("voice-control", CarScreen(connected: true, stack: [home], presented: ScreenFixtures.shown(
                .voiceControl, "", rows: [.init(title: "Mute"), .init(title: "End the conversation now")],
                barButtons: ["Voice settings", "Help and feedback"], voiceState: "Working on it… this is taking longer than usual"))),
            // A card alone: what it covers is covered on purpose.
            ("alert", CarScreen(connected: true, stack: [], presented: ScreenFixtures.shown(.alert, long + "? " + long, rows: actions(4)))),
            ("action-sheet", CarScreen(connected: true, stack: [], presented: ScreenFixtures.shown(
                .actionSheet, long, rows: actions(12), message: long + ". " + long + ". " + long))),
            ("information", CarScreen(connected: true, stack: [home, ScreenFixtures.shown(
                .information, long, rows: actions(3),
                lines: (1...10).map { .init(title: "The label of line \($0), which goes on and on", detail: "Its value, which is longer still: \(long)") },
                barButtons: ["Share this conversation"], back: "Back to all conversations")], presented: nil)),
            ("tab-bar", CarScreen(connected: true, stack: [ScreenFixtures.shown(
                .tabBar, "Pinned conversations of the week", rows: list.rows,
                barButtons: ["Voice settings"], tabs: ["Recent conversations of the week", "Pinned conversations of the week",
                                                       "Shared with you by the family", "Settings and privacy"])], presented: nil)),
            ("tab-bar-information", CarScreen(connected: true, stack: [ScreenFixtures.shown(
                .tabBar, "Details", rows: actions(3), lines: (1...10).map { .init(title: "Line \($0)", detail: long) }, tabs: ["Recent", "Details"])],
                presented: nil)),
            ("now-playing", CarScreen(connected: true, stack: [home, ScreenFixtures.shown(
                .nowPlaying, long, rows: actions(3), barButtons: ["Voice settings"], back: "Back to all conversations")], presented: nil)),
            ("search", CarScreen(connected: true, stack: [ScreenFixtures.shown(.search, long + ". " + long, rows: actions(3))], presented: nil)),
        ]
    }() + PlacesCrowdedScreens.all

    @Test(arguments: TextFitTests.crowded.map(\.name), [DisplaySize.standard, .hd, .wide])
    func anAppsWordsStayOnTheCanvasAndClearOfEachOther(name: String, size: DisplaySize) throws {
        let screen = try #require(TextFitTests.crowded.first { $0.name == name }).screen
        var lines: [(text: String, frame: Rect)] = []
        _ = try GraphicsRuntime.shared.draw(width: size.width, height: size.height, background: RGBA(0, 0, 0)) { painter in
            painter.textLog = []
            CarRenderer(size: size).draw(screen, now: .zero, with: painter)
            lines = painter.textLog ?? []
        }
        #expect(lines.count > 3, "\(name) at \(size): \(lines.map(\.text))")
        #expect(lines.contains { $0.text.hasSuffix("…") }, "\(name) at \(size): the long words are cut")
        let width = Double(size.width), height = Double(size.height)
        for line in lines {
            #expect(line.frame.x >= 0 && line.frame.y >= 0 && line.frame.maxX <= width && line.frame.maxY <= height,
                    "\(name) at \(size): \"\(line.text)\" at \(line.frame) is off the canvas")
        }
        for (i, a) in lines.enumerated() {
            for b in lines[(i + 1)...] {
                let dx = min(a.frame.maxX, b.frame.maxX) - max(a.frame.x, b.frame.x)
                let dy = min(a.frame.maxY, b.frame.maxY) - max(a.frame.y, b.frame.y)
                #expect(dx <= 1 || dy <= 1, "\(name) at \(size): \"\(a.text)\" at \(a.frame) overlaps \"\(b.text)\" at \(b.frame)")
            }
        }
    }

    @Test(arguments: [DisplaySize.standard, .hd, .wide])
    func aLongListShowsTheRowsThatFitAndNoMore(size: DisplaySize) throws {
        let layout = CarLayout(width: size.width, height: size.height)
        let screen = try #require(TextFitTests.crowded.first { $0.name == "list" }).screen
        var rows: [Rect] = []
        _ = try GraphicsRuntime.shared.draw(width: size.width, height: size.height, background: RGBA(0, 0, 0)) { painter in
            painter.textLog = []
            CarRenderer(size: size).draw(screen, now: .zero, with: painter)
            rows = (painter.textLog ?? []).filter { $0.text.hasPrefix("Row ") }.map(\.frame)
        }
        let fit = Int((layout.listBox.height + 0.5) / layout.minimumRowHeight)
        #expect(rows.count == min(20, fit) && rows.count >= 12, "\(size): \(rows.count) rows")
        for row in rows {
            #expect(row.y >= layout.listBox.y && row.maxY <= layout.listBox.maxY, "\(size): \(row)")
        }
    }

    @Test func squeezedBarButtonsLeaveTheShortOnesWhole() {
        let layout = CarLayout(width: 800, height: 480)
        let area = layout.barButtonArea
        let roomy = layout.barButtons(widths: [40, 60])
        #expect(roomy.map(\.width) == [68, 88] && roomy[1].maxX == area.maxX && roomy[0].maxX + 8 == roomy[1].x)
        let squeezed = layout.barButtons(widths: [300, 30])
        #expect(squeezed[1].width == 58 && squeezed[0].width == area.width - 8 - 58 && squeezed[0].x == area.x)
    }

    @Test func tooLongWordsAreCutWithAnEllipsis() throws {
        _ = try GraphicsRuntime.shared.draw(width: 8, height: 8, background: RGBA(0, 0, 0)) { painter in
            let font = FontSpec.regular(12)
            let cut = painter.fit("L12 tap \"Continue conversation\" and then a great deal more", font, width: 120)
            #expect(cut.hasSuffix("…") && cut.hasPrefix("L12 tap"))
            #expect(painter.measure(cut, font).width <= 120)
            let lines = painter.wrap("one two three four five six seven eight nine ten", font, width: 60, maxLines: 2)
            #expect(lines.count == 2 && lines[1].hasSuffix("…"))
        }
    }
}
