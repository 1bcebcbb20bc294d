import CarPlay
import HeadUnitTesting
import Testing
import UIKit
@testable import BrokenVoiceScene

/// The broken twin's two crashes, caught with CarPlay's own words.
@MainActor
struct BrokenVoiceSceneTests {
    @Test func endPopsAtTheRootAndCrashes() async throws {
        let car = HeadUnit(category: .voiceConversation)
        car.plug(CarPlaySceneDelegate())
        await car.advance(by: .seconds(1))
        try car.tap("Continue conversation")
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented?.voiceState == "Connecting…")
        #expect(car.crashes.isEmpty)

        try car.tap("End")
        await car.advance(by: .seconds(1))
        let crash = try #require(car.crashes.first)
        #expect(crash.rule == "H3")
        #expect(crash.message == "An error was encountered during a template operation, but no completion block was specified. Error: Error Domain=CarPlayErrorDomain Code=-1 \"No templates were available to be popped.\" UserInfo={NSLocalizedDescription=No templates were available to be popped.}")
        #expect(crash.call == "popTemplate(animated: true, completion: nil)")
        #expect(car.crashes.count == 1)
        #expect(throws: HeadUnitError.appCrashed(crash)) { try car.tap("End") }
    }

    @Test func anAlertOverTheCallScreenCrashes() async throws {
        let car = HeadUnit(category: .voiceConversation)
        let scene = CarPlaySceneDelegate()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        try car.tap("Continue conversation")
        await car.advance(by: .seconds(1))
        #expect(car.crashes.isEmpty)

        scene.connectionDidDrop()   // what the network layer calls
        await car.advance(by: .seconds(1))
        let crash = try #require(car.crashes.first)
        #expect(crash.rule == "H3")
        #expect(crash.message == "An error was encountered during a template operation, but no completion block was specified. Error: Error Domain=CarPlayErrorDomain Code=-1 \"Presenting a template while a template is already presented is not supported.\" UserInfo={NSLocalizedDescription=Presenting a template while a template is already presented is not supported.}")
        #expect(crash.call.hasPrefix("presentTemplate(<CPAlertTemplate"))
        #expect(crash.call.hasSuffix("animated: true, completion: nil)"))
        #expect(car.screen.presented?.kind == .voiceControl)   // the call screen is still what the car shows
    }
}
