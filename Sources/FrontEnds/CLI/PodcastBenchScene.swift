import CarPlay
import UIKit

/// The second scene `headunit bench` explores: the size of a podcast app's car scene, as a team
/// writes one — a tab bar of two lists (four episodes; three shows), a show's row pushing its
/// three parts, an episode pushing Now Playing (awaited in a task, as async code does), and on
/// Now Playing a playback rate button, a repeat button and a trash button that asks first in an
/// alert. It does not crash; every order of its
/// taps is the work.
@MainActor
final class PodcastBenchScene: UIResponder, CPTemplateApplicationSceneDelegate {
    private var interfaceController: CPInterfaceController?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let episodes = list("Episodes", rows: ["Pilot", "Finale", "Bonus", "Trailer"].map(episodeRow))
        let shows = list("Shows", rows: ["Road Stories", "Night Shift", "Deep Dive"].map { show in
            row(show) { [weak self] in
                guard let self else { return }
                self.interfaceController?.pushTemplate(self.list(show, rows: ["Part 1", "Part 2", "Part 3"].map(self.episodeRow)), animated: true) { _, _ in }
            }
        })
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [episodes, shows]), animated: true, completion: nil)
    }

    private func list(_ title: String, rows: [CPListItem]) -> CPListTemplate {
        let template = CPListTemplate(title: title, sections: [CPListSection(items: rows)])
        template.tabTitle = title
        return template
    }

    private func row(_ title: String, action: @escaping @MainActor () -> Void) -> CPListItem {
        let item = CPListItem(text: title, detailText: nil)
        item.handler = { _, completion in
            action()
            completion()
        }
        return item
    }

    private func episodeRow(_ title: String) -> CPListItem {
        row(title) { [weak self] in
            Task { await self?.play(title) }
        }
    }

    private func play(_ title: String) async {
        let nowPlaying = CPNowPlayingTemplate.shared
        let rate = CPNowPlayingPlaybackRateButton { _ in }
        let again = CPNowPlayingRepeatButton { _ in }
        let delete = CPNowPlayingImageButton(image: UIImage(systemName: "trash")!) { [weak self] _ in self?.confirmDelete(title) }
        nowPlaying.updateNowPlayingButtons([rate, again, delete])
        _ = try? await interfaceController?.pushTemplate(nowPlaying, animated: true)
    }

    private func confirmDelete(_ title: String) {
        let remove = CPAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.interfaceController?.dismissTemplate(animated: true) { _, _ in }
            self?.interfaceController?.popTemplate(animated: true) { _, _ in }
        }
        let keep = CPAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
            self?.interfaceController?.dismissTemplate(animated: true) { _, _ in }
        }
        interfaceController?.presentTemplate(CPAlertTemplate(titleVariants: ["Delete \(title)?"], actions: [remove, keep]), animated: true) { _, _ in }
    }
}
