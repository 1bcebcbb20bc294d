import CarPlay
import MediaPlayer
import UIKit

/// Now Playing: the buttons that fit what plays, Up Next, the show behind the album and artist
/// line, and a sleep timer behind More.
extension CarPlayTemplateManager {
    func configureNowPlaying() {
        CPNowPlayingTemplate.shared.add(self)
        updateNowPlayingButtons()
    }

    func tearDownNowPlaying() {
        let nowPlaying = CPNowPlayingTemplate.shared
        nowPlaying.remove(self)
        nowPlaying.updateNowPlayingButtons([])
        nowPlaying.isUpNextButtonEnabled = false
        nowPlaying.isAlbumArtistButtonEnabled = false
    }

    /// Rate and repeat for episodes; More for everything; Up Next while episodes follow.
    func updateNowPlayingButtons() {
        let nowPlaying = CPNowPlayingTemplate.shared
        let more = CPNowPlayingMoreButton { [weak self] _ in self?.showSleepTimer() }
        var buttons: [CPNowPlayingButton] = [more]
        if case .station = player.item {
            nowPlaying.isAlbumArtistButtonEnabled = false
        } else {
            let rate = CPNowPlayingPlaybackRateButton { [weak self] _ in self?.player.cycleRate() }
            let repeatButton = CPNowPlayingRepeatButton { [weak self] _ in self?.player.cycleRepeat() }
            buttons = [rate, repeatButton, more]
            nowPlaying.isAlbumArtistButtonEnabled = player.current != nil
        }
        nowPlaying.isUpNextButtonEnabled = !player.upNext.isEmpty
        nowPlaying.upNextTitle = "Up Next"
        if buttons.map(\.kind) != nowPlaying.nowPlayingButtons.map(\.kind) {
            nowPlaying.updateNowPlayingButtons(buttons)
        }
    }

    private func showSleepTimer() {
        let choices = [15, 30, 60].map { minutes in
            CPAlertAction(title: "In \(minutes) minutes", style: .default) { [weak self] _ in
                self?.player.setSleepTimer(minutes: minutes)
                self?.dismiss()
            }
        }
        let off = CPAlertAction(title: "Off", style: .cancel) { [weak self] _ in
            self?.player.setSleepTimer(minutes: nil)
            self?.dismiss()
        }
        present(CPActionSheetTemplate(title: "Sleep Timer", message: nil, actions: choices + [off]))
    }

    private func upNextTemplate() -> CPListTemplate {
        let items = player.upNext.map { episode in
            let item = CPListItem(text: episode.title, detailText: "\(Int(episode.duration / 60)) min", image: UIImage(named: episode.artwork))
            item.handler = { [weak self] _, completion in
                self?.player.jump(to: episode)
                self?.pop()
                completion()
            }
            return item
        }
        return CPListTemplate(title: "Up Next", sections: [CPListSection(items: items)])
    }
}

extension CarPlayTemplateManager: @preconcurrency CPNowPlayingTemplateObserver {
    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        push(upNextTemplate())
    }

    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {
        guard let show = player.current.flatMap({ Catalog.show(named: $0.show) }) else { return }
        push(episodesTemplate(for: show))
    }
}

private extension CPNowPlayingButton {
    /// The button's kind, to tell whether the buttons need replacing.
    var kind: ObjectIdentifier { ObjectIdentifier(type(of: self)) }
}
