import CarPlay
import Drill
import HeadUnitTesting
import Testing
import UIKit

/// A scene that sets `makeRoot()` as its root, with a completion, and keeps what its completions
/// said: the scene docs/FIDELITY.md's findings are checked with.
@MainActor
final class RecordingScene: UIResponder, CPTemplateApplicationSceneDelegate {
    let makeRoot: () -> CPTemplate
    var interfaceController: CPInterfaceController?
    /// What each completion said, in order: `ok` or the error's words.
    var results: [String] = []

    init(_ makeRoot: @escaping () -> CPTemplate) {
        self.makeRoot = makeRoot
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(makeRoot(), animated: true, completion: record)
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        self.interfaceController = nil
    }

    /// A completion that writes what it was told into `results`.
    func record(_ ok: Bool, _ error: (any Error)?) {
        results.append(error?.localizedDescription ?? (ok ? "ok" : "false"))
    }
}

/// A scene that sets its root from a task after `didConnect` returns, as many public apps do.
@MainActor
final class LateRootScene: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        Task { _ = try? await interfaceController.setRootTemplate(grid(["Later"]), animated: true) }
    }
}

/// A scene that reads the class limits while it connects, as scenes size their lists.
@MainActor
final class LimitsScene: UIResponder, CPTemplateApplicationSceneDelegate {
    var seen: [Int] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        seen = [CPListTemplate.maximumItemCount, CPListTemplate.maximumSectionCount, CPTabBarTemplate.maximumTabCount,
                CPAlertTemplate.maximumActionCount, CPVoiceControlState.maximumActionButtonCount]
        interfaceController.setRootTemplate(grid(["Home"]), animated: true, completion: nil)
    }
}

/// docs/FIDELITY.md's findings about what the host refuses, for your own scene: each refusal as
/// CarPlay makes it, with its words, and no crash where CarPlay raises none (issue 27).
@Suite("The host refuses exactly what CarPlay refuses (docs/FIDELITY.md, issue 27)")
@MainActor
struct RefusalFidelityTests {
    /// A car of `category` with `scene` plugged in and its root landed.
    func plugged(_ scene: RecordingScene, category: CarPlayCategory = .voiceConversation) async -> HeadUnit {
        let car = HeadUnit(category: category)
        car.plug(scene)
        await car.advance(by: .seconds(1))
        return car
    }

    @Test("F1: Now Playing may be an audio app's root: the framework's roots are the pushable classes and the tab bar")
    func nowPlayingAsTheRoot() async {
        let scene = RecordingScene { CPNowPlayingTemplate.shared }
        let car = await plugged(scene, category: .audio)
        #expect(car.crashes.isEmpty)
        #expect(car.screen.root?.kind == .nowPlaying)
        #expect(scene.results == ["ok"])
        #expect(CarPlayCategory.audio.rootTemplates.contains(.nowPlaying))
    }

    /// The framework's pushable classes as NSSet prints them in `Allowed classes: …`.
    static let pushable = "{(\n    CPContactTemplate,\n    CPGridTemplate,\n    CPInformationTemplate,\n    CPListTemplate,\n    CPMapTemplate,\n    CPNowPlayingTemplate,\n    CPPointOfInterestTemplate,\n    CPSearchTemplate\n)}"

    @Test("F14, F15: pushing a tab bar, an alert or an action sheet is an unsupported object, with the pushable classes as NSSet prints them",
          arguments: ["tab bar", "alert", "action sheet"])
    func pushingAClassThatIsNeverPushed(_ kind: String) async throws {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        let template: CPTemplate = switch kind {
        case "tab bar": CPTabBarTemplate(templates: [])
        case "alert": CPAlertTemplate(titleVariants: ["Sure?"], actions: [])
        default: CPActionSheetTemplate(title: "Sure?", message: nil, actions: [])
        }
        scene.interfaceController?.pushTemplate(template, animated: true, completion: scene.record)
        let crash = try #require(car.crashes.first)
        #expect(crash.rule == "H13" && crash.exception == "NSInvalidArgumentException")
        #expect(crash.printed.hasSuffix("reason: 'Unsupported object <\(type(of: template)) #2> passed to pushTemplate:animated:completion:. Allowed classes: \(Self.pushable)'"))
    }

    @Test("F15: a pushable class the category does not allow fails the second check, and the message names the category's classes")
    func aClassTheCategoryDoesNotAllow() async throws {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        scene.interfaceController?.pushTemplate(CPMapTemplate(), animated: true, completion: scene.record)
        let crash = try #require(car.crashes.first)
        #expect(crash.printed.hasSuffix("reason: 'Unsupported object <CPMapTemplate #2> passed to pushTemplate:animated:completion:. Allowed classes: {(\n    CPActionSheetTemplate,\n    CPAlertTemplate,\n    CPGridTemplate,\n    CPInformationTemplate,\n    CPListTemplate,\n    CPTabBarTemplate,\n    CPVoiceControlTemplate\n)}'"))
    }

    @Test("F15: a grid presented, or a voice-control template set as the root, names the role's classes")
    func theRolesClasses() async throws {
        let presenting = RecordingScene { grid(["Home"]) }
        let car = await plugged(presenting)
        presenting.interfaceController?.presentTemplate(grid(["Modal"]), animated: true, completion: presenting.record)
        #expect(car.crashes.first?.printed.hasSuffix("passed to presentTemplate:animated:completion:. Allowed classes: {(\n    CPActionSheetTemplate,\n    CPAlertTemplate,\n    CPVoiceControlTemplate\n)}'") == true)

        let voice = CPVoiceControlTemplate(voiceControlStates: [CPVoiceControlState(identifier: "a", titleVariants: ["A"], image: nil, repeats: false)])
        let rooted = await plugged(RecordingScene { voice })
        #expect(rooted.crashes.first?.printed.hasSuffix("Unsupported object <CPVoiceControlTemplate #1> passed to setRootTemplate:animated:completion:. Allowed classes: {(\n    CPContactTemplate,\n    CPGridTemplate,\n    CPInformationTemplate,\n    CPListTemplate,\n    CPMapTemplate,\n    CPNowPlayingTemplate,\n    CPPointOfInterestTemplate,\n    CPSearchTemplate,\n    CPTabBarTemplate\n)}'") == true)
    }

    @Test("F13: pop(to:) a template of a class that is never pushed raises, as the framework's pushable check does")
    func popToAClassThatIsNeverPushed() async throws {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        scene.interfaceController?.pop(to: CPAlertTemplate(titleVariants: ["Sure?"], actions: []), animated: true, completion: scene.record)
        let crash = try #require(car.crashes.first)
        #expect(crash.rule == "H13")
        #expect(crash.printed.hasSuffix("reason: 'Unsupported object <CPAlertTemplate #2> passed to popToTemplate:animated:completion:. Allowed classes: \(Self.pushable)'"))
        #expect(scene.results == ["ok"])   // the root's; the refused call's completion never comes
    }

    @Test("F16: an EV charging app may present the voice-control template (its set's eighth class, which no public source names, is not refused)")
    func theUnnamedClassIsNotRefused() async {
        let scene = RecordingScene { grid(["Chargers"]) }
        let car = await plugged(scene, category: .evCharging)
        let voice = CPVoiceControlTemplate(voiceControlStates: [CPVoiceControlState(identifier: "a", titleVariants: ["Listening"], image: nil, repeats: false)])
        scene.interfaceController?.presentTemplate(voice, animated: true, completion: scene.record)
        await car.advance(by: .seconds(1))
        #expect(car.crashes.isEmpty)
        #expect(car.screen.presented?.kind == .voiceControl)
    }

    @Test("F16: public safety apps: depth 5, every class but the contact and Now Playing templates (10, the framework's count)")
    func publicSafety() async throws {
        let category = try #require(CarPlayCategory.all.first { $0.name == "public safety" })
        #expect(category.depthLimit == 5)
        #expect(category.templates == Set(TemplateKind.allCases).subtracting([.contact, .nowPlaying]))
        let scene = RecordingScene { grid(["Dispatch"]) }
        let car = await plugged(scene, category: category)
        scene.interfaceController?.pushTemplate(CPMapTemplate(), animated: true, completion: scene.record)
        await car.advance(by: .seconds(1))
        #expect(car.crashes.isEmpty && car.screen.top?.kind == .map)
        scene.interfaceController?.pushTemplate(CPContactTemplate(contact: CPContact(name: "Unit 7", image: UIImage())), animated: true, completion: scene.record)
        #expect(car.crashes.first?.message.contains("Unsupported object <CPContactTemplate #3> passed to pushTemplate:animated:completion:") == true)
    }

    @Test("F16: the class sets, as the framework's counts and Apple's pages give them", arguments: [
        ("audio", [TemplateKind.actionSheet, .alert, .grid, .list, .tabBar, .nowPlaying, .pointOfInterest, .voiceControl]),
        ("communication", [.actionSheet, .alert, .grid, .list, .tabBar, .information, .contact, .nowPlaying, .pointOfInterest, .voiceControl]),
        ("navigation", [.actionSheet, .alert, .grid, .list, .tabBar, .information, .contact, .map, .search, .voiceControl]),
        ("EV charging", [.actionSheet, .alert, .grid, .list, .tabBar, .information, .pointOfInterest, .voiceControl]),
        ("parking", [.actionSheet, .alert, .grid, .list, .tabBar, .information, .pointOfInterest, .voiceControl]),
        ("quick food ordering", [.actionSheet, .alert, .grid, .list, .tabBar, .information, .pointOfInterest, .voiceControl]),
        ("fueling", [.actionSheet, .alert, .grid, .list, .tabBar, .information, .pointOfInterest]),
        ("driving task", [.actionSheet, .alert, .grid, .list, .tabBar, .information, .pointOfInterest, .voiceControl]),
        ("voice-based conversation", [.actionSheet, .alert, .grid, .list, .tabBar, .information, .voiceControl]),
    ])
    func classSets(_ name: String, _ expected: [TemplateKind]) throws {
        let category = try #require(CarPlayCategory.all.first { $0.name == name })
        #expect(category.templates == Set(expected))
    }

    @Test("F7: too many tabs raise where the tab bar takes them, at init(templates:), with the framework's words")
    func tooManyTabsAtInit() async throws {
        let scene = RecordingScene { CPTabBarTemplate(templates: (1...6).map { list("Tab \($0)", []) }) }
        let car = await plugged(scene)
        let crash = try #require(car.crashes.first)
        #expect(crash.printed.contains("'NSInvalidArgumentException', reason: 'Too many templates passed to validateTemplates:. Maximum allowed is 5.'"))
        #expect(crash.call == "CPTabBarTemplate(templates:) with 6 templates")
    }

    @Test("F7: updateTemplates(_:) raises too, on a tab bar no car has shown yet")
    func tooManyTabsAtUpdate() async throws {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        let bar = CPTabBarTemplate(templates: [list("One", [])])
        bar.updateTemplates((1...6).map { list("Tab \($0)", []) })
        #expect(car.crashes.first?.message.contains("Too many templates passed to validateTemplates:. Maximum allowed is 5.") == true)
    }

    @Test("F8: the tab limit is the category's: 4 for an audio app, 5 for a communication app")
    func tabLimitByCategory() async {
        let audio = await plugged(RecordingScene { CPTabBarTemplate(templates: (1...5).map { list("Tab \($0)", []) }) }, category: .audio)
        #expect(audio.crashes.first?.message.contains("Maximum allowed is 4.") == true)
        let communication = await plugged(RecordingScene { CPTabBarTemplate(templates: (1...5).map { list("Tab \($0)", []) }) }, category: .communication)
        #expect(communication.crashes.isEmpty)
        #expect(communication.screen.root?.tabs.count == 5)
    }

    @Test("F9: an audio app's tabs are lists and grids only; the others may add information and points of interest")
    func tabClasses() async {
        let place = { CPPointOfInterestTemplate(title: "Near", pointsOfInterest: [], selectedIndex: NSNotFound) }
        let audio = await plugged(RecordingScene { CPTabBarTemplate(templates: [list("Songs", []), place()]) }, category: .audio)
        #expect(audio.crashes.first?.message.contains("Unsupported object <CPPointOfInterestTemplate #1> passed to validateTemplates:. Allowed classes: {(\n    CPGridTemplate,\n    CPListTemplate\n)}") == true)
        let parking = await plugged(RecordingScene { CPTabBarTemplate(templates: [list("Spots", []), place()]) }, category: .parking)
        #expect(parking.crashes.isEmpty)
        let sheet = CPActionSheetTemplate(title: "Pay?", message: nil, actions: [])
        let modal = await plugged(RecordingScene { CPTabBarTemplate(templates: [list("Spots", []), sheet]) }, category: .parking)
        #expect(modal.crashes.first?.message.contains("Unsupported object <CPActionSheetTemplate #1> passed to validateTemplates:. Allowed classes: {(\n    CPGridTemplate,\n    CPInformationTemplate,\n    CPListTemplate,\n    CPPointOfInterestTemplate\n)}") == true)
    }

    @Test("F9, B4: a tab bar is never a tab: among its own tabs it is refused as CarPlay refuses it, its tabs kept; with the check off the car shows it as a tab of no tabs, and never recurses",
          arguments: [HostProfile.strict, .lenient, .off])
    func tabBarAmongItsOwnTabs(_ profile: HostProfile) async {
        let songs = list("Songs", ["One"])
        let tabs = CPTabBarTemplate(templates: [songs])
        tabs.tabTitle = "More"
        let car = HeadUnit(profile: profile)
        car.plug(RecordingScene { tabs })
        await car.advance(by: .seconds(1))
        tabs.updateTemplates([songs, tabs])
        await car.advance(by: .seconds(1))
        let refusal = "Unsupported object <CPTabBarTemplate #1> passed to validateTemplates:. Allowed classes: {(\n    CPGridTemplate,\n    CPInformationTemplate,\n    CPListTemplate,\n    CPPointOfInterestTemplate\n)}"
        switch profile.base {
        case .strict:
            #expect(car.crashes.map(\.message) == [refusal])
            #expect(tabs.templates == [songs])
        case .lenient:
            #expect(car.crashes.isEmpty && car.hostLog.contains { $0.hasSuffix("refused [H8]: \(refusal)") })
            #expect(tabs.templates == [songs])
            #expect(car.screen.root?.tabs == ["Songs"])
        case .off:
            #expect(car.crashes.isEmpty && tabs.templates == [songs, tabs])
            #expect(car.screen.root?.tabs == ["Songs", "More"])
            // Through another tab bar: each shows the other as a tab of no tabs.
            let outer = CPTabBarTemplate(templates: [tabs])
            outer.tabTitle = "Outer"
            tabs.updateTemplates([songs, outer])
            await car.advance(by: .seconds(1))
            #expect(car.screen.root?.tabs == ["Songs", "Outer"])
            #expect(car.crashes.isEmpty)
            // Nothing changed since: the car looks again without going round the loop.
            await car.advance(by: .seconds(1))
            #expect(car.screen.root?.tabs == ["Songs", "Outer"])
        }
    }

    @Test("F18: every fatal crash prints CarPlay's frame with its exception's name: the depth limit and a refusal with no completion are NSGenericException")
    func everyCrashInTheFrame() async throws {
        let deep = RecordingScene { grid(["Home"]) }
        let car = await plugged(deep)
        for title in ["Two", "Three", "Four"] {
            deep.interfaceController?.pushTemplate(list(title, []), animated: true, completion: deep.record)
            await car.advance(by: .seconds(1))
        }
        let depth = try #require(car.crashes.first)
        #expect(depth.exception == "NSGenericException" && depth.message == "Application exceeded the hierarchy depth limit")
        #expect("\(depth)".contains("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Application exceeded the hierarchy depth limit'"))
        #expect(car.hostLog.contains { $0.hasSuffix("CRASH [H7] *** Terminating app due to uncaught exception 'NSGenericException', reason: 'Application exceeded the hierarchy depth limit'") })

        let atRoot = RecordingScene { grid(["Home"]) }
        let other = await plugged(atRoot)
        atRoot.interfaceController?.popTemplate(animated: true, completion: nil)
        await other.advance(by: .zero)
        let noCompletion = try #require(other.crashes.first)
        #expect("\(noCompletion)".contains("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'An error was encountered during a template operation, but no completion block was specified. Error: Error Domain=CarPlayErrorDomain Code=-1 \"No templates were available to be popped.\""))
    }

    @Test("F2: animated: false does not animate: logged as false, landed at once, its completion on the next turn; a pop right after it is not refused")
    func unanimatedChanges() async throws {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        let start = car.now
        let pushed = list("Now", ["Row"])
        scene.interfaceController?.pushTemplate(pushed, animated: false, completion: scene.record)
        #expect(car.hostLog.contains { $0.hasSuffix("pushTemplate(<CPListTemplate #2>, animated: false, completion: {…})") })
        #expect(scene.interfaceController?.topTemplate === pushed)
        scene.interfaceController?.popTemplate(animated: false, completion: scene.record)
        await car.advance(by: .zero)
        #expect(scene.results == ["ok", "ok", "ok"])
        #expect(car.now == start && car.crashes.isEmpty)
        #expect(car.screen.stack.count == 1)
    }

    @Test("F5: after a disconnect the old controller's calls are dropped silently (no completion), an animation in flight never completes, and a push meets an empty stack")
    func afterDisconnect() async throws {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        let old = try #require(scene.interfaceController)
        old.pushTemplate(list("In flight", []), animated: true, completion: scene.record)
        car.unplug()
        await car.advance(by: .seconds(1))
        #expect(scene.results == ["ok"])   // the root's; the push in flight never completes

        old.popTemplate(animated: true, completion: scene.record)
        old.popToRootTemplate(animated: true, completion: nil)
        old.presentTemplate(CPAlertTemplate(titleVariants: ["Lost"], actions: []), animated: true, completion: nil)
        old.dismissTemplate(animated: true, completion: scene.record)
        old.setRootTemplate(grid(["Again"]), animated: true, completion: scene.record)
        await car.advance(by: .seconds(1))
        #expect(scene.results == ["ok"] && car.crashes.isEmpty)
        #expect(car.hostLog.contains { $0.hasSuffix("call 3: the interface controller was invalidated when the car disconnected: nothing happens and no completion comes [H10]") })

        old.pushTemplate(list("Late", []), animated: true, completion: scene.record)
        await car.advance(by: .zero)
        #expect(scene.results.last == "Attempting to push a template without a root template. Set a root template first with setRootTemplate.")
        old.pushTemplate(list("Later", []), animated: true, completion: nil)
        #expect(car.crashes.map(\.rule) == ["H3"])
    }

    @Test("F4: a root set from a task after didConnect returns is no crash: the car shows it when it lands")
    func rootSetAfterDidConnectReturns() async {
        let car = HeadUnit()
        car.plug(LateRootScene())
        #expect(car.crashes.isEmpty)
        #expect(car.hostLog.contains { $0.hasSuffix("didConnect returned with no root template: the car shows nothing until the app sets one (CarPlay raises nothing) [H10]") })
        await car.advance(by: .seconds(1))
        #expect(car.crashes.isEmpty && car.screen.root?.buttons == ["Later"])
    }

    @Test("F6: activating a voice-control state the template does not have is no crash: the car keeps the state it shows")
    func unknownVoiceState() async {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        let voice = CPVoiceControlTemplate(voiceControlStates: [CPVoiceControlState(identifier: "listening", titleVariants: ["Listening"], image: nil, repeats: true)])
        scene.interfaceController?.presentTemplate(voice, animated: true, completion: scene.record)
        await car.advance(by: .seconds(1))
        voice.activateVoiceControlState(withIdentifier: "speaking")
        #expect(car.crashes.isEmpty)
        #expect(car.screen.presented?.voiceState == "Listening")
        #expect(car.hostLog.last?.hasSuffix("no state \"speaking\" among the template's states: the car keeps showing \"listening\" (CarPlay raises nothing) [H6]") == true)
    }

    @Test("F22: a dismiss with nothing presented does nothing and succeeds, as the framework's reply says")
    func dismissWithNothingPresented() async {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        scene.interfaceController?.dismissTemplate(animated: true, completion: scene.record)
        await car.advance(by: .zero)
        #expect(scene.results == ["ok", "ok"] && car.crashes.isEmpty)
    }

    @Test("F23: pop(to:) the template already on top pops nothing and is no refusal")
    func popToTheTop() async {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        let top = list("Top", [])
        scene.interfaceController?.pushTemplate(top, animated: true, completion: scene.record)
        await car.advance(by: .seconds(1))
        scene.interfaceController?.pop(to: top, animated: true, completion: scene.record)
        await car.advance(by: .seconds(1))
        #expect(scene.results == ["ok", "ok", "ok"] && car.crashes.isEmpty)
        #expect(car.screen.stack.count == 2)
    }

    @Test("F25: an alert keeps its last maximumActionCount actions: 1 in an audio app, 3 in the others")
    func alertActions() async {
        let options = { (n: Int) in (1...n).map { i in CPAlertAction(title: "Option \(i)", style: .default) { _ in } } }
        let audioScene = RecordingScene { grid(["Library"]) }
        let audio = await plugged(audioScene, category: .audio)
        let one = CPAlertTemplate(titleVariants: ["Sure?"], actions: options(2))
        audioScene.interfaceController?.presentTemplate(one, animated: true, completion: audioScene.record)
        await audio.advance(by: .seconds(1))
        #expect(audio.screen.presented?.buttons == ["Option 2"])

        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene, category: .communication)
        let three = CPAlertTemplate(titleVariants: ["Sure?"], actions: options(4))
        #expect(three.actions.map(\.title) == ["Option 2", "Option 3", "Option 4"])
        scene.interfaceController?.presentTemplate(three, animated: true, completion: scene.record)
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented?.buttons == ["Option 2", "Option 3", "Option 4"])
    }

    @Test("F27: a voice-control template keeps its first five states in voiceControlStates itself")
    func fiveVoiceStates() {
        let states = (1...7).map { CPVoiceControlState(identifier: "s\($0)", titleVariants: ["State \($0)"], image: nil, repeats: false) }
        let voice = CPVoiceControlTemplate(voiceControlStates: states)
        #expect(voice.voiceControlStates.map(\.identifier) == ["s1", "s2", "s3", "s4", "s5"])
    }

    @Test("F29: a grid keeps its first eight buttons in gridButtons itself, at init and at updateGridButtons")
    func eightGridButtons() {
        let buttons = { (n: Int) in (1...n).map { CPGridButton(titleVariants: ["Tile \($0)"], image: UIImage()) { _ in } } }
        let tiles = CPGridTemplate(title: "Home", gridButtons: buttons(10))
        #expect(tiles.gridButtons.count == 8)
        tiles.updateGridButtons(buttons(9))
        #expect(tiles.gridButtons.map(\.titleVariants.first) == (1...8).map { "Tile \($0)" })
    }

    @Test("F11: an information template keeps its first ten items and three actions in the properties themselves, at init and when set")
    func informationKeepsTenAndThree() {
        let lines = { (n: Int) in (1...n).map { CPInformationItem(title: "Line \($0)", detail: nil) } }
        let buttons = { (n: Int) in (1...n).map { CPTextButton(title: "Action \($0)", textStyle: .normal) { _ in } } }
        let info = CPInformationTemplate(title: "Trip", layout: .leading, items: lines(12), actions: buttons(4))
        #expect(info.items.count == 10 && info.actions.count == 3)
        info.items = lines(11)
        info.actions = buttons(5)
        #expect(info.items.map(\.title) == (1...10).map { "Line \($0)" })
        #expect(info.actions.map(\.title) == ["Action 1", "Action 2", "Action 3"])
    }

    @Test("F33: a scene delegate that implements no form of didConnect gets CarPlay's NSGenericException at connect; one that implements either does not")
    func noLifecycleMethods() async {
        final class Silent: UIResponder, CPTemplateApplicationSceneDelegate {}
        let car = HeadUnit(category: .audio)
        car.plug(Silent())
        await car.advance(by: .zero)
        #expect(car.crashes.map(\.exception) == ["NSGenericException"])
        #expect(car.crashes.first?.message == "Application does not implement CarPlay template application lifecycle methods in its scene delegate.")
        let fine = HeadUnit(category: .audio)
        fine.plug(RecordingScene { grid(["Home"]) })
        await fine.advance(by: .seconds(1))
        #expect(fine.crashes.isEmpty)
    }

    @Test("F10: a tab's root shows no bar buttons, as Apple's CPBarButtonProviding page says")
    func noBarButtonsOnATabsRoot() async {
        let inbox = list("Inbox", ["Hello"])
        inbox.trailingNavigationBarButtons = [CPBarButton(title: "Edit") { _ in }]
        let car = await plugged(RecordingScene { CPTabBarTemplate(templates: [inbox]) })
        #expect(car.screen.root?.barButtons == [])
        #expect(throws: HeadUnitError.self) { try car.tap("Edit") }
    }

    @Test("F12: the list limit counts items only: a section's header button and an image row's images are not items")
    func listLimitCountsItems() async {
        let header = CPButton(image: UIImage()) { _ in }
        header.title = "See all"
        let photos = CPListImageRowItem(text: "Photos", images: [UIImage(), UIImage(), UIImage()], imageTitles: ["A", "B", "C"])
        let rows = (1...12).map { CPListItem(text: "Row \($0)", detailText: nil) } as [any CPListTemplateItem]
        let section = CPListSection(items: [photos] + rows, header: "Recent", headerSubtitle: nil, headerImage: nil, headerButton: header, sectionIndexTitle: nil)
        let car = await plugged(RecordingScene { CPListTemplate(title: "Feed", sections: [section]) })
        #expect(car.screen.root?.buttons == ["See all", "Photos", "A", "B", "C"] + (1...11).map { "Row \($0)" })
    }

    @Test("F12: the item limit is the category's: 500 for audio and public safety, 24 for communication and navigation, 12 for the rest")
    func listLimitByCategory() async {
        for (category, limit) in [(CarPlayCategory.audio, 500), (.communication, 24), (.navigation, 24), (.fueling, 12), (.voiceConversation, 12)] {
            var config = HostConfig()
            config.category = category
            #expect(config.listItemLimit == limit, "\(category)")
        }
        let rows = (1...30).map { CPListItem(text: "Row \($0)", detailText: nil) }
        let car = await plugged(RecordingScene { CPListTemplate(title: "Chats", sections: [CPListSection(items: rows)]) }, category: .communication)
        #expect(car.screen.root?.buttons.count == 24)
    }

    @Test("F30: the class limits read the car's configuration: in the scene's code and in the test's own body; with no car, the defaults")
    func classLimitsReadTheCar() async {
        #expect(CPListTemplate.maximumItemCount == 12 && CPListTemplate.maximumSectionCount == 200 && CPTabBarTemplate.maximumTabCount == 5)
        var config = HostConfig()
        config.category = .audio
        config.listItemLimit = 7
        config.listSectionLimit = 3
        config.actionButtonsKept = 1
        let car = HeadUnit(config: config)
        let scene = LimitsScene()
        car.plug(scene)
        #expect(scene.seen == [7, 3, 4, 1, 1])
        #expect(CPListTemplate.maximumItemCount == 7 && CPAlertTemplate.maximumActionCount == 1)
        car.unplug()
        #expect(CPListTemplate.maximumItemCount == 12)
    }

    @Test("F3: a change asked for while another animates is not refused (no public source shows CarPlay refusing one): both land, both complete")
    func changesMidAnimation() async {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        scene.interfaceController?.pushTemplate(list("One", []), animated: true, completion: scene.record)
        scene.interfaceController?.popTemplate(animated: true, completion: nil)
        scene.interfaceController?.presentTemplate(CPAlertTemplate(titleVariants: ["Sure?"], actions: []), animated: true, completion: scene.record)
        await car.advance(by: .seconds(1))
        #expect(car.crashes.isEmpty)
        #expect(scene.results == ["ok", "ok", "ok"])
        #expect(car.screen.stack.count == 1 && car.screen.presented?.kind == .alert)
    }

    @Test("F24: a push while a voice-control template is presented is not refused (the framework has no such check)")
    func pushOverVoiceControl() async {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        let voice = CPVoiceControlTemplate(voiceControlStates: [CPVoiceControlState(identifier: "a", titleVariants: ["Listening"], image: nil, repeats: false)])
        scene.interfaceController?.presentTemplate(voice, animated: true, completion: scene.record)
        await car.advance(by: .seconds(1))
        scene.interfaceController?.pushTemplate(list("Settings", []), animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        #expect(car.crashes.isEmpty)
        #expect(car.screen.stack.count == 2 && car.screen.presented?.kind == .voiceControl)
    }

    @Test("F21: presentedTemplate is the instance presented, once its presentation has landed (the framework maps the car's answer to the app's own template)")
    func presentedTemplateIsTheInstance() async {
        let scene = RecordingScene { grid(["Home"]) }
        let car = await plugged(scene)
        let alert = CPAlertTemplate(titleVariants: ["Sure?"], actions: [])
        scene.interfaceController?.presentTemplate(alert, animated: true, completion: scene.record)
        #expect(scene.interfaceController?.presentedTemplate == nil)
        await car.advance(by: .seconds(1))
        #expect(scene.interfaceController?.presentedTemplate === alert)
    }
}

/// F31, B11: a driver's touch and a template's transition. No public source says whether CarPlay
/// lets a touch reach a template while it animates in or out (docs/FIDELITY.md, "Touches during a
/// transition"), so a user's car takes the reading that reports no crash CarPlay might not raise:
/// a touch reaches the screen once the change has landed. SPEC's reading (the built-in app's)
/// lets it through at once.
@Suite("B11: a touch reaches only what a driver can touch (F31)")
@MainActor
struct TouchDuringTransitionTests {
    @Test("F31: mid-push the pushed list's row is shown but a touch reaches nothing; once the push has landed it does")
    func touchWaitsForTheTransition() async throws {
        let scene = RecordingScene { grid(["Home"]) }
        let car = HeadUnit(category: .voiceConversation)
        car.plug(scene)
        await car.advance(by: .seconds(1))
        scene.interfaceController?.pushTemplate(list("Now", ["Row"]), animated: true, completion: scene.record)
        await car.advance(by: .milliseconds(10))
        #expect(car.screen.top?.rows.map(\.title) == ["Row"])
        #expect(throws: HeadUnitError.inTransition(title: "Row")) { try car.tap("Row") }
        #expect(car.hostLog.last?.contains("tap") != true)
        await car.advance(by: .milliseconds(290))
        try car.tap("Row")
        await car.advance(by: .zero)
        #expect(car.hostLog.contains { $0.contains("tap \"Row\"") })
        #expect(car.crashes.isEmpty)
    }

    @Test("F31: an unanimated change lands at once, so its template takes a touch at once")
    func unanimatedChangesTakeTouchesAtOnce() async throws {
        let scene = RecordingScene { grid(["Home"]) }
        let car = HeadUnit(category: .voiceConversation)
        car.plug(scene)
        await car.advance(by: .seconds(1))
        scene.interfaceController?.pushTemplate(list("Now", ["Row"]), animated: false, completion: scene.record)
        try car.tap("Row")
        #expect(car.crashes.isEmpty)
    }

    @Test("F31: SPEC's reading (fidelity .spec) lets a touch reach a template mid-transition, as the built-in app's world does")
    func specReadingTouchesAtOnce() async throws {
        let scene = RecordingScene { grid(["Home"]) }
        let car = HeadUnit(config: HostConfig(fidelity: .spec))
        car.plug(scene)
        await car.advance(by: .seconds(1))
        scene.interfaceController?.pushTemplate(list("Now", ["Row"]), animated: true, completion: scene.record)
        await car.advance(by: .milliseconds(10))
        try car.tap("Row")
        #expect(car.hostLog.contains { $0.contains("tap \"Row\"") })
    }

    @Test("F31: a drill's `tap … now` mid-transition is a located error that says why; `tap` waits for the transition")
    func drillTapNowMidTransition() async throws {
        let text = """
        scenario "now"
          plug
          tap "Recent"
          tap "First" now

        scenario "waits"
          plug
          tap "Recent"
          tap "First"
          expect no crash
        """
        let scenarios = DrillParser.parse(text, path: "t.drill", language: .anyScene).file.scenarios
        let drill = SceneDrill(category: .voiceConversation) { SmallScene() }
        let now = try #require(await drill.run(scenarios[0]).failure?.diagnostic)
        #expect(now.code == .notOnScreen && now.location.line == 4)
        #expect(now.message == HeadUnitError.inTransition(title: "First").description)
        let waits = await drill.run(scenarios[1])
        #expect(waits.passed, Comment(rawValue: waits.failure?.rendered ?? ""))
    }

    @Test("F31: the explorer's alphabet taps only what a driver can touch: a tap waits for the transition before it")
    func explorerTapsAfterTransitions() async throws {
        let found = await SceneExplorer(category: .voiceConversation) {
            let scene = SmallScene()
            scene.popsWithoutCompletion = true
            return scene
        }.explore(maxEvents: 4)
        let c = try #require(found.counterexample)
        #expect(c.steps.map(\.drillLine) == [.plug, .tap("Talk"), .wait(300), .tap("End")].map(\SceneExplorer.Action.drillStep))
    }
}
