import Foundation
import Guard
import Host
import Testing

/// The shipped example scenes under the defaults, each in its category: no finding but the
/// planted ones (issue 31). The list below is every finding expected; a change to an example
/// that adds or removes one fails here, with the finding's message.
@Suite struct ExampleScenesTests {
    struct Example: Sendable, CustomTestStringConvertible {
        /// The scene's sources, from the repository's root.
        var folder: String
        var category: CarPlayCategory?
        /// `File.swift:line:column Sn`, relative to `folder`.
        var planted: [String]

        var testDescription: String { folder }
    }

    static let examples = [
        // Written as the built-in app is: clean under the defaults and under its house rules.
        Example(folder: "Examples/VoiceScene/Sources/VoiceScene", category: .voiceConversation, planted: []),
        // The broken twin: its two planted crashes (a pop at the root, a second present), each
        // without a completion, and its other three calls written the same way.
        Example(folder: "Examples/VoiceScene/Sources/BrokenVoiceScene", category: .voiceConversation, planted: [
            "CarPlay/CarPlaySceneDelegate.swift:24:29 S6",
            "CarPlay/CarPlaySceneDelegate.swift:44:30 S6",
            "CarPlay/CarPlaySceneDelegate.swift:49:30 S6",
            "CarPlay/CarPlaySceneDelegate.swift:56:44 S6",
            "CarPlay/CarPlaySceneDelegate.swift:59:30 S6",
        ]),
        // B1's Swift 5-era scene code: the iOS 12 pop and a push with `completion: nil`, as such
        // apps ship them (any category: it uses only the grid, the list and the tab bar).
        Example(folder: "Examples/CategoryScenes/Sources/IsolationProbe", category: nil, planted: [
            "CarPlayInterfaceControlling.swift:31:38 S6",
            "LegacyCarPlayManager.swift:39:30 S6",
        ]),
        // The category scenes: every template call gives CarPlay a completion.
        Example(folder: "Examples/CategoryScenes/Sources/AudioScene", category: .audio, planted: []),
        Example(folder: "Examples/CategoryScenes/Sources/NavigationScene", category: .navigation, planted: []),
        Example(folder: "Examples/CategoryScenes/Sources/ChargingScene", category: .evCharging, planted: []),
        Example(folder: "Examples/CategoryScenes/Sources/MessagingScene", category: .communication, planted: []),
    ]

    @Test(arguments: examples)
    func noFindingButThePlantedOnes(example: Example) {
        let folder = Fixtures.repositoryPath(example.folder)
        var rules = GuardRules.default
        rules.category = example.category
        let report = GuardReport.check(paths: [folder], rules: rules)
        #expect(report.problems.isEmpty)
        #expect(report.fileCount > 0)
        let found = report.findings.map { $0.placeAndRule.replacingOccurrences(of: folder + "/", with: "") }
        #expect(found == example.planted, "\(report.findings.map(\.description).joined(separator: "\n"))")
    }

    /// The example written as the built-in app is keeps its house rules, S1 to S6.
    @Test func theVoiceSceneKeepsTheHouseRules() throws {
        let report = GuardReport.check(paths: [Fixtures.repositoryPath("Examples/VoiceScene/Sources/VoiceScene")], rules: try Fixtures.houseRules())
        #expect(report.fileCount == 4)
        #expect(report.findings == [])
    }
}
