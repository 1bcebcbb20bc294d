import CarPlay
import HeadUnitTesting
import Testing
import UIKit

// B1: a team's protocol over the interface controller, written against Apple's signatures,
// is satisfied by the stand-in with an empty extension (docs/YOUR_SCENE.md's example).
@MainActor protocol CarPlayInterfaceControlling: AnyObject {
    func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)?)
    func pushTemplate(_ templateToPush: CPTemplate, animated: Bool) async throws -> Bool
    func popTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)?)
    func pop(to targetTemplate: CPTemplate, animated: Bool) async throws -> Bool
    func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) async throws -> Bool
    func dismissTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)?)
    var topTemplate: CPTemplate? { get }
    var templates: [CPTemplate] { get }
    var presentedTemplate: CPTemplate? { get }
    var rootTemplate: CPTemplate { get }
    var delegate: (any CPInterfaceControllerDelegate)? { get set }
}

extension CPInterfaceController: CarPlayInterfaceControlling {}

/// A delegate that implements only what it needs: every other method is optional.
@MainActor final class MinimalDelegate: NSObject, CPTemplateApplicationSceneDelegate {
    var controller: (any CarPlayInterfaceControlling)?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        controller = interfaceController
        controller?.setRootTemplate(CPListTemplate(title: "Only", sections: []), animated: true, completion: nil)
    }
}

@Suite("B1: a scene's own protocol over CPInterfaceController")
@MainActor
struct ConformanceTests {
    @Test("the empty conformance compiles and its calls reach the strict host")
    func protocolConformance() async throws {
        let car = HeadUnit()
        let delegate = MinimalDelegate()
        car.plug(delegate)
        await car.advance(by: .seconds(1))
        #expect(delegate.controller?.topTemplate is CPListTemplate)
        delegate.controller?.popTemplate(animated: true, completion: nil)
        #expect(car.crashes.map(\.rule) == ["H3"])
    }
}
