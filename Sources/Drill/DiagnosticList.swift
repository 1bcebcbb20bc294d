/// Collects a file's diagnostics, keeping at most `limit` errors so that a file of junk gives a
/// readable report; the rest are counted and summed up in one note at the end.
struct DiagnosticList {
    /// The most errors kept.
    static let limit = 100

    /// The diagnostics kept so far.
    private(set) var kept: [Diagnostic] = []
    /// How many errors were kept.
    private var errors = 0
    /// How many errors were left out.
    private var dropped = 0

    /// Keeps `diagnostic`, unless it is an error past the limit.
    mutating func append(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error {
            guard errors < Self.limit else {
                dropped += 1
                return
            }
            errors += 1
        }
        kept.append(diagnostic)
    }

    /// The diagnostics, ending with a note at `location` if errors were left out.
    func finished(at location: SourceLocation) -> [Diagnostic] {
        guard dropped > 0 else { return kept }
        return kept + [Diagnostic(
            code: .tooManyErrors, location: location,
            message: "too many errors: \(errors) shown, \(dropped) more not shown",
            hint: "fix the errors shown, or check the file is a drill file at all")]
    }
}
