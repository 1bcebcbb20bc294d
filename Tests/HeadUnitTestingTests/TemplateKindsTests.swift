import CarPlay
import HeadUnitTesting
import Testing
import UIKit

/// A scene whose root the test chooses, and that logs what the car tells it.
@MainActor
final class RootScene: UIResponder, CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate, CPTabBarTemplateDelegate {
    let makeRoot: () -> CPTemplate
    var interfaceController: CPInterfaceController?
    var heard: [String] = []

    init(_ makeRoot: @escaping () -> CPTemplate) {
        self.makeRoot = makeRoot
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.delegate = self
        interfaceController.setRootTemplate(makeRoot(), animated: true, completion: nil)
    }

    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) { heard.append("appeared \(type(of: aTemplate))") }
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) { heard.append("disappeared \(type(of: aTemplate))") }
    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate) {
        heard.append("tab \(selectedTemplate.tabTitle ?? "")")
    }
}

@MainActor func grid(_ titles: [String], tapped: @escaping (String) -> Void = { _ in }) -> CPGridTemplate {
    CPGridTemplate(title: "Home", gridButtons: titles.map { title in CPGridButton(titleVariants: [title], image: UIImage()) { _ in tapped(title) } })
}

@MainActor func list(_ title: String, _ rows: [String]) -> CPListTemplate {
    CPListTemplate(title: title, sections: [CPListSection(items: rows.map { CPListItem(text: $0, detailText: nil) })])
}

@Suite("HeadUnit: every template kind your scene may use (B3, B4)")
@MainActor
struct TemplateKindsTests {
    /// A car with `scene` plugged in and its root landed.
    func plugged(_ scene: RootScene, category: CarPlayCategory = .voiceConversation) async -> HeadUnit {
        let car = HeadUnit(category: category)
        car.plug(scene)
        await car.advance(by: .seconds(1))
        return car
    }

    @Test("H8: a grid shows its first 8 buttons; a list is trimmed at its maximum")
    func limits() async throws {
        let scene = RootScene { grid((1...10).map { "Tile \($0)" }) }
        let car = await plugged(scene)
        #expect(car.screen.root?.buttons.count == CPGridTemplateMaximumItems)
        _ = scene.interfaceController?.pushTemplate(list("Long", (1...20).map { "Row \($0)" }), animated: true) { _, _ in }
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.buttons == ["Back"] + (1...CPListTemplate.maximumItemCount).map { "Row \($0)" })
    }

    @Test("The car's own back button pops a pushed template; the delegate hears what disappeared and appeared")
    func systemBack() async throws {
        let scene = RootScene { grid(["Home tile"]) }
        let car = await plugged(scene)
        scene.interfaceController?.pushTemplate(list("Pushed", ["Row"]), animated: true) { _, _ in }
        await car.advance(by: .seconds(1))
        try car.tap("Back")
        await car.advance(by: .seconds(1))
        #expect(car.screen.stack.map(\.kind) == [.grid])
        #expect(scene.interfaceController?.topTemplate is CPGridTemplate)
        #expect(scene.heard == ["appeared CPGridTemplate", "disappeared CPGridTemplate", "appeared CPListTemplate",
                                "disappeared CPListTemplate", "appeared CPGridTemplate"])
    }

    @Test("B4: setting the current root again does nothing, and its completion never comes")
    func sameRoot() async throws {
        let root = grid(["A"])
        let scene = RootScene { root }
        let car = await plugged(scene)
        var completed = false
        scene.interfaceController?.setRootTemplate(root, animated: true) { _, _ in completed = true }
        await car.advance(by: .seconds(1))
        #expect(!completed && car.crashes.isEmpty)
        #expect(car.hostLog.last?.hasSuffix("is already the root; nothing happens and no completion comes [B4]") == true)
    }

    @Test("B4: pop(to:) of a template not on the stack is refused with the framework's words")
    func popToMissing() async throws {
        let scene = RootScene { grid(["A"]) }
        let car = await plugged(scene)
        var message: String?
        scene.interfaceController?.pop(to: list("Nowhere", []), animated: true) { _, error in message = error?.localizedDescription }
        await car.advance(by: .zero)
        #expect(message == "The specified template does not exist in the current navigation hierarchy.")
    }

    @Test("An alert's action runs its handler; the car does not dismiss the alert, the handler does")
    func alert() async throws {
        let scene = RootScene { grid(["A"]) }
        let car = await plugged(scene)
        let alert = CPAlertTemplate(titleVariants: ["Delete the conversation?"], actions: [
            CPAlertAction(title: "Delete", style: .destructive) { _ in scene.heard.append("delete") },
            CPAlertAction(title: "Cancel", style: .cancel) { _ in scene.interfaceController?.dismissTemplate(animated: true, completion: nil) },
        ])
        scene.interfaceController?.presentTemplate(alert, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        let shown = try #require(car.screen.presented)
        #expect(shown.kind == .alert && shown.title == "Delete the conversation?" && shown.buttons == ["Delete", "Cancel"])
        #expect(shown.rows == [CarScreen.Item(title: "Delete"), CarScreen.Item(title: "Cancel")])
        #expect(shown.look.actionStyles == [.destructive, .cancel])   // B12: a destructive action is drawn red
        try car.tap("Delete")
        #expect(scene.heard.last == "delete" && car.screen.presented?.kind == .alert)
        try car.tap("Cancel")
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented == nil && car.crashes.isEmpty)
    }

    @Test("An action sheet shows its title, message and actions")
    func actionSheet() async throws {
        let scene = RootScene { grid(["A"]) }
        let car = await plugged(scene)
        let sheet = CPActionSheetTemplate(title: "Voice", message: "Choose one", actions: [CPAlertAction(title: "Calm", style: .default) { _ in }])
        scene.interfaceController?.presentTemplate(sheet, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented?.message == "Choose one")
        #expect(car.screen.presented?.buttons == ["Calm"])
    }

    @Test("An information template shows its items and its actions are tappable")
    func information() async throws {
        var tapped = false
        let info = CPInformationTemplate(title: "Trip", layout: .leading,
                                         items: [CPInformationItem(title: "Arrives", detail: "12:40")],
                                         actions: [CPTextButton(title: "Share", textStyle: .confirm) { _ in tapped = true }])
        let scene = RootScene { info }
        let car = await plugged(scene)
        #expect(car.screen.root?.lines == [CarScreen.Item(title: "Arrives", detail: "12:40")])
        #expect(car.screen.root?.rows.map(\.title) == ["Share"])
        try car.tap("Share")
        #expect(tapped)
    }

    @Test("A tab bar shows its tabs; a tab tapped is selected and the delegate told")
    func tabBar() async throws {
        let inbox = list("Inbox", ["Hello"])
        inbox.tabTitle = "Inbox"
        let calls = grid(["Call back"])
        calls.tabTitle = "Calls"
        let scene = RootScene { CPTabBarTemplate(templates: [inbox, calls]) }
        let tabs = await plugged(scene).screen
        #expect(tabs.root?.buttons == ["Inbox", "Calls", "Hello"])
        let car = HeadUnit()
        let bar = CPTabBarTemplate(templates: [inbox, calls])
        let second = RootScene { bar }
        bar.delegate = second
        car.plug(second)
        await car.advance(by: .seconds(1))
        try car.tap("Calls")
        #expect(second.heard.last == "tab Calls")
        #expect(bar.selectedTemplate === calls)
        #expect(car.screen.root?.buttons == ["Inbox", "Calls", "Call back"])
    }

    @Test("B4: a tab bar past the car's tab limit raises where it takes its tabs")
    func tooManyTabs() async throws {
        let scene = RootScene { CPTabBarTemplate(templates: (1...6).map { list("Tab \($0)", []) }) }
        let car = await plugged(scene)
        #expect(car.crashes.map(\.rule) == ["B4"])
    }

    @Test("H6 (SPEC's reading): activating a state the voice-control template does not have crashes; before it is presented, nothing happens")
    func unknownVoiceState() async throws {
        let scene = RootScene { grid(["A"]) }
        let car = HeadUnit(config: HostConfig(fidelity: .spec))
        car.plug(scene)
        await car.advance(by: .seconds(1))
        let voice = CPVoiceControlTemplate(voiceControlStates: [CPVoiceControlState(identifier: "listening", titleVariants: ["Listening"], image: nil, repeats: true)])
        voice.activateVoiceControlState(withIdentifier: "speaking")
        #expect(car.crashes.isEmpty)
        scene.interfaceController?.presentTemplate(voice, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        voice.activateVoiceControlState(withIdentifier: "speaking")
        #expect(car.crashes.map(\.rule) == ["H6"])
    }

    @Test("B3: an audio app may push Now Playing; a voice-based conversation app may not")
    func nowPlayingByCategory() async throws {
        let audio = RootScene { grid(["Library"]) }
        let audioCar = await plugged(audio, category: .audio)
        audio.interfaceController?.pushTemplate(CPNowPlayingTemplate.shared, animated: true) { _, _ in }
        await audioCar.advance(by: .seconds(1))
        #expect(audioCar.screen.top?.kind == .nowPlaying && audioCar.crashes.isEmpty)

        let voice = RootScene { grid(["Talk"]) }
        let voiceCar = await plugged(voice)
        voice.interfaceController?.pushTemplate(CPNowPlayingTemplate.shared, animated: true) { _, _ in }
        #expect(voiceCar.crashes.first?.message.contains("Unsupported object <CPNowPlayingTemplate #2> passed to pushTemplate:animated:completion:") == true)
    }

    @Test("A property changed on a shown template reaches the car: CarPlay watches what it shows")
    func contentChanges() async throws {
        let row = CPListItem(text: "Draft", detailText: nil)
        let scene = RootScene { CPListTemplate(title: "Notes", sections: [CPListSection(items: [row])]) }
        let car = await plugged(scene)
        row.setText("Sent")
        #expect(car.screen.root?.buttons == ["Sent"])
    }
}
