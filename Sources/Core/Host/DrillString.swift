/// A string as a `.drill` file spells it: in quotes, with a quote and a backslash escaped, so the
/// drill's lexer reads back the same words. Everything that writes drill lines (a stimulus's
/// description, a counterexample, a window's recording, an expectation's hint) quotes through it.
///
/// ```swift
/// DrillString.quoted(#"Say "hi""#)   // "Say \"hi\""
/// ```
public enum DrillString {
    /// `text` in quotes, a quote and a backslash in it escaped.
    public static func quoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
