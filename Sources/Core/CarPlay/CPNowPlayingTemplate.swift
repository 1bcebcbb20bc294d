import Host

/// The system's Now Playing screen: one shared instance you configure (audio and communication
/// apps) and push; never a root, never presented. The car shows what `MPNowPlayingInfoCenter`
/// holds (B10: the title, `Artist — Album`, the times, the queue position) and, as tappable
/// buttons in reading order:
///
/// 1. the transport controls `MPRemoteCommandCenter` offers (`Previous track`, `Play` or
///    `Pause`, `Next track`, or the skips: `NowPlayingTransport`): a tap fires the command;
/// 2. your `nowPlayingButtons`, the first five (`Shuffle`, `Repeat`, `Playback rate`,
///    `Add to library`, `More`, an image button by its image's name): a tap runs the button's
///    handler, and nothing else (CarPlay fires no change-mode command for them);
/// 3. `Up Next` (titled `upNextTitle`) and `Album artist` (its detail the `Artist — Album`
///    line), while enabled: a tap tells your observers.
///
/// Every tap is in the host log with what it did. One per process, as in CarPlay: its buttons,
/// flags, mode and observers outlive a car and a test, so a scene sets them when it connects and
/// tests that use it run one at a time (`@Suite(.serialized)`).
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPNowPlayingTemplate: CPTemplate {
    private static let sharedTemplate = CPNowPlayingTemplate()

    /// The shared Now Playing template: configure this one instance, never a new one.
    public class var shared: CPNowPlayingTemplate { sharedTemplate }

    private override init() { super.init() }

    /// The app's buttons, leading to trailing: the first five given (the car shows them).
    public private(set) var nowPlayingButtons: [CPNowPlayingButton] = [] { didSet { ContentChanges.note() } }
    /// True to show the Up Next button. False by default.
    public var isUpNextButtonEnabled = false { didSet { ContentChanges.note() } }
    /// The Up Next button's words; empty for the system's `Up Next`.
    public var upNextTitle = "" { didSet { ContentChanges.note() } }
    /// True to make the album and artist line a button. False by default.
    public var isAlbumArtistButtonEnabled = false { didSet { ContentChanges.note() } }

    private var mode: CPNowPlayingMode? { didSet { ContentChanges.note() } }
    /// The screen's layout; nil (or `CPNowPlayingMode.default`) for the info
    /// center's metadata. Setting it is in the host log of each car showing the template.
    @available(iOS 18.4, *)
    public var nowPlayingMode: CPNowPlayingMode? {
        get { mode }
        set {
            mode = newValue
            recordInShowingCars("nowPlayingMode = \(newValue?.hostSummary ?? "nil"): the car shows it")
        }
    }

    /// The observers, held weakly as CarPlay does: one that goes away is no longer told.
    private var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var observer: (any CPNowPlayingTemplateObserver)?
    }

    /// Adds `observer`, told of Up Next and album-artist taps (once, however often it is added).
    public func add(_ observer: any CPNowPlayingTemplateObserver) {
        observers.removeAll { $0.observer == nil }
        if !observers.contains(where: { $0.observer === observer }) { observers.append(WeakObserver(observer: observer)) }
    }

    /// Removes `observer`.
    public func remove(_ observer: any CPNowPlayingTemplateObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Replaces the app's buttons: the template keeps the first five, as CarPlay does, and each
    /// car showing it notes the change in its host log.
    public func updateNowPlayingButtons(_ nowPlayingButtons: [CPNowPlayingButton]) {
        self.nowPlayingButtons = Array(nowPlayingButtons.prefix(Self.maximumButtonCount))
        let names = nowPlayingButtons.map { "\"\($0.hostTitle)\"" }.joined(separator: ", ")
        let shown = nowPlayingButtons.count > Self.maximumButtonCount
            ? "the template keeps the first \(Self.maximumButtonCount)" : "the car shows them"
        recordInShowingCars("updateNowPlayingButtons([\(names)]): \(shown)")
    }

    /// The most app buttons the screen shows (the header's limit).
    private static let maximumButtonCount = 5

    // MARK: - The host's view (HeadUnit's, not the SDK's)

    /// One tappable thing on the screen.
    private enum Control {
        case transport(NowPlayingTransport.Control)
        case button(CPNowPlayingButton)
        case upNext
        case albumArtist
    }

    /// What is tappable now, in reading order (B10).
    private func controls(_ info: NowPlayingInfo) -> [Control] {
        var controls = NowPlayingTransport.controls(playing: info.isPlaying).map(Control.transport)
        controls += nowPlayingButtons.prefix(Self.maximumButtonCount).map(Control.button)
        if isUpNextButtonEnabled { controls.append(.upNext) }
        if isAlbumArtistButtonEnabled { controls.append(.albumArtist) }
        return controls
    }

    private func hostButton(_ control: Control, _ info: NowPlayingInfo) -> TemplateButton {
        switch control {
        case .transport(let transport): return TemplateButton(title: transport.title)
        case .button(let button): return button.hostButton(info)
        case .upNext: return TemplateButton(title: upNextTitle.isEmpty ? "Up Next" : upNextTitle)
        case .albumArtist: return TemplateButton(title: "Album artist", detail: info.artistAlbum)
        }
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        remember(session)
        let info = NowPlayingInfo()
        return Template(id: id, kind: .nowPlaying, title: info.title,
                        buttons: controls(info).map { hostButton($0, info) },
                        message: info.artistAlbum, items: info.lines + (mode?.hostLines ?? []))
    }

    /// B10: the artwork, the progress and times, the rate, and what each button is.
    package override func hostLook(session: TemplateHostSession) -> TemplateLook {
        let info = NowPlayingInfo()
        var nowPlaying = NowPlayingLook(artwork: info.artwork?.look, isLive: info.isLive,
                                        rate: info.shownRate == 1 ? nil : NowPlayingInfo.rateText(info.shownRate))
        if !info.isLive {
            nowPlaying.elapsed = info.elapsed.map(NowPlayingInfo.clock) ?? info.duration.map { _ in NowPlayingInfo.clock(0) }
            nowPlaying.duration = info.duration.map(NowPlayingInfo.clock)
            if let duration = info.duration, duration > 0 {
                let fraction = (info.elapsed ?? 0) / duration
                nowPlaying.progress = fraction.isFinite ? min(max(fraction, 0), 1) : 0
            }
        }
        nowPlaying.controls = controls(info).map { control in
            switch control {
            case .transport(let transport): Self.transportLook(transport.title)
            case .button(let button): .appButton((button as? CPNowPlayingImageButton)?.image?.look)
            case .upNext: .upNext
            case .albumArtist: .albumArtist
            }
        }
        var look = TemplateLook()
        look.nowPlaying = nowPlaying
        return look
    }

    /// A transport control's kind, by its title (`NowPlayingTransport`'s words).
    private static func transportLook(_ title: String) -> NowPlayingLook.Control {
        if title.hasPrefix("Skip back") { return .skipBack }
        if title.hasPrefix("Skip forward") { return .skipForward }
        switch title {
        case "Previous track": return .previousTrack
        case "Pause": return .pause
        case "Stop": return .stop
        case "Next track": return .nextTrack
        default: return .play
        }
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        let info = NowPlayingInfo()
        let controls = controls(info)
        guard hit.role == .actionButton, controls.indices.contains(hit.index) else { return }
        let title = hostButton(controls[hit.index], info).title
        switch controls[hit.index] {
        case .transport(let transport):
            record(transport.fire(Double(session.now.ms) / 1000), in: session)
        case .button(let button):
            record("\"\(title)\": its handler runs (CarPlay fires no MPRemoteCommand for it)", in: session)
            session.callHandler(of: hit) { button.handler?(button) }
        case .upNext:
            let told = liveObservers
            record("\"\(title)\": \(Self.observerCount(told)) told nowPlayingTemplateUpNextButtonTapped", in: session)
            for observer in told { observer.nowPlayingTemplateUpNextButtonTapped(self) }
        case .albumArtist:
            let told = liveObservers
            record("\"\(title)\": \(Self.observerCount(told)) told nowPlayingTemplateAlbumArtistButtonTapped", in: session)
            for observer in told { observer.nowPlayingTemplateAlbumArtistButtonTapped(self) }
        }
    }

    private var liveObservers: [any CPNowPlayingTemplateObserver] { observers.compactMap(\.observer) }

    private static func observerCount(_ observers: [any CPNowPlayingTemplateObserver]) -> String {
        observers.count == 1 ? "1 observer" : "\(observers.count) observers"
    }

    // MARK: - The cars that have it (one template, any number of cars in a test process)

    /// The cars that have asked for this template's content, held weakly.
    private var sessions: [WeakSession] = []

    private struct WeakSession {
        weak var session: TemplateHostSession?
    }

    private func remember(_ session: TemplateHostSession) {
        sessions.removeAll { $0.session == nil }
        if !sessions.contains(where: { $0.session === session }) { sessions.append(WeakSession(session: session)) }
    }

    /// Writes `text` into the host log of `session`, naming the template as that car numbers it.
    private func record(_ text: String, in session: TemplateHostSession) {
        session.record("CPNowPlayingTemplate #\(session.id(for: self).value): \(text)")
    }

    /// Writes `text` into the host log of every car that shows the template now (a change of
    /// the shared template reaches each of them; a car not showing it sees it when it does).
    private func recordInShowingCars(_ text: String) {
        for case let session? in sessions.map(\.session) where session.host.connected {
            let id = session.id(for: self)
            if session.host.stack.contains(where: { $0.id == id }) || session.host.presented?.id == id {
                record(text, in: session)
            }
        }
    }
}
