/// A place in a drill file: the file's path as the loader names it, and a 1-based line and
/// column. Columns count Unicode scalars (code points), so `…` is one column, as an editor
/// shows it.
///
/// ```swift
/// SourceLocation(file: "Scenarios/d2.drill", line: 3, column: 5).description
/// // "Scenarios/d2.drill:3:5"
/// ```
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path, relative when the loader was given a relative path.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// A location at `line`:`column` of `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers and CI annotations print it.
    public var description: String { "\(file):\(line):\(column)" }
}
