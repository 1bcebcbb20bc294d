/// A finding about a file a person handed HeadUnit (a drill, a Swift source the guards read, a
/// rules file): what is wrong, where, and how to fix it. Libraries return diagnostics; only the
/// executable prints them (`rendered`).
///
/// ```
/// Scenarios/d1.drill:4:8: error: [DL201] bad duration '1.5ms': a fraction of a millisecond
///     wait 1.5ms
///          ^~~~~
/// hint: expected a duration like 300ms, 2s, 1.5s or 1m
/// ```
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is. Only errors make a load fail.
    public enum Severity: String, Hashable, Sendable {
        /// The file cannot be run as written.
        case error
        /// The file runs, but probably not as meant.
        case warning
        /// Extra information about the report.
        case note
    }

    /// The stable code (`DL502`, `S6`).
    public var code: DiagnosticCode
    /// How serious it is.
    public var severity: Severity
    /// Where the caret points.
    public var location: SourceLocation
    /// How many scalars the caret line underlines (at least 1).
    public var length: Int
    /// What is wrong, in one line.
    public var message: String
    /// How to fix it, if there is more to say than the message.
    public var hint: String?
    /// The source line the caret points into; nil when the finding is about a whole file.
    public var lineText: String?

    /// A diagnostic with `code`'s severity unless one is given.
    public init(
        code: DiagnosticCode, severity: Severity? = nil, location: SourceLocation, length: Int = 1,
        message: String, hint: String? = nil, lineText: String? = nil
    ) {
        self.code = code
        self.severity = severity ?? code.severity
        self.location = location
        self.length = max(1, length)
        self.message = message
        self.hint = hint
        self.lineText = lineText
    }

    /// The most scalars of the source line a rendered diagnostic shows: a longer line is cut to
    /// a window around the caret, each cut end marked `…` (one error on a 20,000-character line
    /// printed 40 KB).
    public static let excerptWidth = 100

    /// The text a person reads: `file:line:col: error: [CODE] message`, then the source line
    /// (at most `excerptWidth` scalars of it, around the caret) and a caret line under the
    /// offending token (both indented four spaces), then `hint: …`. No trailing newline.
    public var rendered: String {
        var lines = ["\(location): \(severity.rawValue): [\(code.rawValue)] \(message)"]
        if let lineText {
            let scalars = Array(lineText.unicodeScalars)
            let caret = max(0, location.column - 1)
            // The window: the whole line when it is short, else a third of it before the caret.
            var (start, end) = (0, scalars.count)
            if scalars.count > Self.excerptWidth {
                start = max(0, min(caret - Self.excerptWidth / 3, scalars.count - Self.excerptWidth))
                end = start + Self.excerptWidth
            }
            let cutStart = start > 0 ? "…" : ""
            // Control characters (a NUL in binary junk) would garble a terminal: each shows as
            // U+FFFD, one column like the character it stands for.
            let shown = scalars[start..<end].map { $0 != "\t" && ($0.value < 0x20 || $0.value == 0x7F) ? "\u{FFFD}" : Character($0) }
            lines.append("    " + cutStart + String(shown) + (end < scalars.count ? "…" : ""))
            // Tabs are copied so the caret lines up however wide the terminal draws a tab.
            let prefix = scalars[start..<min(max(start, caret), end)].map { $0 == "\t" ? "\t" : " " }
            let padding = String(repeating: " ", count: max(0, caret - start - prefix.count))
            let underline = max(1, min(length, end - caret))
            lines.append("    " + String(repeating: " ", count: cutStart.count) + prefix.joined() + padding + "^" + String(repeating: "~", count: underline - 1))
        }
        if let hint {
            lines.append("hint: " + hint)
        }
        return lines.joined(separator: "\n")
    }

    /// The first line of `rendered`.
    public var description: String { "\(location): \(severity.rawValue): [\(code.rawValue)] \(message)" }
}
