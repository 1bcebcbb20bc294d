import CarPlay
import HeadUnitTesting
import Testing
import UIKit

/// A small scene written the way an iOS team writes one: a grid root, a list pushed from a tile,
/// a voice-control template presented with Mute and End.
@MainActor
class SmallScene: UIResponder, CPTemplateApplicationSceneDelegate {
    var interfaceController: CPInterfaceController?
    var results: [String] = []
    var setsRoot = true
    var popsWithoutCompletion = false

    lazy var list = CPListTemplate(title: "Recent", sections: [CPListSection(items: [item("First"), item("Second")])])

    func item(_ text: String) -> CPListItem {
        let item = CPListItem(text: text, detailText: nil)
        item.handler = { [weak self] _, completion in
            self?.results.append("selected \(text)")
            completion()
        }
        return item
    }

    lazy var voice: CPVoiceControlTemplate = {
        let listening = CPVoiceControlState(identifier: "listening", titleVariants: ["Listening"], image: nil, repeats: true)
        let speaking = CPVoiceControlState(identifier: "speaking", titleVariants: ["Speaking"], image: nil, repeats: true)
        for state in [listening, speaking] {
            let mute = CPButton(image: UIImage(systemName: "mic.slash")!) { [weak self] _ in self?.results.append("mute") }
            mute.title = "Mute"
            let end = CPButton(image: UIImage(systemName: "phone.down")!) { [weak self] _ in self?.endCall() }
            end.title = "End"
            state.actionButtons = [mute, end]
        }
        return CPVoiceControlTemplate(voiceControlStates: [listening, speaking])
    }()

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        guard setsRoot else { return }
        let talk = CPGridButton(titleVariants: ["Talk"], image: UIImage()) { [weak self] _ in self?.startCall() }
        let recent = CPGridButton(titleVariants: ["Recent"], image: UIImage()) { [weak self] _ in self?.showRecent() }
        interfaceController.setRootTemplate(CPGridTemplate(title: "Home", gridButtons: [talk, recent]), animated: true) { [weak self] ok, error in
            self?.results.append("root \(ok) \(error.map { "\($0)" } ?? "nil")")
        }
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        results.append("disconnected")
    }

    func showRecent() {
        interfaceController?.pushTemplate(list, animated: true) { [weak self] ok, _ in self?.results.append("pushed \(ok)") }
    }

    func startCall() {
        Task {
            do {
                let ok = try await interfaceController?.presentTemplate(voice, animated: true)
                results.append("presented \(ok ?? false)")
            } catch {
                results.append("present failed: \((error as NSError).localizedDescription)")
            }
        }
    }

    func endCall() {
        if popsWithoutCompletion {
            interfaceController?.popTemplate(animated: true, completion: nil)
        } else {
            interfaceController?.dismissTemplate(animated: true) { [weak self] ok, _ in self?.results.append("dismissed \(ok)") }
        }
    }
}

/// What callers awaiting the async forms were told, in the order they ran; also a plain object
/// whose release a test watches.
@MainActor
final class Told {
    var lines: [String] = []
}

@Suite("HeadUnit: your own scene against the strict host (B1-B6)")
@MainActor
struct HeadUnitTests {
    /// A car with the scene plugged in and its voice-control template up (the root landed, then
    /// "Talk" tapped and its present landed).
    func onTheCall(_ configure: (SmallScene) -> Void = { _ in }) async throws -> (HeadUnit, SmallScene) {
        let car = HeadUnit()
        let scene = SmallScene()
        configure(scene)
        car.plug(scene)
        await car.advance(by: .seconds(1))
        try car.tap("Talk")
        await car.advance(by: .seconds(1))
        return (car, scene)
    }

    @Test("B5, H2: the first root lands at once (its animated flag is ignored); its completion runs on the main queue, never inside the call")
    func rootLands() async {
        let car = HeadUnit()
        let scene = SmallScene()
        car.plug(scene)
        #expect(scene.results.isEmpty)
        #expect(scene.interfaceController?.templates.count == 1)   // landed: the reads see it
        #expect(car.screen.root?.buttons == ["Talk", "Recent"])
        await car.advance(by: .zero)
        #expect(scene.results == ["root true nil"])
        #expect(scene.interfaceController?.topTemplate is CPGridTemplate)
        #expect(car.crashes.isEmpty)
    }

    @Test("B5: an awaited present resumes and runs before advance returns")
    func awaitedPresent() async throws {
        let car = HeadUnit()
        let scene = SmallScene()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        try car.tap("Talk")
        await car.advance(by: .milliseconds(300))
        #expect(scene.results.last == "presented true")
        #expect(car.screen.presented?.kind == .voiceControl)
        #expect(car.screen.presented?.voiceState == "Listening")
        #expect(car.screen.presented?.buttons == ["Mute", "End"])
        #expect(car.screen.presented?.barButtons == [])
    }

    @Test("H5 (SPEC's reading, config.fidelity = .spec): presentedTemplate is a stand-in of the same class, never the instance presented")
    func presentedIsAStandIn() async throws {
        let car = HeadUnit(config: HostConfig(fidelity: .spec))
        let scene = SmallScene()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        // The scene's own call, not a tap: under SPEC's reading the car calls Talk's main-actor
        // handler on its own queue, an H9 crash (HandlerQueueTests).
        scene.startCall()
        await car.advance(by: .seconds(1))
        let presented = try #require(scene.interfaceController?.presentedTemplate)
        #expect(presented is CPVoiceControlTemplate)
        #expect(presented !== scene.voice)
        #expect(scene.interfaceController?.presentedTemplate === presented)   // one stand-in per presentation
        #expect(car.screen.presented?.kind == .voiceControl)
    }

    @Test("H5 (SPEC's reading), H13 off: a class CarPlay never presents gets a stand-in too, showing what was presented; any call takes it, and its buttons are the presented template's")
    func standInOfAClassNeverPresented() async throws {
        var config = HostConfig(fidelity: .spec)
        config.profile = HostProfile.strict.with(.h13, .off)
        let car = HeadUnit(config: config)
        let scene = SmallScene()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        let controller = try #require(scene.interfaceController)
        controller.presentTemplate(scene.list, animated: true) { _, _ in }
        await car.advance(by: .seconds(1))
        let standIn = try #require(controller.presentedTemplate)
        #expect(standIn !== scene.list)
        #expect(controller.presentedTemplate === standIn)   // one stand-in per presentation
        controller.dismissTemplate(animated: true) { _, _ in }
        await car.advance(by: .seconds(1))
        controller.pushTemplate(standIn, animated: true) { _, _ in }
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.kind == .list)
        #expect(car.screen.top?.buttons == ["Back", "First", "Second"])
        try car.tap("First")
        #expect(scene.results.last == "selected First")
        #expect(car.crashes.isEmpty)
    }

    @Test("H12: state changes inside the rate limit are ignored; the car keeps the last it accepted")
    func voiceStateRateLimit() async throws {
        let (car, scene) = try await onTheCall()
        scene.voice.activateVoiceControlState(withIdentifier: "speaking")
        #expect(car.screen.presented?.voiceState == "Speaking")
        await car.advance(by: .milliseconds(50))
        scene.voice.activateVoiceControlState(withIdentifier: "listening")
        #expect(car.screen.presented?.voiceState == "Speaking")
        #expect(scene.voice.activeStateIdentifier == "speaking")
    }

    @Test("H4, B4: a pop at the root without a completion crashes with the framework's words; the process lives")
    func popAtRootCrashes() async throws {
        let (car, _) = try await onTheCall { $0.popsWithoutCompletion = true }
        try car.tap("End")
        let crash = try #require(car.crashes.first)
        #expect(crash.rule == "H3")
        #expect(crash.message == "An error was encountered during a template operation, but no completion block was specified. Error: Error Domain=CarPlayErrorDomain Code=-1 \"No templates were available to be popped.\" UserInfo={NSLocalizedDescription=No templates were available to be popped.}")
        #expect(crash.call == "popTemplate(animated: true, completion: nil)")
        #expect(crash.at == Instant(ms: 2_000))
        // B6: nothing more reaches the app.
        #expect(throws: HeadUnitError.appCrashed(crash)) { try car.tap("Mute") }
    }

    @Test("B4: a refusal with a completion is a CarPlayErrorDomain error, code -1, the framework's words")
    func secondPresentIsAnError() async throws {
        let (car, scene) = try await onTheCall()
        var received: NSError?
        let alert = CPAlertTemplate(titleVariants: ["Second"], actions: [CPAlertAction(title: "OK", style: .default) { _ in }])
        scene.interfaceController?.presentTemplate(alert, animated: true) { _, error in received = error as NSError? }
        #expect(received == nil)   // H4: later, never inside the call
        await car.advance(by: .zero)
        #expect(received?.domain == CarPlayErrorDomain)
        #expect(received?.code == -1)
        #expect(received?.localizedDescription == "Presenting a template while a template is already presented is not supported.")
        #expect(car.crashes.isEmpty)
    }

    @Test("H7, B3: past the category's depth is fatal, even with a completion")
    func depthLimit() async throws {
        let car = HeadUnit(category: .voiceConversation)
        let scene = SmallScene()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        for title in ["Two", "Three", "Four"] {
            let list = CPListTemplate(title: title, sections: [])
            scene.interfaceController?.pushTemplate(list, animated: true) { _, _ in }
            await car.advance(by: .seconds(1))
        }
        #expect(car.crashes.map(\.rule) == ["H7"])
        #expect(car.crashes.first?.message == "Application exceeded the hierarchy depth limit")
    }

    @Test("H10: a scene that sets no root before didConnect returns is no crash, a host-log warning (CarPlay has no check)")
    func noRoot() async {
        let car = HeadUnit()
        let scene = SmallScene()
        scene.setsRoot = false
        car.plug(scene)
        await car.advance(by: .seconds(1))
        #expect(car.crashes.isEmpty && car.screen.stack.isEmpty)
        #expect(car.hostLog.contains { $0.contains("warning: didConnect returned with no root template") })
    }

    @Test("H10 (SPEC's reading, config.fidelity = .spec): a scene that sets no root before didConnect returns is a recorded crash, not a hang")
    func noRootAsSpecWrites() async {
        let car = HeadUnit(config: HostConfig(fidelity: .spec))
        let scene = SmallScene()
        scene.setsRoot = false
        car.plug(scene)
        #expect(car.crashes.map(\.rule) == ["H10"])
        await car.advance(by: .seconds(1))
    }

    @Test("H10: after unplug the delegate hears of it, and the old controller's stack is empty: a push is refused as one without a root")
    func afterUnplug() async throws {
        let car = HeadUnit()
        let scene = SmallScene()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        car.unplug()
        #expect(scene.results.last == "disconnected")
        var refusal: NSError?
        scene.interfaceController?.pushTemplate(scene.list, animated: true) { _, error in refusal = error as NSError? }
        await car.advance(by: .zero)
        #expect(refusal?.localizedDescription == "Attempting to push a template without a root template. Set a root template first with setRootTemplate.")
        #expect(car.hostLog.contains { $0.contains("refused [H3]") })
        #expect(throws: HeadUnitError.notPlugged(title: "Talk")) { try car.tap("Talk") }
    }

    @Test("H10 (SPEC's reading, config.fidelity = .spec): the old controller's calls are refused in HeadUnit's words")
    func afterUnplugAsSpecWrites() async throws {
        let car = HeadUnit(config: HostConfig(fidelity: .spec))
        let scene = SmallScene()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        car.unplug()
        var refusal: NSError?
        scene.interfaceController?.popTemplate(animated: true) { _, error in refusal = error as NSError? }
        await car.advance(by: .zero)
        #expect(refusal?.localizedDescription == "HeadUnit: the interface controller is no longer connected.")
        #expect(car.hostLog.contains { $0.contains("refused [H10]") })
    }

    @Test("A tap on words the car does not show throws with what it shows")
    func tapOnWhatIsNotShown() async throws {
        let car = HeadUnit()
        car.plug(SmallScene())
        let error = #expect(throws: HeadUnitError.self) { try car.tap("Talk to me") }
        #expect(error?.description == "\"Talk to me\" is not on the car's screen; it shows: \"Talk\", \"Recent\"")
    }

    @Test("A list item's handler gets a completion; a pushed list has CarPlay's back button")
    func listItem() async throws {
        let car = HeadUnit()
        let scene = SmallScene()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        try car.tap("Recent")
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.kind == .list)
        #expect(car.screen.top?.buttons == ["Back", "First", "Second"])
        try car.tap("Second")
        #expect(scene.results.last == "selected Second")
        #expect(car.hostLog.last?.hasSuffix("list item \"Second\": completion called") == true)
    }

    @Test("B5: the same test gives the same host log, run after run")
    func deterministic() async throws {
        func run() async throws -> [String] {
            let car = HeadUnit()
            let scene = SmallScene()
            car.plug(scene)
            await car.advance(by: .seconds(1))
            try car.tap("Talk")     // its present waits for the main actor…
            try car.tap("Recent")   // …while this push starts animating: the present is taken (H2)
            await car.advance(by: .seconds(2))
            #expect(scene.results == ["root true nil", "pushed true", "presented true"])
            return car.hostLog
        }
        let first = try await run()
        #expect(first.count > 5)
        #expect(try await run() == first)
    }

    @Test("B5: callers awaiting the async forms run one at a time, in the order the car answers, and before advance returns: the same order, run after run")
    func awaitedCallersInOrder() async throws {
        for run in 1...50 {
            let car = HeadUnit()
            let scene = SmallScene()
            car.plug(scene)
            await car.advance(by: .seconds(1))
            let controller = try #require(scene.interfaceController)
            let told = Told()
            for name in ["first", "second", "third"] {
                Task {
                    do {
                        told.lines.append("\(name) popped \(try await controller.popTemplate(animated: true))")
                    } catch {
                        told.lines.append("\(name) refused")
                    }
                }
            }
            await car.advance(by: .zero)
            #expect(told.lines == ["first refused", "second refused", "third refused"], "run \(run)")
        }
    }

    @Test("A car, its scene and its templates are freed after unplug and after a test that never unplugs; a completion the car will never call is let go at once (F5)")
    func freed() async throws {
        for unplugs in [true, false] {
            weak var car: HeadUnit?
            weak var scene: SmallScene?
            weak var pushed: CPTemplate?
            do {
                let plugged = HeadUnit()
                let delegate = SmallScene()
                plugged.plug(delegate)
                await plugged.advance(by: .seconds(1))
                try plugged.tap("Recent")
                await plugged.advance(by: .seconds(1))
                if unplugs { plugged.unplug() }
                car = plugged
                scene = delegate
                pushed = delegate.list
            }
            #expect(car == nil && scene == nil && pushed == nil, "unplugged: \(unplugs)")
        }

        // A push still animating at unplug: CarPlay's reply never comes (H10, F5); the completion,
        // and what it holds, go while the car lives on.
        let car = HeadUnit()
        let scene = SmallScene()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        weak var held: Told?
        do {
            let told = Told()
            held = told
            scene.interfaceController?.pushTemplate(scene.list, animated: true) { _, _ in told.lines.append("never") }
        }
        car.unplug()
        await car.advance(by: .seconds(1))
        #expect(held == nil)
        #expect(car.hostLog.contains { $0.hasSuffix("call 2: its connection (gen 1) ended: its completion never comes [H10]") })
    }
}
