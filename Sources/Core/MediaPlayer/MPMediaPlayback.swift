import Foundation

/// What a player of media does: prepare, play, pause, stop, seek.
@available(iOS 3.2, *)
public protocol MPMediaPlayback {
    /// Gets ready to play at once.
    func prepareToPlay()
    /// True once prepared.
    var isPreparedToPlay: Bool { get }
    /// Plays.
    func play()
    /// Pauses.
    func pause()
    /// Stops, back to the start.
    func stop()
    /// The position in the item, in seconds.
    var currentPlaybackTime: TimeInterval { get set }
    /// The rate: 0 paused, 1 normal.
    var currentPlaybackRate: Float { get set }
    /// Seeks forward until `endSeeking`.
    func beginSeekingForward()
    /// Seeks backward until `endSeeking`.
    func beginSeekingBackward()
    /// Stops seeking.
    func endSeeking()
}
