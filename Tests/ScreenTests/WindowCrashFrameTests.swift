import Host
import Rig
import Screen
import Testing

/// B12: the built-in app's window marks a crash as pictures do: the car framed red, the rule and
/// the framework's message in a banner, so a dead app's last screen never looks live.
@Suite struct WindowCrashFrameTests {
    @Test("the naive navigator's tap within the root's animation crashes the app (H2); the window frames the car red")
    func aCrashIsFramedInTheWindow() throws {
        var config = WorldConfig()
        config.navigator = "naive"
        var session = WindowSession(config: config)
        session.apply(.plug)
        let live = try session.render()
        session.apply(.tap("Continue conversation"))
        let crash = try #require(session.frameKey.crash)
        #expect(crash.rule == "H2")
        let frame = session.frameKey
        let marked = try session.renderer.scene.render(car: frame.car, phone: frame.phone, crash: crash)
        let window = try session.render()
        #expect(window[1, 240] == marked[1, 240] && window[1, 240] != live[1, 240],
                "the car is framed red after a crash, as pictures are")
    }
}
