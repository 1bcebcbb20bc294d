import Testing
import Host
import CarApp
import Rig
import TestSupport

/// DESIGN.md: `World.state` is what the explorer hashes (its `fingerprint`); worlds that differ
/// only in `now` (and in their records) fingerprint alike — timers by time left, the reducers'
/// instants by time since. `hashValue` is derived from the fingerprint, so it agrees.
@Suite("World hashing: by state, relative to the clock")
struct WorldHashTests {
    /// A call on the car, with a reply and a mic stall in flight, started at `start`.
    func world(startingAt start: Millis) throws -> World {
        var world = Build.world()
        world.advance(by: start)
        try world.run(.plug)
        world.advance(by: 300)
        try world.run(.tap("Continue conversation"), .realtimeUp, .speechStart, .speechStop, .replyStart, .micStall)
        world.advance(by: 150)
        return world
    }

    @Test("the same story an hour later hashes the same (timers, tap time, reply, stall, rate limit)")
    func sameStoryLaterHashesAlike() throws {
        let early = try world(startingAt: 0)
        let late = try world(startingAt: 3_600_000)
        #expect(early.now != late.now)
        #expect(early.state.fingerprint == late.state.fingerprint)
        #expect(early.state.hashValue == late.state.hashValue)
        #expect(early.hashValue == late.hashValue)
    }

    @Test("a different elapsed time since the tap hashes differently (the 30 s window depends on it)")
    func differentElapsedTimeDiffers() throws {
        var a = try world(startingAt: 0)
        var b = try world(startingAt: 0)
        a.advance(by: 100)
        b.advance(by: 200)
        #expect(a.state.fingerprint != b.state.fingerprint)
        #expect(a.state.hashValue != b.state.hashValue)
    }

    @Test("the record is not hashed: a world with its history dropped hashes the same")
    func recordIsNotHashed() throws {
        let full = try world(startingAt: 0)
        var bare = full
        bare.record = WorldRecord()
        #expect(full.state.fingerprint == bare.state.fingerprint)
        #expect(full.hashValue == bare.hashValue)
        #expect(full == bare)
    }

    @Test("equal worlds fingerprint alike: the same story told twice")
    func equalWorldsAlike() throws {
        let a = try world(startingAt: 0)
        let b = try world(startingAt: 0)
        #expect(a.state == b.state)
        #expect(a.state.fingerprint == b.state.fingerprint)
    }

    /// One change to what decides the future, a field of each part of the state.
    static let changes: [(String, @Sendable (inout World) throws -> Void)] = [
        ("host: the gear's panel pushed", { try $0.run(.tapGear) }),
        ("host: disconnected", { world in
            let now = world.now
            _ = collect { world.state.host.disconnect(now: now, into: &$0) }
        }),
        ("app: the call muted from the phone", { try $0.run(.phone(.mute)) }),
        ("app: the reply ended", { try $0.run(.replyEnd) }),
        ("app: the microphone back", { try $0.run(.micBack) }),
        ("timers: one more", { $0.state.timers.start(.engine, at: $0.now + 50) }),
        ("timers: one gone", { $0.state.timers.cancel(try #require($0.state.timers.entries.first).timer) }),
        ("later: an event waiting", { $0.state.later.append(.micStalled) }),
        ("server: no open conversation", { $0.state.server.openConversation = nil }),
        ("realtime: quiet", { $0.state.realtime.goQuiet() }),
        ("cable", { $0.state.plugged.toggle() }),
        ("app crashed", { $0.state.appCrashed = true }),
    ]

    @Test("a change to a field that decides the future changes the fingerprint", arguments: changes.indices)
    func fieldChangesFingerprint(_ index: Int) throws {
        let (name, change) = Self.changes[index]
        let before = try world(startingAt: 0)
        var after = before
        try change(&after)
        #expect(before.state != after.state, "\(name)")
        #expect(before.state.fingerprint != after.state.fingerprint, "\(name)")
    }

    @Test("fixed configuration and counters that only number things stay out of the fingerprint")
    func configurationStaysOut() throws {
        let before = try world(startingAt: 0)
        var after = before
        after.state.host.config.animationMs = 900
        after.state.app.config.giveUpMs = 1
        after.state.server.nextConversation += 7
        #expect(before.state.fingerprint == after.state.fingerprint)
    }
}
