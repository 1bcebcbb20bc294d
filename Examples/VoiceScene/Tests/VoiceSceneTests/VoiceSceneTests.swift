import CarPlay
import HeadUnitTesting
import Testing
import UIKit
@testable import VoiceScene

/// VoiceScene on the strict host. Each test drives the car by taps and `advance`: the virtual
/// clock only moves there, so a template call is never awaited from the test itself.
@MainActor
struct VoiceSceneTests {
    /// A car with a fresh scene plugged in and its home grid up.
    func plugged() async -> (HeadUnit, CarPlaySceneDelegate) {
        let car = HeadUnit(category: .voiceConversation)
        let scene = CarPlaySceneDelegate()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        return (car, scene)
    }

    /// The same, with the call screen up: Continue conversation tapped and its present landed.
    func onTheCall() async throws -> (HeadUnit, CarPlaySceneDelegate) {
        let (car, scene) = await plugged()
        try car.tap("Continue conversation")
        await car.advance(by: .seconds(1))
        return (car, scene)
    }

    @Test func connectShowsTheHomeGridBeforeDidConnectReturns() async throws {
        let car = HeadUnit(category: .voiceConversation)
        car.plug(CarPlaySceneDelegate())
        #expect(car.crashes.isEmpty)   // a root was set before didConnect returned
        await car.advance(by: .seconds(1))
        #expect(car.screen.stack.count == 1)
        #expect(car.screen.root?.kind == .grid)
        #expect(car.screen.root?.buttons == ["Continue conversation", "New conversation", "History"])
        #expect(car.screen.root?.barButtons == ["History"])
        #expect(car.screen.presented == nil)
        #expect(car.crashes.isEmpty)
    }

    @Test func aTileOpensTheCallScreenWithMuteAndEnd() async throws {
        let (car, _) = try await onTheCall()
        #expect(car.screen.presented?.kind == .voiceControl)
        #expect(car.screen.presented?.voiceState == "Connecting…")
        #expect(car.screen.presented?.buttons == ["Mute", "End"])
        #expect(car.crashes.isEmpty)
    }

    @Test func newConversationOpensTheCallScreenToo() async throws {
        let (car, _) = await plugged()
        try car.tap("New conversation")
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented?.voiceState == "Connecting…")
        #expect(car.crashes.isEmpty)
    }

    @Test func muteTogglesAndTheCallScreenFollowsTheConversation() async throws {
        let (car, scene) = try await onTheCall()
        let call = try #require(scene.navigator?.callScreen)

        call.show(VoiceControlStates.listening)
        #expect(car.screen.presented?.voiceState == "Listening")
        await car.advance(by: .seconds(1))   // past the host's rate limit for state changes

        try car.tap("Mute")
        #expect(call.isMuted)
        #expect(car.screen.presented?.voiceState == "Muted")
        await car.advance(by: .seconds(1))

        call.show(VoiceControlStates.speaking)   // muted: the screen stays on Muted
        #expect(car.screen.presented?.voiceState == "Muted")
        try car.tap("Mute")
        #expect(!call.isMuted)
        #expect(car.screen.presented?.voiceState == "Speaking")
        #expect(car.crashes.isEmpty)
    }

    @Test func endDismissesBackToTheGrid() async throws {
        let (car, scene) = try await onTheCall()
        try car.tap("End")
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented == nil)
        #expect(car.screen.stack.count == 1)
        #expect(car.screen.top?.buttons == ["Continue conversation", "New conversation", "History"])
        #expect(scene.navigator?.callScreen == nil)
        #expect(scene.navigator?.refusals == [])
        #expect(car.crashes.isEmpty)

        try car.tap("New conversation")   // and a call can start again
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented?.voiceState == "Connecting…")
    }

    @Test func historyPushesTheListAndARowResumesItsConversation() async throws {
        let (car, scene) = await plugged()
        try car.tap("History")
        await car.advance(by: .seconds(1))
        #expect(car.screen.stack.count == 2)
        #expect(car.screen.top?.kind == .list)
        #expect(car.screen.top?.title == "History")
        #expect(car.screen.top?.buttons == ["Back", "Trip to Lyon", "Dinner ideas", "Spanish practice"])

        try car.tap("Dinner ideas")   // the row's handler runs before tap returns
        #expect(scene.navigator?.resumedConversation == "Dinner ideas")
        await car.advance(by: .seconds(1))
        #expect(car.hostLog.contains { $0.hasSuffix("list item \"Dinner ideas\": completion called") })
        #expect(car.screen.stack.count == 1)   // popped back to the grid…
        #expect(car.screen.presented?.voiceState == "Connecting…")   // …and the call is up
        #expect(scene.navigator?.refusals == [])
        #expect(car.crashes.isEmpty)
    }

    @Test func unplugThenPlugShowsTheHomeGridAgain() async throws {
        let (car, scene) = try await onTheCall()

        car.unplug()
        #expect(!car.screen.connected)
        #expect(scene.interfaceController == nil)
        #expect(scene.navigator == nil)
        await car.advance(by: .seconds(1))

        car.plug(scene)
        await car.advance(by: .seconds(1))
        #expect(car.screen.stack.count == 1)
        #expect(car.screen.root?.buttons == ["Continue conversation", "New conversation", "History"])
        #expect(car.screen.root?.barButtons == ["History"])
        #expect(car.screen.presented == nil)
        try car.tap("Continue conversation")
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented?.voiceState == "Connecting…")
        #expect(car.crashes.isEmpty)
    }

    @Test func carPlaysBackButtonReturnsFromHistory() async throws {
        let (car, scene) = await plugged()
        try car.tap("History")
        await car.advance(by: .seconds(1))
        try car.tap("Back")   // the car's own back button: the app sets none
        await car.advance(by: .seconds(1))
        #expect(car.screen.stack.count == 1)
        #expect(car.screen.top?.kind == .grid)
        try car.tap("History")   // a fresh list each time: never the same instance pushed twice
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.title == "History")
        #expect(scene.navigator?.refusals == [])
        #expect(car.crashes.isEmpty)
    }
}
