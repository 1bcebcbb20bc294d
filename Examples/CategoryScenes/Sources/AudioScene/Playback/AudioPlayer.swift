import Foundation
import MediaPlayer
import UIKit

/// The app's player. It plays no audio here (the sample has none); it keeps what a player keeps
/// (a queue, a station, the rate, the repeat mode) and tells the system through
/// `MPNowPlayingInfoCenter`, which the lock screen and CarPlay's Now Playing screen show.
@MainActor
final class AudioPlayer {
    /// What plays.
    enum Item: Equatable {
        case episode(Episode)
        case station(Station)
    }

    /// The rates the rate button cycles through.
    static let rates: [Float] = [1, 1.5, 2, 0.75]

    private(set) var queue: [Episode] = []
    private(set) var index = 0
    private(set) var station: Station?
    private(set) var isPlaying = false
    private(set) var rate: Float = 1
    private(set) var repeatMode: MPRepeatType = .off
    private(set) var sleepTimerMinutes: Int?

    /// Called after every change, for the screens that show the player.
    var onChange: (() -> Void)?

    /// The episode that plays, if one does.
    var current: Episode? { station == nil && queue.indices.contains(index) ? queue[index] : nil }
    /// What plays, if anything.
    var item: Item? { station.map(Item.station) ?? current.map(Item.episode) }
    /// The episodes after the current one.
    var upNext: [Episode] { station == nil && index + 1 < queue.count ? Array(queue[(index + 1)...]) : [] }

    /// Plays `episodes` from `startIndex`.
    func play(_ episodes: [Episode], startingAt startIndex: Int) {
        queue = episodes
        index = min(max(0, startIndex), max(0, episodes.count - 1))
        station = nil
        isPlaying = !episodes.isEmpty
        changed()
    }

    /// Plays a live station.
    func play(_ station: Station) {
        self.station = station
        queue = []
        index = 0
        isPlaying = true
        changed()
    }

    func resume() {
        guard item != nil else { return }
        isPlaying = true
        changed()
    }

    func pause() {
        isPlaying = false
        changed()
    }

    func stop() {
        isPlaying = false
        station = nil
        changed()
    }

    /// The next episode; false at the end of the queue (with repeat all, it wraps).
    func next() -> Bool {
        guard station == nil, !queue.isEmpty else { return false }
        if index + 1 < queue.count {
            index += 1
        } else if repeatMode == .all {
            index = 0
        } else {
            return false
        }
        changed()
        return true
    }

    /// The previous episode; false at the start.
    func previous() -> Bool {
        guard station == nil, index > 0 else { return false }
        index -= 1
        changed()
        return true
    }

    /// Plays `episode` from the queue.
    func jump(to episode: Episode) {
        guard let position = queue.firstIndex(of: episode) else { return }
        index = position
        isPlaying = true
        changed()
    }

    /// The next rate of `rates`.
    func cycleRate() {
        let position = Self.rates.firstIndex(of: rate) ?? 0
        setRate(Self.rates[(position + 1) % Self.rates.count])
    }

    func setRate(_ newRate: Float) {
        rate = newRate
        changed()
    }

    /// Off, all, one, off…
    func cycleRepeat() {
        setRepeat([MPRepeatType.off: .all, .all: .one, .one: .off][repeatMode] ?? .off)
    }

    func setRepeat(_ mode: MPRepeatType) {
        repeatMode = mode
        MPRemoteCommandCenter.shared().changeRepeatModeCommand.currentRepeatType = mode
        changed()
    }

    func setSleepTimer(minutes: Int?) {
        sleepTimerMinutes = minutes
        changed()
    }

    /// Stops and takes the item off the system's Now Playing.
    func shutDown() {
        queue = []
        station = nil
        isPlaying = false
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
        onChange = nil
    }

    private func changed() {
        publishNowPlayingInfo()
        onChange?()
    }

    private func publishNowPlayingInfo() {
        var info: [String: Any] = [
            MPNowPlayingInfoPropertyPlaybackRate: isPlaying ? Double(rate) : 0.0,
            MPNowPlayingInfoPropertyMediaType: MPNowPlayingInfoMediaType.audio.rawValue,
        ]
        switch item {
        case .episode(let episode):
            info[MPMediaItemPropertyTitle] = episode.title
            info[MPMediaItemPropertyArtist] = episode.show
            info[MPMediaItemPropertyAlbumTitle] = episode.season
            info[MPMediaItemPropertyPlaybackDuration] = episode.duration
            info[MPNowPlayingInfoPropertyElapsedPlaybackTime] = 0.0
            info[MPNowPlayingInfoPropertyDefaultPlaybackRate] = Double(rate)
            info[MPNowPlayingInfoPropertyPlaybackQueueIndex] = index
            info[MPNowPlayingInfoPropertyPlaybackQueueCount] = queue.count
            info[MPMediaItemPropertyArtwork] = Self.artwork(named: episode.artwork)
        case .station(let station):
            info[MPMediaItemPropertyTitle] = station.name
            info[MPMediaItemPropertyArtist] = station.genre
            info[MPNowPlayingInfoPropertyIsLiveStream] = true
            info[MPMediaItemPropertyArtwork] = Self.artwork(named: station.artwork)
        case nil:
            MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
            return
        }
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
    }

    /// The artwork, made outside the main actor: the system asks for the image on a queue of its
    /// own, and a request handler isolated to the main actor would trap there.
    nonisolated private static func artwork(named name: String) -> MPMediaItemArtwork {
        let image = UIImage(named: name) ?? UIImage()
        return MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { _ in image }
    }
}
