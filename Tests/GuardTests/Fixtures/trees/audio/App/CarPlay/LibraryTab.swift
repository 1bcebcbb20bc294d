import CarPlay

/// The library tab: the podcasts, then a podcast's episodes.
@MainActor
final class LibraryTab {
    weak var interfaceController: CPInterfaceController?
    let template = CPListTemplate(title: "Library", sections: [])

    func showEpisodes(of podcast: Podcast) {
        let items = podcast.episodes.map { episode -> CPListItem in
            let item = CPListItem(text: episode.title, detailText: nil)
            item.handler = { [weak self] _, completion in
                self?.play(episode)
                completion()
            }
            return item
        }
        let episodes = CPListTemplate(title: podcast.title, sections: [CPListSection(items: items)])
        //                   ↓S6
        interfaceController?.pushTemplate(episodes, animated: true)
    }

    func play(_ episode: Episode) {
        Player.shared.play(episode)
        Task {
            // The async form: a refusal is an error here, never a crash.
            _ = try? await interfaceController?.pushTemplate(CPNowPlayingTemplate.shared, animated: true)
        }
    }

    func showAbout() {
        //          ↓S3
        let about = CPInformationTemplate(title: "About", layout: .leading, items: [], actions: [])
        interfaceController?.pushTemplate(about, animated: true) { _, _ in }
    }

    func back() {
        //                   ↓S6
        interfaceController?.popTemplate(animated: true)
    }
}
