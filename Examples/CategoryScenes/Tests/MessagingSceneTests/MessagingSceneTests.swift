import CarPlay
import HeadUnitTesting
import Testing
@testable import MessagingScene

/// The messaging scene against the strict host: the chats, a message arriving, a contact's
/// card with Call and Message (the chats tab's compose button is not shown: a tab's root shows no
/// bar buttons).
@MainActor
struct MessagingSceneTests {
    /// A car with the scene plugged in and its tab bar landed.
    func connected(_ scene: CarPlaySceneDelegate = CarPlaySceneDelegate()) async -> HeadUnit {
        let car = HeadUnit(category: .communication)
        car.plug(scene)
        await car.advance(by: .seconds(1))
        return car
    }

    @Test func connectShowsTheChatsTab() async throws {
        let car = await connected()
        let root = try #require(car.screen.root)
        #expect(root.kind == .tabBar)
        #expect(root.tabs == ["Chats", "Contacts"])
        #expect(root.title == "Chats")
        // A tab's root shows no bar buttons (Apple's CPBarButtonProviding page): no compose button here.
        #expect(root.buttons == ["Chats", "Contacts", "Family", "Ana Lima", "Climbing club"])
        #expect(car.crashes.isEmpty)
    }

    @Test func aNewMessageMovesItsConversationUp() async throws {
        let scene = CarPlaySceneDelegate()
        let car = await connected(scene)
        scene.store.receive("Running late", in: "ana", at: "11:02")
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.buttons == ["Chats", "Contacts", "Family", "Ana Lima", "Climbing club"])
        scene.store.receive("See you there", in: "climbing", at: "11:05")
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.buttons == ["Chats", "Contacts", "Family", "Climbing club", "Ana Lima"])
        let row = try #require(scene.chats?.template.sections.last?.items.first as? CPMessageListItem)
        #expect(row.detailText == "See you there")
        #expect(row.trailingText == "11:05")
        #expect(row.leadingConfiguration.isUnread)
        #expect(car.crashes.isEmpty)
    }

    @Test func selectingAConversationHandsItToSiriNotToTheApp() async throws {
        let scene = CarPlaySceneDelegate()
        let car = await connected(scene)
        try car.tap("Family")
        #expect(throws: HeadUnitError.self) { try car.tap("square.and.pencil") }   // a tab's root shows no bar buttons
        await car.advance(by: .seconds(1))
        #expect(car.hostLog.contains { $0.hasSuffix("tap \"Family\" (listItem of #2)") })
        #expect(car.screen.stack.count == 1)   // nothing pushed: the app is not asked
        #expect(scene.store.calls.isEmpty)
        #expect(car.crashes.isEmpty)
    }

    @Test func aContactsCardCallsAndWrites() async throws {
        let scene = CarPlaySceneDelegate()
        let car = await connected(scene)
        try car.tap("Contacts")
        #expect(car.screen.root?.title == "Contacts")
        try car.tap("Ana Lima")
        await car.advance(by: .seconds(1))
        let card = try #require(car.screen.top)
        #expect(card.kind == .contact)
        #expect(card.title == "Ana Lima")
        #expect(card.message == "mobile")
        #expect(card.lines.map(\.title) == ["+33 6 12 34 56 78"])
        #expect(card.buttons == ["Back", "Call", "Message"])

        try car.tap("Call")
        #expect(scene.store.calls == ["Ana Lima"])
        try car.tap("Message")
        #expect(car.hostLog.last?.hasSuffix("\"Message\" tapped: Siri starts composing a message to +33 6 12 34 56 78 (HeadUnit has no Siri: nothing more happens)") == true)

        try car.tap("Back")
        await car.advance(by: .seconds(1))
        #expect(car.screen.stack.count == 1)
        #expect(car.crashes.isEmpty)
    }

    @Test func noOrderOfThreeTapsOrCablePullsCrashes() async {
        let found = await SceneExplorer(category: .communication) { CarPlaySceneDelegate() }.explore(maxEvents: 3)
        #expect(found.counterexample == nil, Comment(rawValue: found.counterexample?.drill ?? ""))
    }
}
