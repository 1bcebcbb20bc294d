import Host

extension Step {
    /// The token of a `given` line that holds its value: `given navigator 1️⃣naive`, and the
    /// name of `given setting 1️⃣NAME VALUE` (whose value is the next).
    public static let givenValueToken = 2
}

extension Diagnostic {
    /// A diagnostic under `span` of `step`'s line (under the step's first word without one).
    public static func at(_ code: DiagnosticCode, _ step: Step, _ message: String, hint: String?, under span: Step.Span? = nil) -> Diagnostic {
        var d = Diagnostic(code: code, location: step.location, length: 1, message: message, hint: hint, lineText: step.lineText)
        if let span {
            d.location.column = span.column
            d.length = span.length
        }
        return d
    }

    /// DL504 under `span`: `name` is none of `known`, with the nearest as a hint.
    public static func unknown(_ what: String, _ name: String, _ known: [String], _ step: Step, under span: Step.Span?) -> Diagnostic {
        let near = Suggest.nearest(name, among: known)
        return at(.unknownValue, step, "unknown \(what) \"\(name)\"",
                  hint: (near.map { "did you mean \"\($0)\"? " } ?? "") + "known: " + known.joined(separator: ", "), under: span)
    }

    /// DL504 for a `given profile NAME` the host does not have, under the name; nil for any
    /// other step. Every drill's setup asks this (the built-in app's and a team's own scene's).
    public static func unknownProfile(_ step: Step) -> Diagnostic? {
        guard case .given(.profile(let name)) = step.kind, HostProfile.named[name] == nil else { return nil }
        return unknown("profile", name, HostProfile.named.keys.sorted(), step, under: step.span(ofToken: Step.givenValueToken))
    }
}
