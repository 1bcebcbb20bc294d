import CarPlay
import Foundation
import HeadUnitTesting
import MediaPlayer
import Testing
@testable import AudioScene

/// The audio scene on a car. Now Playing, the info center and the remote commands are the
/// process's singletons, as on a phone: these tests run one at a time, and each ends with
/// `unplug()`, after which the scene has taken its targets, observer and buttons away.
@Suite(.serialized)
@MainActor
struct AudioSceneTests {
    /// A car with the scene plugged in and its tab bar landed.
    func plugged() async -> (HeadUnit, CarPlaySceneDelegate) {
        let car = HeadUnit(category: .audio)
        let scene = CarPlaySceneDelegate()
        car.plug(scene)
        await car.advance(by: .seconds(1))
        return (car, scene)
    }

    /// The same car once an episode of Morning Drive plays on Now Playing.
    func playing() async throws -> (HeadUnit, CarPlaySceneDelegate) {
        let (car, scene) = await plugged()
        try car.tap("Shows")
        try car.tap("Morning Drive")
        await car.advance(by: .seconds(1))
        try car.tap("Traffic and Tempers")
        await car.advance(by: .seconds(1))
        return (car, scene)
    }

    @Test func connectShowsATabBarOfLists() async {
        let (car, _) = await plugged()
        #expect(car.crashes.isEmpty)
        let root = car.screen.root
        #expect(root?.kind == .tabBar)
        #expect(root?.tabs == ["Listen Now", "Shows", "Radio"])
        #expect(root?.rows.map(\.title) == ["Traffic and Tempers", "Backroads", "Night Shift"])
        #expect(root?.rows.first?.detail == "Morning Drive · 42 min")
        car.unplug()
    }

    @Test func anEpisodePlaysOnNowPlaying() async throws {
        let (car, scene) = try await playing()
        #expect(car.crashes.isEmpty)
        #expect(scene.templates?.refusals == [])
        let nowPlaying = try #require(car.screen.top)
        #expect(nowPlaying.kind == .nowPlaying)
        #expect(nowPlaying.title == "Traffic and Tempers")
        #expect(nowPlaying.message == "Morning Drive — Season 3")
        #expect(nowPlaying.buttons == ["Back", "Previous track", "Pause", "Next track",
                                       "Playback rate", "Repeat", "More", "Up Next", "Album artist"])
        #expect(car.screen.stack.map(\.kind) == [.tabBar, .list, .nowPlaying])
        car.unplug()
    }

    @Test func nextTrackAdvancesTheQueue() async throws {
        let (car, scene) = try await playing()
        try car.tap("Next track")
        #expect(car.screen.top?.title == "Fog Lights")
        #expect(scene.player.current?.title == "Fog Lights")
        #expect(car.hostLog.contains { $0.hasSuffix("\"Next track\": nextTrackCommand fired; 1 handler answered success") })
        try car.tap("Pause")
        #expect(car.screen.top?.buttons.contains("Play") == true)
        #expect(car.crashes.isEmpty)
        car.unplug()
    }

    @Test func thePlaybackRateButtonCyclesTheRate() async throws {
        let (car, _) = try await playing()
        #expect(car.screen.top?.rows.first { $0.title == "Playback rate" }?.detail == "1×")
        try car.tap("Playback rate")
        #expect(car.screen.top?.rows.first { $0.title == "Playback rate" }?.detail == "1.5×")
        let rate = MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPNowPlayingInfoPropertyPlaybackRate] as? Double
        #expect(rate == 1.5)
        car.unplug()
    }

    @Test func upNextPushesTheRestOfTheQueue() async throws {
        let (car, scene) = try await playing()
        try car.tap("Up Next")
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.kind == .list)
        #expect(car.screen.top?.title == "Up Next")
        #expect(car.screen.top?.rows.map(\.title) == ["Fog Lights", "The Last Exit"])
        try car.tap("The Last Exit")
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.kind == .nowPlaying)
        #expect(car.screen.top?.title == "The Last Exit")
        #expect(car.screen.top?.buttons.contains("Up Next") == false)   // nothing follows the last episode
        #expect(scene.templates?.refusals == [])
        #expect(car.crashes.isEmpty)
        car.unplug()
    }

    @Test func aStationIsLive() async throws {
        let (car, _) = await plugged()
        try car.tap("Radio")
        try car.tap("City Jazz")
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.title == "City Jazz")
        #expect(car.screen.top?.lines.map(\.title) == ["Live"])
        #expect(car.screen.top?.buttons == ["Back", "Stop", "More"])   // live: no pause, no skips, no rate
        car.unplug()
    }

    @Test func moreOffersASleepTimer() async throws {
        let (car, scene) = try await playing()
        try car.tap("More")
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented?.kind == .actionSheet)
        try car.tap("In 30 minutes")
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented == nil)
        #expect(scene.player.sleepTimerMinutes == 30)
        #expect(car.crashes.isEmpty)
        car.unplug()
    }

    @Test func aSecondConnectionHasOneSetOfTargets() async throws {
        let (car, _) = try await playing()
        car.unplug()
        let (again, _) = try await playing()
        try again.tap("Next track")
        #expect(again.hostLog.last?.hasSuffix("\"Next track\": nextTrackCommand fired; 1 handler answered success") == true)
        again.unplug()
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo == nil)
    }

    /// B12: a click-through of `AudioCar` (HeadUnitWindow) under Xvfb, recorded by the window —
    /// Shows → Morning Drive → an episode on Now Playing → Pause → More → a sleep timer → back,
    /// back → Radio → unplug — replays through SceneDrill and passes.
    @Test func theWindowsRecordingReplays() async {
        let drill = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Drills/recorded-audio.drill").standardized.path
        let suite = await SceneDrill(category: .audio) { CarPlaySceneDelegate() }.run([drill])
        #expect(suite.passed, Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines).joined(separator: "\n")))
        #expect(suite.results.first?.steps.count == 40)
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo == nil)
    }

    /// Drills/audio-scene.drill (B7): `expect car root tab "TITLE" list "ROW"…` checks the rows of
    /// the tab the tab bar shows, and `event "pause on the phone"` is the phone's pause, which the
    /// test registers by name over the scene each `plug` makes.
    @Test func theDrillPasses() async {
        let scenes = PluggedScenes()
        let drill = SceneDrill(category: .audio, events: [
            "pause on the phone": { scenes.current?.player.pause() },
        ]) { scenes.make() }
        let drills = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Drills").path
        let suite = await drill.run(["\(drills)/audio-scene.drill"], root: drills)
        #expect(suite.passed && suite.results.count == 1, Comment(rawValue: (suite.diagnostics.map(\.rendered) + suite.consoleLines).joined(separator: "\n")))
    }
}

/// The scene each `plug` of a drill makes, so an app event can reach the one plugged in.
@MainActor
final class PluggedScenes {
    private(set) var current: CarPlaySceneDelegate?

    func make() -> CarPlaySceneDelegate {
        let scene = CarPlaySceneDelegate()
        current = scene
        return scene
    }
}
