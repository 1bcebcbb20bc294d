import CarPlay
import CoreLocation
import HeadUnitTesting
import MapKit
import Testing
import UIKit

/// A place at `latitude`, `longitude`, as a charging or parking app builds one.
func place(_ title: String, subtitle: String? = nil, summary: String? = nil, latitude: Double = 48.85, longitude: Double = 2.35) -> CPPointOfInterest {
    let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude)))
    item.name = title
    return CPPointOfInterest(location: item, title: title, subtitle: subtitle, summary: summary, detailTitle: nil,
                             detailSubtitle: nil, detailSummary: nil, pinImage: nil)
}

/// Hears what a point-of-interest template tells its delegate.
@MainActor
final class PlacesListener: NSObject, CPPointOfInterestTemplateDelegate {
    var heard: [String] = []
    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {
        heard.append("region \(region.center.latitude)")
    }
    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest) {
        heard.append("selected \(pointOfInterest.title)")
    }
}

/// Not main-actor, as in the SDK: a model layer off the main actor builds places, contacts and
/// message rows and reads them (a main-actor class here would not compile in Swift 6).
nonisolated func offMainWords(_ names: [String]) -> [String] {
    let leading = CPMessageListItemLeadingConfiguration(leadingItem: .none, leadingImage: nil, unread: false)
    let rows = names.map { CPMessageListItem(conversationIdentifier: $0, text: $0, leadingConfiguration: leading, trailingConfiguration: nil, detailText: nil, trailingText: nil) }
    let contact = CPContact(name: names.first ?? "", image: UIImage())
    contact.actions = [CPContactCallButton { _ in }, CPContactMessageButton(phoneOrEmail: "+33 1 23 45 67 89")]
    let message = contact.actions?.compactMap { ($0 as? CPContactMessageButton)?.phoneOrEmail } ?? []
    return rows.compactMap(\.text) + [contact.name] + message + [place(names.last ?? "").title]
}

@Suite("Points of interest, contacts and message rows on the strict host")
@MainActor
struct PlacesAndPeopleTests {
    /// A car of `category` with `scene` plugged in and its root landed.
    func plugged(_ scene: RootScene, category: CarPlayCategory) async -> HeadUnit {
        let car = HeadUnit(category: category)
        car.plug(scene)
        await car.advance(by: .seconds(1))
        return car
    }

    @Test("The places are buttons with their subtitles; nothing is selected with NSNotFound")
    func placesAreButtons() async throws {
        let places = [place("Ionity Lyon", subtitle: "4 of 6 free"), place("Tesla Vienne", subtitle: "Full")]
        let car = await plugged(RootScene { CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: places, selectedIndex: NSNotFound) },
                                category: .evCharging)
        let root = try #require(car.screen.root)
        #expect(root.kind == .pointOfInterest)
        #expect(root.title == "Chargers")
        #expect(root.buttons == ["Ionity Lyon", "Tesla Vienne"])
        #expect(root.rows.map(\.detail) == ["4 of 6 free", "Full"])
        #expect(root.lines.isEmpty)
        #expect(car.crashes.isEmpty)
    }

    @Test("Selecting a place tells the delegate and shows its card; the card's buttons run their handlers")
    func selectingShowsTheCard() async throws {
        var tapped: [String] = []
        let lyon = place("Ionity Lyon", subtitle: "4 of 6 free", summary: "350 kW")
        lyon.detailTitle = "Ionity Lyon Nord"
        lyon.primaryButton = CPTextButton(title: "Navigate", textStyle: .confirm) { _ in tapped.append("Navigate") }
        lyon.secondaryButton = CPTextButton(title: "Details", textStyle: .normal) { _ in tapped.append("Details") }
        let listener = PlacesListener()
        let template = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: [lyon, place("Tesla Vienne")], selectedIndex: NSNotFound)
        template.pointOfInterestDelegate = listener
        let car = await plugged(RootScene { template }, category: .evCharging)

        try car.tap("Ionity Lyon")
        #expect(listener.heard == ["selected Ionity Lyon"])
        #expect(template.selectedIndex == 0)
        let root = try #require(car.screen.root)
        #expect(root.buttons == ["Ionity Lyon", "Tesla Vienne", "Navigate", "Details"])
        #expect(root.lines == [CarScreen.Item(title: "Ionity Lyon Nord", detail: "4 of 6 free"), CarScreen.Item(title: "350 kW")])
        #expect(car.hostLog.contains { $0.hasSuffix("CPPointOfInterestTemplate #1: \"Ionity Lyon\" selected: the car shows its detail card") })

        try car.tap("Navigate")
        try car.tap("Details")
        #expect(tapped == ["Navigate", "Details"])
        #expect(car.crashes.isEmpty)
    }

    @Test("The car uses the first 12 places; new places and a selection set by the app reach the car")
    func limitsAndUpdates() async throws {
        let template = CPPointOfInterestTemplate(title: "Parking", pointsOfInterest: (1...15).map { place("P\($0)") }, selectedIndex: 0)
        let car = await plugged(RootScene { template }, category: .parking)
        #expect(template.pointsOfInterest.count == 12)
        #expect(car.screen.root?.buttons == (1...12).map { "P\($0)" })
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "P1")])

        let garage = place("Garage", subtitle: "€2/h")
        garage.primaryButton = CPTextButton(title: "Reserve", textStyle: .confirm)
        template.setPointsOfInterest([place("Street"), garage], selectedIndex: 1)
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.buttons == ["Street", "Garage", "Reserve"])
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "Garage", detail: "€2/h")])

        template.selectedIndex = 7   // names no place: no card
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.buttons == ["Street", "Garage"])
        #expect(car.screen.root?.lines.isEmpty == true)
        #expect(car.crashes.isEmpty)
    }

    @Test("A point-of-interest template has bar buttons and, pushed, a back button")
    func barButtons() async throws {
        var searched = 0
        let scene = RootScene { list("Home", ["Nearby"]) }
        let car = await plugged(scene, category: .evCharging)
        let template = CPPointOfInterestTemplate(title: "Nearby", pointsOfInterest: [place("A")], selectedIndex: NSNotFound)
        template.trailingNavigationBarButtons = [CPBarButton(title: "Search") { _ in searched += 1 }]
        scene.interfaceController?.pushTemplate(template, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.buttons == ["Back", "A", "Search"])
        try car.tap("Search")
        #expect(searched == 1)
        try car.tap("Back")
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.kind == .list)
        #expect(car.crashes.isEmpty)
    }

    @Test("A contact card: name, subtitle, text and four action buttons; call and directions run their handlers, message starts Siri")
    func contactCard() async throws {
        var handled: [String] = []
        let contact = CPContact(name: "Ana Lima", image: UIImage(systemName: "person.crop.circle") ?? UIImage())
        contact.subtitle = "Mobile"
        contact.informativeText = "Last call yesterday"
        let extra = CPButton(image: UIImage(systemName: "star") ?? UIImage()) { _ in handled.append("extra") }
        extra.title = "Favourite"
        contact.actions = [CPContactCallButton { _ in handled.append("call") }, CPContactMessageButton(phoneOrEmail: "+33 6 12 34 56 78"),
                           CPContactDirectionsButton { _ in handled.append("directions") }, extra,
                           CPButton(image: UIImage(systemName: "trash") ?? UIImage()) { _ in handled.append("fifth") }]
        let scene = RootScene { list("People", ["Ana Lima"]) }
        let car = await plugged(scene, category: .communication)
        scene.interfaceController?.pushTemplate(CPContactTemplate(contact: contact), animated: true, completion: nil)
        await car.advance(by: .seconds(1))

        let card = try #require(car.screen.top)
        #expect(card.kind == .contact)
        #expect(card.title == "Ana Lima")
        #expect(card.message == "Mobile")
        #expect(card.lines == [CarScreen.Item(title: "Last call yesterday")])
        #expect(card.buttons == ["Back", "Call", "Message", "Directions", "Favourite"])   // the first four actions

        try car.tap("Call")
        try car.tap("Directions")
        try car.tap("Favourite")
        try car.tap("Message")
        #expect(handled == ["call", "directions", "extra"])
        #expect(car.hostLog.last?.hasSuffix("CPContactTemplate #2: \"Message\" tapped: Siri starts composing a message to +33 6 12 34 56 78 (HeadUnit has no Siri: nothing more happens)") == true)
        #expect(car.crashes.isEmpty)
    }

    @Test("New actions or a disabled button on a shown contact reach the car")
    func contactChanges() async throws {
        let contact = CPContact(name: "Garage Martin", image: UIImage())
        let call = CPContactCallButton { _ in }
        contact.actions = [call]
        let car = await plugged(RootScene { CPContactTemplate(contact: contact) }, category: .navigation)
        #expect(car.screen.root?.buttons == ["Call"])

        call.isEnabled = false
        contact.actions = [call, CPContactDirectionsButton { _ in }]
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.rows.map(\.enabled) == [false, true])
        try car.tap("Call")
        #expect(car.hostLog.last?.hasSuffix("\"Call\" is disabled; nothing happens") == true)
    }

    @Test("Message rows are rows of a list: their text is shown; a tap runs no handler of the app")
    func messageRows() async throws {
        let unread = CPMessageListItemLeadingConfiguration(leadingItem: .pin, leadingImage: nil, unread: true)
        let read = CPMessageListItemLeadingConfiguration(leadingItem: .none, leadingImage: nil, unread: false)
        let chat = CPMessageListItem(conversationIdentifier: "c-1", text: "Family", leadingConfiguration: unread,
                                     trailingConfiguration: CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil),
                                     detailText: "See you at 8", trailingText: "10:42")
        let person = CPMessageListItem(fullName: "Ana Lima", phoneOrEmailAddress: "ana@example.com", leadingConfiguration: read,
                                       trailingConfiguration: nil, detailText: nil, trailingText: nil)
        #expect(chat.isEnabled)
        #expect(person.conversationIdentifier == nil)
        #expect(person.text == "Ana Lima")
        let car = await plugged(RootScene { CPListTemplate(title: "Chats", sections: [CPListSection(items: [chat, person])]) },
                                category: .communication)
        #expect(car.screen.root?.buttons == ["Family", "Ana Lima"])

        chat.text = "Family 🏠"   // a shown item's change reaches the car
        await car.advance(by: .seconds(1))
        #expect(car.screen.root?.buttons == ["Family 🏠", "Ana Lima"])
        try car.tap("Family 🏠")
        #expect(car.hostLog.dropLast().last?.contains("tap \"Family 🏠\" (listItem of #1)") == true)
        #expect(car.hostLog.last?.hasSuffix("\"Family 🏠\" selected: Siri starts reading conversation \"c-1\" (HeadUnit has no Siri: nothing more happens)") == true)
        #expect(car.crashes.isEmpty)
    }

    @Test("What CarPlay does when a message row is selected: compose with an address, read when unread, reply otherwise")
    func siriFlows() {
        let unread = CPMessageListItemLeadingConfiguration(leadingItem: .star, leadingImage: nil, unread: true)
        let read = CPMessageListItemLeadingConfiguration(leadingItem: .none, leadingImage: nil, unread: false)
        let compose = CPMessageListItem(fullName: "Ana", phoneOrEmailAddress: "ana@example.com", leadingConfiguration: unread,
                                        trailingConfiguration: nil, detailText: nil, trailingText: nil)
        let readFlow = CPMessageListItem(conversationIdentifier: "c-1", text: "Family", leadingConfiguration: unread,
                                         trailingConfiguration: nil, detailText: nil, trailingText: "2")
        let reply = CPMessageListItem(conversationIdentifier: "c-2", text: "Work", leadingConfiguration: read,
                                      trailingConfiguration: nil, detailText: nil, trailingText: nil)
        #expect(compose.siriLine == "\"Ana\" selected: Siri starts composing a message to ana@example.com (HeadUnit has no Siri: nothing more happens)")
        #expect(readFlow.siriLine == "\"Family\" selected: Siri starts reading conversation \"c-1\" (HeadUnit has no Siri: nothing more happens)")
        #expect(reply.siriLine == "\"Work\" selected: Siri starts a reply in conversation \"c-2\" (HeadUnit has no Siri: nothing more happens)")
        #expect(readFlow.hostNote == "unread, starred, 2")
        #expect(reply.hostNote == nil)
    }

    @Test("A conversation row shows its detail and note, and a tap hands it to Siri, written in the host log")
    func messageRowOnTheCar() async throws {
        let unread = CPMessageListItemLeadingConfiguration(leadingItem: .pin, leadingImage: nil, unread: true)
        let row = CPMessageListItem(conversationIdentifier: "c-7", text: "Climbing club", leadingConfiguration: unread,
                                    trailingConfiguration: nil, detailText: "Saturday?", trailingText: "09:12")
        let chats = CPListTemplate(title: "Chats", sections: [CPListSection(items: [row])])
        let car = await plugged(RootScene { chats }, category: .communication)
        let shown = try #require(car.screen.root?.rows.first)
        #expect(shown.detail == "Saturday?")
        #expect(shown.note == "unread, pinned, 09:12")
        try car.tap("Climbing club")
        #expect(car.hostLog.last?.hasSuffix("\"Climbing club\" selected: Siri starts reading conversation \"c-7\" (HeadUnit has no Siri: nothing more happens)") == true)
        #expect(car.crashes.isEmpty)
    }

    @Test("A compose bar button runs no handler: the car starts Siri, written in the host log")
    func composeBarButton() async throws {
        let chats = CPListTemplate(title: "Chats", sections: [])
        let compose = CPMessageComposeBarButton()
        chats.trailingNavigationBarButtons = [compose]
        let car = await plugged(RootScene { chats }, category: .communication)   // a tab's root would show no bar buttons
        #expect(car.screen.root?.barButtons == ["square.and.pencil"])
        try car.tap("square.and.pencil")
        #expect(car.hostLog.last?.hasSuffix("CPListTemplate #1: \"square.and.pencil\" tapped: Siri starts composing a new message (HeadUnit has no Siri: nothing more happens)") == true)
        #expect(car.crashes.isEmpty)
    }

    @Test("Places, contacts and message rows are not main-actor: built and read off the main actor")
    func nonisolatedModels() async {
        let words = await Task.detached { offMainWords(["Ana", "Bruno"]) }.value
        #expect(words == ["Ana", "Bruno", "Ana", "+33 1 23 45 67 89", "Bruno"])
    }
}
