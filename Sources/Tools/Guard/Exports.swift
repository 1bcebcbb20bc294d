// The host's value the guards' API names, re-exported alone (not the whole core): a client of
// Guard sets `GuardRules.category` without importing Host.

/// An app's CarPlay category (B3): S3 checks its templates (`.audio`, `.navigation`…).
@_exported import struct Host.CarPlayCategory

// What the guards report, re-exported: a finding, a rules file's error or note and a path that
// cannot be read are each a `Diagnostic` (`[S6]`, `[RULES]`, `[IO]`).

/// A finding about a file: code, severity, location, message.
@_exported import struct UserInput.Diagnostic
/// A diagnostic's stable code (`GuardRule.completion.code`: `S6`).
@_exported import struct UserInput.DiagnosticCode
/// A place in a file: path, line, column, or the whole file.
@_exported import struct UserInput.SourceLocation
