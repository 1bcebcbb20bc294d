import Host

/// A layout of the Now Playing screen (`CPNowPlayingTemplate.nowPlayingMode`): the default one
/// shows what `MPNowPlayingInfoCenter` holds; `CPNowPlayingModeSports` shows a game.
@available(iOS 18.4, *)
@preconcurrency @MainActor
open class CPNowPlayingMode: NSObject {
    private static let defaultMode = CPNowPlayingMode()

    /// The default layout: the info center's metadata.
    public class var `default`: CPNowPlayingMode { defaultMode }

    package override init() { super.init() }

    /// The lines the car shows for this layout (none beyond the info center's).
    package var hostLines: [TemplateButton] { [] }

    /// How the host log names the layout.
    package var hostSummary: String { "default" }
}
