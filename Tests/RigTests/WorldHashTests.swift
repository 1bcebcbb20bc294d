import Testing
import Host
import CarApp
import Rig
import TestSupport

/// DESIGN.md: `World.state` is what the explorer hashes; worlds that differ only in `now` (and
/// in their records) hash alike — timers by time left, the reducers' instants by time since.
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
        #expect(early.state.hashValue == late.state.hashValue)
        #expect(early.hashValue == late.hashValue)
    }

    @Test("a different elapsed time since the tap hashes differently (the 30 s window depends on it)")
    func differentElapsedTimeDiffers() throws {
        var a = try world(startingAt: 0)
        var b = try world(startingAt: 0)
        a.advance(by: 100)
        b.advance(by: 200)
        #expect(a.state.hashValue != b.state.hashValue)
    }

    @Test("the record is not hashed: a world with its history dropped hashes the same")
    func recordIsNotHashed() throws {
        let full = try world(startingAt: 0)
        var bare = full
        bare.record = WorldRecord()
        #expect(full.hashValue == bare.hashValue)
        #expect(full == bare)
    }
}
