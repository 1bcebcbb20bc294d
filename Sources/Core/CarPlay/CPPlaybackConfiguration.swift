// CPPlaybackConfiguration.h imports CoreMedia, and `import CarPlay` brings it along, as Apple's
// framework module does: a scene can write `CMTime` with only `import CarPlay`.
@_exported import CoreMedia

/// How selecting a playable list entry plays it (iOS 26.4): the presentation the app prefers, the
/// action it performs, how far it has played and how long it is. HeadUnit keeps what it is given;
/// the car draws no playback state from it.
@available(iOS 26.4, *)
@preconcurrency @MainActor
open class CPPlaybackConfiguration: NSObject, NSCopying {
    /// What the car shows once the entry is selected.
    public enum Presentation: Int, Sendable {
        /// Selecting the entry presents nothing.
        case none = 0
        /// Selecting the entry shows Now Playing.
        case audio = 1
        /// Selecting the entry presents video where the car allows it, else Now Playing.
        case video = 2
    }

    /// What selecting the entry does to its playback.
    public enum Action: Int, Sendable {
        /// No playback action is shown.
        case none = 0
        /// Starts or resumes playback.
        case play = 1
        /// Pauses playback.
        case pause = 2
        /// Plays again from the start.
        case replay = 3
    }

    /// What the car shows once the entry is selected.
    public let preferredPresentation: Presentation
    /// What selecting the entry does to its playback.
    public let playbackAction: Action
    /// How far the entry has played.
    public let elapsedTime: CMTime
    /// How long the entry is (zero when unknown, as for a live stream).
    public let duration: CMTime

    /// A configuration of this presentation, action, elapsed time and duration.
    public init(preferredPresentation: Presentation, playbackAction: Action, elapsedTime: CMTime, duration: CMTime) {
        self.preferredPresentation = preferredPresentation
        self.playbackAction = playbackAction
        self.elapsedTime = elapsedTime
        self.duration = duration
        super.init()
    }

    /// A configuration of the same values (NSCopying, as in the SDK).
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        CPPlaybackConfiguration(copyOf: self)
    }

    nonisolated private init(copyOf other: CPPlaybackConfiguration) {
        preferredPresentation = other.preferredPresentation
        playbackAction = other.playbackAction
        elapsedTime = other.elapsedTime
        duration = other.duration
        super.init()
    }
}
