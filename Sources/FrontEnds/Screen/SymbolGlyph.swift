import Foundation

/// The SF Symbols a scene's map, places, contacts and information most often give
/// (`plus.magnifyingglass`, `location.fill`, `arrow.turn.up.right`, `star.fill`…), drawn as our
/// own shapes from signed distances, like `Glyph`. A symbol not here is drawn as a labelled
/// placeholder (`CarRenderer.drawImage`).
enum SymbolGlyph: String, Hashable, Sendable, CaseIterable {
    case magnifier, magnifierPlus, magnifierMinus, location, pan
    case arrowUp, turnRight, turnLeft, chevronUp, chevronDown, flag, camera, directions
    case star, starHalf, starEmpty, bolt, pin, person, car, phone

    /// The glyph of the SF Symbol `systemName`, its `.fill`, `.circle` and `.square` forms alike;
    /// nil for a symbol we do not draw.
    init?(systemName: String) {
        var name = systemName
        while let suffix = [".fill", ".circle", ".square"].first(where: { name.hasSuffix($0) }) { name.removeLast(suffix.count) }
        switch name {
        case "magnifyingglass": self = .magnifier
        case "plus.magnifyingglass": self = .magnifierPlus
        case "minus.magnifyingglass": self = .magnifierMinus
        case "location", "location.north", "location.north.line", "scope": self = .location
        case "arrow.up.and.down.and.arrow.left.and.right", "move.3d", "hand.draw": self = .pan
        case "arrow.up", "arrow.up.to.line", "arrow.uturn.up": self = .arrowUp
        case "arrow.turn.up.right", "arrow.up.right", "arrow.turn.right.up", "arrow.triangle.turn.up.right": self = .turnRight
        case "arrow.turn.up.left", "arrow.up.left", "arrow.turn.left.up": self = .turnLeft
        case "chevron.up": self = .chevronUp
        case "chevron.down": self = .chevronDown
        case "flag", "flag.checkered", "flag.2.crossed": self = .flag
        case "camera", "video": self = .camera
        case "arrow.triangle.turn.up.right.diamond", "arrow.triangle.turn.up.right.circle", "car.2", "signpost.right": self = .directions
        case "star": self = systemName.hasSuffix(".fill") ? .star : .starEmpty
        case "star.leadinghalf.filled", "star.leadinghalf": self = .starHalf
        case "bolt", "bolt.car", "ev.charger", "powerplug": self = .bolt
        case "mappin", "mappin.and.ellipse", "mappin.circle", "map": self = .pin
        case "person", "person.crop", "person.crop.circle": self = .person
        case "car", "car.side", "fuelpump", "parkingsign": self = .car
        case "phone", "phone.arrow.up.right", "teletype.answer": self = .phone
        default: return nil
        }
    }

    /// Coverage (0…1) of the pixel centred on (`u`, `v`) in the unit square, for a glyph drawn
    /// `size` pixels across (one pixel of anti-aliasing).
    func coverage(u: Double, v: Double, size: Double) -> Double {
        min(max(0.5 - distance(SIMD2(u, v)) * size, 0), 1)
    }

    /// Signed distance to the glyph's shape.
    private func distance(_ p: SIMD2<Double>) -> Double {
        switch self {
        case .magnifier:
            return SymbolGlyph.magnifier(p)
        case .magnifierPlus:
            let mark = min(Distance.capsule(p, SIMD2(0.3, 0.42), SIMD2(0.54, 0.42), 0.035),
                           Distance.capsule(p, SIMD2(0.42, 0.3), SIMD2(0.42, 0.54), 0.035))
            return min(SymbolGlyph.magnifier(p), mark)
        case .magnifierMinus:
            return min(SymbolGlyph.magnifier(p), Distance.capsule(p, SIMD2(0.3, 0.42), SIMD2(0.54, 0.42), 0.035))
        case .location:
            return Distance.polygon(p, [SIMD2(0.82, 0.16), SIMD2(0.56, 0.84), SIMD2(0.48, 0.52), SIMD2(0.16, 0.44)]) - 0.015
        case .pan:
            let arms = min(Distance.capsule(p, SIMD2(0.5, 0.2), SIMD2(0.5, 0.8), 0.04), Distance.capsule(p, SIMD2(0.2, 0.5), SIMD2(0.8, 0.5), 0.04))
            let heads = [SymbolGlyph.head(p, tip: SIMD2(0.5, 0.08), towards: SIMD2(0, -1)), SymbolGlyph.head(p, tip: SIMD2(0.5, 0.92), towards: SIMD2(0, 1)),
                         SymbolGlyph.head(p, tip: SIMD2(0.08, 0.5), towards: SIMD2(-1, 0)), SymbolGlyph.head(p, tip: SIMD2(0.92, 0.5), towards: SIMD2(1, 0))]
            return min(arms, heads.min()!)
        case .arrowUp:
            return min(Distance.capsule(p, SIMD2(0.5, 0.3), SIMD2(0.5, 0.88), 0.07), SymbolGlyph.head(p, tip: SIMD2(0.5, 0.1), towards: SIMD2(0, -1), size: 0.3))
        case .turnRight:
            return SymbolGlyph.turn(p)
        case .turnLeft:
            return SymbolGlyph.turn(SIMD2(1 - p.x, p.y))
        case .chevronUp:
            return min(Distance.capsule(p, SIMD2(0.18, 0.64), SIMD2(0.5, 0.34), 0.07), Distance.capsule(p, SIMD2(0.5, 0.34), SIMD2(0.82, 0.64), 0.07))
        case .chevronDown:
            return min(Distance.capsule(p, SIMD2(0.18, 0.36), SIMD2(0.5, 0.66), 0.07), Distance.capsule(p, SIMD2(0.5, 0.66), SIMD2(0.82, 0.36), 0.07))
        case .flag:
            let pole = Distance.capsule(p, SIMD2(0.26, 0.12), SIMD2(0.26, 0.9), 0.045)
            let cloth = Distance.polygon(p, [SIMD2(0.26, 0.14), SIMD2(0.8, 0.14), SIMD2(0.68, 0.32), SIMD2(0.8, 0.5), SIMD2(0.26, 0.5)])
            return min(pole, cloth)
        case .camera:
            let body = min(Distance.roundedBox(p, SIMD2(0.5, 0.56), SIMD2(0.38, 0.26), 0.08), Distance.roundedBox(p, SIMD2(0.5, 0.3), SIMD2(0.13, 0.06), 0.03))
            return max(body, -(abs(Distance.circle(p, SIMD2(0.5, 0.57), 0.13)) - 0.035))
        case .directions:
            let diamond = Distance.polygon(p, [SIMD2(0.5, 0.04), SIMD2(0.96, 0.5), SIMD2(0.5, 0.96), SIMD2(0.04, 0.5)]) - 0.02
            let mark = min(Distance.capsule(p, SIMD2(0.38, 0.7), SIMD2(0.38, 0.48), 0.05), Distance.capsule(p, SIMD2(0.38, 0.48), SIMD2(0.56, 0.48), 0.05),
                           SymbolGlyph.head(p, tip: SIMD2(0.72, 0.48), towards: SIMD2(1, 0), size: 0.2))
            return max(diamond, -mark)
        case .star:
            return SymbolGlyph.star(p)
        case .starHalf:
            return min(abs(SymbolGlyph.star(p)) - 0.03, max(SymbolGlyph.star(p), p.x - 0.5))
        case .starEmpty:
            return abs(SymbolGlyph.star(p)) - 0.03
        case .bolt:
            return Distance.polygon(p, [SIMD2(0.58, 0.06), SIMD2(0.22, 0.56), SIMD2(0.46, 0.56), SIMD2(0.4, 0.94), SIMD2(0.78, 0.42), SIMD2(0.54, 0.42)])
        case .pin:
            let head = Distance.circle(p, SIMD2(0.5, 0.36), 0.26)
            let tail = Distance.polygon(p, [SIMD2(0.29, 0.5), SIMD2(0.71, 0.5), SIMD2(0.5, 0.92)])
            return max(min(head, tail), -Distance.circle(p, SIMD2(0.5, 0.36), 0.1))
        case .person:
            let head = Distance.circle(p, SIMD2(0.5, 0.32), 0.17)
            let body = Distance.roundedBox(p, SIMD2(0.5, 0.8), SIMD2(0.32, 0.16), 0.14)
            return min(head, body)
        case .phone:
            // A handset lifted: the earpiece at the top left, the mouthpiece at the bottom right.
            let band = Distance.arc(p, SIMD2(0.68, 0.32), 0.4, 0.085, start: .pi / 2, span: .pi / 2)
            let ear = Distance.capsule(p, SIMD2(0.27, 0.36), SIMD2(0.27, 0.14), 0.11)
            let mouth = Distance.capsule(p, SIMD2(0.64, 0.73), SIMD2(0.86, 0.73), 0.11)
            return min(band, ear, mouth)
        case .car:
            let body = min(Distance.roundedBox(p, SIMD2(0.5, 0.6), SIMD2(0.4, 0.14), 0.06),
                           Distance.polygon(p, [SIMD2(0.24, 0.48), SIMD2(0.34, 0.28), SIMD2(0.66, 0.28), SIMD2(0.76, 0.48)]))
            let wheels = min(Distance.circle(p, SIMD2(0.3, 0.76), 0.09), Distance.circle(p, SIMD2(0.7, 0.76), 0.09))
            return min(max(body, -Distance.circle(p, SIMD2(0.3, 0.76), 0.12), -Distance.circle(p, SIMD2(0.7, 0.76), 0.12)), wheels)
        }
    }

    private static func magnifier(_ p: SIMD2<Double>) -> Double {
        min(abs(Distance.circle(p, SIMD2(0.42, 0.42), 0.24)) - 0.05, Distance.capsule(p, SIMD2(0.6, 0.6), SIMD2(0.84, 0.84), 0.07))
    }

    /// A turn arrow: up from the bottom, then right to an arrowhead.
    private static func turn(_ p: SIMD2<Double>) -> Double {
        let stem = Distance.capsule(p, SIMD2(0.3, 0.9), SIMD2(0.3, 0.56), 0.07)
        let bend = Distance.arc(p, SIMD2(0.52, 0.56), 0.22, 0.07, start: .pi, span: .pi / 2)
        let reach = Distance.capsule(p, SIMD2(0.52, 0.34), SIMD2(0.66, 0.34), 0.07)
        return min(stem, bend, reach, head(p, tip: SIMD2(0.92, 0.34), towards: SIMD2(1, 0), size: 0.3))
    }

    /// A filled arrowhead whose tip is at `tip`, pointing along the unit vector `towards`.
    private static func head(_ p: SIMD2<Double>, tip: SIMD2<Double>, towards d: SIMD2<Double>, size: Double = 0.16) -> Double {
        let side = SIMD2(-d.y, d.x)
        let base = tip - d * size
        return Distance.polygon(p, [tip, base + side * size * 0.8, base - side * size * 0.8])
    }

    /// A five-pointed star centred in the unit square.
    private static func star(_ p: SIMD2<Double>) -> Double {
        Distance.star(p, SIMD2(0.5, 0.53), 0.46, inner: 0.19 / 0.46)
    }
}
