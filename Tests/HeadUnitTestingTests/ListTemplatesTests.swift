import CarPlay
import HeadUnitTesting
import Testing
import UIKit

/// A car with `scene` plugged in and its root landed.
@MainActor private func plugged(_ scene: RootScene, category: CarPlayCategory = .voiceConversation) async -> HeadUnit {
    let car = HeadUnit(category: category)
    car.plug(scene)
    await car.advance(by: .seconds(1))
    return car
}

/// A row that appends its words to `heard` when selected, and completes at once.
@MainActor private func row(_ text: String, heard: @escaping (String) -> Void = { _ in }) -> CPListItem {
    let item = CPListItem(text: text, detailText: nil)
    item.handler = { _, completion in
        heard(text)
        completion()
    }
    return item
}

/// A symbol image, as scenes make them.
private func symbol(_ name: String) -> UIImage { UIImage(systemName: name)! }

/// The host-log lines that end with `suffix`.
@MainActor private func logged(_ car: HeadUnit, _ suffix: String) -> Int {
    car.hostLog.filter { $0.hasSuffix(suffix) }.count
}

@Suite("Lists: sections, image rows and their elements, headers, the assistant cell, the empty view (B1, B2)")
@MainActor
struct ListTemplatesTests {
    @Test("A section's header is a line of the list (its subtitle the detail); its button is tappable and runs its handler")
    func sectionHeaders() async throws {
        var tapped: [String] = []
        let more = CPButton(image: symbol("ellipsis")) { _ in tapped.append("more") }
        more.title = "More episodes"
        let recent = CPListSection(items: [row("Episode 1")], header: "Recent", headerSubtitle: "This week",
                                   headerImage: symbol("clock"), headerButton: more, sectionIndexTitle: "R")
        let older = CPListSection(items: [row("Episode 0")], header: "Older", sectionIndexTitle: nil)
        let scene = RootScene { CPListTemplate(title: "Podcast", sections: [recent, older]) }
        let car = await plugged(scene)
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "Recent", detail: "This week"), CarScreen.Item(title: "Older")])
        #expect(car.screen.root?.buttons == ["More episodes", "Episode 1", "Episode 0"])
        try car.tap("More episodes")
        #expect(tapped == ["more"])
        #expect(recent.headerSubtitle == "This week" && recent.headerButton === more && recent.sectionIndexTitle == "R")
    }

    @Test("A disabled header button is shown disabled and does nothing")
    func disabledHeaderButton() async throws {
        var tapped = false
        let button = CPButton(image: symbol("plus")) { _ in tapped = true }
        button.isEnabled = false
        let section = CPListSection(items: [row("A")], header: "H", headerSubtitle: nil, headerImage: nil, headerButton: button, sectionIndexTitle: nil)
        let car = await plugged(RootScene { CPListTemplate(title: "L", sections: [section]) })
        #expect(car.screen.root?.rows.first == CarScreen.Item(title: "plus", enabled: false))
        try car.tap("plus")
        #expect(!tapped)
    }

    @Test("An image row is its text, then each image titled by its image title or \"<text> image <n>\"; an image tapped runs listImageRowHandler with its index, and its completion is recorded")
    func imageRow() async throws {
        var selected: [Int] = []
        let titled = CPListImageRowItem(text: "Stations", images: [symbol("a"), symbol("b"), symbol("c")], imageTitles: ["Jazz", "", "News"])
        titled.listImageRowHandler = { item, index, completion in
            selected.append(index)
            #expect(item === titled)
            completion()
        }
        let untitled = CPListImageRowItem(text: "Covers", images: [symbol("x"), symbol("y")])
        let car = await plugged(RootScene { CPListTemplate(title: "Radio", sections: [CPListSection(items: [titled, untitled])]) })
        #expect(car.screen.root?.buttons == ["Stations", "Jazz", "Stations image 2", "News", "Covers", "Covers image 1", "Covers image 2"])
        try car.tap("Stations image 2")
        try car.tap("News")
        #expect(selected == [1, 2])
        #expect(logged(car, "list item \"News\": handler called; the row shows a spinner until its completion") == 1)
        #expect(logged(car, "list item \"News\": completion called") == 1)
        #expect(titled.gridImages.count == 3 && titled.imageTitles == ["Jazz", "", "News"])
    }

    @Test("An image row shows its first CPMaximumNumberOfGridImages images; update(_:) reaches the car")
    func imageRowLimitAndUpdate() async throws {
        let images = (1...(CPMaximumNumberOfGridImages + 3)).map { symbol("s\($0)") }
        let item = CPListImageRowItem(text: "Mix", images: images)
        let car = await plugged(RootScene { CPListTemplate(title: "Home", sections: [CPListSection(items: [item])]) })
        #expect(car.screen.root?.buttons.count == 1 + CPMaximumNumberOfGridImages)
        item.update([symbol("one")])
        #expect(car.screen.root?.buttons == ["Mix", "Mix image 1"])
        #expect(item.gridImages.map(\.name) == ["one"])
    }

    @Test("The image row itself runs its handler with a completion, as a CPListItem does")
    func imageRowHandler() async throws {
        var selected = false
        let item = CPListImageRowItem(text: "Shelf", images: [symbol("a")])
        item.handler = { _, completion in
            selected = true
            completion()
        }
        let car = await plugged(RootScene { CPListTemplate(title: "Home", sections: [CPListSection(items: [item])]) })
        try car.tap("Shelf")
        #expect(selected)
        #expect(logged(car, "list item \"Shelf\": completion called") == 1)
    }

    @Test("iOS 26 elements: each is an entry titled by its own title, else its accessibility label, else \"<text> image <n>\"; a disabled one does nothing")
    func elements() async throws {
        var selected: [Int] = []
        let grid = CPListImageRowItemGridElement(image: symbol("g"))
        let labelled = CPListImageRowItemGridElement(image: symbol("h"))
        labelled.accessibilityLabel = "Favourites"
        let off = CPListImageRowItemGridElement(image: symbol("i"))
        off.isEnabled = false
        let item = CPListImageRowItem(text: "Browse", gridElements: [grid, labelled, off], allowsMultipleLines: true)
        item.listImageRowHandler = { _, index, completion in
            selected.append(index)
            completion()
        }
        let cards = CPListImageRowItem(text: nil, cardElements: [
            CPListImageRowItemCardElement(image: symbol("c"), showsImageFullHeight: true, title: "Top 40", subtitle: "Weekly", tintColor: .systemBlue),
        ], allowsMultipleLines: false)
        let condensed = CPListImageRowItem(text: "Artists", condensedElements: [
            CPListImageRowItemCondensedElement(image: symbol("p"), imageShape: .circular, title: "Nina", subtitle: "3 albums", accessorySymbolName: "chevron.right"),
        ], allowsMultipleLines: false)
        let imageGrid = CPListImageRowItem(text: "Genres", imageGridElements: [
            CPListImageRowItemImageGridElement(image: symbol("q"), imageShape: .roundedRectangle, title: "Soul", accessorySymbolName: nil),
        ], allowsMultipleLines: false)
        let rows = CPListImageRowItem(text: "Queue", elements: [CPListImageRowItemRowElement(image: symbol("r"), title: nil, subtitle: "Next")],
                                      allowsMultipleLines: false)
        let list = CPListTemplate(title: "Browse", sections: [CPListSection(items: [item, cards, condensed, imageGrid, rows])])
        let car = await plugged(RootScene { list })
        #expect(car.screen.root?.buttons == ["Browse", "Browse image 1", "Favourites", "Browse image 3", "", "Top 40",
                                             "Artists", "Nina", "Genres", "Soul", "Queue", "Queue image 1"])
        #expect(car.screen.root?.rows[3] == CarScreen.Item(title: "Browse image 3", enabled: false))
        try car.tap("Favourites")
        try car.tap("Browse image 3")
        #expect(selected == [1])
        item.elements = [grid]
        #expect(car.screen.root?.buttons.prefix(3) == ["Browse", "Browse image 1", ""])
        #expect(item.allowsMultipleLines && !cards.allowsMultipleLines)
    }

    @Test("A row without a handler goes to the list's delegate (the iOS 12 API), whose completion is recorded")
    func deprecatedDelegate() async throws {
        final class Delegate: NSObject, CPListTemplateDelegate {
            nonisolated(unsafe) var selected: [String] = []
            func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping @Sendable () -> Void) {
                selected.append(item.text ?? "")
                completionHandler()
            }
        }
        let delegate = Delegate()
        let list = CPListTemplate(title: "Old", sections: [CPListSection(items: [CPListItem(text: "Plain", detailText: nil), row("Handled")])])
        list.delegate = delegate
        let car = await plugged(RootScene { list })
        try car.tap("Plain")
        try car.tap("Handled")
        #expect(delegate.selected == ["Plain"])
        #expect(logged(car, "list item \"Plain\": completion called") == 1)
    }

    @Test("A visible assistant cell is a line at its position; one shown only while the interface is limited is not shown")
    func assistantCell() async throws {
        let section = CPListSection(items: [row("Song")], header: "Songs", sectionIndexTitle: nil)
        let top = CPAssistantCellConfiguration(position: .top, visibility: .always, assistantAction: .playMedia)
        let list = CPListTemplate(title: "Music", sections: [section], assistantCellConfiguration: top)
        let car = await plugged(RootScene { list }, category: .audio)
        #expect(car.screen.root?.lines.map(\.title) == ["Siri: play media", "Songs"])
        list.assistantCellConfiguration = CPAssistantCellConfiguration(position: .bottom, visibility: .always, assistantAction: .startCall)
        #expect(car.screen.root?.lines.map(\.title) == ["Songs", "Siri: start call"])
        list.assistantCellConfiguration = CPAssistantCellConfiguration(position: .top, visibility: .whileLimitedUIActive, assistantAction: .playMedia)
        #expect(car.screen.root?.lines.map(\.title) == ["Songs"])
        #expect(car.screen.root?.buttons == ["Song"])
    }

    @Test("An empty list shows its empty view, or a spinner when asked; items replace it")
    func emptyView() async throws {
        let list = CPListTemplate(title: "Downloads", sections: [])
        list.emptyViewTitleVariants = ["Nothing downloaded", "Empty"]
        list.emptyViewSubtitleVariants = ["Download episodes on your phone"]
        let car = await plugged(RootScene { list })
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "Nothing downloaded", detail: "Download episodes on your phone")])
        list.showsSpinnerWhileEmpty = true
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "", note: "spinner")])
        list.updateSections([CPListSection(items: [row("Episode")])])
        #expect(car.screen.root?.lines == [] && car.screen.root?.buttons == ["Episode"])
    }

    @Test("Header grid buttons come first, the first maximumHeaderGridButtonCount of them; an unread conversation is noted; a tap runs the handler")
    func headerGridButtons() async throws {
        var tapped: [String] = []
        let buttons = (1...(CPListTemplate.maximumHeaderGridButtonCount + 1)).map { i in
            CPGridButton(titleVariants: ["Chat \(i)"], image: symbol("person"),
                         messageConfiguration: i == 1 ? CPMessageGridItemConfiguration(conversationIdentifier: "c1", unread: true) : nil) { _ in
                tapped.append("Chat \(i)")
            }
        }
        let list = CPListTemplate(title: "Messages", sections: [CPListSection(items: [row("Older")])], assistantCellConfiguration: nil,
                                  headerGridButtons: buttons)
        let car = await plugged(RootScene { list }, category: .communication)
        #expect(car.screen.root?.buttons == (1...CPListTemplate.maximumHeaderGridButtonCount).map { "Chat \($0)" } + ["Older"])
        #expect(car.screen.root?.rows.first == CarScreen.Item(title: "Chat 1", note: "unread"))
        try car.tap("Chat 2")
        #expect(tapped == ["Chat 2"])
        buttons[0].messageConfiguration?.isUnread = false
        #expect(car.screen.root?.rows.first == CarScreen.Item(title: "Chat 1"))
        #expect(list.headerGridButtons?.count == buttons.count)
    }

    @Test("A details header (iOS 26.4) shows its title and subtitle, its first body variant, and its first maximumActionButtonCount buttons")
    func detailsHeader() async throws {
        var tapped: [Int] = []
        let buttons = (0...CPListTemplateDetailsHeader.maximumActionButtonCount).map { i in
            let button = CPButton(image: symbol("b\(i)")) { _ in tapped.append(i) }
            button.title = "Action \(i)"
            return button
        }
        let thumbnail = CPThumbnailImage(image: symbol("cover"))
        thumbnail.imageOverlay = CPImageOverlay(text: "LIVE", textColor: .white, backgroundColor: .systemRed, alignment: .trailing)
        let header = CPListTemplateDetailsHeader(thumbnail: thumbnail, title: "Morning Show", subtitle: "Radio One",
                                                 bodyVariants: [NSAttributedString(string: "Live until 10"), NSAttributedString(string: "Live")],
                                                 actionButtons: buttons)
        let list = CPListTemplate(title: "Show", listHeader: header, sections: [CPListSection(items: [row("Clip")])], assistantCellConfiguration: nil)
        let car = await plugged(RootScene { list }, category: .audio)
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "Morning Show", detail: "Radio One"), CarScreen.Item(title: "Live until 10")])
        #expect(car.screen.root?.buttons == (0..<CPListTemplateDetailsHeader.maximumActionButtonCount).map { "Action \($0)" } + ["Clip"])
        try car.tap("Action 1")
        #expect(tapped == [1])
        header.title = "Evening Show"
        #expect(car.screen.root?.lines.first?.title == "Evening Show")
        list.listHeader = nil
        #expect(car.screen.root?.lines == [] && car.screen.root?.buttons == ["Clip"])
        #expect(thumbnail.imageOverlay?.text == "LIVE" && thumbnail.imageOverlay?.alignment == .trailing)
    }

    @Test("The car shows the first maximumSectionCount sections")
    func sectionLimit() async throws {
        let sections = (1...(CPListTemplate.maximumSectionCount + 2)).map { CPListSection(items: [], header: "S\($0)", sectionIndexTitle: nil) }
        let list = CPListTemplate(title: "Many", sections: sections)
        let car = await plugged(RootScene { list })
        #expect(car.screen.root?.lines.count == CPListTemplate.maximumSectionCount)
        #expect(list.sectionCount == CPListTemplate.maximumSectionCount + 2)
    }

    @Test("Counting and finding items: sectionCount, itemCount, indexPath(for:), index(of:), item(at:)")
    func finding() {
        let a = row("A"), b = row("B"), c = row("C")
        let first = CPListSection(items: [a, b])
        let list = CPListTemplate(title: nil, sections: [first, CPListSection(items: [c])])
        #expect(list.sectionCount == 2 && list.itemCount == 3)
        #expect(list.indexPath(for: c) == IndexPath(item: 0, section: 1))
        #expect(list.indexPath(for: row("D")) == nil)
        #expect(first.index(of: b) == 1 && first.index(of: c) == NSNotFound)
        #expect(first.item(at: 1) === b)
    }

    @Test("B4: item(at:) outside its section raises NSRangeException, recorded as a crash; the test process lives on")
    func itemOutOfRange() async throws {
        let section = CPListSection(items: [row("Only")])
        let car = await plugged(RootScene { CPListTemplate(title: "L", sections: [section]) })
        let item = section.item(at: 3)
        #expect(item.text == nil)
        await car.advance(by: .zero)
        #expect(car.crashes.map(\.printed) == ["*** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayI objectAtIndex:]: index 3 beyond bounds [0 .. 0]'"])
        #expect(car.crashes.first?.call == "CPListSection.item(at: 3)")
        #expect(throws: HeadUnitError.self) { try car.tap("Only") }
    }

    @Test("A CPListItem keeps the iOS 26.4 playback configuration and the deprecated flags map to today's")
    func listItemMembers() {
        let item = CPListItem(text: "Episode", detailText: "12 min", image: nil, accessoryImage: nil, accessoryType: .disclosureIndicator)
        #expect(item.showsDisclosureIndicator)
        item.showsExplicitLabel = true
        #expect(item.isExplicitContent)
        item.playbackConfiguration = CPPlaybackConfiguration(preferredPresentation: .audio, playbackAction: .play,
                                                             elapsedTime: CMTime(seconds: 30, preferredTimescale: 600), duration: .zero)
        #expect(item.playbackConfiguration?.elapsedTime.seconds == 30 && item.playbackConfiguration?.playbackAction == .play)
        #expect(CPListItem.maximumImageSize.width > 0 && CPListImageRowItemCardElement.maximumFullHeightImageSize.height > 0)
    }
}

@Suite("Tabs, alerts, information, grids, bar buttons (B1, B2, B4)")
@MainActor
struct TabsAlertsInformationTests {
    @Test("select(_:) and selectTemplate(at:) show a tab (iOS 17); the delegate hears only the person's taps")
    func selectTabs() async throws {
        let first = list("Library", ["Song"])
        let second = list("Radio", ["Station"])
        second.tabTitle = "Live"
        let bar = CPTabBarTemplate(templates: [first, second])
        let scene = RootScene { bar }
        bar.delegate = scene
        let car = await plugged(scene)
        #expect(car.screen.root?.tabs == ["Library", "Live"])
        bar.selectTemplate(at: 1)
        #expect(car.screen.root?.selectedTab == 1 && bar.selectedTemplate === second)
        bar.select(first)
        #expect(car.screen.root?.buttons == ["Library", "Live", "Song"])
        bar.selectTemplate(at: 7)
        bar.select(list("Elsewhere", []))
        #expect(bar.selectedTemplate === first && scene.heard.filter { $0.hasPrefix("tab") }.isEmpty)
    }

    @Test("B4: updateTemplates past the car's tab limit (5 for a voice-based conversation app) raises at the call")
    func updateTooManyTabs() async throws {
        let bar = CPTabBarTemplate(templates: [list("One", [])])
        let car = await plugged(RootScene { bar })
        bar.updateTemplates((1...6).map { list("Tab \($0)", []) })
        #expect(car.crashes.map(\.printed) == ["*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Too many templates passed to validateTemplates:. Maximum allowed is 5.'"])
    }

    @Test("An alert keeps its last maximumActionCount actions (3 for a voice-based conversation app)")
    func alertLimit() async throws {
        let scene = RootScene { grid(["A"]) }
        let car = await plugged(scene)
        let actions = (1...4).map { i in CPAlertAction(title: "Option \(i)", style: .default) { _ in } }
        let alert = CPAlertTemplate(titleVariants: ["Choose"], actions: actions)
        scene.interfaceController?.presentTemplate(alert, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented?.buttons == ["Option 2", "Option 3", "Option 4"])
        #expect(alert.actions.count == 3)
        let colored = CPAlertAction(title: "Go", color: .systemGreen) { _ in }
        #expect(colored.color == .systemGreen && colored.style == .default)
    }

    @Test("An information template notes a rating item's rating and shows its first ten items and three actions")
    func information() async throws {
        let items: [CPInformationItem] = [CPInformationRatingItem(rating: 4.5, maximumRating: 5, title: "Rating", detail: "212 reviews"),
                                          CPInformationRatingItem(rating: 3, maximumRating: nil, title: "Food", detail: nil)]
            + (1...10).map { CPInformationItem(title: "Line \($0)", detail: nil) }
        let actions = (1...4).map { CPTextButton(title: "Action \($0)", textStyle: .normal) }
        let info = CPInformationTemplate(title: "Diner", layout: .twoColumn, items: items, actions: actions)
        let car = await plugged(RootScene { info }, category: .fueling)
        #expect(car.screen.root?.lines.count == 10)
        #expect(car.screen.root?.lines.prefix(2) == [CarScreen.Item(title: "Rating", detail: "212 reviews", note: "rating 4.5 of 5"),
                                                     CarScreen.Item(title: "Food", note: "rating 3")])
        #expect(car.screen.root?.rows.map(\.title) == ["Action 1", "Action 2", "Action 3"])
        #expect((items[0] as? CPInformationRatingItem)?.maximumRating == 5 && info.layout == .twoColumn)
    }

    @Test("A grid button's new titles reach the car (iOS 26); an unread conversation is noted")
    func gridButtons() async throws {
        let button = CPGridButton(titleVariants: ["Mum"], image: symbol("person"),
                                  messageConfiguration: CPMessageGridItemConfiguration(conversationIdentifier: "mum", unread: true))
        let template = CPGridTemplate(title: "Favourites", gridButtons: [button])
        let car = await plugged(RootScene { template }, category: .communication)
        #expect(car.screen.root?.rows == [CarScreen.Item(title: "Mum", note: "unread")])
        button.updateTitleVariants(["Mother"])
        button.updateImage(symbol("person.fill"))
        #expect(car.screen.root?.buttons == ["Mother"])
        #expect(button.image.name == "person.fill")
        #expect(button.messageConfiguration?.conversationIdentifier == "mum" && CPGridTemplate.maximumGridButtonImageSize.width > 0)
    }

    @Test("A bar button of the iOS 12 form shows the title or image set on it later")
    func barButtonOfType() async throws {
        let share = CPBarButton(type: .text) { _ in }
        share.title = "Share"
        let list = list("Trip", ["Stop"])
        list.trailingNavigationBarButtons = [share]
        let car = await plugged(RootScene { list })
        #expect(car.screen.root?.barButtons == ["Share"])
        #expect(share.buttonType == .text && CPBarButton(image: symbol("gear")).buttonType == .image)
        #expect(CPImageSet(lightContentImage: symbol("sun.max"), darkContentImage: symbol("moon")).darkContentImage.name == "moon")
    }
}

@Suite("CoreMedia's CMTime, as CPPlaybackConfiguration takes it")
struct CMTimeTests {
    @Test("Seconds, equal fractions, and the times that are not numbers")
    func values() {
        #expect(CMTime(value: 3, timescale: 2).seconds == 1.5)
        #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 2, timescale: 4))
        #expect(Set([CMTime(value: 1, timescale: 2), CMTime(value: 2, timescale: 4)]).count == 1)
        #expect(CMTime(seconds: 90, preferredTimescale: 600) == CMTimeMake(value: 54_000, timescale: 600))
        #expect(CMTimeGetSeconds(CMTimeMakeWithSeconds(0.5, preferredTimescale: 10)) == 0.5)
        #expect(CMTime.invalid.seconds.isNaN && !CMTime.invalid.isValid && CMTime.indefinite.isIndefinite)
        #expect(CMTime(value: 1, timescale: 0).isValid == false)
        #expect(CMTime.zero.isNumeric && CMTime.zero.seconds == 0)
    }

    @Test("Bad input never traps: not a number is invalid, a number past Int64 is an infinity")
    func badInput() {
        #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
        #expect(CMTime(seconds: 1e300, preferredTimescale: 600).isPositiveInfinity)
        #expect(CMTime(seconds: -.infinity, preferredTimescale: 600).isNegativeInfinity)
        #expect(!CMTime(seconds: 1, preferredTimescale: -5).isValid)
        #expect(CMTime(seconds: 1.0 / 3.0, preferredTimescale: 10).hasBeenRounded)
    }
}

/// Isolation as Swift imports the SDK: these classes are not main-actor, so a nonisolated function
/// makes and reads them (this file compiles in Swift 6 mode only if that holds).
nonisolated func nonisolatedUse() -> [String?] {
    let button = CPButton(image: UIImage())
    button.title = "B"
    let text = CPTextButton(title: "T", textStyle: .confirm)
    let grid = CPGridButton(titleVariants: ["G"], image: UIImage())
    let action = CPAlertAction(title: "A", style: .cancel) { _ in }
    let section = CPListSection(items: [])
    let cell = CPAssistantCellConfiguration(position: .top, visibility: .off, assistantAction: .startCall)
    let info = CPInformationRatingItem(rating: 1, maximumRating: 5, title: "I", detail: nil)
    let message = CPMessageGridItemConfiguration(conversationIdentifier: "m", unread: false)
    let set = CPImageSet(lightContentImage: UIImage(), darkContentImage: UIImage())
    let bar = CPBarButton(title: "Bar")
    _ = (cell, set)
    return [button.title, text.title, grid.titleVariants.first, action.title, section.header, info.title, message.conversationIdentifier, bar.title]
}

/// CPListTemplateItem is not a main-actor protocol: a nonisolated helper reads an image row's text.
nonisolated func rowText(_ item: any CPListTemplateItem) -> String? { item.text }

@Test("Nonisolated code makes the SDK's nonisolated classes and reads an item's text")
@MainActor func nonisolatedClasses() {
    #expect(nonisolatedUse() == ["B", "T", "G", "A", nil, "I", "m", "Bar"])
    #expect(rowText(CPListImageRowItem(text: "Row", gridElements: [], allowsMultipleLines: false)) == "Row")
}
