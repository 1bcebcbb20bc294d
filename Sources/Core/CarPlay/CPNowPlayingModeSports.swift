import Host

/// The Now Playing layout for a game of exactly two teams, live or recorded: the teams with
/// their scores and the game's status. HeadUnit's car shows a line per team (name, score,
/// standings) and a status line (up to three status texts, the clock) under the info center's
/// title.
@available(iOS 18.4, *)
@preconcurrency @MainActor
open class CPNowPlayingModeSports: CPNowPlayingMode {
    /// The team on the left in every layout (often the visitors).
    public let leftTeam: CPNowPlayingSportsTeam
    /// The team on the right in every layout (often the home team).
    public let rightTeam: CPNowPlayingSportsTeam
    /// The game's status, if given.
    public let eventStatus: CPNowPlayingSportsEventStatus?
    /// A background image (500×500 at most).
    public let backgroundArtwork: UIImage?

    /// A sports layout of these teams, status and background.
    public init(leftTeam: CPNowPlayingSportsTeam, rightTeam: CPNowPlayingSportsTeam,
                eventStatus: CPNowPlayingSportsEventStatus?, backgroundArtwork: UIImage?) {
        self.leftTeam = leftTeam
        self.rightTeam = rightTeam
        self.eventStatus = eventStatus
        self.backgroundArtwork = backgroundArtwork
        super.init()
    }

    package override var hostLines: [TemplateButton] {
        var lines = [leftTeam.hostLine, rightTeam.hostLine]
        if let status = eventStatus?.hostLine { lines.append(status) }
        return lines
    }

    package override var hostSummary: String { "sports, \(leftTeam.name) \(leftTeam.eventScore) – \(rightTeam.eventScore) \(rightTeam.name)" }
}
