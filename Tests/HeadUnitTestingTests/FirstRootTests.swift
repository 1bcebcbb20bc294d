import CarPlay
import HeadUnitTesting
import Testing
import UIKit

/// H2: "If no existing templates exist in the template navigation hierarchy, the animated flag
/// will be ignored" (CPInterfaceController.h, `setRootTemplate:animated:completion:`). Under
/// CarPlay's reading the first root lands at once, whatever `animated` says; a root that replaces
/// a stack animates as asked. SPEC's reading animates every change.
@Suite("H2: a first root lands at once (CarPlay's reading)")
@MainActor
struct FirstRootTests {
    @Test func theFirstRootIsOnTheCarAndTouchableAtOnceThoughAskedToAnimate() async throws {
        let scene = RecordingScene { grid(["Play"]) }
        let car = HeadUnit(category: .audio)
        car.plug(scene)
        await car.advance(by: .zero)
        #expect(car.screen.root?.buttons == ["Play"])
        #expect(scene.results == ["ok"])         // its completion came on the main queue's next turn
        try car.tap("Play")                       // no transition to wait for (B11)
        #expect(car.hostLog.contains { $0.hasSuffix("the first root: `animated` is ignored, done at once") })
    }

    @Test func aRootThatReplacesTheStackAnimatesAsAsked() async throws {
        let scene = RecordingScene { grid(["Play"]) }
        let car = HeadUnit(category: .audio)
        car.plug(scene)
        await car.advance(by: .zero)
        scene.interfaceController?.setRootTemplate(grid(["Library"]), animated: true, completion: scene.record)
        await car.advance(by: .zero)
        #expect(throws: HeadUnitError.self) { try car.tap("Library") }   // mid-transition (B11)
        await car.advance(by: .seconds(1))
        try car.tap("Library")
    }

    @Test func specsReadingAnimatesTheFirstRoot() async throws {
        let scene = RecordingScene { grid(["Play"]) }
        let car = HeadUnit(config: HostConfig(fidelity: .spec))
        car.plug(scene)
        await car.advance(by: .zero)
        #expect(scene.results.isEmpty)
        await car.advance(by: .seconds(1))
        #expect(scene.results == ["ok"])
    }
}
