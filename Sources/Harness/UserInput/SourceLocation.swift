/// A place in a file a person handed HeadUnit (a drill, a Swift source, a rules file): the
/// file's path as the reader names it, and a 1-based line and column, or the whole file.
/// Columns count Unicode scalars (code points), so `…` is one column, as an editor shows it.
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

    /// The whole of `file` (a file that cannot be read): line and column 0.
    public init(file: String) {
        self.init(file: file, line: 0, column: 0)
    }

    /// True for a location that is a whole file, not a place in it.
    public var isWholeFile: Bool { line == 0 }

    /// `file:line:column`, as compilers and CI annotations print it; `file` for a whole file.
    public var description: String { isWholeFile ? file : "\(file):\(line):\(column)" }
}
