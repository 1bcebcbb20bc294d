import Testing
import Screen

@Suite struct PNGCodecTests {
    @Test func roundTripKeepsEveryPixel() throws {
        var canvas = Canvas(width: 7, height: 5, fill: RGBA(10, 20, 30, 255))
        canvas[0, 0] = RGBA(255, 0, 0, 255)
        canvas[6, 4] = RGBA(1, 2, 3, 4)
        canvas[3, 2] = RGBA(0, 0, 0, 0)
        let back = try PNGCodec.decode(try PNGCodec.encode(canvas))
        #expect(back == canvas)
    }

    @Test func aRenderedScreenRoundTrips() throws {
        let canvas = try CarRenderer().render(ScreenFixtures.call("Listening"))
        #expect(try PNGCodec.decode(try PNGCodec.encode(canvas)) == canvas)
    }

    @Test func garbageIsAnErrorNotACrash() {
        #expect(throws: ScreenError.self) { try PNGCodec.decode([1, 2, 3, 4]) }
    }
}
