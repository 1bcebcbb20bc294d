import Testing
import Host
import CarApp
import Rig
import TestSupport

/// The three known-broken navigators are each caught by a realistic sequence, with the host's
/// report in the framework's words; the real navigator survives the same sequences.
@Suite("Broken navigators are caught; the real one survives")
struct BrokenNavigatorTests {
    /// Plug, and tap Continue while the home is still animating in (H2).
    func tapWithinTheAnimation(_ navigator: String) throws -> World {
        var world = Build.world { $0.navigator = navigator }
        try world.apply(.plug)
        world.advance(by: 100)
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 1_000)
        return world
    }

    /// A call that cannot connect: the car gives up, retries, and gives up for good (D4).
    func carGivesUp(_ navigator: String) throws -> World {
        var world = Build.world { $0.navigator = navigator; $0.realtime = .unreachable }
        try world.apply(.plug)
        world.advance(by: 300)
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 30_000)
        return world
    }

    /// A slower car (400 ms animations): tap Continue, the call fails at once, the screen goes.
    func slowCar(_ navigator: String) throws -> World {
        var world = Build.world { $0.navigator = navigator; $0.realtime = .unreachable; $0.host.animationMs = 400 }
        try world.apply(.plug)
        world.advance(by: 400)
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 1_000)
        return world
    }

    @Test("naive (no queue): a tap within the home's animation crashes the app (H2, H4)")
    func naiveCrashes() throws {
        let world = try tapWithinTheAnimation("naive")
        let crash = try #require(world.record.crashes.first)
        #expect(crash.rule == "H2")
        #expect(crash.message == HostMessages.noCompletion(HostMessages.animationInFlight))
        #expect(crash.call.hasPrefix("presentTemplate(<CPVoiceControlTemplate"))
        #expect(world.appDead)
    }

    @Test("identity (compares presentedTemplate): the call screen stays up after the car gives up (N2, H5)")
    func identityLeavesTheScreenUp() throws {
        let world = try carGivesUp("identity")
        let report = try #require(world.record.failures.first { $0.rule == "N2" })
        #expect(report.kind == .invariant)
        #expect(report.message.contains("still on the car but no call is up"))
        // The next attempt's screen was refused with the framework's words (H3).
        #expect(world.record.hostLog.contains { $0.text.contains("Presenting a template while a template is already presented is not supported.") })
    }

    @Test("no-completion (paced by a guess): a slower car refuses the next change and the app crashes (N3, H4)")
    func noCompletionCrashes() throws {
        let world = try slowCar("no-completion")
        let crash = try #require(world.record.crashes.first)
        #expect(crash.rule == "H2")
        #expect(crash.message.hasPrefix("An error was encountered during a template operation, but no completion block was specified."))
        #expect(crash.call == "dismissTemplate(animated: true, completion: nil)")
    }

    @Test("D7: the real navigator survives all three sequences with nothing reported",
          arguments: ["tap within the animation", "the car gives up", "a slower car"])
    func realNavigatorSurvives(_ sequence: String) throws {
        let world: World
        switch sequence {
        case "tap within the animation": world = try tapWithinTheAnimation("standard")
        case "the car gives up": world = try carGivesUp("standard")
        default: world = try slowCar("standard")
        }
        #expect(world.record.failures.isEmpty, "\(world.record.failures)")
        #expect(!world.appDead)
    }

    @Test("D4: the real navigator's give-up leaves Retry and New on the home, no call screen")
    func giveUpLeavesRetryAndNew() throws {
        let world = try carGivesUp("standard")
        #expect(world.carLine == "home[Live Mode unavailable. Tap to retry.|New conversation]")
        #expect(world.cueNames == ["failed", "failed"])
    }
}
