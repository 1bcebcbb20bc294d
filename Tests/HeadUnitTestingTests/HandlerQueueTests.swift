import CarPlay
import Dispatch
import HeadUnitTesting
import Testing
import UIKit

/// How a test scene writes the handler of the button titled "Go".
enum HandlerWriting: String, Sendable, CaseIterable {
    /// A closure written in a main-actor scene, as Swift 6 infers it: isolated to the main actor.
    case mainActor
    /// A `@Sendable` (so nonisolated) closure that hops to the main queue before doing anything.
    case hopsToMain
}

/// What a handler does when it runs: counts, then pushes a list (a call the car records).
@MainActor
final class HandlerProbe {
    weak var controller: CPInterfaceController?
    private(set) var ran = 0

    func run() {
        ran += 1
        controller?.pushTemplate(CPListTemplate(title: "After", sections: []), animated: true) { _, _ in }
    }

    /// `handler` for the button's own type, written as `writing` says. The closure literal is
    /// passed straight to the CarPlay API, as scene code does: that is where Swift 6 puts the
    /// main-actor check of an isolated closure handed to a framework that predates Swift 6.
    func hopping<Button>(_ button: Button.Type) -> @Sendable (Button) -> Void {
        { _ in DispatchQueue.main.async { self.run() } }
    }
}

/// A handler kind of docs/FIDELITY.md "Handler queues": the scene that shows a button titled
/// "Go" whose handler is that kind, and the category it runs in.
struct HandlerKind: Sendable, CustomTestStringConvertible {
    let name: String
    let category: CarPlayCategory
    /// False when the API takes the handler as a property (`item.handler = { … }`): Swift 6 puts
    /// no main-actor check into a closure assigned to a property, only into one passed as an argument.
    var passedAsArgument = true
    /// Shown on the car before the tap: the root, then a pushed or presented template.
    let build: @MainActor @Sendable (HandlerWriting, HandlerProbe) -> (root: CPTemplate, pushed: CPTemplate?, presented: CPTemplate?)

    var testDescription: String { name }

    @MainActor static func home() -> CPGridTemplate {
        CPGridTemplate(title: "Home", gridButtons: [CPGridButton(titleVariants: ["Home"], image: UIImage()) { _ in }])
    }

    /// The kinds whose handler Swift 6 checks at its entry.
    static var passedAsArgument: [HandlerKind] { all.filter(\.passedAsArgument) }
    /// The kinds whose handler is a property: no check.
    static var assigned: [HandlerKind] { all.filter { !$0.passedAsArgument } }

    static let all: [HandlerKind] = [
        HandlerKind(name: "CPGridButton", category: .voiceConversation) { writing, probe in
            let button = switch writing {
            case .mainActor: CPGridButton(titleVariants: ["Go"], image: UIImage()) { _ in probe.run() }
            case .hopsToMain: CPGridButton(titleVariants: ["Go"], image: UIImage(), handler: probe.hopping(CPGridButton.self))
            }
            return (CPGridTemplate(title: "Home", gridButtons: [button]), nil, nil)
        },
        HandlerKind(name: "CPListItem", category: .voiceConversation, passedAsArgument: false) { writing, probe in
            let item = CPListItem(text: "Go", detailText: nil)
            switch writing {
            case .mainActor: item.handler = { _, completion in probe.run(); completion() }
            case .hopsToMain: item.handler = { @Sendable _, completion in completion(); DispatchQueue.main.async { probe.run() } }
            }
            return (CPListTemplate(title: "List", sections: [CPListSection(items: [item])]), nil, nil)
        },
        HandlerKind(name: "CPBarButton", category: .voiceConversation) { writing, probe in
            let bar = switch writing {
            case .mainActor: CPBarButton(title: "Go") { _ in probe.run() }
            case .hopsToMain: CPBarButton(title: "Go", handler: probe.hopping(CPBarButton.self))
            }
            let home = home()
            home.trailingNavigationBarButtons = [bar]
            return (home, nil, nil)
        },
        HandlerKind(name: "CPAlertAction", category: .voiceConversation) { writing, probe in
            let action = switch writing {
            case .mainActor: CPAlertAction(title: "Go", style: .default) { _ in probe.run() }
            case .hopsToMain: CPAlertAction(title: "Go", style: .default, handler: probe.hopping(CPAlertAction.self))
            }
            return (home(), nil, CPAlertTemplate(titleVariants: ["Sure?"], actions: [action]))
        },
        HandlerKind(name: "CPAlertAction on an action sheet", category: .voiceConversation) { writing, probe in
            let action = switch writing {
            case .mainActor: CPAlertAction(title: "Go", style: .default) { _ in probe.run() }
            case .hopsToMain: CPAlertAction(title: "Go", style: .default, handler: probe.hopping(CPAlertAction.self))
            }
            return (home(), nil, CPActionSheetTemplate(title: "Sure?", message: nil, actions: [action]))
        },
        HandlerKind(name: "CPButton as a voice-control state's action button", category: .voiceConversation) { writing, probe in
            let button = switch writing {
            case .mainActor: CPButton(image: UIImage()) { _ in probe.run() }
            case .hopsToMain: CPButton(image: UIImage(), handler: probe.hopping(CPButton.self))
            }
            button.title = "Go"
            let state = CPVoiceControlState(identifier: "listening", titleVariants: ["Listening"], image: nil, repeats: true)
            state.actionButtons = [button]
            return (home(), nil, CPVoiceControlTemplate(voiceControlStates: [state]))
        },
        HandlerKind(name: "CPButton as a list section's header button", category: .voiceConversation) { writing, probe in
            let button = switch writing {
            case .mainActor: CPButton(image: UIImage()) { _ in probe.run() }
            case .hopsToMain: CPButton(image: UIImage(), handler: probe.hopping(CPButton.self))
            }
            button.title = "Go"
            let section = CPListSection(items: [CPListItem(text: "Row", detailText: nil)], header: "Recent", headerSubtitle: nil,
                                        headerImage: nil, headerButton: button, sectionIndexTitle: nil)
            return (CPListTemplate(title: "List", sections: [section]), nil, nil)
        },
        HandlerKind(name: "CPButton on a list's details header", category: .audio) { writing, probe in
            let button = switch writing {
            case .mainActor: CPButton(image: UIImage()) { _ in probe.run() }
            case .hopsToMain: CPButton(image: UIImage(), handler: probe.hopping(CPButton.self))
            }
            button.title = "Go"
            let header = CPListTemplateDetailsHeader(thumbnail: CPThumbnailImage(image: UIImage()), title: "Show", subtitle: nil,
                                                     bodyVariants: [], actionButtons: [button])
            return (CPListTemplate(title: "Show", listHeader: header, sections: [], assistantCellConfiguration: nil), nil, nil)
        },
        HandlerKind(name: "CPTextButton on an information template", category: .voiceConversation) { writing, probe in
            let button = switch writing {
            case .mainActor: CPTextButton(title: "Go", textStyle: .normal) { _ in probe.run() }
            case .hopsToMain: CPTextButton(title: "Go", textStyle: .normal, handler: probe.hopping(CPTextButton.self))
            }
            return (home(), CPInformationTemplate(title: "Trip", layout: .leading, items: [], actions: [button]), nil)
        },
        HandlerKind(name: "CPMapButton", category: .navigation) { writing, probe in
            let button = switch writing {
            case .mainActor: CPMapButton { _ in probe.run() }
            case .hopsToMain: CPMapButton(handler: probe.hopping(CPMapButton.self))
            }
            button.image = UIImage(systemName: "Go")
            let map = CPMapTemplate()
            map.mapButtons = [button]
            return (map, nil, nil)
        },
        HandlerKind(name: "CPContactCallButton", category: .communication) { writing, probe in
            let button = switch writing {
            case .mainActor: CPContactCallButton { _ in probe.run() }
            case .hopsToMain: CPContactCallButton(handler: probe.hopping(CPButton.self))
            }
            button.title = "Go"
            let contact = CPContact(name: "Ana Lima", image: UIImage())
            contact.actions = [button]
            return (home(), CPContactTemplate(contact: contact), nil)
        },
    ]
}

/// A scene that shows what a `HandlerKind` builds.
@MainActor
final class HandlerKindScene: UIResponder, CPTemplateApplicationSceneDelegate {
    let shown: (root: CPTemplate, pushed: CPTemplate?, presented: CPTemplate?)
    let probe: HandlerProbe

    init(_ kind: HandlerKind, writing: HandlerWriting) {
        probe = HandlerProbe()
        shown = kind.build(writing, probe)
    }

    /// Root, then the pushed template, then the presented one, each once the last has landed
    /// (SPEC's reading refuses a change while another animates, H2).
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        probe.controller = interfaceController
        interfaceController.setRootTemplate(shown.root, animated: false) { _, _ in
            guard let pushed = self.shown.pushed else { return self.present(on: interfaceController) }
            interfaceController.pushTemplate(pushed, animated: false) { _, _ in self.present(on: interfaceController) }
        }
    }

    private func present(on interfaceController: CPInterfaceController) {
        guard let presented = shown.presented else { return }
        interfaceController.presentTemplate(presented, animated: false) { _, _ in
            (presented as? CPVoiceControlTemplate)?.activateVoiceControlState(withIdentifier: "listening")
        }
    }
}

@Suite("H9 per handler kind: CarPlay calls handlers on the main queue; SPEC's reading calls them on its own (docs/FIDELITY.md \"Handler queues\")")
@MainActor
struct HandlerQueueTests {
    /// A car of `kind`'s category, `fidelity` as given, with the scene plugged in and shown.
    func plugged(_ kind: HandlerKind, _ writing: HandlerWriting, fidelity: HostFidelity) async -> (HeadUnit, HandlerKindScene) {
        var config = HostConfig(fidelity: fidelity)
        config.category = kind.category
        let car = HeadUnit(config: config)
        let scene = HandlerKindScene(kind, writing: writing)
        car.plug(scene)
        await car.advance(by: .seconds(2))
        return (car, scene)
    }

    func pushes(_ car: HeadUnit) -> Int { car.hostLog.count { $0.contains(": pushTemplate(") } }

    @Test("CarPlay's reading (the default): a main-actor handler runs on the main queue, as CarPlay calls it; nothing is reported",
          arguments: HandlerKind.all)
    func mainActorHandlerUnderCarPlay(_ kind: HandlerKind) async throws {
        let (car, scene) = await plugged(kind, .mainActor, fidelity: .carPlay)
        let before = pushes(car)
        try car.tap("Go")
        #expect(scene.probe.ran == 1)
        #expect(pushes(car) == before + 1)
        #expect(car.crashes.isEmpty)
    }

    @Test("SPEC's reading: a main-actor handler called on CarPlay's queue is an H9 crash in the words of Swift's check, and the test lives on",
          arguments: HandlerKind.passedAsArgument)
    func mainActorHandlerUnderSpec(_ kind: HandlerKind) async throws {
        let (car, _) = await plugged(kind, .mainActor, fidelity: .spec)
        let before = pushes(car)
        try car.tap("Go")
        let report = try #require(car.crashes.first)
        #expect(car.crashes.count == 1)
        #expect(report.rule == "H9")
        #expect(report.exception == nil)
        #expect(report.message == "BUG IN CLIENT OF LIBDISPATCH: Assertion failed: Block was expected to execute on queue [com.apple.main-thread]")
        #expect(report.call == "handler of \"Go\" on CarPlay's queue")
        #expect(car.hostLog.contains { $0.hasSuffix("CRASH [H9] \(report.message)") })
        // B6: what the handler asked after Swift's check trapped never reaches the car.
        await car.advance(by: .seconds(1))
        #expect(pushes(car) == before)
        #expect(throws: HeadUnitError.appCrashed(report)) { try car.tap("Go") }
    }

    @Test("SPEC's reading: a main-actor handler assigned to a property carries no check of Swift's: it runs on CarPlay's queue, not reported",
          arguments: HandlerKind.assigned)
    func assignedHandlerUnderSpec(_ kind: HandlerKind) async throws {
        let (car, scene) = await plugged(kind, .mainActor, fidelity: .spec)
        let before = pushes(car)
        try car.tap("Go")
        #expect(scene.probe.ran == 1)
        #expect(pushes(car) == before + 1)
        #expect(car.crashes.isEmpty)
    }

    @Test("SPEC's reading with H9 lenient: a main-actor handler on CarPlay's queue is a warning in the host log, and its calls reach the car")
    func lenientProfile() async throws {
        let kind = try #require(HandlerKind.all.first { $0.name == "CPGridButton" })
        var config = HostConfig(fidelity: .spec)
        config.profile = HostProfile.strict.with(.h9, .lenient)
        let car = HeadUnit(config: config)
        let scene = HandlerKindScene(kind, writing: .mainActor)
        car.plug(scene)
        await car.advance(by: .seconds(2))
        let before = pushes(car)
        try car.tap("Go")
        #expect(car.crashes.isEmpty)
        #expect(scene.probe.ran == 1)
        #expect(pushes(car) == before + 1)
        #expect(car.hostLog.contains { $0.hasSuffix("warning: the main-actor handler of \"Go\" ran on CarPlay's queue") })
    }

    @Test("A handler that hops to the main queue first is never reported, in either reading",
          arguments: HandlerKind.all, HostFidelity.allCases)
    func hoppingHandler(_ kind: HandlerKind, fidelity: HostFidelity) async throws {
        let (car, scene) = await plugged(kind, .hopsToMain, fidelity: fidelity)
        let before = pushes(car)
        try car.tap("Go")
        await car.advance(by: .seconds(1))
        #expect(scene.probe.ran == 1)
        #expect(pushes(car) == before + 1)
        #expect(car.crashes.isEmpty)
    }
}
