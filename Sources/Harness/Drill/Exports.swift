// The located-error values of every reader of a person's files, re-exported one by one: a
// client of Drill reads a diagnostic without importing UserInput.

/// A finding about a file: code, severity, location, message, hint (`rendered` prints it).
@_exported import struct UserInput.Diagnostic
/// A diagnostic's stable code (`DiagnosticCode.notOnScreen`: `DL502`).
@_exported import struct UserInput.DiagnosticCode
/// A place in a file: path, line, column.
@_exported import struct UserInput.SourceLocation
/// GitHub Actions' annotations, escaped.
@_exported import enum UserInput.GitHubAnnotation
