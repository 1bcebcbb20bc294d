/// A team's logo image, or, with no image, its initials (3 characters show).
@available(iOS 18.4, *)
@preconcurrency @MainActor
open class CPNowPlayingSportsTeamLogo: NSObject {
    /// The logo image (350×350 at most), if made from one.
    public let logo: UIImage?
    /// The team's initials, if made from them.
    public let initials: String?

    /// A logo of this image.
    public init(teamLogo: UIImage) {
        logo = teamLogo
        initials = nil
        super.init()
    }

    /// A logo of these initials.
    public init(teamInitials: String) {
        logo = nil
        initials = teamInitials
        super.init()
    }
}
