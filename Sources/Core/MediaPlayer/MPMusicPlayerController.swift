import Foundation

/// Plays the Music app's items for the app: `MPMusicPlayerController.applicationQueuePlayer`,
/// given a queue of Apple Music store identifiers, as Apple's CarPlay music sample plays a
/// playlist. HeadUnit plays no sound and has no catalog: the player keeps its queue, its place in
/// it and its state, and posts the playback notifications (after
/// `beginGeneratingPlaybackNotifications()`, as on a phone); the now playing item carries only
/// its store identifier. It writes nothing to `MPNowPlayingInfoCenter`, so the car's Now Playing
/// screen shows what the app puts there.
@available(iOS 3.0, *)
open class MPMusicPlayerController: NSObject, MPMediaPlayback, @unchecked Sendable {
    private struct State {
        var queue: [String] = []
        var index = 0
        var playbackState = MPMusicPlaybackState.stopped
        var prepared = false
        var time: TimeInterval = 0
        var rate: Float = 0
        var notifying = 0
    }

    private static let queuePlayer = MPMusicPlayerApplicationController()
    private let state = Locked(State())

    package override init() { super.init() }

    /// The app's own player, whose queue the app manages (one per process).
    @available(iOS 10.3, *)
    open class var applicationQueuePlayer: MPMusicPlayerApplicationController { queuePlayer }

    /// Playing, paused, stopped…
    open var playbackState: MPMusicPlaybackState { state.withLock { $0.playbackState } }

    /// The item at the player's place in the queue; nil for an empty queue. Setting an item of
    /// the queue moves there.
    open var nowPlayingItem: MPMediaItem? {
        get { state.withLock { $0.queue.indices.contains($0.index) ? MPMediaItem(storeID: $0.queue[$0.index]) : nil } }
        set {
            let moved = state.withLock { s -> Bool in
                guard let id = newValue?.playbackStoreID, let i = s.queue.firstIndex(of: id), i != s.index else { return false }
                s.index = i
                s.time = 0
                return true
            }
            if moved { post(.MPMusicPlayerControllerNowPlayingItemDidChange) }
        }
    }

    /// The place in the queue; `NSNotFound` for an empty queue.
    @available(iOS 5.0, *)
    open var indexOfNowPlayingItem: Int { state.withLock { $0.queue.isEmpty ? NSNotFound : $0.index } }

    /// Makes `storeIDs` the queue, from its first item, stopped.
    @available(iOS 9.3, *)
    open func setQueue(with storeIDs: [String]) {
        state.withLock {
            $0.queue = storeIDs
            $0.index = 0
            $0.time = 0
            $0.prepared = false
        }
        post(.MPMusicPlayerControllerNowPlayingItemDidChange)
    }

    /// Starts posting the playback notifications (calls nest).
    open func beginGeneratingPlaybackNotifications() { state.withLock { $0.notifying += 1 } }
    /// Stops posting them when every begin has its end.
    open func endGeneratingPlaybackNotifications() { state.withLock { $0.notifying = max(0, $0.notifying - 1) } }

    // MARK: MPMediaPlayback

    /// Gets ready to play (at once here: nothing loads).
    open func prepareToPlay() { state.withLock { $0.prepared = !$0.queue.isEmpty } }
    /// True once prepared with a queue.
    open var isPreparedToPlay: Bool { state.withLock { $0.prepared } }
    /// Plays the queue from the player's place (nothing with an empty queue).
    open func play() { change(to: .playing, rate: 1) }
    /// Pauses.
    open func pause() { change(to: .paused, rate: 0) }
    /// Stops, back to the start of the item.
    open func stop() {
        state.withLock { $0.time = 0 }
        change(to: .stopped, rate: 0)
    }
    /// The position in the item, in seconds (HeadUnit's clock does not move it).
    open var currentPlaybackTime: TimeInterval {
        get { state.withLock { $0.time } }
        set { state.withLock { $0.time = max(0, newValue) } }
    }
    /// The rate: 1 while playing, 0 otherwise, unless set.
    open var currentPlaybackRate: Float {
        get { state.withLock { $0.rate } }
        set { state.withLock { $0.rate = newValue } }
    }
    /// Seeks forward until `endSeeking`.
    open func beginSeekingForward() { change(to: .seekingForward, rate: nil) }
    /// Seeks backward until `endSeeking`.
    open func beginSeekingBackward() { change(to: .seekingBackward, rate: nil) }
    /// Stops seeking: playing again.
    open func endSeeking() {
        let seeking = state.withLock { [.seekingForward, .seekingBackward].contains($0.playbackState) }
        if seeking { change(to: .playing, rate: nil) }
    }

    private func change(to newState: MPMusicPlaybackState, rate: Float?) {
        let changed = state.withLock { s -> Bool in
            guard !s.queue.isEmpty, s.playbackState != newState else { return false }
            s.playbackState = newState
            if let rate { s.rate = rate }
            if newState == .playing { s.prepared = true }
            return true
        }
        if changed { post(.MPMusicPlayerControllerPlaybackStateDidChange) }
    }

    private func post(_ name: Notification.Name) {
        guard state.withLock({ $0.notifying > 0 }) else { return }
        NotificationCenter.default.post(name: name, object: self)
    }
}
