import Testing
import Host
@testable import Screen

/// A window's click finds what the drawing put there, on any app's templates: the targets are
/// recorded as the renderer draws, so a layout and its targets never disagree.
@Suite struct TemplateTargetsTests {
    @Test func aGridsTilesAreWhereTheyAreDrawnAndTheTemplateTargetsMatchTheBuiltInHome() throws {
        let tiles = [CarScreen.Item(title: "Continue conversation"), CarScreen.Item(title: "New conversation")]
        let screen = CarScreen(connected: true, stack: [ScreenFixtures.shown(.grid, "", rows: tiles)], presented: nil)
        let drawn = try CarRenderer().targets(for: screen, now: ScreenFixtures.now)
        let builtIn = CarRenderer().targets(for: ScreenFixtures.home([.init(title: "Continue conversation"), .init(title: "New conversation")]))
        #expect(drawn.map(\.title) == ["Continue conversation", "New conversation"])
        #expect(drawn == builtIn)
    }

    @Test func aListsRowsBackAndBarButtonsCanBeTouchedButNotItsLines() throws {
        let list = ScreenFixtures.shown(.information, "Trip", rows: [CarScreen.Item(title: "Start")],
                                        lines: [CarScreen.Item(title: "Distance", detail: "12 km")], barButtons: ["Edit"], back: "Back")
        let screen = CarScreen(connected: true, stack: [ScreenFixtures.shown(.grid, "", rows: []), list], presented: nil)
        let titles = try CarRenderer().targets(for: screen, now: ScreenFixtures.now).map(\.title)
        #expect(Set(titles) == ["Back", "Edit", "Start"])
    }

    @Test func anAlertCoversWhatIsUnderIt() throws {
        let grid = ScreenFixtures.shown(.grid, "", rows: [CarScreen.Item(title: "Play")])
        let alert = ScreenFixtures.shown(.alert, "Sign out?", rows: [CarScreen.Item(title: "Sign out"), CarScreen.Item(title: "Cancel")])
        let screen = CarScreen(connected: true, stack: [grid], presented: alert)
        let targets = try CarRenderer().targets(for: screen, now: ScreenFixtures.now)
        #expect(targets.map(\.title) == ["Sign out", "Cancel"])
        let frame = try #require(targets.first).frame
        #expect(targets.first { $0.frame.contains(x: frame.midX, y: frame.midY) }?.title == "Sign out")
    }
}
