import Host
import CarApp
import Rig
import Drill

/// The expectations over the built-in app's world: what any scene shows (`SceneView`), and its
/// own screens, phone, cues and telemetry.
extension ExpectationCheck.SceneView {
    /// The built-in app's world seen the same way.
    public init(_ world: World) {
        self.init(screen: world.state.host.screen, failures: world.record.failures, log: world.record.log)
    }
}

extension ExpectationCheck {
    /// True when the expectation holds in `world`.
    public func holds(in world: World) -> Bool {
        if let held = holds(in: SceneView(world)) { return held }
        let car = world.carDisplay
        switch expectation {
        case .carHome(let titles):
            if case .home(let tiles) = car.screen { return tiles.map(\.title) == titles }
            return false
        case .carCall(let state):
            if case .call(let c) = car.screen { return c.stateTitle == state }
            return false
        case .carStatus(let text):
            if case .call(let c) = car.screen { return (c.statusLine ?? "") == text }
            return false
        case .carPanel(let rows):
            guard case .panel(let p) = car.screen else { return false }
            return rows.allSatisfy { want in p.rows.contains { $0.title == want.row && $0.value == want.value } }
        case .carNothing:
            if case .home = car.screen { return true }
            return false
        case .phone(let screen):
            return world.phoneDisplay.screen.rawValue == screen
        case .phoneSays(let text):
            let phone = world.phoneDisplay
            return phone.status == text || phone.message == text
        case .cue(let cue):
            return cues(world).contains(cue)
        case .cues(let list):
            return cues(world) == list
        case .noCue:
            return cues(world).isEmpty
        case .telemetry(let name, let fields):
            return sentSinceLastAction(world, name, fields)
        case .noTelemetry(let name, let fields):
            return !sentSinceLastAction(world, name, fields)
        case .telemetrySent(let name, let fields):
            return world.record.telemetryBatches.dropFirst(batchesFrom).contains { batch in
                batch.events.contains { event in event.name == name && fields.allSatisfy { event.fields[$0.key] == $0.value } }
            }
        case .shot:
            return true   // pictures are compared by the front end (`ShotCheck`)
        case .carTemplate, .carDisconnected, .crash, .noCrash, .log, .hostLog:
            return false   // answered by `holds(in: SceneView)` above
        }
    }

    /// True when an event `name` with `fields` was recorded since the last action.
    private func sentSinceLastAction(_ world: World, _ name: String, _ fields: [StepKind.Expectation.Field]) -> Bool {
        world.record.telemetry.dropFirst(telemetryFrom).contains { record in
            record.event.name == name && fields.allSatisfy { record.event.fields[$0.key] == $0.value }
        }
    }

    /// The names of the cues that started since the last action.
    private func cues(_ world: World) -> [String] {
        world.record.cues.dropFirst(cuesFrom).map(\.cue.rawValue)
    }

    /// What there was instead, for cue and telemetry expectations.
    public func found(in world: World) -> String? {
        if let found = found(in: SceneView(world)) { return found }
        switch expectation {
        case .cue, .cues, .noCue:
            let c = cues(world)
            return "cues since the last action: " + (c.isEmpty ? "none" : c.joined(separator: ", "))
        case .telemetry, .noTelemetry:
            let t = world.record.telemetry.dropFirst(telemetryFrom).map(\.event.description)
            return "telemetry since the last action: " + (t.isEmpty ? "none" : t.joined(separator: "; "))
        case .telemetrySent:
            let b = world.record.telemetryBatches.dropFirst(batchesFrom).map { "\($0.at): \($0.events.count) events" }
            return "batches since the last action: " + (b.isEmpty ? "none" : b.joined(separator: "; "))
        default:
            return nil
        }
    }
}
