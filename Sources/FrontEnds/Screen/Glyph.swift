import Foundation

/// Our own icons, drawn procedurally from signed distances (no image files): the call states'
/// glyphs, the gear, the microphone, the phone handset and the connection marks; the media
/// controls, list accessories and common SF Symbols a scene's templates show (B10, B12).
enum Glyph: String, Hashable, Sendable {
    case mic, micSlash, handset, gear, plus, bubble, retry
    case connecting, listening, speaking, working
    case chevronLeft, chevronRight, signal, phoneOutline, phoneOutlineSlash
    case play, pause, stop, backward, forward, skipBack, skipForward, musicNote, bars
    case cloud, clock, book, download, pin, speaker, speakerSlash

    /// Coverage (0…1) of the pixel centred on (`u`, `v`) in the unit square, for a glyph drawn
    /// `size` pixels across (distances are scaled by it for one pixel of anti-aliasing).
    func coverage(u: Double, v: Double, size: Double) -> Double {
        let p = SIMD2(u, v)
        let ink = min(max(0.5 - distance(p) * size, 0), 1)
        guard self == .connecting else { return ink }
        // The spinner's dots fade round the ring: the dot nearest the point sets the strength.
        return ink * (0.25 + 0.75 * Double(Glyph.nearestSpinnerDot(p)) / 7)
    }

    /// The index (0…7) of the spinner dot nearest `p`, counting clockwise from the top.
    private static func nearestSpinnerDot(_ p: SIMD2<Double>) -> Int {
        let angle = atan2(p.y - 0.5, p.x - 0.5) + .pi / 2
        let k = Int((angle / (.pi / 4)).rounded())
        return ((k % 8) + 8) % 8
    }

    /// Signed distance to the glyph's shape.
    private func distance(_ p: SIMD2<Double>) -> Double {
        let c = SIMD2(0.5, 0.5)
        switch self {
        case .mic:
            return Glyph.mic(p)
        case .micSlash:
            return Glyph.slashed(Glyph.mic(p), p)
        case .handset:
            let centre = SIMD2(0.5, 0.8)
            let start = 200.0 * .pi / 180, span = 140.0 * .pi / 180
            let band = Distance.arc(p, centre, 0.36, 0.09, start: start, span: span)
            let e0 = centre + Distance.point(angle: start, radius: 0.36)
            let e1 = centre + Distance.point(angle: start + span, radius: 0.36)
            let pad0 = Distance.capsule(p, e0, e0 + SIMD2(0.02, 0.1), 0.1)
            let pad1 = Distance.capsule(p, e1, e1 + SIMD2(-0.02, 0.1), 0.1)
            return min(band, pad0, pad1)
        case .gear:
            let d = p - c
            let step = Double.pi / 4
            let a = (atan2(d.y, d.x) / step).rounded() * step
            let q = SIMD2(cos(-a) * d.x - sin(-a) * d.y, sin(-a) * d.x + cos(-a) * d.y)
            let tooth = Distance.roundedBox(q, SIMD2(0.33, 0), SIMD2(0.09, 0.07), 0.02)
            let body = Distance.circle(p, c, 0.29)
            return max(min(body, tooth), -Distance.circle(p, c, 0.12))
        case .plus:
            return min(Distance.capsule(p, SIMD2(0.5, 0.24), SIMD2(0.5, 0.76), 0.065),
                       Distance.capsule(p, SIMD2(0.24, 0.5), SIMD2(0.76, 0.5), 0.065))
        case .bubble:
            let body = min(Distance.roundedBox(p, SIMD2(0.5, 0.44), SIMD2(0.34, 0.25), 0.15),
                           Distance.capsule(p, SIMD2(0.36, 0.6), SIMD2(0.26, 0.8), 0.06))
            let dots = [0.33, 0.5, 0.67].map { Distance.circle(p, SIMD2($0, 0.44), 0.05) }.min()!
            return max(body, -dots)
        case .retry:
            let start = -40.0 * .pi / 180, span = 290.0 * .pi / 180, r = 0.28
            let arc = Distance.arc(p, SIMD2(0.5, 0.53), r, 0.05, start: start, span: span)
            let end = start + span
            let tip = SIMD2(0.5, 0.53) + Distance.point(angle: end, radius: r)
            let back = -SIMD2(-sin(end), cos(end))
            let wing0 = tip + Glyph.rotate(back, by: 0.75) * 0.17
            let wing1 = tip + Glyph.rotate(back, by: -0.75) * 0.17
            return min(arc, Distance.capsule(p, tip, wing0, 0.05), Distance.capsule(p, tip, wing1, 0.05))
        case .listening:
            let bars: [(Double, Double)] = [(0.2, 0.1), (0.35, 0.22), (0.5, 0.32), (0.65, 0.2), (0.8, 0.09)]
            return bars.map { Distance.capsule(p, SIMD2($0.0, 0.5 - $0.1), SIMD2($0.0, 0.5 + $0.1), 0.05) }.min()!
        case .speaking:
            var d = Distance.circle(p, c, 0.09)
            for r in [0.23, 0.37] {
                for start in [-45.0, 135.0] {
                    d = min(d, Distance.arc(p, c, r, 0.04, start: start * .pi / 180, span: .pi / 2))
                }
            }
            return d
        case .working:
            return [0.24, 0.5, 0.76].map { Distance.circle(p, SIMD2($0, 0.5), 0.085) }.min()!
        case .chevronLeft:
            return min(Distance.capsule(p, SIMD2(0.64, 0.18), SIMD2(0.34, 0.5), 0.07),
                       Distance.capsule(p, SIMD2(0.34, 0.5), SIMD2(0.64, 0.82), 0.07))
        case .chevronRight:
            return min(Distance.capsule(p, SIMD2(0.36, 0.18), SIMD2(0.66, 0.5), 0.07),
                       Distance.capsule(p, SIMD2(0.66, 0.5), SIMD2(0.36, 0.82), 0.07))
        case .signal:
            let bars: [(Double, Double)] = [(0.2, 0.62), (0.4, 0.46), (0.6, 0.3), (0.8, 0.14)]
            return bars.map { x, top in
                Distance.roundedBox(p, SIMD2(x, (top + 0.86) / 2), SIMD2(0.075, (0.86 - top) / 2), 0.03)
            }.min()!
        case .phoneOutline:
            return Glyph.phoneOutline(p)
        case .phoneOutlineSlash:
            return Glyph.slashed(Glyph.phoneOutline(p), p)
        case .connecting:
            return (0..<8).map { k in
                Distance.circle(p, c + Distance.point(angle: Double(k) * .pi / 4 - .pi / 2, radius: 0.36), 0.095)
            }.min()!
        case .play:
            return Distance.triangle(p, SIMD2(0.3, 0.18), SIMD2(0.3, 0.82), SIMD2(0.82, 0.5)) - 0.02
        case .pause:
            return min(Distance.roundedBox(p, SIMD2(0.35, 0.5), SIMD2(0.085, 0.3), 0.03),
                       Distance.roundedBox(p, SIMD2(0.65, 0.5), SIMD2(0.085, 0.3), 0.03))
        case .stop:
            return Distance.roundedBox(p, c, SIMD2(0.27, 0.27), 0.05)
        case .backward:
            return Glyph.doubleTriangle(SIMD2(1 - p.x, p.y))
        case .forward:
            return Glyph.doubleTriangle(p)
        case .skipBack:
            return Glyph.distance(.retry, SIMD2(1 - p.x, p.y))
        case .skipForward:
            return Glyph.distance(.retry, p)
        case .musicNote:
            return min(Distance.circle(p, SIMD2(0.36, 0.7), 0.13),
                       Distance.capsule(p, SIMD2(0.46, 0.7), SIMD2(0.46, 0.18), 0.045),
                       Distance.capsule(p, SIMD2(0.46, 0.2), SIMD2(0.72, 0.3), 0.06))
        case .bars:
            let bars: [(Double, Double)] = [(0.2, 0.45), (0.4, 0.2), (0.6, 0.55), (0.8, 0.35)]
            return bars.map { x, top in Distance.roundedBox(p, SIMD2(x, (top + 0.85) / 2), SIMD2(0.065, (0.85 - top) / 2), 0.03) }.min()!
        case .cloud:
            let puffs = min(Distance.circle(p, SIMD2(0.36, 0.56), 0.17), Distance.circle(p, SIMD2(0.56, 0.46), 0.21),
                            Distance.circle(p, SIMD2(0.74, 0.6), 0.13), Distance.roundedBox(p, SIMD2(0.52, 0.64), SIMD2(0.28, 0.09), 0.09))
            return max(puffs, p.y - 0.73)
        case .clock:
            return min(abs(Distance.circle(p, c, 0.34)) - 0.05,
                       Distance.capsule(p, c, SIMD2(0.5, 0.3), 0.045), Distance.capsule(p, c, SIMD2(0.64, 0.58), 0.045))
        case .book:
            return min(Distance.roundedBox(p, SIMD2(0.32, 0.5), SIMD2(0.15, 0.28), 0.04),
                       Distance.roundedBox(p, SIMD2(0.68, 0.5), SIMD2(0.15, 0.28), 0.04))
        case .pin:
            return min(Distance.circle(p, SIMD2(0.5, 0.32), 0.18), Distance.capsule(p, SIMD2(0.5, 0.4), SIMD2(0.5, 0.86), 0.045))
        case .speaker:
            return Glyph.speaker(p)
        case .speakerSlash:
            return Glyph.slashed(Glyph.speaker(p), p)
        case .download:
            return min(Distance.capsule(p, SIMD2(0.5, 0.18), SIMD2(0.5, 0.62), 0.055),
                       Distance.capsule(p, SIMD2(0.31, 0.45), SIMD2(0.5, 0.64), 0.055),
                       Distance.capsule(p, SIMD2(0.69, 0.45), SIMD2(0.5, 0.64), 0.055),
                       Distance.capsule(p, SIMD2(0.24, 0.82), SIMD2(0.76, 0.82), 0.05))
        }
    }

    /// `glyph`'s signed distance at `p` (a mirrored glyph reads its twin through this).
    private static func distance(_ glyph: Glyph, _ p: SIMD2<Double>) -> Double { glyph.distance(p) }

    /// A loudspeaker: a box and its cone, pointing right.
    private static func speaker(_ p: SIMD2<Double>) -> Double {
        Distance.polygon(p, [SIMD2(0.18, 0.38), SIMD2(0.38, 0.38), SIMD2(0.66, 0.16), SIMD2(0.66, 0.84), SIMD2(0.38, 0.62), SIMD2(0.18, 0.62)]) - 0.02
    }

    /// Two triangles pointing right, side by side: the fast-forward mark.
    private static func doubleTriangle(_ p: SIMD2<Double>) -> Double {
        min(Distance.triangle(p, SIMD2(0.14, 0.24), SIMD2(0.14, 0.76), SIMD2(0.5, 0.5)),
            Distance.triangle(p, SIMD2(0.5, 0.24), SIMD2(0.5, 0.76), SIMD2(0.86, 0.5))) - 0.015
    }

    private static func mic(_ p: SIMD2<Double>) -> Double {
        min(Distance.capsule(p, SIMD2(0.5, 0.22), SIMD2(0.5, 0.44), 0.12),
            Distance.arc(p, SIMD2(0.5, 0.46), 0.22, 0.04, start: 0, span: .pi),
            Distance.capsule(p, SIMD2(0.5, 0.68), SIMD2(0.5, 0.82), 0.04),
            Distance.capsule(p, SIMD2(0.37, 0.84), SIMD2(0.63, 0.84), 0.04))
    }

    private static func phoneOutline(_ p: SIMD2<Double>) -> Double {
        min(abs(Distance.roundedBox(p, SIMD2(0.5, 0.5), SIMD2(0.22, 0.38), 0.08)) - 0.04,
            Distance.capsule(p, SIMD2(0.44, 0.22), SIMD2(0.56, 0.22), 0.025))
    }

    /// `d` with a diagonal slash through it, cut clear of the shape on both sides.
    private static func slashed(_ d: Double, _ p: SIMD2<Double>) -> Double {
        let a = SIMD2(0.18, 0.14), b = SIMD2(0.82, 0.88)
        return min(max(d, -Distance.capsule(p, a, b, 0.1)), Distance.capsule(p, a, b, 0.045))
    }

    private static func rotate(_ v: SIMD2<Double>, by a: Double) -> SIMD2<Double> {
        SIMD2(cos(a) * v.x - sin(a) * v.y, sin(a) * v.x + cos(a) * v.y)
    }
}
