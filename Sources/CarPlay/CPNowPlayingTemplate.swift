import Host

/// The system's Now Playing screen, one shared instance (audio and communication apps).
@preconcurrency @MainActor
open class CPNowPlayingTemplate: CPTemplate {
    /// The shared Now Playing template.
    public static let shared = CPNowPlayingTemplate()

    private override init() { super.init() }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        Template(id: id, kind: .nowPlaying, title: "Now Playing")
    }
}
