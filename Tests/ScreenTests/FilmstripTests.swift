import Testing
import Screen

@Suite struct FilmstripTests {
    @Test func wrapsIntoRowsOfSix() throws {
        let frame = try CarRenderer().render(ScreenFixtures.car[0].display)
        let frames = (1...8).map { (label: "L\($0) tap \"Continue conversation\" and wait a good while longer", canvas: frame) }
        let strip = try Filmstrip.compose(frames: frames, thumbWidth: 160)
        let one = try Filmstrip.compose(frames: Array(frames.prefix(1)), thumbWidth: 160)
        #expect(strip.width > 6 * 160 && strip.width < 7 * 160)
        #expect(strip.height > 2 * 96 && strip.height < 2 * one.height)
        #expect(one.width < 2 * 160 && one.height > 96)
    }

    @Test func thumbnailsKeepTheAspect() {
        let canvas = Canvas(width: 800, height: 480, fill: RGBA(200, 100, 50))
        let thumb = canvas.scaled(toWidth: 200)
        #expect(thumb.width == 200 && thumb.height == 120)
        #expect(thumb[100, 60] == RGBA(200, 100, 50))
    }
}
