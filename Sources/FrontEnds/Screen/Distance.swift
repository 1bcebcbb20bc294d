import Foundation

/// Signed distances to simple shapes (negative inside), in the same units as the point: the
/// building blocks of the procedurally drawn glyphs. Union is `min`, subtraction `max(a, -b)`.
enum Distance {
    /// To a disc of radius `r` centred on `c`.
    static func circle(_ p: SIMD2<Double>, _ c: SIMD2<Double>, _ r: Double) -> Double {
        length(p - c) - r
    }

    /// To a segment from `a` to `b` thickened by `r` (round ends).
    static func capsule(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ r: Double) -> Double {
        let pa = p - a, ba = b - a
        let h = min(max((pa * ba).sum() / max((ba * ba).sum(), 1e-12), 0), 1)
        return length(pa - ba * h) - r
    }

    /// To a box centred on `c` with half-size `half` and corner radius `r`.
    static func roundedBox(_ p: SIMD2<Double>, _ c: SIMD2<Double>, _ half: SIMD2<Double>, _ r: Double) -> Double {
        let d = p - c
        let q = SIMD2(abs(d.x), abs(d.y)) - half + SIMD2(r, r)
        return length(SIMD2(max(q.x, 0), max(q.y, 0))) + min(max(q.x, q.y), 0) - r
    }

    /// To an arc of the circle of radius `r` around `c`, `halfWidth` thick each side, from angle
    /// `start` clockwise (y grows down) through `span` radians, with round ends.
    static func arc(_ p: SIMD2<Double>, _ c: SIMD2<Double>, _ r: Double, _ halfWidth: Double, start: Double, span: Double) -> Double {
        let d = p - c
        let twoPi = 2 * Double.pi
        var rel = (atan2(d.y, d.x) - start).truncatingRemainder(dividingBy: twoPi)
        if rel < 0 { rel += twoPi }
        if rel <= span { return abs(length(d) - r) - halfWidth }
        let e0 = c + point(angle: start, radius: r)
        let e1 = c + point(angle: start + span, radius: r)
        return min(length(p - e0), length(p - e1)) - halfWidth
    }

    /// The point at `angle` radians on a circle of `radius` around the origin.
    static func point(angle: Double, radius: Double) -> SIMD2<Double> {
        SIMD2(cos(angle) * radius, sin(angle) * radius)
    }

    /// Euclidean length.
    static func length(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }
}
