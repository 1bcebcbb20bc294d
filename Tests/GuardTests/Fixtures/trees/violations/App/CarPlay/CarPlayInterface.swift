import CarPlay

/// The one place that talks to CPInterfaceController (S4), always in a form that gives
/// CarPlay a completion (S6).
/// Planted: S6 (a presentTemplate without a completion).
@MainActor
final class CarPlayInterface {
    private let controller: CPInterfaceController

    init(controller: CPInterfaceController) {
        self.controller = controller
    }

    var shownTemplates: [CPTemplate] { controller.templates }

    func setRoot(_ template: CPTemplate) async throws {
        try await controller.setRootTemplate(template, animated: false)
    }

    func push(_ template: CPTemplate) async throws -> Bool {
        try await self.controller.pushTemplate(template, animated: true)
    }

    func pop(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        controller.popTemplate(animated: true, completion: completion)
    }

    func dismiss() {
        controller.dismissTemplate(animated: true) { _, error in
            if let error { print("dismiss refused: \(error)") }
        }
    }

    func present(_ template: CPVoiceControlTemplate) {
        //         ↓S6
        controller.presentTemplate(template, animated: true)
    }
}
