import Foundation

/// A guard run as a SARIF 2.1.0 log (OASIS's Static Analysis Results Interchange Format), the
/// file GitHub code scanning reads (`github/codeql-action/upload-sarif`): one run of the tool
/// `headunit guard`, its rules S1-S6, one result a finding, the rules file's notes and errors as
/// configuration notifications, unreadable paths as execution notifications.
///
/// ```swift
/// let json = SARIFLog(report: report).json   // `headunit guard --format sarif Sources > guard.sarif`
/// ```
struct SARIFLog: Encodable {
    /// The schema SARIF 2.1.0 logs name.
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    let schema = SARIFLog.schemaURI
    let version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var results: [Result]
        /// Finding columns count characters; code points are SARIF's nearest kind (they differ
        /// only inside a cluster such as an emoji with a modifier).
        var columnKind = "unicodeCodePoints"
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "headunit guard"
        var rules: [Rule] = GuardRule.allCases.map(Rule.init)
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var defaultConfiguration: Configuration

        init(_ rule: GuardRule) {
            id = rule.id
            name = rule.name
            shortDescription = Message(text: rule.summary)
            defaultConfiguration = Configuration(level: "error", enabled: rule.isDefault)
        }
    }

    struct Configuration: Encodable {
        var level: String
        var enabled: Bool
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolConfigurationNotifications: [Notification]?
        var toolExecutionNotifications: [Notification]?
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [Location]?
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level = "error"
        var message: Message
        var locations: [Location]
    }

    struct Message: Encodable {
        var text: String
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation

        /// `location`'s file, and its line and column unless it is the whole file.
        init(_ location: SourceLocation) {
            physicalLocation = PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: SARIFLog.uri(location.file)),
                region: location.isWholeFile ? nil : Region(startLine: location.line, startColumn: location.column)
            )
        }
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    /// The log of a run that checked the files: every finding a result.
    init(report: GuardReport) {
        let results = report.findings.map { finding in
            Result(ruleId: finding.code.rawValue, ruleIndex: finding.rule.flatMap(GuardRule.allCases.firstIndex) ?? 0,
                   message: Message(text: finding.message), locations: [Location(finding.location)])
        }
        let notes = report.notes.map {
            Notification(level: "note", message: Message(text: $0.message), locations: [Location($0.location)])
        }
        let problems = report.problems.map {
            Notification(level: "error", message: Message(text: $0.message), locations: [Location($0.location)])
        }
        let invocation = Invocation(executionSuccessful: problems.isEmpty,
                                    toolConfigurationNotifications: notes.isEmpty ? nil : notes,
                                    toolExecutionNotifications: problems.isEmpty ? nil : problems)
        runs = [Run(tool: Tool(driver: Driver()), invocations: [invocation], results: results)]
    }

    /// The log of a run that stopped at its rules file: no results, the reason as a
    /// configuration notification.
    init(rulesFailure diagnostic: Diagnostic) {
        let error = Notification(level: "error", message: Message(text: diagnostic.message), locations: [Location(diagnostic.location)])
        let invocation = Invocation(executionSuccessful: false, toolConfigurationNotifications: [error])
        runs = [Run(tool: Tool(driver: Driver()), invocations: [invocation], results: [])]
    }

    /// The log as JSON: pretty-printed, keys sorted (the same run gives the same bytes).
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// A path as a SARIF artifact URI: a relative path stays relative (GitHub resolves it from
    /// the repository's root), an absolute one becomes `file://`; both percent-encoded (a `:`
    /// too in a relative one, which would otherwise read as a scheme).
    static func uri(_ path: String) -> String {
        if path.hasPrefix("/") {
            return "file://" + (path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? path)
        }
        var relative = uriPathCharacters
        relative.remove(":")
        return path.addingPercentEncoding(withAllowedCharacters: relative) ?? path
    }

    /// What a URI path may hold unencoded (RFC 3986's unreserved and sub-delimiters, `:`, `@`, `/`).
    static let uriPathCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/")
}
