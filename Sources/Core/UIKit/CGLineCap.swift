import Foundation

/// How the ends of a stroked line are drawn (Core Graphics' type, which `import UIKit` brings in on
/// a phone; a map's polyline renderer takes it). HeadUnit draws no lines: the value is kept.
public enum CGLineCap: Int32, Sendable {
    /// Butt.
    case butt = 0
    /// Round.
    case round
    /// Square.
    case square
}

/// How the corners of a stroked line are drawn (Core Graphics' type). HeadUnit draws no lines.
public enum CGLineJoin: Int32, Sendable {
    /// Miter.
    case miter = 0
    /// Round.
    case round
    /// Bevel.
    case bevel
}
