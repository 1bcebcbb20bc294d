import Host

/// A team of a two-team game, for `CPNowPlayingModeSports`.
@available(iOS 18.4, *)
@preconcurrency @MainActor
open class CPNowPlayingSportsTeam: NSObject {
    /// The team's name, as the person reads it.
    public let name: String
    /// The team's logo, or its initials.
    public let logo: CPNowPlayingSportsTeamLogo
    /// A short extra line (`12-4`, standings; 15 to 20 characters show).
    public let teamStandings: String?
    /// The team's score (3 to 5 characters show).
    public let eventScore: String
    /// Shown while the team has possession (one team at a time).
    public let possessionIndicator: UIImage?
    /// True to star the team as the person's favorite.
    public let isFavorite: Bool

    /// A team with this name, logo, standings, score, possession indicator and favorite mark.
    public init(name: String, logo: CPNowPlayingSportsTeamLogo, teamStandings: String?, eventScore: String,
                possessionIndicator: UIImage?, favorite: Bool) {
        self.name = name
        self.logo = logo
        self.teamStandings = teamStandings
        self.eventScore = eventScore
        self.possessionIndicator = possessionIndicator
        self.isFavorite = favorite
        super.init()
    }

    /// The team's line on the car: its name, its score, its standings.
    package var hostLine: TemplateButton {
        TemplateButton(title: name, detail: eventScore, note: teamStandings)
    }
}
