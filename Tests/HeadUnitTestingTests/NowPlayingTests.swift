import CarPlay
import HeadUnitTesting
import MediaPlayer
import Testing
import UIKit

/// Puts the process's Now Playing singletons back as a fresh process has them, with their public
/// API only (what a team's tests do): no targets, every command enabled, no info, a bare
/// template.
@MainActor func resetNowPlaying() {
    let center = MPRemoteCommandCenter.shared()
    let commands: [MPRemoteCommand] = [
        center.pauseCommand, center.playCommand, center.stopCommand, center.togglePlayPauseCommand,
        center.enableLanguageOptionCommand, center.disableLanguageOptionCommand, center.changePlaybackRateCommand,
        center.changeRepeatModeCommand, center.changeShuffleModeCommand, center.nextTrackCommand,
        center.previousTrackCommand, center.skipForwardCommand, center.skipBackwardCommand, center.seekForwardCommand,
        center.seekBackwardCommand, center.changePlaybackPositionCommand, center.ratingCommand, center.likeCommand,
        center.dislikeCommand, center.bookmarkCommand,
    ]
    for command in commands {
        command.removeTarget(nil)
        command.isEnabled = true
    }
    center.skipForwardCommand.preferredIntervals = []
    center.skipBackwardCommand.preferredIntervals = []
    center.changeShuffleModeCommand.currentShuffleType = .off
    center.changeRepeatModeCommand.currentRepeatType = .off
    MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
    MPNowPlayingInfoCenter.default().playbackState = .unknown
    let template = CPNowPlayingTemplate.shared
    template.updateNowPlayingButtons([])
    template.isUpNextButtonEnabled = false
    template.isAlbumArtistButtonEnabled = false
    template.upNextTitle = ""
    template.nowPlayingMode = nil
}

/// An observer of the Now Playing template, as a nonisolated class may be one (the protocol is not
/// a main-actor protocol).
final class NowPlayingObserver: NSObject, CPNowPlayingTemplateObserver {
    var heard: [String] = []

    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) { heard.append("up next") }
    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) { heard.append("album artist") }
}

/// An object given to `addTarget(_:action:)`.
final class RemoteTarget: NSObject {}

/// What a nonisolated helper of a team's may do with MediaPlayer and the observer protocol (it
/// compiles in Swift 6: none of them is main-actor isolated, as in the SDK).
func publishNowPlaying(title: String) -> Int {
    MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: title]
    MPRemoteCommandCenter.shared().likeCommand.isEnabled = false
    defer { MPRemoteCommandCenter.shared().likeCommand.isEnabled = true }
    let observer: any CPNowPlayingTemplateObserver = NowPlayingObserver()
    return observer.isEqual(observer) ? 1 : 0
}

/// The process's Now Playing singletons are shared by every test in it: these tests run one at a
/// time and put them back as they found them.
@Suite("Now Playing and MediaPlayer (B10)", .serialized)
@MainActor
struct NowPlayingTests {
    init() { resetNowPlaying() }

    /// An audio car with a grid root and Now Playing pushed on it, landed.
    func nowPlayingCar() async -> (HeadUnit, RootScene) {
        let scene = RootScene { grid(["Library"]) }
        let car = HeadUnit(category: .audio)
        car.plug(scene)
        await car.advance(by: .seconds(1))
        scene.interfaceController?.pushTemplate(CPNowPlayingTemplate.shared, animated: true) { _, _ in }
        await car.advance(by: .seconds(1))
        return (car, scene)
    }

    // MARK: - MediaPlayer

    @Test("MPNowPlayingInfoCenter is one per process; nil clears its info; a nonisolated helper may set it")
    func infoCenter() {
        #expect(MPNowPlayingInfoCenter.default() === MPNowPlayingInfoCenter.default())
        #expect(publishNowPlaying(title: "Episode 1") == 1)
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Episode 1")
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo == nil)
        #expect(MPNowPlayingInfoCenter.default().playbackState == .unknown)
        #expect(MPRemoteCommandCenter.shared() === MPRemoteCommandCenter.shared())
        resetNowPlaying()
    }

    @Test("MPRemoteCommand: enabled by default, handlers called in the order added, removed by their token or all by nil")
    func handlers() {
        let command = MPRemoteCommandCenter.shared().nextTrackCommand
        #expect(command.isEnabled && !command.isOffered)
        var calls: [String] = []
        let first = command.addTarget { event in
            calls.append("first \(event.command === command) \(event.timestamp)")
            return .success
        }
        _ = command.addTarget { _ in
            calls.append("second")
            return .noSuchContent
        }
        #expect(command.isOffered)
        let delivery = command.perform(MPRemoteCommandEvent(command: command, timestamp: 1.5))
        #expect(delivery.statuses == [.success, .noSuchContent])
        #expect(calls == ["first true 1.5", "second"])

        command.removeTarget(first)
        calls = []
        _ = command.perform(MPRemoteCommandEvent(command: command, timestamp: 2))
        #expect(calls == ["second"])
        command.isEnabled = false
        #expect(!command.isOffered)
        command.isEnabled = true
        command.removeTarget(nil)
        #expect(!command.isOffered)
        resetNowPlaying()
    }

    @Test("addTarget(_:action:): a pair is kept once and offers the command, but Linux never calls it")
    func targetAction() {
        let command = MPRemoteCommandCenter.shared().playCommand
        let remote = RemoteTarget()
        command.addTarget(remote, action: Selector("play:"))
        command.addTarget(remote, action: "play:")
        command.addTarget(remote, action: Selector("resume:"))
        #expect(command.isOffered)
        let delivery = command.perform(MPRemoteCommandEvent(command: command, timestamp: 0))
        #expect(delivery.statuses.isEmpty)
        #expect(delivery.uncalledActions == ["RemoteTarget.play:", "RemoteTarget.resume:"])
        command.removeTarget(remote, action: Selector("play:"))
        #expect(command.perform(MPRemoteCommandEvent(command: command, timestamp: 0)).uncalledActions == ["RemoteTarget.resume:"])
        command.removeTarget(remote, action: nil)
        #expect(!command.isOffered)
        resetNowPlaying()
    }

    @Test("MPMediaItemArtwork makes its image at the size asked for")
    func artwork() {
        var asked: [CGSize] = []
        let artwork = MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { size in
            asked.append(size)
            return UIImage(named: "cover")!
        }
        #expect(artwork.bounds == CGRect(x: 0, y: 0, width: 600, height: 600))
        #expect(artwork.image(at: CGSize(width: 100, height: 100))?.name == "cover")
        #expect(asked == [CGSize(width: 100, height: 100)])
    }

    // MARK: - What the car shows

    @Test("B10: Now Playing shows the info center's title, artist and album, times and queue, and follows it")
    func showsTheInfoCenter() async {
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: "Episode 12",
            MPMediaItemPropertyArtist: "Morning Drive",
            MPMediaItemPropertyAlbumTitle: "Season 2",
            MPMediaItemPropertyPlaybackDuration: NSNumber(value: 2530.0),
            MPNowPlayingInfoPropertyElapsedPlaybackTime: 65.4,
            MPNowPlayingInfoPropertyPlaybackQueueIndex: 1,
            MPNowPlayingInfoPropertyPlaybackQueueCount: NSNumber(value: 5),
        ]
        let (car, _) = await nowPlayingCar()
        let shown = car.screen.top
        #expect(shown?.kind == .nowPlaying)
        #expect(shown?.title == "Episode 12")
        #expect(shown?.message == "Morning Drive — Season 2")
        #expect(shown?.lines == [CarScreen.Item(title: "Time", detail: "1:05 / 42:10", note: nil, enabled: true),
                                 CarScreen.Item(title: "Queue", detail: "2 of 5", note: nil, enabled: true)])
        #expect(shown?.buttons == ["Back"])   // no command has a target: no transport controls

        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Live news", MPNowPlayingInfoPropertyIsLiveStream: true]
        #expect(car.screen.top?.title == "Live news")
        #expect(car.screen.top?.message == nil)
        #expect(car.screen.top?.lines.map(\.title) == ["Live"])
        #expect(car.crashes.isEmpty)
        resetNowPlaying()
    }

    @Test("B10: transport controls for enabled commands with a target; a tap fires the command, in the host log")
    func transport() async throws {
        let center = MPRemoteCommandCenter.shared()
        var fired: [String] = []
        for (command, name) in [(center.playCommand, "play"), (center.pauseCommand, "pause"),
                                (center.nextTrackCommand, "next"), (center.previousTrackCommand, "previous")] {
            _ = command.addTarget { event in
                fired.append("\(name) at \(event.timestamp)")
                return .success
            }
        }
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Episode 12", MPNowPlayingInfoPropertyPlaybackRate: 0.0]
        let (car, _) = await nowPlayingCar()
        #expect(car.screen.top?.buttons == ["Back", "Previous track", "Play", "Next track"])

        try car.tap("Next track")
        #expect(fired == ["next at 2.0"])
        #expect(car.hostLog.contains { $0.hasSuffix("CPNowPlayingTemplate #2: \"Next track\": nextTrackCommand fired; 1 handler answered success") })

        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "Episode 12", MPNowPlayingInfoPropertyPlaybackRate: 1.0]
        center.previousTrackCommand.isEnabled = false
        #expect(car.screen.top?.buttons == ["Back", "Pause", "Next track"])
        try car.tap("Pause")
        #expect(fired == ["next at 2.0", "pause at 2.0"])

        // With no pause command, the toggle pauses; with neither, Stop stops.
        center.pauseCommand.removeTarget(nil)
        _ = center.togglePlayPauseCommand.addTarget { _ in
            fired.append("toggle")
            return .commandFailed
        }
        try car.tap("Pause")
        #expect(fired.last == "toggle")
        #expect(car.hostLog.last?.hasSuffix("\"Pause\": togglePlayPauseCommand fired; 1 handler answered commandFailed") == true)
        center.togglePlayPauseCommand.removeTarget(nil)
        _ = center.stopCommand.addTarget { _ in .success }
        #expect(car.screen.top?.buttons == ["Back", "Stop", "Next track"])
        #expect(car.crashes.isEmpty)
        resetNowPlaying()
    }

    @Test("B10: a skip command takes its track command's place, with its first preferred interval")
    func skips() async throws {
        let center = MPRemoteCommandCenter.shared()
        var skipped: [TimeInterval] = []
        for command in [center.skipBackwardCommand, center.skipForwardCommand] {
            _ = command.addTarget { event in
                skipped.append((event as? MPSkipIntervalCommandEvent)?.interval ?? -1)
                return .success
            }
        }
        _ = center.nextTrackCommand.addTarget { _ in .success }
        center.skipBackwardCommand.preferredIntervals = [10, 30]
        let (car, _) = await nowPlayingCar()
        #expect(car.screen.top?.buttons == ["Back", "Skip back 10 seconds", "Skip forward 15 seconds"])
        try car.tap("Skip back 10 seconds")
        try car.tap("Skip forward 15 seconds")
        #expect(skipped == [10, 15])
        center.skipForwardCommand.isEnabled = false
        #expect(car.screen.top?.buttons == ["Back", "Skip back 10 seconds", "Next track"])
        resetNowPlaying()
    }

    @Test("B10: the app's buttons by their kind, the first five, their state beside; a tap runs the handler and no command")
    func nowPlayingButtons() async throws {
        let center = MPRemoteCommandCenter.shared()
        var heard: [String] = []
        _ = center.changeShuffleModeCommand.addTarget { _ in
            heard.append("shuffle command")
            return .success
        }
        center.changeShuffleModeCommand.currentShuffleType = .items
        center.changeRepeatModeCommand.currentRepeatType = .all
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPNowPlayingInfoPropertyPlaybackRate: 0.0,
                                                           MPNowPlayingInfoPropertyDefaultPlaybackRate: 1.5]
        let favorite = CPNowPlayingImageButton(image: UIImage(systemName: "heart")!) { _ in heard.append("heart") }
        favorite.isSelected = true
        let more = CPNowPlayingMoreButton { _ in heard.append("more") }
        more.isEnabled = false
        CPNowPlayingTemplate.shared.updateNowPlayingButtons([
            CPNowPlayingShuffleButton { _ in heard.append("shuffle") },
            CPNowPlayingRepeatButton(),
            CPNowPlayingPlaybackRateButton { _ in heard.append("rate") },
            favorite,
            more,
            CPNowPlayingAddToLibraryButton(),
        ])
        let (car, _) = await nowPlayingCar()
        let shown = try #require(car.screen.top)
        #expect(shown.buttons == ["Back", "Shuffle", "Repeat", "Playback rate", "heart", "More"])
        #expect(shown.rows.map(\.detail) == ["Items", "All", "1.5×", "Selected", nil])
        #expect(shown.rows.map(\.enabled) == [true, true, true, true, false])

        try car.tap("Shuffle")
        try car.tap("heart")
        try car.tap("More")
        #expect(heard == ["shuffle", "heart"])
        #expect(car.hostLog.contains { $0.hasSuffix("\"Shuffle\": its handler runs (CarPlay fires no MPRemoteCommand for it)") })
        #expect(car.hostLog.contains { $0.hasSuffix("\"More\" is disabled; nothing happens") })
        resetNowPlaying()
    }

    @Test("B10: updateNowPlayingButtons reaches the car that shows the template, in its host log; a second car not showing it hears nothing")
    func updateReachesTheCar() async throws {
        let (car, _) = await nowPlayingCar()
        let other = HeadUnit(category: .audio)
        other.plug(RootScene { grid(["Radio"]) })
        await other.advance(by: .seconds(1))
        #expect(car.screen.top?.buttons == ["Back"])

        CPNowPlayingTemplate.shared.updateNowPlayingButtons((1...6).map { _ in CPNowPlayingRepeatButton() })
        #expect(car.screen.top?.buttons == ["Back"] + Array(repeating: "Repeat", count: 5))
        let line = "CPNowPlayingTemplate #2: updateNowPlayingButtons([" + Array(repeating: "\"Repeat\"", count: 6).joined(separator: ", ")
            + "]): the template keeps the first 5"
        #expect(car.hostLog.contains { $0.hasSuffix(line) })
        #expect(!other.hostLog.contains { $0.contains("updateNowPlayingButtons") })
        resetNowPlaying()
    }

    @Test("B10: Up Next and Album artist tell the observers, each once, held weakly")
    func observers() async throws {
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyArtist: "Morning Drive"]
        let template = CPNowPlayingTemplate.shared
        let observer = NowPlayingObserver()
        template.add(observer)
        template.add(observer)
        template.isUpNextButtonEnabled = true
        template.upNextTitle = "Queue"
        let (car, _) = await nowPlayingCar()
        #expect(car.screen.top?.buttons == ["Back", "Queue"])

        template.isAlbumArtistButtonEnabled = true
        #expect(car.screen.top?.buttons == ["Back", "Queue", "Album artist"])
        #expect(car.screen.top?.rows.last?.detail == "Morning Drive")
        try car.tap("Queue")
        try car.tap("Album artist")
        #expect(observer.heard == ["up next", "album artist"])
        #expect(car.hostLog.contains { $0.hasSuffix("\"Queue\": 1 observer told nowPlayingTemplateUpNextButtonTapped") })

        template.remove(observer)
        do {
            let passing = NowPlayingObserver()
            template.add(passing)
        }
        try car.tap("Album artist")
        #expect(observer.heard == ["up next", "album artist"])
        #expect(car.hostLog.last?.hasSuffix("\"Album artist\": 0 observers told nowPlayingTemplateAlbumArtistButtonTapped") == true)
        resetNowPlaying()
    }

    @Test("Sports mode: a line per team and the game's status under the title; setting it is in the host log")
    func sportsMode() async {
        let (car, _) = await nowPlayingCar()
        let home = CPNowPlayingSportsTeam(name: "Harbor FC", logo: CPNowPlayingSportsTeamLogo(teamInitials: "HFC"),
                                          teamStandings: "12-4", eventScore: "2", possessionIndicator: nil, favorite: true)
        let away = CPNowPlayingSportsTeam(name: "Valley United", logo: CPNowPlayingSportsTeamLogo(teamLogo: UIImage(named: "valley")!),
                                          teamStandings: nil, eventScore: "1", possessionIndicator: nil, favorite: false)
        let status = CPNowPlayingSportsEventStatus(eventStatusText: ["2nd half", "Corner", "Extra", "Dropped"], eventStatusImage: nil,
                                                   eventClock: CPNowPlayingSportsClock(elapsedTime: 3125, paused: true))
        CPNowPlayingTemplate.shared.nowPlayingMode = CPNowPlayingModeSports(leftTeam: away, rightTeam: home, eventStatus: status,
                                                                            backgroundArtwork: nil)
        #expect(car.screen.top?.lines == [CarScreen.Item(title: "Valley United", detail: "1", note: nil, enabled: true),
                                          CarScreen.Item(title: "Harbor FC", detail: "2", note: "12-4", enabled: true),
                                          CarScreen.Item(title: "2nd half · Corner · Extra", detail: "52:05 paused", note: nil, enabled: true)])
        #expect(car.hostLog.contains { $0.hasSuffix("nowPlayingMode = sports, Valley United 1 – 2 Harbor FC: the car shows it") })
        #expect(CPNowPlayingSportsClock(timeRemaining: 60, paused: false).countsUp == false)
        CPNowPlayingTemplate.shared.nowPlayingMode = CPNowPlayingMode.default
        #expect(car.screen.top?.lines.isEmpty == true)
        resetNowPlaying()
    }

    @Test("Bad input: odd numbers in the info never trap the car")
    func oddNumbers() async {
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPNowPlayingInfoPropertyElapsedPlaybackTime: -5.0,
            MPMediaItemPropertyPlaybackDuration: 1e300,
            MPNowPlayingInfoPropertyPlaybackRate: Double.infinity,
            MPNowPlayingInfoPropertyPlaybackQueueIndex: Double.nan,
            MPNowPlayingInfoPropertyPlaybackQueueCount: -3,
            MPMediaItemPropertyTitle: 42,
        ]
        CPNowPlayingTemplate.shared.updateNowPlayingButtons([CPNowPlayingPlaybackRateButton()])
        let (car, _) = await nowPlayingCar()
        #expect(car.screen.top?.title == "")
        #expect(car.screen.top?.lines.map(\.detail) == ["0:00 / 277777777777:46:40"])
        #expect(car.screen.top?.rows.first?.detail == "10000000000000×")
        #expect(car.crashes.isEmpty)
        resetNowPlaying()
    }
}
