import Host
import Rig
import Screen
import Testing

/// `ShotKey`: equal keys draw equal pictures, so a run draws each distinct one once; the time
/// counts only as the clock shows it.
@Suite struct ShotKeyTests {
    static let scene = SceneRenderer(carSize: .standard)
    static let phone = PhoneDisplay(screen: .liveThread, status: "Listening", buttons: ["Mute", "Hang up"])

    static func call(at ms: Int64) -> CarDisplay {
        CarDisplay(connected: true, screen: .call(.init(stateTitle: "Listening")), now: Instant(ms: ms))
    }

    @Test func secondsApartInOneMinuteIsOnePicture() throws {
        let early = Self.call(at: 61_000), late = Self.call(at: 119_999)
        #expect(Self.scene.key(car: early, phone: Self.phone) == Self.scene.key(car: late, phone: Self.phone))
        #expect(try Self.scene.render(car: early, phone: Self.phone) == Self.scene.render(car: late, phone: Self.phone))
    }

    @Test func theNextMinuteIsAnotherPicture() throws {
        let before = Self.call(at: 119_999), after = Self.call(at: 120_000)
        #expect(Self.scene.key(car: before, phone: Self.phone) != Self.scene.key(car: after, phone: Self.phone))
        #expect(try Self.scene.render(car: before, phone: Self.phone) != Self.scene.render(car: after, phone: Self.phone))
    }

    @Test func whatIsOnTheScreensTheSizeAndTheAppearanceCount() {
        let call = Self.call(at: 0)
        let key = Self.scene.key(car: call, phone: Self.phone)
        var muted = call
        muted.screen = .call(.init(stateTitle: "Muted"))
        #expect(Self.scene.key(car: muted, phone: Self.phone) != key)
        #expect(Self.scene.key(car: call, phone: PhoneDisplay(screen: .app)) != key)
        #expect(SceneRenderer(carSize: .hd).key(car: call, phone: Self.phone) != key)
        #expect(SceneRenderer(carSize: .standard, appearance: .light).key(car: call, phone: Self.phone) != key)
    }

    @Test func aScenesTemplatesCountTheClockToo() throws {
        let screen = CarScreen(connected: false, stack: [], presented: nil)
        #expect(Self.scene.key(car: screen, now: Instant(ms: 1_000)) == Self.scene.key(car: screen, now: Instant(ms: 59_000)))
        #expect(Self.scene.key(car: screen, now: Instant(ms: 1_000)) != Self.scene.key(car: screen, now: Instant(ms: 60_000)))
        #expect(try Self.scene.render(car: screen, now: Instant(ms: 1_000)) == Self.scene.render(car: screen, now: Instant(ms: 59_000)))
    }
}
