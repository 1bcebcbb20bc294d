/// A game's score over a thumbnail (iOS 26.4): the two teams and the game's status, as Now
/// Playing's sports mode takes them. HeadUnit keeps what it is given and draws no thumbnails.
@available(iOS 26.4, *)
@preconcurrency @MainActor
open class CPSportsOverlay: NSObject {
    /// The team on the left.
    public let leftTeam: CPNowPlayingSportsTeam
    /// The team on the right.
    public let rightTeam: CPNowPlayingSportsTeam
    /// The clock, period and state of the game, if the app gives them.
    public let eventStatus: CPNowPlayingSportsEventStatus?

    /// An overlay of these two teams and this status.
    public init(leftTeam: CPNowPlayingSportsTeam, rightTeam: CPNowPlayingSportsTeam, eventStatus: CPNowPlayingSportsEventStatus?) {
        self.leftTeam = leftTeam
        self.rightTeam = rightTeam
        self.eventStatus = eventStatus
        super.init()
    }
}
