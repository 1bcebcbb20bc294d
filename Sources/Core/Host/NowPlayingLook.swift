/// How the Now Playing screen looks beyond its words (B10): the artwork, the progress bar with
/// its times (or Live), the rate, and what each of its buttons is, so the transport controls are
/// drawn as glyph buttons and the app's buttons as round ones. The words (title, `Artist —
/// Album`, the buttons' titles) are the template's own.
public struct NowPlayingLook: Hashable, Sendable {
    /// What one of the screen's buttons is, in the order of the template's `rows`.
    public enum Control: Hashable, Sendable {
        /// `Previous track`.
        case previousTrack
        /// `Skip back N seconds`.
        case skipBack
        /// `Play`.
        case play
        /// `Pause`.
        case pause
        /// `Stop`.
        case stop
        /// `Skip forward N seconds`.
        case skipForward
        /// `Next track`.
        case nextTrack
        /// One of the app's `nowPlayingButtons`, with its image when it has one.
        case appButton(ImageLook?)
        /// The Up Next button.
        case upNext
        /// The album-artist button.
        case albumArtist

        /// True for the transport controls (drawn as large glyphs in the middle row).
        public var isTransport: Bool {
            switch self {
            case .previousTrack, .skipBack, .play, .pause, .stop, .skipForward, .nextTrack: true
            case .appButton, .upNext, .albumArtist: false
            }
        }
    }

    /// The artwork (`MPMediaItemPropertyArtwork`'s image); nil draws a music-note placeholder.
    public var artwork: ImageLook?
    /// How far the item has played, 0…1; nil without a duration.
    public var progress: Double?
    /// The elapsed time's words (`1:05`); nil without one.
    public var elapsed: String?
    /// The duration's words (`42:10`); nil without one.
    public var duration: String?
    /// True for a live stream: `Live` in place of the times.
    public var isLive: Bool
    /// The playback rate's words (`1.5×`) when it is not 1.
    public var rate: String?
    /// Each of the template's rows, in order: what it is.
    public var controls: [Control]

    /// A Now Playing look as given.
    public init(artwork: ImageLook? = nil, progress: Double? = nil, elapsed: String? = nil, duration: String? = nil, isLive: Bool = false,
                rate: String? = nil, controls: [Control] = []) {
        self.artwork = artwork
        self.progress = progress
        self.elapsed = elapsed
        self.duration = duration
        self.isLive = isLive
        self.rate = rate
        self.controls = controls
    }
}
