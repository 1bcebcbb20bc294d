import Foundation
import Testing
import Host
import Rig
@testable import Screen

@Suite struct RenderTests {
    @Test(arguments: ScreenFixtures.car.map(\.name))
    func sameDisplaySameBytes(name: String) throws {
        let display = try #require(ScreenFixtures.car.first { $0.name == name }).display
        let first = try CarRenderer().render(display)
        let second = try CarRenderer().render(display)
        #expect(first.pixels == second.pixels)
        #expect(try PNGCodec.encode(first) == PNGCodec.encode(second))
    }

    @Test func differentScreensDiffer() throws {
        let listening = try CarRenderer().render(ScreenFixtures.call("Listening"))
        let speaking = try CarRenderer().render(ScreenFixtures.call("Speaking"))
        #expect(listening != speaking)
    }

    @Test(arguments: [DisplaySize.standard, .hd, .wide])
    func canvasHasTheDisplaySize(size: DisplaySize) throws {
        let canvas = try CarRenderer(size: size).render(ScreenFixtures.car[0].display)
        #expect(canvas.width == size.width && canvas.height == size.height)
        #expect(canvas.pixels.count == size.width * size.height * 4)
    }

    @Test func shotIsCarPlusPhone() throws {
        let scene = SceneRenderer(carSize: .standard)
        let shot = ScreenFixtures.shots[0]
        let canvas = try scene.render(car: shot.car, phone: shot.phone)
        #expect(canvas.width == scene.size.width && canvas.height == 480)
        #expect(scene.phone.width > 200 && scene.phoneOrigin.x > 800)
        // The car's left rail is where the car says it is: the same pixels as a car-only render.
        let car = try CarRenderer().render(shot.car)
        #expect(canvas[10, 100] == car[10, 100])
    }

    @Test func clockStartsAt0941AndRunsOnVirtualTime() {
        #expect(CarRenderer.clockText(at: .zero) == "09:41")
        #expect(CarRenderer.clockText(at: Instant(ms: 59_999)) == "09:41")
        #expect(CarRenderer.clockText(at: Instant(ms: 60_000)) == "09:42")
        #expect(CarRenderer.clockText(at: Instant(ms: 20 * 60_000)) == "10:01")
        #expect(CarRenderer.clockText(at: Instant(ms: (24 * 60 - 9 * 60 - 41) * 60_000)) == "00:00")
    }

    @Test(arguments: ScreenFixtures.car.map(\.name))
    func targetsAreTheTappableTitles(name: String) throws {
        let display = try #require(ScreenFixtures.car.first { $0.name == name }).display
        let targets = CarRenderer().targets(for: display)
        #expect(targets.map(\.title) == display.tappableTitles)
        for target in targets {
            #expect(target.frame.x >= 80 && target.frame.maxX <= 800 && target.frame.y >= 0 && target.frame.maxY <= 480, "\(target)")
        }
    }

    @Test(arguments: ScreenFixtures.sizes)
    func anUnpluggedCarScreenIsTheBuiltInDisconnectedScreen(size: DisplaySize) throws {
        let unplugged = try SceneRenderer(carSize: size).render(car: CarScreen(connected: false, stack: [], presented: nil), now: ScreenFixtures.now)
        let builtIn = try CarRenderer(size: size).render(CarDisplay(connected: false, screen: .disconnected, now: ScreenFixtures.now))
        #expect(unplugged == builtIn)
    }

    /// A grid with nothing in its bar is the home, and a voice-control template without bar
    /// buttons the call screen without the gear: the same tiles and the same call screen, drawn
    /// by the same code.
    @Test(arguments: ScreenFixtures.sizes)
    func anAppsGridAndVoiceControlLookLikeTheBuiltInOnes(size: DisplaySize) throws {
        let scene = SceneRenderer(carSize: size), car = CarRenderer(size: size)
        let tiles = [CarScreen.Item(title: "Continue conversation"), CarScreen.Item(title: "Live Mode unavailable, retrying…", enabled: false)]
        let grid = ScreenFixtures.shown(.grid, "", rows: tiles)
        let home = ScreenFixtures.home([.init(title: "Continue conversation"), .init(title: "Live Mode unavailable, retrying…", enabled: false)])
        #expect(try scene.render(car: CarScreen(connected: true, stack: [grid], presented: nil), now: ScreenFixtures.now) == car.render(home))

        let voice = ScreenFixtures.shown(.voiceControl, "", rows: [.init(title: "Mute"), .init(title: "End")], voiceState: "Muted")
        let call = CarDisplay(connected: true, screen: .call(.init(stateTitle: "Muted", hasGear: false)), now: ScreenFixtures.now)
        #expect(try scene.render(car: CarScreen(connected: true, stack: [grid], presented: voice), now: ScreenFixtures.now) == car.render(call))
    }

    @Test func anAlertDimsTheStackButNotTheRail() throws {
        let grid = try #require(ScreenFixtures.templates.first { $0.name == "grid" }).screen
        let alert = try #require(ScreenFixtures.templates.first { $0.name == "alert-over-grid" }).screen
        let scene = SceneRenderer(carSize: .standard)
        let under = try scene.render(car: grid, now: ScreenFixtures.now), over = try scene.render(car: alert, now: ScreenFixtures.now)
        #expect(under[10, 300] == over[10, 300] && under[40, 430] == over[40, 430])   // the rail and the app's icon
        // A tile's corner, outside the card: darker under the scrim.
        let tile = under[120, 380], dimmed = over[120, 380]
        #expect(dimmed.r < tile.r && dimmed.g < tile.g && dimmed.b < tile.b, "\(tile) → \(dimmed)")
    }

    @Test func sizesParse() {
        #expect(DisplaySize(parsing: "1280x720") == .hd)
        #expect(DisplaySize(parsing: "1920×720") == .wide)
        #expect(DisplaySize(parsing: "800") == nil)
        #expect(DisplaySize(parsing: "10x10") == nil)
        #expect(DisplaySize.standard.description == "800x480")
    }

    @Test func assetsComeFromTheEnvironmentFirst() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let found = Assets.fontsDirectory(environment: ["HEADUNIT_ASSETS": root + "/assets"])
        #expect(found.found == root + "/assets/fonts")
        let none = Assets.fontsDirectory(environment: ["HEADUNIT_ASSETS": "/nonexistent"])
        #expect(none.tried.first == "/nonexistent/fonts")
        #expect(none.found != nil)
    }
}
