/// A drill language: the words a drill may use, in the tables the parser reads (a step's first
/// word, the words after `given`, an expectation's first word), and its check of a line's quoted
/// texts. `anyScene` has the words any scene has and refuses the built-in app's, by name, where
/// the line is (DL509); WorldDrill's `builtInApp` has the built-in app's words too. Both
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

    /// The built-in app's words a language adds to the words any scene has, each under the word
    /// whose table names it (`tap gear` under `tap`), and its check of a line's quoted texts.
    package struct Group: Sendable {
        /// Words a step starts with (`mic`), placed by `Grammar.stepOrder`.
        let steps: [DrillWord<StepKind>]
        /// Words after `given` (`given seed`), placed by `Grammar.givenOrder`.
        let givens: [DrillWord<StepKind.Given>]
        /// Words an expectation starts with (`expect cue`), placed by `Grammar.expectationOrder`.
        let expectations: [DrillWord<StepKind.Expectation>]
        /// Words after `tap` (`tap gear`).
        let tap: [DrillWord<StepKind>]
        /// Words after `expect car` (`expect car home`).
        let car: [DrillWord<StepKind.Expectation>]
        /// Words after `expect no` (`expect no cue`).
        let no: [DrillWord<StepKind.Expectation>]
        /// A check of a quoted text of a line, before the step is kept (DL207).
        let checkText: @Sendable (Token, LineContext) throws(Diagnostic) -> Void

        /// A group of `steps`, `givens` and `expectations` (in the tables' order), the words after
        /// `tap`, `expect car` and `expect no`, and `checkText`.
        package init(steps: [DrillWord<StepKind>] = [], givens: [DrillWord<StepKind.Given>] = [], expectations: [DrillWord<StepKind.Expectation>] = [],
                     tap: [DrillWord<StepKind>] = [], car: [DrillWord<StepKind.Expectation>] = [], no: [DrillWord<StepKind.Expectation>] = [],
                     checkText: @escaping @Sendable (Token, LineContext) throws(Diagnostic) -> Void = { _, _ throws(Diagnostic) in }) {
            self.steps = steps
            self.givens = givens
            self.expectations = expectations
            self.tap = tap
            self.car = car
            self.no = no
            self.checkText = checkText
        }
    }

    /// The words any scene has, with `group`'s in the places the tables name them.
    package init(_ group: Group) {
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
    public static let anyScene = DrillLanguage(Group())

    /// Every word a line can start with, `scenario` included.
    var words: [String] { [Grammar.scenario.name] + steps.names }

    /// The words that may follow `given`.
    var givenWords: [String] { givens.names }

    /// The first words of an expectation.
    var expectationWords: [String] { expectations.names }

    /// The headings of every word of the language, in the tables' order.
    var headings: [String] {
        var seen = Set<String>()
        return (steps.headings + givens.headings + expectations.headings).filter { seen.insert($0).inserted }
    }
}
