import Rig
import Screen
import Testing

/// How the window fits the screen, without a display: the one scale, the window's size, and
/// clicks mapped back onto the unscaled layout.
@Suite struct WindowFitTests {
    static let laptop = DisplaySize(width: 1366, height: 768)

    @Test func contentThatFitsIsShownAtFullSizeAndNeverEnlarged() {
        let content = WindowRenderer(carSize: .standard).size
        #expect(WindowFit.scale(content: content, usable: Self.laptop) == 1)
        #expect(WindowFit.scale(content: content, usable: DisplaySize(width: 7680, height: 4320)) == 1)
        let fit = WindowFit(content: content, usable: Self.laptop)
        #expect(fit.window == content)
        #expect(!fit.isScaled)
        // Exactly the screen's size is still 1×.
        #expect(WindowFit.scale(content: Self.laptop, usable: Self.laptop) == 1)
    }

    @Test func theSideThatOverflowsMoreDecides() {
        // Too wide: the width decides.
        let wide = DisplaySize(width: 2000, height: 500)
        #expect(WindowFit.scale(content: wide, usable: DisplaySize(width: 1000, height: 1000)) == 0.5)
        // Too tall: the height decides.
        let tall = DisplaySize(width: 600, height: 1600)
        #expect(WindowFit.scale(content: tall, usable: DisplaySize(width: 1000, height: 800)) == 0.5)
        // Both too big: the smaller ratio.
        #expect(WindowFit.scale(content: DisplaySize(width: 2000, height: 2000), usable: DisplaySize(width: 1000, height: 400)) == 0.2)
    }

    @Test(arguments: [(DisplaySize.hd, DisplaySize(width: 1400, height: 900)), (.wide, laptop), (.wide, DisplaySize(width: 1400, height: 900)),
                      (.hd, laptop), (DisplaySize(width: 800, height: 1280), laptop)])
    func everyCarFitsTheScreenWithItsAspect(_ car: DisplaySize, _ screen: DisplaySize) {
        let content = WindowRenderer(carSize: car).size
        let fit = WindowFit(content: content, usable: screen)
        #expect(fit.scale < 1 && fit.scale > 0)
        #expect(fit.window.width <= screen.width && fit.window.height <= screen.height, "\(fit.window) leaves \(screen)")
        #expect(fit.window.width == screen.width || fit.window.height == screen.height, "\(fit.window) is smaller than it need be on \(screen)")
        // One factor for both sides: each side is the content's × scale, to the pixel.
        #expect(abs(Double(fit.window.width) - Double(content.width) * fit.scale) <= 0.5 + 1e-9)
        #expect(abs(Double(fit.window.height) - Double(content.height) * fit.scale) <= 0.5 + 1e-9)
    }

    @Test func theIssuesSizes() {
        // The 1920×720 car with its phone and strip is 2272×999; on a 1366×768 screen the
        // width decides.
        let content = WindowRenderer(carSize: .wide).size
        #expect(content == DisplaySize(width: 2272, height: 999))
        let fit = WindowFit(content: content, usable: Self.laptop)
        #expect(fit.scale == 1366.0 / 2272.0)
        #expect(fit.window == DisplaySize(width: 1366, height: 601))
        #expect(fit.summary(car: .wide) == "1920x720 car scaled to 0.60 to fit the 1366x768 screen")
        // 1280×720 on 1400×900: the strip wraps onto more rows at 1632 wide, so the height decides.
        let hdContent = WindowRenderer(carSize: .hd).size
        let hd = WindowFit(content: hdContent, usable: DisplaySize(width: 1400, height: 900))
        #expect(hd.window.height == 900 && hd.window.width < 1400, "\(hdContent) in \(hd.window)")
        #expect(hdContent == DisplaySize(width: 1632, height: 1053))
        #expect(hd.summary(car: .hd) == "1280x720 car scaled to 0.85 to fit the 1400x900 screen")
    }

    @Test func theSummarySaysFullSizeOrTheScaleRoundedDown() {
        let content = WindowRenderer(carSize: .standard).size
        #expect(WindowFit(content: content, usable: DisplaySize(width: 1280, height: 1024)).summary(car: .standard)
                == "800x480 car at full size on the 1280x1024 screen")
        #expect(WindowFit(content: content, usable: nil).summary(car: .standard) == "800x480 car at full size on a screen of unknown size")
        // Just under 1 never reads 1.00; a small scale keeps its leading zero.
        let barely = WindowFit(content: DisplaySize(width: 1000, height: 100), usable: DisplaySize(width: 999, height: 100))
        #expect(barely.summary(car: .standard) == "800x480 car scaled to 0.99 to fit the 999x100 screen")
        let small = WindowFit(content: DisplaySize(width: 2000, height: 100), usable: DisplaySize(width: 100, height: 100))
        #expect(small.summary(car: .standard) == "800x480 car scaled to 0.05 to fit the 100x100 screen")
    }

    @Test func anUnknownScreenShowsTheContentAsIs() {
        let content = DisplaySize(width: 2272, height: 1000)
        let fit = WindowFit(content: content, usable: nil)
        #expect(fit.scale == 1 && fit.window == content)
    }

    @Test func atFullSizeAClickIsTheCentreOfThePixelClicked() {
        let fit = WindowFit(content: DisplaySize(width: 1035, height: 600), usable: Self.laptop)
        #expect(fit.contentPoint(ofWindowPixel: 0, 0) == (0.5, 0.5))
        #expect(fit.contentPoint(ofWindowPixel: 300, 240) == (300.5, 240.5))
        #expect(fit.windowPixel(ofContentX: 300.5, y: 240.5) == (300, 240))
    }

    @Test func scaledClicksMapBackIntoTheContentAndRoundTrip() {
        let fit = WindowFit(content: DisplaySize(width: 2272, height: 1000), usable: Self.laptop)
        // The window's corners land inside the content's corners.
        let first = fit.contentPoint(ofWindowPixel: 0, 0)
        let last = fit.contentPoint(ofWindowPixel: fit.window.width - 1, fit.window.height - 1)
        #expect(first.x > 0 && first.y > 0 && first.x < 2 && first.y < 2)
        #expect(last.x < 2272 && last.y < 1000 && last.x > 2270 && last.y > 998)
        // Every window pixel maps back onto a content point the same pixel shows.
        for x in stride(from: 0, to: fit.window.width, by: 37) {
            let y = x * fit.window.height / fit.window.width
            let point = fit.contentPoint(ofWindowPixel: x, y)
            #expect(fit.windowPixel(ofContentX: point.x, y: point.y) == (x, y))
        }
    }

    /// A click on the window pixel where each car button and strip control is drawn, scaled,
    /// reaches that button of the unscaled layout through the session.
    @Test(arguments: [DisplaySize.hd, .wide])
    func aClickOnTheScaledButtonTapsIt(_ car: DisplaySize) throws {
        var session = WindowSession(config: WorldConfig(), carSize: car)
        let fit = WindowFit(content: session.renderer.size, usable: Self.laptop)
        #expect(fit.isScaled)
        func click(atContent x: Double, _ y: Double) {
            let pixel = fit.windowPixel(ofContentX: x, y: y)
            let point = fit.contentPoint(ofWindowPixel: pixel.x, pixel.y)
            session.click(x: point.x, y: point.y)
        }
        // A strip control: P, by its place.
        let plug = session.renderer.strip.frames[0]
        click(atContent: plug.midX + Double(session.renderer.stripOrigin.x), plug.midY + Double(session.renderer.stripOrigin.y))
        #expect(session.world.carDisplay.connected)
        session.elapse(wallMs: 500)
        // Every car target on the home, each the one it names.
        for target in session.renderer.scene.car.targets(for: session.world.carDisplay) {
            let pixel = fit.windowPixel(ofContentX: target.frame.midX, y: target.frame.midY)
            let point = fit.contentPoint(ofWindowPixel: pixel.x, pixel.y)
            #expect(session.renderer.carTitle(atX: point.x, y: point.y, display: session.world.carDisplay) == target.title)
        }
        let tile = try #require(session.renderer.scene.car.targets(for: session.world.carDisplay).first { $0.title == "Continue conversation" })
        click(atContent: tile.frame.midX, tile.frame.midY)
        session.elapse(wallMs: 500)
        guard case .call(let call) = session.world.carDisplay.screen else {
            Issue.record("no call screen after a scaled click on Continue: \(session.world.carDisplay.screen)")
            return
        }
        #expect(call.stateTitle == "Connecting…")
        #expect(session.recorder.steps.map(\.stimulus) == [.plug, .tap("Continue conversation")])
    }
}
