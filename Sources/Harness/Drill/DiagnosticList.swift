/// Collects a file's diagnostics up to `limit` errors, like a compiler's error limit: a file
/// of junk gives a readable report, and reading stops at the first error past the limit.
struct DiagnosticList {
    /// The most errors kept.
    static let limit = 100

    /// The diagnostics kept so far.
    private(set) var kept: [Diagnostic] = []
    /// How many errors were kept.
    private var errors = 0
    /// True once an error past the limit came: the reader should stop.
    private(set) var isFull = false

    /// Keeps `diagnostic`; an error past the limit is dropped and makes the list full.
    mutating func append(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error {
            guard errors < Self.limit else {
                isFull = true
                return
            }
            errors += 1
        }
        kept.append(diagnostic)
    }

    /// The diagnostics, ending with a note at `location` (where reading stopped) if it is full.
    func finished(at location: SourceLocation) -> [Diagnostic] {
        guard isFull else { return kept }
        return kept + [Diagnostic(
            code: .tooManyErrors, location: location,
            message: "too many errors: stopped reading at line \(location.line) after \(errors) errors",
            hint: "fix the errors shown, or check the file is a drill file at all")]
    }
}
