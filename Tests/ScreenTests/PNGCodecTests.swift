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

    /// Found by the fuzzer (FuzzPNG, out-of-memory): a 44-byte file whose header claims
    /// 589824×132096 pixels made decode ask for 2.4 GB (PNG_IMAGE_SIZE wraps at 32 bits) before
    /// libpng refused the rows. A golden that large is refused from its header, with its size.
    @Test func aHeaderClaimingAHugePictureIsRefusedBeforeAnyMemoryIsTaken() {
        let file: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x09, 0x00, 0x00, 0x00, 0x02, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x38, 0x33, 0x58,
            0x40, 0x00, 0x00, 0x00, 0x0E, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0xFF,
        ]
        #expect(throws: ScreenError.png("a 589824×132096 picture is larger than a golden may be (at most 16777216 pixels, 4096×4096)")) {
            try PNGCodec.decode(file)
        }
    }
}
