import CarPlay
import UIKit

/// A small audio scene for the window's tests (B12): a tab bar of two lists; `Albums` pushes a
/// list whose `Blue` presents an alert (an audio app's alert keeps one action, X8); `Break` pops at the root without a completion (H3: a
/// crash, later); the `sign out` event presents an alert of its own.
@MainActor
final class LibraryScene: UIResponder, CPTemplateApplicationSceneDelegate {
    private(set) var interfaceController: CPInterfaceController?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let library = CPListTemplate(title: "Library", sections: [CPListSection(items: [
            row("Albums") { [weak self] in self?.showAlbums() },
            row("Playlists") {},
        ])])
        library.tabTitle = "Library"
        let search = CPListTemplate(title: "Search", sections: [CPListSection(items: [
            row("Recent") {},
            row("Break") { [weak self] in self?.interfaceController?.popTemplate(animated: true, completion: nil) },
        ])])
        search.tabTitle = "Search"
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [library, search]), animated: true, completion: nil)
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        self.interfaceController = nil
    }

    /// The app's own event: the account signed out on the phone.
    func signOut() {
        present(alert("Signed out", ["OK"]))
    }

    private func showAlbums() {
        let albums = CPListTemplate(title: "Albums", sections: [CPListSection(items: [
            row("Blue") { [weak self] in self?.present(self?.alert("Play Blue?", ["Play"])) },
            row("Red") {},
        ])])
        interfaceController?.pushTemplate(albums, animated: true) { _, _ in }
    }

    private func present(_ template: CPTemplate?) {
        guard let template else { return }
        interfaceController?.presentTemplate(template, animated: true) { _, _ in }
    }

    /// An alert whose every action dismisses it.
    private func alert(_ title: String, _ actions: [String]) -> CPAlertTemplate {
        CPAlertTemplate(titleVariants: [title], actions: actions.map { action in
            CPAlertAction(title: action, style: .default) { [weak self] _ in
                self?.interfaceController?.dismissTemplate(animated: true) { _, _ in }
            }
        })
    }

    private func row(_ text: String, _ selected: @escaping @MainActor () -> Void) -> CPListItem {
        let item = CPListItem(text: text, detailText: nil)
        item.handler = { _, completion in
            selected()
            completion()
        }
        return item
    }
}

/// The scene a session plugged in last, for an event's closure to reach.
@MainActor
final class SceneBox {
    var scene: LibraryScene?
}
