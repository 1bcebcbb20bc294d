import Foundation
import Host

/// The shortest time a navigation alert with a duration stays up, in seconds.
public let CPNavigationAlertMinimumDuration: TimeInterval = 5

/// A banner over the map (a speed camera ahead, a closed road) with one or two actions. The map
/// template shows it (`present(navigationAlert:animated:)`); HeadUnit shows its title and subtitle
/// as a line of the map and its actions as buttons.
@preconcurrency @MainActor
open class CPNavigationAlert: NSObject {
    /// Why an alert went away.
    public enum DismissalContext: UInt, Sendable {
        /// Its duration ran out.
        case timeout = 0
        /// The person tapped one of its actions.
        case userDismissed
        /// The app dismissed it (`dismissNavigationAlert(animated:completion:)`).
        case systemDismissed
    }

    /// The title, longest first (HeadUnit shows the first).
    open private(set) var titleVariants: [String] { didSet { ContentChanges.note() } }
    /// The subtitle, longest first.
    open private(set) var subtitleVariants: [String] { didSet { ContentChanges.note() } }
    /// The image, for light and dark (iOS 12).
    public let imageSet: CPImageSet?
    /// The image.
    public let image: UIImage?
    /// The first action (at least one is required).
    public let primaryAction: CPAlertAction
    /// The second action, if any.
    public let secondaryAction: CPAlertAction?
    /// How long the alert stays up, in seconds: 0 for until dismissed; otherwise at least
    /// `CPNavigationAlertMinimumDuration`.
    public let duration: TimeInterval

    /// An alert with these words, image, actions and duration.
    public init(titleVariants: [String], subtitleVariants: [String]?, image: UIImage?, primaryAction: CPAlertAction,
                secondaryAction: CPAlertAction?, duration: TimeInterval) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants ?? []
        self.imageSet = nil
        self.image = image
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
        self.duration = duration
        super.init()
    }

    /// An alert with an image set (iOS 12).
    @available(iOS, introduced: 12.0, deprecated: 13.0, message: "Use init(titleVariants:subtitleVariants:image:primaryAction:secondaryAction:duration:)")
    public init(titleVariants: [String], subtitleVariants: [String]?, imageSet: CPImageSet?, primaryAction: CPAlertAction,
                secondaryAction: CPAlertAction?, duration: TimeInterval) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants ?? []
        self.imageSet = imageSet
        self.image = nil
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
        self.duration = duration
        super.init()
    }

    /// Changes the words, shown or not yet shown (the car shows the new ones).
    open func updateTitleVariants(_ newTitleVariants: [String], subtitleVariants newSubtitleVariants: [String]) {
        titleVariants = newTitleVariants
        subtitleVariants = newSubtitleVariants
    }

    /// The actions, primary first.
    package var actions: [CPAlertAction] { [primaryAction] + (secondaryAction.map { [$0] } ?? []) }

    /// How long the car keeps the alert up, in milliseconds (nil: until dismissed). A duration
    /// that is not a finite positive number keeps it up.
    package var shownMilliseconds: Millis? {
        guard duration.isFinite, duration > 0 else { return nil }
        return Millis(min(max(duration, CPNavigationAlertMinimumDuration), 86_400) * 1000)
    }
}
