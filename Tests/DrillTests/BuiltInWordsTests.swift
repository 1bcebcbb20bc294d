import Testing
@testable import Drill
@testable import WorldDrill

/// The core names the built-in app's words in its tables' order and refuses them in a drill of a
/// team's own scene (DL509); WorldDrill declares them (`BuiltInWords`). The names the core
/// refuses are exactly the group's words, so neither can drift from the other.
struct BuiltInWordsTests {
    /// The names of `order` that are none of `core`.
    static func refused(_ order: [String], core: [String]) -> [String] {
        order.filter { !core.contains($0) }
    }

    @Test("the names the core refuses are exactly the built-in group's words, table by table")
    func refusedNamesAreTheGroupsWords() {
        let any = DrillLanguage.anyScene
        let group = BuiltInWords.group
        let coreSteps = Grammar.coreSteps(givens: any.givens, expectations: any.expectations, tap: [])
        #expect(Self.refused(Grammar.stepOrder, core: coreSteps.map(\.name)) == group.steps.map(\.name))
        #expect(Self.refused(Grammar.givenOrder, core: Grammar.coreGivens.map(\.name)) == group.givens.map(\.name))
        let coreExpectations = Grammar.coreExpectations(car: [], no: [])
        #expect(Self.refused(Grammar.expectationOrder, core: coreExpectations.map(\.name)) == group.expectations.map(\.name))
        #expect(Self.refused(Grammar.tapOrder, core: [Grammar.tapBack.name]) == group.tap.map(\.name))
        #expect(Self.refused(Grammar.carOrder, core: Grammar.coreCar.map(\.name)) == group.car.map(\.name))
        #expect(Self.refused(Grammar.noOrder, core: [Grammar.noCrash.name]) == group.no.map(\.name))
    }

    @Test("both languages name the same words in the same order, so the hints read alike")
    func bothLanguagesNameTheSameWords() {
        let any = DrillLanguage.anyScene, app = DrillLanguage.builtInApp
        #expect(any.words == app.words)
        #expect(any.givenWords == app.givenWords)
        #expect(any.expectationWords == app.expectationWords)
        #expect(any.stepForm == app.stepForm)
    }

    @Test("a built-in word in a scene's drill is DL509 at its step, named as written",
          arguments: [
              ("tap gear", "tap gear"), ("mic stall", "mic"), ("given seed 1", "given seed"),
              (#"expect car home "A""#, "expect car home"), ("expect no cue", "expect no cue"),
              ("wait until cue failed within 1s", "expect cue"), ("expect phone says \"x\" now", "expect phone"),
          ])
    func refusedInAScenesDrill(line: String, word: String) throws {
        let diagnostics = DrillParser.parse("scenario \"s\"\n  plug\n  \(line)\n", path: "t.drill", language: .anyScene).diagnostics
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .builtInOnly)
        #expect(diagnostic.location.line == 3 && diagnostic.location.column == 3)
        #expect(diagnostic.length == line.count)
        #expect(diagnostic.message == "`\(word)` needs the built-in app's fakes; a drill of your own scene cannot use it")
        #expect(diagnostic.hint == "a drill of your own scene knows: \(SceneWords.known)")
    }

    @Test("`event` is any scene's word; the built-in app registers no events, so it is DL511 there, before the run")
    func theBuiltInAppHasNoEvents() throws {
        let text = "scenario \"e\"\n  plug\n  event \"sign out\"\n"
        let (file, parsed) = DrillParser.parse(text, path: "e.drill", language: .builtInApp)
        #expect(parsed == [])
        let scenario = try #require(file.scenarios.first)
        let diagnostics = ScenarioSetup(scenario).diagnostics
        #expect(diagnostics.map(\.code) == [.unknownEvent])
        #expect(diagnostics.first?.location.line == 3 && diagnostics.first?.location.column == 9)
        #expect(diagnostics.first?.message == #"no event "sign out" is registered"#)
        #expect(diagnostics.first?.hint == "the built-in app has no app events: they are a scene's own, registered by name in SceneDrill(…, events:)")
    }
}
