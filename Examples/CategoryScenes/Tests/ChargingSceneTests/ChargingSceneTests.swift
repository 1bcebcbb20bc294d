import CarPlay
import HeadUnitTesting
import Testing
@testable import ChargingScene

@MainActor
struct ChargingSceneTests {
    @Test func connectSetsARoot() async {
        let car = HeadUnit(category: .evCharging)
        car.plug(CarPlaySceneDelegate())
        await car.advance(by: .seconds(1))
        #expect(car.crashes.isEmpty)
        #expect(car.screen.root?.kind == .list)
    }
}
