import Foundation

/// Variants of one image for different traits, e.g. a light and a dark one; CarPlay resolves
/// it for the car's traits. A registered image, and every image `image(with:)` returns, has
/// the asset as its `imageAsset`.
///
/// ```swift
/// let asset = UIImageAsset()
/// asset.register(lightLogo, with: UITraitCollection(userInterfaceStyle: .light))
/// asset.register(darkLogo, with: UITraitCollection(userInterfaceStyle: .dark))
/// asset.image(with: interfaceController.carTraitCollection)   // the dark logo in a dark car
/// ```
@available(iOS 8.0, *)
open class UIImageAsset: NSObject, @unchecked Sendable {
    private let variants = Locked<[(traits: UITraitCollection, image: UIImage)]>([])

    /// An asset with no variants.
    public override init() {}

    /// Adds `image` as the variant for `traitCollection` (replacing one registered for the same traits).
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        image.attach(to: self)
        variants.withLock { variants in
            variants.removeAll { $0.traits == traitCollection }
            variants.append((traitCollection, image))
        }
    }

    /// Removes the variant registered for `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        variants.withLock { $0.removeAll { $0.traits == traitCollection } }
    }

    /// The variant that fits `traitCollection` best: of those whose idiom and style it matches
    /// (an unspecified style counts as light), the one matching most traits (the display scale
    /// too, which only prefers: UIKit scales an image of another scale), the first registered
    /// among equals; when none fits, the first registered; an empty image when there are none.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let all = variants.withLock { $0 }
        var best = all.first, bestScore = -1
        for variant in all {
            if let score = Self.score(variant.traits, for: traitCollection), score > bestScore {
                (best, bestScore) = (variant, score)
            }
        }
        guard let best else {
            let empty = UIImage()
            empty.attach(to: self)
            return empty
        }
        return best.image.with { content in
            content.traitCollection = UITraitCollection(traitsFrom: [content.traitCollection ?? UITraitCollection(), best.traits])
        }
    }

    /// How many traits of `variant` `wanted` matches, or nil when its idiom or style differs.
    private static func score(_ variant: UITraitCollection, for wanted: UITraitCollection) -> Int? {
        var score = 0
        if variant.userInterfaceIdiom != .unspecified {
            guard wanted.userInterfaceIdiom == .unspecified || wanted.userInterfaceIdiom == variant.userInterfaceIdiom else { return nil }
            if wanted.userInterfaceIdiom != .unspecified { score += 1 }
        }
        if variant.userInterfaceStyle != .unspecified {
            let style = wanted.userInterfaceStyle == .unspecified ? .light : wanted.userInterfaceStyle
            guard style == variant.userInterfaceStyle else { return nil }
            score += 1
        }
        if variant.displayScale != 0, variant.displayScale == wanted.displayScale { score += 1 }   // a scale only prefers
        return score
    }
}
