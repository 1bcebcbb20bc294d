import CarPlay
import UIKit

/// The members of `CPInterfaceController` this scene uses, so a test can stand in for it.
/// `CPInterfaceController` conforms with Apple's own signatures.
@MainActor
protocol CarPlayInterfaceControlling: AnyObject {
    var topTemplate: CPTemplate? { get }
    var presentedTemplate: CPTemplate? { get }
    func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)?)
    func pushTemplate(_ templateToPush: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)?)
    func popTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)?)
    func presentTemplate(_ templateToPresent: CPTemplate, animated: Bool) async throws -> Bool
    func dismissTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)?)
}

extension CPInterfaceController: CarPlayInterfaceControlling {}

/// The one place that talks to the interface controller, always in a form that gives CarPlay
/// a completion (or awaits it), so a refused change is an error here and never a crash.
@MainActor
final class CarPlayNavigator {
    private let interface: any CarPlayInterfaceControlling
    private(set) var home: CPGridTemplate?
    /// The call screen while it is up (from the present until its dismiss lands).
    private(set) var callScreen: CallScreen?
    /// The conversation picked from History last.
    private(set) var resumedConversation: String?
    /// What CarPlay refused, for the logs.
    private(set) var refusals: [String] = []
    let pastConversations = ["Trip to Lyon", "Dinner ideas", "Spanish practice"]

    init(interface: any CarPlayInterfaceControlling) {
        self.interface = interface
    }

    /// Sets the home grid as the root, synchronously: call it before `didConnect` returns.
    func showHome() {
        let grid = HomeTemplate.make(
            onContinue: { [weak self] in self?.startConversation() },
            onNew: { [weak self] in self?.startConversation() },
            onHistory: { [weak self] in self?.showHistory() }
        )
        home = grid
        interface.setRootTemplate(grid, animated: false) { [weak self] _, error in
            self?.note(error)
        }
    }

    /// Presents the call screen, awaiting CarPlay.
    func startConversation() {
        guard callScreen == nil, interface.presentedTemplate == nil else { return }
        let screen = CallScreen(onEnd: { [weak self] in self?.endConversation() })
        callScreen = screen
        Task {
            do {
                _ = try await interface.presentTemplate(screen.template, animated: true)
            } catch {
                callScreen = nil
                note(error)
            }
        }
    }

    /// Dismisses the call screen.
    func endConversation() {
        interface.dismissTemplate(animated: true, completion: { [weak self] success, error in
            if success { self?.callScreen = nil }
            self?.note(error)
        })
    }

    /// Pushes the list of past conversations over the home grid.
    func showHistory() {
        guard let home, interface.topTemplate === home else { return }
        let list = HistoryTemplate.make(conversations: pastConversations) { [weak self] title, completion in
            self?.resume(title, completion: completion)
        }
        interface.pushTemplate(list, animated: true) { [weak self] _, error in
            self?.note(error)
        }
    }

    /// Back to the home grid, then the call screen for `title`.
    private func resume(_ title: String, completion: @escaping () -> Void) {
        resumedConversation = title
        interface.popTemplate(animated: true, completion: { [weak self] success, error in
            completion()
            self?.note(error)
            if success { self?.startConversation() }
        })
    }

    private func note(_ error: (any Error)?) {
        if let error { refusals.append(error.localizedDescription) }
    }
}
