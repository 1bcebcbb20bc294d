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

    @Test func eachThumbnailIsTheAverageOfThePixelsItCovers() {
        var canvas = Canvas(width: 4, height: 2, fill: RGBA(0, 0, 0, 0))
        canvas[0, 0] = RGBA(40, 80, 120, 200)
        canvas[1, 1] = RGBA(0, 0, 0, 200)
        canvas[3, 0] = RGBA(255, 255, 255, 255)
        let thumb = canvas.scaled(toWidth: 2)
        #expect(thumb.width == 2 && thumb.height == 1)
        #expect(thumb[0, 0] == RGBA(10, 20, 30, 100))
        #expect(thumb[1, 0] == RGBA(63, 63, 63, 63))
    }

    /// A run scales each distinct picture once and gives the strip the thumbnails: the strip is
    /// the one the pictures make.
    @Test func aStripOfThumbnailsIsTheStripOfThePictures() throws {
        let pictures = try [ScreenFixtures.car[0].display, ScreenFixtures.car[4].display].map { try CarRenderer().render($0) }
        let thumbnails = pictures.map { Filmstrip.thumbnail($0) }
        #expect(thumbnails.map(\.width) == [Filmstrip.thumbWidth, Filmstrip.thumbWidth])
        #expect(thumbnails.map { Filmstrip.thumbnail($0) } == thumbnails, "a thumbnail's thumbnail is itself")
        let labels = ["L3 plug", "L4 tap \"Continue conversation\""]
        let small = zip(labels, thumbnails).map { (label: $0, canvas: $1) }, large = zip(labels, pictures).map { (label: $0, canvas: $1) }
        #expect(try Filmstrip.compose(frames: small) == Filmstrip.compose(frames: large))
    }
}
