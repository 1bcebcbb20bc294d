/// Told when the person taps the Now Playing template's Up Next button or its album and artist
/// line. Not a main-actor protocol, as in the SDK: a main-actor class conforms with
/// `@preconcurrency` in Swift 6 (`extension Player: @preconcurrency CPNowPlayingTemplateObserver`)
/// or with `nonisolated` methods. HeadUnit tells observers on the main actor, in the tap's turn.
@available(iOS 14.0, *)
public protocol CPNowPlayingTemplateObserver: NSObjectProtocol {
    /// The person tapped Up Next: push a list of what plays next.
    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
    /// The person tapped the album and artist line: push the album, playlist or show it plays from.
    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
}

extension CPNowPlayingTemplateObserver {
    /// Optional, as in the SDK: nothing happens.
    public func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
    /// Optional, as in the SDK: nothing happens.
    public func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
}
