import Guard
import Testing

/// S2 (a house rule, on with `enable S2`): no direct follow-up, merge, restart or archive call
/// from the car scene's files.
@Suite struct CarSceneCallGuardTests {
    let carFile = "App/CarPlay/LiveCallScreen.swift"

    func positions(_ source: MarkedSource, path: String = "App/CarPlay/LiveCallScreen.swift", rules: GuardRules = .enabling(.carSceneCall)) -> [String] {
        SourceGuard.check(source: source.text, path: path, rules: rules).filter { $0.rule == .carSceneCall }.map(\.position)
    }

    @Test(arguments: ["followUp", "sendFollowUp", "merge", "authorizeMerge", "restart", "archive"])
    func everyDefaultPrefixIsForbidden(prefix: String) {
        let source = MarkedSource("func tap() {\n    model.1️⃣\(prefix)Now(id)\n    2️⃣\(prefix)()\n}")
        #expect(positions(source) == source.positions)
    }

    @Test func itIsOffByDefault() {
        #expect(positions(MarkedSource("model.restartLater()"), rules: .default).isEmpty)
    }

    @Test func theMessageSaysWhatToDoInstead() {
        let findings = SourceGuard.check(source: "model.restartLater()", path: carFile, rules: .enabling(.carSceneCall))
        #expect(findings == [Diagnostic(.carSceneCall, path: carFile, line: 1, column: 7, message: "`restartLater` (a `restart…` call) is made from the car scene; the car never follows up, merges, restarts or archives directly: leave it to the Live Mode conversation, which confirms it first"
        )])
    }

    @Test func callsWithTrailingClosuresOptionalChainingAndInterpolations() {
        let source = MarkedSource("""
        model?.1️⃣archiveAll { done in print(done) }
        model!.2️⃣mergeSessions(a, b) { _ in }
        let text = "then \\(model.3️⃣followUp("x")) now"
        """)
        #expect(positions(source) == source.positions)
    }

    @Test func onlyFilesUnderACarPlayFolderAreTheCarScene() {
        let source = MarkedSource("model.restartLater()")
        #expect(positions(source, path: "App/Phone/Model.swift").isEmpty)
        #expect(positions(source, path: "App/CarPlayKit/Model.swift").isEmpty)
        #expect(positions(source, path: "CarPlay.swift").isEmpty)
        #expect(positions(source, path: "/abs/CarPlay/Deep/Model.swift") == ["1:7"])
    }

    @Test func declarationsAreNotCalls() {
        let source = MarkedSource("""
        func restartLater() {}
        func archive(_ id: String) -> Bool { true }
        enum Action { case restartRequested(reason: String), mergeOffered(Int) }
        var restartCount = 0
        let archiveDate = now()
        """)
        #expect(positions(source).isEmpty)
    }

    @Test func namesThatAreNotCalledAreNotFindings() {
        let source = MarkedSource("""
        if restartPending { go() }
        while mergeQueue.isEmpty == false { step() }
        for item in archiveQueue { print(item) }
        switch followUpState { default: break }
        guard let first = archiveQueue.first else { return }
        configure(restart: true, archive: false)
        let handler = restartLater
        let flag = restartPending ? 1 : 0
        send(.restart)
        """)
        #expect(positions(source).isEmpty)
    }

    @Test func prefixesAreCaseSensitive() {
        #expect(positions(MarkedSource("MergeView(); Restart(); ArchiveKit.load()")).isEmpty)
    }

    @Test func foldersAndPrefixesComeFromTheRules() throws {
        let rules = try GuardRules(parsing: "enable S2\ncar-scene-folder Car\nforbidden-prefix escalate", path: "r")
        let source = MarkedSource("model.restartLater(); model.1️⃣escalateNow()")
        #expect(positions(source, path: "App/Car/Screen.swift", rules: rules) == source.positions)
        #expect(positions(source, path: "App/CarPlay/Screen.swift", rules: rules).isEmpty)
    }
}
