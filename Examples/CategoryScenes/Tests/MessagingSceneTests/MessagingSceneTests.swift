import CarPlay
import HeadUnitTesting
import Testing
@testable import MessagingScene

@MainActor
struct MessagingSceneTests {
    @Test func connectSetsARoot() async {
        let car = HeadUnit(category: .communication)
        car.plug(CarPlaySceneDelegate())
        await car.advance(by: .seconds(1))
        #expect(car.crashes.isEmpty)
        #expect(car.screen.root?.kind == .list)
    }
}
