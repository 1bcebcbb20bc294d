/// The stable code a diagnostic carries (`DL502`, `S6`, `RULES`, `IO`), its short name and how
/// serious a diagnostic with it is. Each reader declares its own codes as static members
/// (Drill's `DiagnosticCode.notOnScreen`, Guard's `GuardRule.code`), so one `Diagnostic` type
/// serves every file a person hands HeadUnit.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
    /// The code as printed between brackets: `DL502`.
    public let rawValue: String
    /// A short kebab-case name (`not-on-screen`), for the docs and for searching.
    public let name: String
    /// How serious a diagnostic with this code is, unless the diagnostic says otherwise.
    public let severity: Diagnostic.Severity

    /// A code printed as `rawValue`, named `name`, of `severity`.
    public init(_ rawValue: String, name: String, severity: Diagnostic.Severity = .error) {
        self.rawValue = rawValue
        self.name = name
        self.severity = severity
    }

    /// The code as printed: `DL502`.
    public var description: String { rawValue }
}
