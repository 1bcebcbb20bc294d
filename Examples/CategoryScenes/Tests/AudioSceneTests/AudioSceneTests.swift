import CarPlay
import HeadUnitTesting
import Testing
@testable import AudioScene

@MainActor
struct AudioSceneTests {
    @Test func connectSetsARoot() async {
        let car = HeadUnit(category: .audio)
        car.plug(CarPlaySceneDelegate())
        await car.advance(by: .seconds(1))
        #expect(car.crashes.isEmpty)
        #expect(car.screen.root?.kind == .list)
    }
}
