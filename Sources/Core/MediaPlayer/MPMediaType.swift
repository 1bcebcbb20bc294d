/// The kinds of media an item can be (`MPMediaItemPropertyMediaType`).
@available(iOS 3.0, *)
public struct MPMediaType: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// The kinds in `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Music.
    public static let music = MPMediaType(rawValue: 1 << 0)
    /// A podcast.
    public static let podcast = MPMediaType(rawValue: 1 << 1)
    /// An audiobook.
    public static let audioBook = MPMediaType(rawValue: 1 << 2)
    /// An iTunes U audio item.
    @available(iOS 5.0, *)
    public static let audioITunesU = MPMediaType(rawValue: 1 << 3)
    /// Any audio.
    public static let anyAudio = MPMediaType(rawValue: 0x00ff)
    /// A movie.
    @available(iOS 5.0, *)
    public static let movie = MPMediaType(rawValue: 1 << 8)
    /// A TV show.
    @available(iOS 5.0, *)
    public static let tvShow = MPMediaType(rawValue: 1 << 9)
    /// A video podcast.
    @available(iOS 5.0, *)
    public static let videoPodcast = MPMediaType(rawValue: 1 << 10)
    /// A music video.
    @available(iOS 5.0, *)
    public static let musicVideo = MPMediaType(rawValue: 1 << 11)
    /// An iTunes U video item.
    @available(iOS 5.0, *)
    public static let videoITunesU = MPMediaType(rawValue: 1 << 12)
    /// A home video.
    @available(iOS 7.0, *)
    public static let homeVideo = MPMediaType(rawValue: 1 << 13)
    /// Any video.
    @available(iOS 5.0, *)
    public static let anyVideo = MPMediaType(rawValue: 0xff00)
    /// Any kind.
    public static let any = MPMediaType(rawValue: ~0)
}
