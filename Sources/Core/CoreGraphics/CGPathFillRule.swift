/// Which parts of a path count as inside, for filling and clipping.
public enum CGPathFillRule: Int, Sendable {
    /// The non-zero winding rule.
    case winding = 0
    /// The even-odd rule.
    case evenOdd = 1
}
