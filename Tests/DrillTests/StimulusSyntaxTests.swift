import Rig
import Testing
@testable import Drill
@testable import WorldDrill

/// `Stimulus.description` writes a stimulus as a drill step (Rig's, for the explorer's
/// counterexamples and the logs). Rig is below Drill and cannot read the words' table
/// (`Grammar`), so the two are kept together here: every stimulus's description parses back,
/// through the table, to itself.
struct StimulusSyntaxTests {
    /// One stimulus of each case, and every phone action.
    static let samples: [Stimulus] = [
        .plug, .unplug, .tap("Continue conversation"), .tapGear, .panelSet(row: "Turn detection", value: "Silence"),
        .realtimeUp, .realtimeError("rate limited"), .realtimeDrop("connection reset"), .realtimeTranscript(#"a "quoted" word and a \ backslash"#),
        .realtimeQuiet, .realtimePong, .realtimeSet(row: "Reply length", value: "200"), .realtimeGoBack,
        .speechStart, .speechStop, .replyStart, .replyAudio, .replyEnd, .replyFail, .toolStart("web_search"), .toolEnd, .toolFail,
        .micStall, .micBack, .micRefused, .interruptionBegin, .interruptionEnd, .routeChangeRate(16000), .routeLatency(120),
        .engineStuck, .engineUnstuck,
    ] + Stimulus.PhoneAction.allCases.map { .phone($0) }

    /// The number of `Stimulus`'s cases: `ordinal(of:)` gives each one.
    static let caseCount = 32

    /// The case of `stimulus`, numbered. The switch is exhaustive: a new case does not build until
    /// it is numbered here, and `everyCaseHasASample` fails until `samples` has it.
    static func ordinal(of stimulus: Stimulus) -> Int {
        switch stimulus {
        case .plug: 0
        case .unplug: 1
        case .tap: 2
        case .tapGear: 3
        case .panelSet: 4
        case .realtimeUp: 5
        case .realtimeError: 6
        case .realtimeDrop: 7
        case .realtimeTranscript: 8
        case .realtimeQuiet: 9
        case .realtimePong: 10
        case .realtimeSet: 11
        case .realtimeGoBack: 12
        case .speechStart: 13
        case .speechStop: 14
        case .replyStart: 15
        case .replyAudio: 16
        case .replyEnd: 17
        case .replyFail: 18
        case .toolStart: 19
        case .toolEnd: 20
        case .toolFail: 21
        case .micStall: 22
        case .micBack: 23
        case .micRefused: 24
        case .interruptionBegin: 25
        case .interruptionEnd: 26
        case .routeChangeRate: 27
        case .routeLatency: 28
        case .engineStuck: 29
        case .engineUnstuck: 30
        case .phone: 31
        }
    }

    @Test func everyCaseHasASample() {
        #expect(Set(Self.samples.map(Self.ordinal)) == Set(0..<Self.caseCount))
    }

    @Test(arguments: samples)
    func theDescriptionParsesBackToTheStimulus(_ stimulus: Stimulus) {
        let (steps, diagnostics) = DrillParser.parseFragment(Array(stimulus.description.utf8), path: "stimulus.drillpart", language: .builtInApp)
        #expect(diagnostics == [], "\(diagnostics.map(\.rendered))")
        #expect(steps.map { StepStimulus.stimulus(for: $0.kind) } == [stimulus], "\(stimulus.description)")
    }
}
