/// The kind of screen an interface is for: a trait (`UITraitCollection.userInterfaceIdiom`).
/// The car's screen is `.carPlay` (`CPInterfaceController.carTraitCollection`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// No idiom: what a trait collection without one has.
    case unspecified = -1
    /// iPhone.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// A CarPlay screen.
    case carPlay = 3
    /// Mac.
    @available(iOS 14.0, *)
    case mac = 5
    /// Vision.
    @available(iOS 17.0, *)
    case vision = 6
}
