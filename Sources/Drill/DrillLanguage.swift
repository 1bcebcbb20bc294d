/// A drill language: the words a drill may use, in the tables the parser reads (a step's first
/// word, the words after `given`, an expectation's first word), and its check of a line's quoted
/// texts. `anyScene` has the words any scene has and refuses the built-in app's, by name, where
/// the line is (DL509); `builtInApp` has the built-in app's words too (`Grammar.BuiltIn`). Both
/// name the same words in the same order, so a hint's "one of" lists read alike.
///
/// ```swift
/// let (file, diagnostics) = DrillParser.parse(text, path: "d1.drill", language: .anyScene)
/// ```
public struct DrillLanguage: Sendable {
    /// The words a step starts with.
    let steps: WordList<StepKind>
    /// The words that may follow `given`.
    let givens: WordList<StepKind.Given>
    /// The words an expectation starts with (after `expect`, or `wait until`).
    let expectations: WordList<StepKind.Expectation>
    /// A check of a quoted text of a line, before the step is kept (DL207).
    let checkText: @Sendable (Token, LineContext) throws(Diagnostic) -> Void
    /// The form a hint shows for a line whose first word is none of `words`.
    let stepForm: String

    /// The words any scene has, with `group`'s in the places the tables name them.
    init(_ group: Grammar.Group) {
        let car = Grammar.table(Grammar.carOrder, core: Grammar.coreCar, group: group.car, lead: "expect car ")
        let no = Grammar.table(Grammar.noOrder, core: [Grammar.noCrash], group: group.no, lead: "expect no ")
        let expectations = Grammar.expectations(Grammar.table(
            Grammar.expectationOrder, core: Grammar.coreExpectations(car: car, no: no), group: group.expectations, lead: "expect "))
        let givens = Grammar.givens(Grammar.table(Grammar.givenOrder, core: Grammar.coreGivens, group: group.givens, lead: "given "))
        let tap = Grammar.table(Grammar.tapOrder, core: [Grammar.tapBack], group: group.tap, lead: "tap ")
        let steps = Grammar.steps(Grammar.table(
            Grammar.stepOrder, core: Grammar.coreSteps(givens: givens, expectations: expectations, tap: tap), group: group.steps, lead: ""))
        self.steps = steps
        self.givens = givens
        self.expectations = expectations
        checkText = group.checkText
        stepForm = "a step starting with one of: " + ([Grammar.scenario.name] + steps.names).joined(separator: ", ")
    }

    /// The words any scene has (B7): a drill of a team's own scene.
    public static let anyScene = DrillLanguage(Grammar.Group())

    /// The built-in app's language: the words any scene has and its own.
    public static let builtInApp = DrillLanguage(Grammar.BuiltIn.group)

    /// Every word a line can start with, `scenario` included.
    var words: [String] { [Grammar.scenario.name] + steps.names }

    /// The words that may follow `given`.
    var givenWords: [String] { givens.names }

    /// The first words of an expectation.
    var expectationWords: [String] { expectations.names }

    /// The headings of every word any scene may use, in the tables' order.
    var anySceneHeadings: [String] {
        var seen = Set<String>()
        return (steps.anySceneHeadings + givens.anySceneHeadings + expectations.anySceneHeadings).filter { seen.insert($0).inserted }
    }
}
