import CarPlay
import HeadUnitTesting
import Testing
@testable import NavigationScene

@MainActor
struct NavigationSceneTests {
    @Test func connectSetsARoot() async {
        let car = HeadUnit(category: .navigation)
        car.plug(CarPlaySceneDelegate())
        await car.advance(by: .seconds(1))
        #expect(car.crashes.isEmpty)
        #expect(car.screen.root?.kind == .list)
    }
}
