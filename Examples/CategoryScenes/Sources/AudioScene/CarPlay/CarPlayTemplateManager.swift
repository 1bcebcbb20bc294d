import CarPlay
import UIKit

/// Builds the templates and moves between them: the library's tabs, a show's episodes, Now
/// Playing, Up Next. Every change goes to CarPlay with a completion, so a refused one is kept in
/// `refusals`, never a crash.
@MainActor
final class CarPlayTemplateManager: NSObject {
    private weak var interfaceController: CPInterfaceController?
    let player: AudioPlayer
    /// What CarPlay refused, for the logs.
    private(set) var refusals: [String] = []
    /// Rows that show an episode, so their playing indicator follows the player.
    private var episodeRows: [(episode: Episode, item: CPListItem)] = []

    init(interfaceController: CPInterfaceController, player: AudioPlayer) {
        self.interfaceController = interfaceController
        self.player = player
        super.init()
    }

    /// Sets the library as the root (before `didConnect` returns) and configures Now Playing.
    func connect() {
        configureNowPlaying()
        let tabs = CPTabBarTemplate(templates: [listenNowTemplate(), showsTemplate(), radioTemplate()])
        interfaceController?.setRootTemplate(tabs, animated: true) { [weak self] success, error in
            if !success { self?.refused("set the library as root", error) }
        }
    }

    func disconnect() {
        tearDownNowPlaying()
        episodeRows = []
    }

    /// The player changed: the rows' indicators and Now Playing's buttons follow.
    func playerChanged() {
        for (episode, item) in episodeRows {
            item.isPlaying = player.isPlaying && episode == player.current
        }
        updateNowPlayingButtons()
    }

    // MARK: - Library

    private func listenNowTemplate() -> CPListTemplate {
        let items = Catalog.continueListening.map { episode in
            episodeItem(episode, detail: "\(episode.show) · \(Int(episode.duration / 60)) min") { [weak self] in
                guard let show = Catalog.show(named: episode.show) else { return }
                self?.play(show.episodes, from: episode)
            }
        }
        let template = CPListTemplate(title: "Listen Now", sections: [CPListSection(items: items)])
        template.tabTitle = "Listen Now"
        template.tabImage = UIImage(systemName: "play.circle")
        return template
    }

    private func showsTemplate() -> CPListTemplate {
        let items = Catalog.shows.map { show in
            let item = CPListItem(text: show.title, detailText: show.host, image: UIImage(named: show.artwork),
                                  accessoryImage: nil, accessoryType: .disclosureIndicator)
            item.handler = { [weak self] _, completion in
                self?.push(self?.episodesTemplate(for: show))
                completion()
            }
            return item
        }
        let template = CPListTemplate(title: "Shows", sections: [CPListSection(items: items)])
        template.tabTitle = "Shows"
        template.tabImage = UIImage(systemName: "square.stack")
        return template
    }

    private func radioTemplate() -> CPListTemplate {
        let items = Catalog.stations.map { station in
            let item = CPListItem(text: station.name, detailText: station.genre, image: UIImage(named: station.artwork))
            item.handler = { [weak self] _, completion in
                self?.player.play(station)
                self?.showNowPlaying()
                completion()
            }
            return item
        }
        let template = CPListTemplate(title: "Radio", sections: [CPListSection(items: items)])
        template.tabTitle = "Radio"
        template.tabImage = UIImage(systemName: "antenna.radiowaves.left.and.right")
        return template
    }

    /// A show's episodes, newest first.
    func episodesTemplate(for show: Show) -> CPListTemplate {
        let items = show.episodes.map { episode in
            episodeItem(episode, detail: "\(episode.season) · \(Int(episode.duration / 60)) min") { [weak self] in
                self?.play(show.episodes, from: episode)
            }
        }
        return CPListTemplate(title: show.title, sections: [CPListSection(items: items)])
    }

    /// A row with the episode's artwork that starts `select` and shows the playing indicator.
    private func episodeItem(_ episode: Episode, detail: String, select: @escaping () -> Void) -> CPListItem {
        let item = CPListItem(text: episode.title, detailText: detail, image: UIImage(named: episode.artwork))
        item.playingIndicatorLocation = .trailing
        item.isPlaying = player.isPlaying && episode == player.current
        item.handler = { _, completion in
            select()
            completion()
        }
        episodeRows.append((episode, item))
        return item
    }

    private func play(_ episodes: [Episode], from episode: Episode) {
        player.play(episodes, startingAt: episodes.firstIndex(of: episode) ?? 0)
        showNowPlaying()
    }

    // MARK: - Moving between templates

    func push(_ template: CPTemplate?) {
        guard let template else { return }
        interfaceController?.pushTemplate(template, animated: true) { [weak self] success, error in
            if !success { self?.refused("push \(type(of: template))", error) }
        }
    }

    /// Pushes the shared Now Playing template, unless it is already on the stack.
    func showNowPlaying() {
        guard let interfaceController else { return }
        if interfaceController.templates.contains(where: { $0 is CPNowPlayingTemplate }) { return }
        push(CPNowPlayingTemplate.shared)
    }

    func pop() {
        interfaceController?.popTemplate(animated: true) { [weak self] success, error in
            if !success { self?.refused("pop", error) }
        }
    }

    func present(_ template: CPTemplate) {
        interfaceController?.presentTemplate(template, animated: true) { [weak self] success, error in
            if !success { self?.refused("present \(type(of: template))", error) }
        }
    }

    func dismiss() {
        interfaceController?.dismissTemplate(animated: true) { [weak self] success, error in
            if !success { self?.refused("dismiss", error) }
        }
    }

    private func refused(_ change: String, _ error: (any Error)?) {
        refusals.append("\(change): \(error?.localizedDescription ?? "refused")")
    }
}
