import Foundation

/// The traits of an interface's environment: the kind of screen, light or dark, the scale.
/// HeadUnit keeps these three; a trait left unspecified reads `.unspecified` (or scale 0), as
/// in UIKit. The car's traits are `CPInterfaceController.carTraitCollection`.
///
/// ```swift
/// let carDark = UITraitCollection(traitsFrom: [
///     UITraitCollection(userInterfaceIdiom: .carPlay),
///     UITraitCollection(userInterfaceStyle: .dark),
/// ])
/// ```
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The kind of screen.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Points to pixels; 0 when unspecified.
    public let displayScale: CGFloat

    /// Every trait unspecified.
    public override init() {
        userInterfaceIdiom = .unspecified
        userInterfaceStyle = .unspecified
        displayScale = 0
    }

    private init(idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle, scale: CGFloat) {
        userInterfaceIdiom = idiom
        userInterfaceStyle = style
        displayScale = scale
    }

    /// Only the idiom specified.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(idiom: idiom, style: .unspecified, scale: 0)
    }

    /// Only the style specified.
    @available(iOS 12.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(idiom: .unspecified, style: userInterfaceStyle, scale: 0)
    }

    /// Only the display scale specified.
    public convenience init(displayScale scale: CGFloat) {
        self.init(idiom: .unspecified, style: .unspecified, scale: scale)
    }

    /// The traits of `traitCollections` merged: a trait a later collection specifies wins.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections")
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var idiom = UIUserInterfaceIdiom.unspecified, style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        for traits in traitCollections {
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.displayScale != 0 { scale = traits.displayScale }
        }
        self.init(idiom: idiom, style: style, scale: scale)
    }

    /// The car screen's traits, for `CPInterfaceController.carTraitCollection`: the CarPlay
    /// idiom with this style and scale.
    package convenience init(userInterfaceStyle: UIUserInterfaceStyle, displayScale: CGFloat) {
        self.init(idiom: .carPlay, style: userInterfaceStyle, scale: displayScale)
    }

    /// Whether every trait `trait` specifies has the same value here.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Compare values for specific traits in the trait collections instead")
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
    }

    /// The phone's traits, what `current` is until code sets it: iPhone, light, scale 3.
    static let phone = UITraitCollection(idiom: .phone, style: .light, scale: 3)

    private static let currentKey = "HeadUnit.UITraitCollection.current"

    /// The traits dynamic colours and images resolve against: kept per thread, as UIKit keeps
    /// it. HeadUnit has no views to set it from, so it is the phone's (iPhone, light, scale 3)
    /// until code sets it or runs in `performAsCurrent(_:)`.
    @available(iOS 13.0, *)
    open class var current: UITraitCollection {
        get { (Thread.current.threadDictionary[currentKey] as? UITraitCollection) ?? phone }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    /// Runs `actions` with these traits as `current`, then puts the previous ones back.
    @available(iOS 13.0, *)
    open func performAsCurrent(_ actions: () -> Void) {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[Self.currentKey]
        dictionary[Self.currentKey] = self
        defer { dictionary[Self.currentKey] = previous }
        actions()
    }

    /// Equal when every trait is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceIdiom == other.userInterfaceIdiom && userInterfaceStyle == other.userInterfaceStyle
            && displayScale == other.displayScale
    }

    /// A hash of the traits.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        return hasher.finalize()
    }

    /// The specified traits, e.g. `<UITraitCollection: idiom carPlay, style dark, scale 2.0>`.
    open override var description: String {
        var traits: [String] = []
        if userInterfaceIdiom != .unspecified { traits.append("idiom \(userInterfaceIdiom)") }
        if userInterfaceStyle != .unspecified { traits.append("style \(userInterfaceStyle)") }
        if displayScale != 0 { traits.append("scale \(displayScale)") }
        return traits.isEmpty ? "<UITraitCollection>" : "<UITraitCollection: \(traits.joined(separator: ", "))>"
    }
}
