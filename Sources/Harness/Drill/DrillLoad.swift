/// What loading drill files gives: the files with their includes expanded, and every
/// diagnostic found on the way.
public struct DrillLoad: Hashable, Sendable {
    /// The files read, in the order asked for (directories expanded in sorted order).
    public var files: [DrillFile]
    /// The diagnostics of every file, in the order found.
    public var diagnostics: [Diagnostic]

    /// Files and diagnostics.
    public init(files: [DrillFile] = [], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }

    /// Every scenario of every file, in order.
    public var scenarios: [Scenario] { files.flatMap(\.scenarios) }

    /// True when a diagnostic is an error: the files should not run.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
