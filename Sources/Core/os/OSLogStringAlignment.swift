/// The column an interpolated value is written in: padded with spaces to `columns`, on the
/// left (`.right`) or the right (`.left`).
public struct OSLogStringAlignment: Sendable {
    enum Side: Sendable { case none, left, right }

    let side: Side
    let columns: Int

    /// No padding.
    public static let none = OSLogStringAlignment(side: .none, columns: 0)

    /// Right-aligned in at least `columns` columns.
    public static func right(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(side: .right, columns: columns())
    }

    /// Left-aligned in at least `columns` columns.
    public static func left(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(side: .left, columns: columns())
    }

    /// `text` padded to the columns (at most 1024, so a wild width cannot blow the line up).
    func apply(_ text: String) -> String {
        guard side != .none else { return text }
        let padding = String(repeating: " ", count: max(0, min(columns, 1024) - text.count))
        return side == .right ? padding + text : text + padding
    }
}
