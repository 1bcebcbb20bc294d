/// What kind of media the Now Playing item is (`MPNowPlayingInfoPropertyMediaType`).
@available(iOS 10.0, *)
public enum MPNowPlayingInfoMediaType: UInt, Sendable {
    case none = 0, audio = 1, video = 2
}
