/// What kind of media the Now Playing item is (`MPNowPlayingInfoPropertyMediaType`).
@available(iOS 10.0, *)
public enum MPNowPlayingInfoMediaType: UInt, Sendable {
    /// Not said.
    case none = 0
    /// Audio.
    case audio = 1
    /// Video.
    case video = 2
}
