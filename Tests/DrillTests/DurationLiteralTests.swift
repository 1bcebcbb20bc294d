import Testing
@testable import Drill

struct DurationLiteralTests {
    @Test(arguments: [
        ("300ms", 300), ("2s", 2_000), ("1.5s", 1_500), ("1m", 60_000), ("0s", 0), ("0.25s", 250),
        ("1.5m", 90_000), ("0.001s", 1), ("2.500s", 2_500), ("10.0ms", 10), ("007ms", 7),
    ] as [(String, Int64)])
    func parses(text: String, milliseconds: Int64) {
        #expect(DurationLiteral.parse(text) == milliseconds)
    }

    @Test(arguments: [
        ("1.5ms", DurationLiteral.Problem.fractionOfAMillisecond),
        ("1.0005s", .fractionOfAMillisecond),
        ("-2s", .negative),
        ("2", .missingUnit),
        ("2h", .unknownUnit("h")),
        ("2sec", .unknownUnit("sec")),
        ("s", .notANumber),
        (".5s", .notANumber),
        ("1.s", .notANumber),
        ("", .notANumber),
        ("99999999999999999999ms", .tooLarge),
        ("999999999999999999m", .tooLarge),
    ])
    func rejects(text: String, problem: DurationLiteral.Problem) {
        #expect(DurationLiteral.parse(text) == nil)
        #expect(throws: problem) { try DurationLiteral.milliseconds(text) }
    }
}
