import CarPlay
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
}
