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

    /// To the triangle `a`, `b`, `c`.
    static func triangle(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Double {
        polygon(p, [a, b, c])
    }

    /// To a five-pointed star centred on `c`, pointing up, its points `r` out, its inner corners
    /// `r * inner` out.
    static func star(_ p: SIMD2<Double>, _ c: SIMD2<Double>, _ r: Double, inner: Double) -> Double {
        polygon(p, (0..<10).map { k in c + point(angle: -Double.pi / 2 + Double(k) * .pi / 5, radius: k % 2 == 0 ? r : r * inner) })
    }

    /// To the simple polygon through `corners`: the nearest edge's distance, negative inside
    /// (the even-odd rule).
    static func polygon(_ p: SIMD2<Double>, _ corners: [SIMD2<Double>]) -> Double {
        var nearest = Double.infinity
        var inside = false
        for (i, a) in corners.enumerated() {
            let b = corners[(i + 1) % corners.count]
            nearest = min(nearest, capsule(p, a, b, 0))
            if (a.y > p.y) != (b.y > p.y), p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
        }
        return inside ? -nearest : nearest
    }

    /// The point at `angle` radians on a circle of `radius` around the origin.
    static func point(angle: Double, radius: Double) -> SIMD2<Double> {
        SIMD2(cos(angle) * radius, sin(angle) * radius)
    }

    /// Euclidean length.
    static func length(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }
}
