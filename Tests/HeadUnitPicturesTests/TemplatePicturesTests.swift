import CarPlay
import Foundation
import HeadUnitPictures
import HeadUnitTesting
import Host
import MediaPlayer
import Screen
import Testing
import UIKit

/// A scene whose root the test makes, keeping its interface controller.
@MainActor
final class PictureScene: UIResponder, CPTemplateApplicationSceneDelegate {
    let makeRoot: () -> CPTemplate
    var interfaceController: CPInterfaceController?

    init(_ makeRoot: @escaping () -> CPTemplate) {
        self.makeRoot = makeRoot
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(makeRoot(), animated: true, completion: nil)
    }
}

/// B12, B10: every template kind and variant a scene's CarPlay objects make, drawn as CarPlay
/// draws it, against its golden PNG (Goldens/ beside this file; written only with
/// HEADUNIT_REBASELINE=missing, and a run that writes one fails). Each picture comes from real
/// CarPlay objects through `HeadUnit`, never from a hand-built `CarScreen`.
@Suite("Pictures of a scene's templates (B10, B12)", .serialized)
@MainActor
struct TemplatePicturesTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path
    static let failures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/template-golden-failures").path

    /// The podcast app of the pictures: its name and icon on the rail.
    static let podcasts = AppLook(name: "Podcasts", icon: ImageLook(systemName: "mic"))

    static func check(_ canvas: Canvas, _ name: String) throws {
        let result = try GoldenImage.compare(actual: canvas, goldenPath: "\(goldens)/\(name).png",
                                             mode: .fromEnvironment(), failureDirectory: failures)
        #expect(result.passed, "\(name): \(result)")
    }

    /// An audio car showing `root`, landed.
    func plugged(_ root: @escaping () -> CPTemplate, app: AppLook? = podcasts) async -> (HeadUnit, PictureScene) {
        var config = HostConfig()
        config.category = .audio
        config.app = app
        let car = HeadUnit(config: config)
        let scene = PictureScene(root)
        car.plug(scene)
        await car.advance(by: .seconds(1))
        return (car, scene)
    }

    func picture(_ car: HeadUnit) throws -> Canvas {
        try SceneRenderer(carSize: .standard).render(car: car.screen, now: .zero)
    }

    // MARK: - The podcast flow: a tab bar of two lists, then Now Playing, then an alert over it

    static func episodes() -> CPListTemplate {
        let playing = CPListItem(text: "The Long Road Home", detailText: "Road Stories · 42 min", image: UIImage(named: "cover-road"))
        playing.isPlaying = true
        playing.playbackProgress = 0.4
        let next = CPListItem(text: "Night Shift", detailText: "Road Stories · 38 min", image: UIImage(named: "cover-night"),
                              accessoryImage: nil, accessoryType: .disclosureIndicator)
        let cloud = CPListItem(text: "Old Roads", detailText: "Not downloaded", image: UIImage(systemName: "music.note"),
                               accessoryImage: nil, accessoryType: .cloud)
        cloud.isExplicitContent = true
        let trailing = CPListItem(text: "Pit Stop", detailText: "Short · 9 min", image: UIImage(named: "pit-stop"))
        trailing.isPlaying = true
        trailing.playingIndicatorLocation = .trailing
        let unavailable = CPListItem(text: "Removed episode", detailText: "No longer available", image: nil)
        unavailable.isEnabled = false
        let list = CPListTemplate(title: "Episodes", sections: [
            CPListSection(items: [playing, next, cloud], header: "Latest", sectionIndexTitle: nil),
            CPListSection(items: [trailing, unavailable], header: "Earlier", sectionIndexTitle: nil),
        ])
        list.tabTitle = "Episodes"
        list.tabImage = UIImage(systemName: "play.circle")
        return list
    }

    static func library() -> CPListTemplate {
        let shows = ["Road Stories", "Engine Room", "Long Haul"].map { name in
            CPListItem(text: name, detailText: "12 episodes", image: UIImage(named: name.lowercased()), accessoryImage: nil,
                       accessoryType: .disclosureIndicator)
        }
        let list = CPListTemplate(title: "Library", sections: [CPListSection(items: shows)])
        list.tabTitle = "Library"
        list.tabSystemItem = .bookmarks
        return list
    }

    @Test("A tab bar of two lists: tab images, the selected tab lit, its rows with images, detail under the title, accessories and playing indicators")
    func podcastTabs() async throws {
        let (car, _) = await plugged { CPTabBarTemplate(templates: [Self.episodes(), Self.library()]) }
        let shown = try #require(car.screen.top)
        #expect(shown.look.tabImages == [ImageLook(systemName: "play.circle"), ImageLook(systemName: "book")])
        let rows = try #require(shown.look.list).sections.flatMap(\.rows)
        #expect(rows.map(\.accessory) == [.none, .disclosureIndicator, .cloud, .none, .none])
        #expect(rows.map(\.playingIndicator) == [.leading, nil, nil, .trailing, nil])
        try Self.check(try picture(car), "template-tabbar-lists")
        let titles = try CarRenderer().targets(for: car.screen, now: .zero).map(\.title)
        #expect(Set(titles) == Set(shown.buttons), "every row and tab is drawn where a click finds it")
    }

    @Test("The second tab selected: its own list, drawn as a list")
    func podcastLibraryTab() async throws {
        let (car, _) = await plugged { CPTabBarTemplate(templates: [Self.episodes(), Self.library()]) }
        try car.tap("Library")
        await car.advance(by: .seconds(1))
        #expect(car.screen.top?.selectedTab == 1)
        try Self.check(try picture(car), "template-tabbar-library")
    }

    /// Now Playing with the info center set, as the podcast app sets it, the transport commands
    /// it handles, its own buttons and Up Next. The process's shared singletons are set and put
    /// back in one main-actor turn, so no other test sees them (a car of another test showing Now
    /// Playing meanwhile only logs the two button updates).
    func withNowPlaying<T>(_ body: () throws -> T) rethrows -> T {
        let center = MPNowPlayingInfoCenter.default()
        let commands = MPRemoteCommandCenter.shared()
        let template = CPNowPlayingTemplate.shared
        let saved = center.nowPlayingInfo
        let savedButtons = template.nowPlayingButtons
        let savedUpNext = (template.isUpNextButtonEnabled, template.upNextTitle, template.isAlbumArtistButtonEnabled)
        template.updateNowPlayingButtons([CPNowPlayingPlaybackRateButton(), CPNowPlayingImageButton(image: UIImage(systemName: "star")!)])
        template.isUpNextButtonEnabled = true
        template.upNextTitle = ""
        template.isAlbumArtistButtonEnabled = true
        let artwork = MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { _ in UIImage(named: "cover-road")! }
        center.nowPlayingInfo = [
            MPMediaItemPropertyTitle: "The Long Road Home",
            MPMediaItemPropertyArtist: "Road Stories",
            MPMediaItemPropertyAlbumTitle: "Season 2",
            MPMediaItemPropertyPlaybackDuration: 2530.0,
            MPNowPlayingInfoPropertyElapsedPlaybackTime: 1012.0,
            MPNowPlayingInfoPropertyPlaybackRate: 1.5,
            MPMediaItemPropertyArtwork: artwork,
        ]
        // The transport the car offers: previous, pause, next; the skips (which would take their
        // slots) off, whatever another test left enabled.
        let transport = [commands.previousTrackCommand, commands.pauseCommand, commands.nextTrackCommand]
        let skips = [commands.skipBackwardCommand, commands.skipForwardCommand]
        let savedEnabled = (transport + skips).map { ($0, $0.isEnabled) }
        for command in transport { command.isEnabled = true }
        for command in skips { command.isEnabled = false }
        let targets = transport.map { command in (command, command.addTarget { _ in .success }) }
        defer {
            for (command, target) in targets { command.removeTarget(target) }
            for (command, enabled) in savedEnabled { command.isEnabled = enabled }
            center.nowPlayingInfo = saved
            template.updateNowPlayingButtons(savedButtons)
            (template.isUpNextButtonEnabled, template.upNextTitle, template.isAlbumArtistButtonEnabled) = savedUpNext
        }
        return try body()
    }

    @Test("Now Playing (B10): artwork, title, artist — album, progress with elapsed and duration, rate, transport glyph buttons, the app's buttons, Up Next")
    func nowPlaying() async throws {
        let (car, scene) = await plugged { CPTabBarTemplate(templates: [Self.episodes(), Self.library()]) }
        scene.interfaceController?.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        try withNowPlaying {
            let shown = try #require(car.screen.top)
            let look = try #require(shown.look.nowPlaying)
            #expect(look.artwork == ImageLook(assetName: "cover-road"))
            #expect(look.controls == [.previousTrack, .pause, .nextTrack, .appButton(nil), .appButton(ImageLook(systemName: "star")), .upNext, .albumArtist])
            let titles = try CarRenderer().targets(for: car.screen, now: .zero).map(\.title)
            #expect(Set(titles) == Set(shown.buttons), "every control is drawn where a click finds it")
            #expect(look.elapsed == "16:52" && look.duration == "42:10" && look.rate == "1.5×")
            try Self.check(try picture(car), "template-nowplaying")
        }
    }

    @Test("Now Playing and the podcast tabs in light appearance at 1280×720: the layout scales, the colours follow")
    func lightAndLarge() async throws {
        let (car, scene) = await plugged { CPTabBarTemplate(templates: [Self.episodes(), Self.library()]) }
        let renderer = SceneRenderer(carSize: .hd, appearance: .light)
        try Self.check(try renderer.render(car: car.screen, now: .zero), "template-tabbar-lists-light-1280x720")
        scene.interfaceController?.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        try withNowPlaying {
            try Self.check(try renderer.render(car: car.screen, now: .zero), "template-nowplaying-light-1280x720")
        }
    }

    @Test("An alert over Now Playing: its destructive action red")
    func alertOverNowPlaying() async throws {
        let (car, scene) = await plugged { CPTabBarTemplate(templates: [Self.episodes(), Self.library()]) }
        scene.interfaceController?.pushTemplate(CPNowPlayingTemplate.shared, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        let alert = CPAlertTemplate(titleVariants: ["Delete this download?"], actions: [CPAlertAction(title: "Delete", style: .destructive) { _ in }])
        scene.interfaceController?.presentTemplate(alert, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        try withNowPlaying {
            #expect(car.screen.presented?.look.actionStyles == [.destructive])
            try Self.check(try picture(car), "template-alert-destructive")
        }
    }

    // MARK: - Lists

    @Test("Section headers over their own groups, an image row with titled images")
    func imageRowAndHeaders() async throws {
        let row = CPListImageRowItem(text: "Recently played", images: ["cover-road", "cover-night", "engine-room"].map { UIImage(named: $0)! },
                                     imageTitles: ["Road", "Night", "Engine"])
        let item = CPListItem(text: "Subscriptions", detailText: nil, image: UIImage(systemName: "star.fill"), accessoryImage: nil,
                              accessoryType: .disclosureIndicator)
        let (car, _) = await plugged {
            CPListTemplate(title: "Browse", sections: [
                CPListSection(items: [row], header: "For you", sectionIndexTitle: nil),
                CPListSection(items: [item], header: "Your shows", sectionIndexTitle: nil),
            ])
        }
        let titles = try CarRenderer().targets(for: car.screen, now: .zero).map(\.title)
        #expect(Set(titles) == Set(try #require(car.screen.top).buttons))
        try Self.check(try picture(car), "template-list-imagerow")
    }

    @Test("A show's page: the details header (thumbnail, title, subtitle, body, buttons), header grid buttons, the assistant cell, a section header with subtitle, image and button")
    func detailsHeader() async throws {
        let play = CPButton(image: UIImage(systemName: "play.fill")!)
        let follow = CPButton(image: UIImage(systemName: "plus")!)
        follow.title = "Follow"
        let header = CPListTemplateDetailsHeader(thumbnail: CPThumbnailImage(image: UIImage(named: "road-stories")!), title: "Road Stories",
                                                 subtitle: "Ana Ruiz · Weekly", bodyVariants: [NSAttributedString(string: "Stories told on long drives.")],
                                                 actionButtons: [play, follow])
        let more = CPButton(image: UIImage(systemName: "ellipsis")!)
        let episodes = CPListSection(items: [CPListItem(text: "The Long Road Home", detailText: "42 min", image: UIImage(named: "cover-road"))],
                                     header: "Season 2", headerSubtitle: "8 episodes", headerImage: UIImage(named: "season-two"),
                                     headerButton: more, sectionIndexTitle: nil)
        let (car, _) = await plugged {
            let list = CPListTemplate(title: "Road Stories", listHeader: header, sections: [episodes],
                                      assistantCellConfiguration: CPAssistantCellConfiguration(position: .top, visibility: .always, assistantAction: .playMedia))
            list.headerGridButtons = ["Newest", "Popular", "Saved"].map { CPGridButton(titleVariants: [$0], image: UIImage(systemName: "star")!) }
            return list
        }
        let shown = try #require(car.screen.top)
        let titles = try CarRenderer().targets(for: car.screen, now: .zero).map(\.title)
        #expect(Set(titles) == Set(shown.buttons), "every button is drawn where a click finds it")
        try Self.check(try picture(car), "template-list-detailsheader")
    }

    @Test("A communication app's conversations: the unread dot, a pin or star, the contact's image, the time at the right, the muted mark")
    func conversations() async throws {
        let rows = [
            CPMessageListItem(conversationIdentifier: "ana", text: "Ana Ruiz",
                              leadingConfiguration: CPMessageListItemLeadingConfiguration(leadingItem: .none, leadingImage: UIImage(named: "ana-ruiz"), unread: true),
                              trailingConfiguration: nil, detailText: "See you at the station", trailingText: "10:42"),
            CPMessageListItem(conversationIdentifier: "family", text: "Family",
                              leadingConfiguration: CPMessageListItemLeadingConfiguration(leadingItem: .pin, leadingImage: UIImage(named: "family"), unread: false),
                              trailingConfiguration: CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil),
                              detailText: "Dinner at eight?", trailingText: "Yesterday"),
            CPMessageListItem(conversationIdentifier: "tom", text: "Tom Becker",
                              leadingConfiguration: CPMessageListItemLeadingConfiguration(leadingItem: .star, leadingImage: UIImage(systemName: "person.crop.circle.fill"), unread: false),
                              trailingConfiguration: nil, detailText: nil, trailingText: "Mon"),
        ]
        var config = HostConfig()
        config.category = .communication
        config.app = AppLook(name: "Chatter", icon: ImageLook(systemName: "bubble.left.fill"))
        let car = HeadUnit(config: config)
        car.plug(PictureScene { CPListTemplate(title: "Conversations", sections: [CPListSection(items: rows)]) })
        await car.advance(by: .seconds(1))
        let look = try #require(car.screen.top?.look.list)
        #expect(look.sections.flatMap(\.rows).map(\.isUnread) == [true, false, false])
        #expect(look.sections.flatMap(\.rows).map(\.trailingText) == ["10:42", "Yesterday", "Mon"])
        try Self.check(try picture(car), "template-list-conversations")
    }

    @Test("An empty list shows its empty view's title and subtitle centred")
    func emptyList() async throws {
        let (car, _) = await plugged {
            let list = CPListTemplate(title: "Downloads", sections: [])
            list.emptyViewTitleVariants = ["No downloads yet"]
            list.emptyViewSubtitleVariants = ["Episodes you download appear here."]
            return list
        }
        try Self.check(try picture(car), "template-list-empty")
    }

    @Test("An empty list that shows a spinner while empty")
    func spinnerList() async throws {
        let (car, _) = await plugged {
            let list = CPListTemplate(title: "Search results", sections: [])
            list.showsSpinnerWhileEmpty = true
            return list
        }
        try Self.check(try picture(car), "template-list-spinner")
    }

    // MARK: - Grids, action sheets, the rail

    @Test("A grid's buttons with their images; the rail with HeadUnit's icon when the scene names no app")
    func gridWithImages() async throws {
        let (car, _) = await plugged({
            CPGridTemplate(title: "Genres", gridButtons: [
                CPGridButton(titleVariants: ["Music"], image: UIImage(systemName: "music.note")!),
                CPGridButton(titleVariants: ["Talk"], image: UIImage(systemName: "mic")!),
                CPGridButton(titleVariants: ["News"], image: UIImage(named: "news")!),
            ])
        }, app: nil)
        #expect(car.screen.top?.look.gridImages == [ImageLook(systemName: "music.note"), ImageLook(systemName: "mic"), ImageLook(assetName: "news")])
        try Self.check(try picture(car), "template-grid-images")
    }

    @Test("An image made with no name (UIImage(), a bitmap) is no image to a picture: the tile keeps the built-in badge")
    func unnamedImages() async throws {
        let (car, _) = await plugged({
            CPGridTemplate(title: "Home", gridButtons: [CPGridButton(titleVariants: ["Play"], image: UIImage())])
        }, app: nil)
        #expect(car.screen.top?.look.gridImages == [nil])
    }

    @Test("An action sheet: default blue, destructive red, cancel bold")
    func actionSheet() async throws {
        let (car, scene) = await plugged { Self.library() }
        let sheet = CPActionSheetTemplate(title: "Road Stories", message: "What should happen to this show?", actions: [
            CPAlertAction(title: "Mark all played", style: .default) { _ in },
            CPAlertAction(title: "Unsubscribe", style: .destructive) { _ in },
            CPAlertAction(title: "Cancel", style: .cancel) { _ in },
        ])
        scene.interfaceController?.presentTemplate(sheet, animated: true, completion: nil)
        await car.advance(by: .seconds(1))
        #expect(car.screen.presented?.look.actionStyles == [.default, .destructive, .cancel])
        try Self.check(try picture(car), "template-actionsheet")
    }

    // MARK: - A crash, marked

    @Test("A drill's pictures are marked from the step the app crashed at on, in the files and filmstrip writeShots writes")
    func drillPicturesAfterACrash() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let drill = folder.appendingPathComponent("sign-out.drill").path
        try Data("""
            scenario "Signing out pops at the root without a completion"
              plug
              tap "Sign out"
              expect crash H3

            """.utf8).write(to: URL(fileURLWithPath: drill))
        var scene: PictureScene?
        var sceneDrill = SceneDrill(category: .audio) {
            let made = PictureScene {
                CPGridTemplate(title: "Account", gridButtons: [CPGridButton(titleVariants: ["Sign out"], image: UIImage(systemName: "person")!) { _ in
                    scene?.interfaceController?.popTemplate(animated: true, completion: nil)   // H3: at the root, no completion
                }])
            }
            scene = made
            return made
        }
        sceneDrill.app = Self.podcasts
        let suite = await sceneDrill.run([drill], root: folder.path)
        let result = try #require(suite.results.first)
        #expect(result.steps.first?.screen.app == Self.podcasts, "the drill's pictures show the app's name and icon")
        #expect(suite.passed, Comment(rawValue: suite.consoleLines.joined(separator: "\n")))
        #expect(result.steps.map { $0.crash?.rule } == [nil, "H3", "H3"])
        let renderer = DrillPictures.renderer(result)
        let crashed = result.steps[1]
        var unmarked = crashed
        unmarked.crash = nil
        #expect(try DrillPictures.picture(crashed, with: renderer) != DrillPictures.picture(unmarked, with: renderer))
        #expect(DrillPictures.key(crashed, with: renderer) != DrillPictures.key(unmarked, with: renderer))
        let shots = folder.appendingPathComponent("shots").path
        _ = try DrillPictures.writeShots(suite, to: shots)
        #expect(try PNGCodec.read(from: DrillPictures.stepPath(result, step: 1, in: shots)) == DrillPictures.picture(crashed, with: renderer))
    }

    @Test("After a crash the picture is framed red and names the rule and the message")
    func crashFrame() async throws {
        let (car, scene) = await plugged { Self.library() }
        scene.interfaceController?.popTemplate(animated: true, completion: nil)   // H3: popping at the root, no completion
        await car.advance(by: .seconds(1))
        let crash = try #require(car.crashes.first)
        #expect(crash.rule == "H3")
        let marked = try SceneRenderer(carSize: .standard).render(car: car.screen, now: .zero, crash: crash)
        #expect(marked != (try SceneRenderer(carSize: .standard).render(car: car.screen, now: .zero)))
        try Self.check(marked, "template-crash")
    }
}
