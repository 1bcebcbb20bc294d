/// GitHub Actions' workflow commands (`::error file=…,line=…,col=…,title=…::message`), escaped as
/// GitHub requires: the one writer of annotations, for the drill reports and the guards.
public enum GitHubAnnotation {
    /// `::command file=…[,line=…,col=…][,title=…]::message` for `location` (no line or column for a
    /// whole file).
    public static func line(_ command: String = "error", at location: SourceLocation, title: String? = nil, message: String) -> String {
        var properties = "file=\(property(location.file))"
        if !location.isWholeFile { properties += ",line=\(location.line),col=\(location.column)" }
        if let title { properties += ",title=\(property(title))" }
        return "::\(command) \(properties)::\(data(message))"
    }

    /// Workflow-command escaping of a message (%, CR, LF).
    static func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Workflow-command escaping of a property value (also `:` and `,`, which end properties).
    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
