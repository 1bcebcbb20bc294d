import Testing
import Host
import CarApp
import Rig
import TestSupport

@Suite("World: the drill's path end to end")
struct WorldSmokeTests {
    @Test("D1: plug shows two tiles; Continue is one tap to the call screen; realtime up is Listening")
    func continueIsOneTapToTheCall() throws {
        var world = Build.world()
        try world.apply(.plug)
        world.advance(by: 300)
        #expect(world.carLine == "home[Continue conversation|New conversation]")
        #expect(world.cueNames == [])   // T1: says nothing
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 300)
        #expect(world.carLine == "call[Connecting…]")
        try world.apply(.realtimeUp)
        world.advance(by: 300)
        #expect(world.carLine == "call[Listening]")
        #expect(world.cueNames == ["connected"])
        #expect(world.record.failures.isEmpty, "\(world.record.failures)")
        print(world.record.mergedLog.map(\.description).joined(separator: "\n"))
    }
}
