import CarPlay
import UIKit

/// A podcast app's car scene with a bug planted six steps deep, for the explorer to find (B8).
///
/// A tab bar of Shows and Downloads; a show pushes its episodes, an episode pushes its details,
/// whose More bar button asks in an action sheet whether to delete the download, and Delete asks once
/// more in an alert. The app's own event `downloadFinished()` (the network, not the driver) tells
/// the driver in an alert. The app keeps its own template calls apart: every call it makes marks
/// it busy until its completion, and the download's alert waits while it is busy or something is
/// presented — except that the Delete alert, presented from the sheet's dismissal completion,
/// forgets to mark it busy. A download that finishes in the 300 ms that alert animates in (not
/// yet `presentedTemplate`) is presented over it, with no completion: CarPlay refuses a present
/// while the slot is taken (H3), and without a completion the app dies (H4). Six events: plug, a
/// show, an episode, More, Delete download, the download.
@MainActor
public final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate {
    private var interfaceController: CPInterfaceController?
    /// True from a template call until its completion.
    private var busy = false

    public override init() {
        super.init()
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.delegate = self
        let shows = CPListTemplate(title: "Shows", sections: [CPListSection(items: ["Road Stories", "Night Shift"].map(showRow))])
        shows.tabTitle = "Shows"
        let downloads = CPListTemplate(title: "Downloads", sections: [])
        downloads.tabTitle = "Downloads"
        downloads.emptyViewTitleVariants = ["No downloads"]
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [shows, downloads]), animated: true, completion: nil)
    }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        self.interfaceController = nil
        busy = false
    }

    /// The app's download finished: an alert says so, once the car is free.
    public func downloadFinished() {
        guard let interfaceController, !busy, interfaceController.presentedTemplate == nil else { return }
        let ok = CPAlertAction(title: "OK", style: .default) { [weak self] _ in self?.dismiss() }
        busy = true   // until it appears (`templateDidAppear`): it has no completion
        interfaceController.presentTemplate(CPAlertTemplate(titleVariants: ["Episode downloaded"], actions: [ok]), animated: true, completion: nil)
    }

    public func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) {
        if aTemplate is CPAlertTemplate, (aTemplate as? CPAlertTemplate)?.titleVariants.first == "Episode downloaded" { busy = false }
    }

    private func showRow(_ show: String) -> CPListItem {
        row(show) { [weak self] in
            guard let self else { return }
            self.push(CPListTemplate(title: show, sections: [CPListSection(items: ["Part 1", "Part 2"].map(self.episodeRow))]))
        }
    }

    private func episodeRow(_ episode: String) -> CPListItem {
        row(episode) { [weak self] in
            guard let self else { return }
            let details = CPListTemplate(title: episode, sections: [CPListSection(items: [CPListItem(text: "42 min", detailText: "Downloaded")])])
            details.trailingNavigationBarButtons = [CPBarButton(title: "More") { [weak self] _ in self?.askToDelete(episode) }]
            self.push(details)
        }
    }

    private func row(_ title: String, action: @escaping @MainActor () -> Void) -> CPListItem {
        let item = CPListItem(text: title, detailText: nil)
        item.handler = { [weak self] _, completion in
            if self?.busy == false { action() }
            completion()
        }
        return item
    }

    private func askToDelete(_ episode: String) {
        guard !busy else { return }
        let delete = CPAlertAction(title: "Delete download", style: .destructive) { [weak self] _ in
            guard let self else { return }
            self.busy = true
            self.interfaceController?.dismissTemplate(animated: true) { [weak self] _, _ in
                self?.busy = false
                self?.confirmDelete(episode)
            }
        }
        let cancel = CPAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.dismiss() }
        present(CPActionSheetTemplate(title: episode, message: nil, actions: [delete, cancel]))
    }

    /// The planted bug: presented without marking the app busy.
    private func confirmDelete(_ episode: String) {
        let sure = CPAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.dismiss() }
        let keep = CPAlertAction(title: "Keep", style: .cancel) { [weak self] _ in self?.dismiss() }
        interfaceController?.presentTemplate(CPAlertTemplate(titleVariants: ["Delete \(episode)?"], actions: [sure, keep]), animated: true) { _, _ in }
    }

    private func push(_ template: CPTemplate) {
        busy = true
        interfaceController?.pushTemplate(template, animated: true) { [weak self] _, _ in self?.busy = false }
    }

    private func present(_ template: CPTemplate) {
        busy = true
        interfaceController?.presentTemplate(template, animated: true) { [weak self] _, _ in self?.busy = false }
    }

    private func dismiss() {
        busy = true
        interfaceController?.dismissTemplate(animated: true) { [weak self] _, _ in self?.busy = false }
    }
}
