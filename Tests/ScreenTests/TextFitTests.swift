import Testing
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
