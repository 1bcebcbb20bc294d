import Host

/// The largest image a Now Playing button shows (HeadUnit's value; the car scales larger ones
/// down).
@available(iOS 14.0, *)
public let CPNowPlayingButtonMaximumImageSize = CGSize(width: 40, height: 40)

/// A button of the Now Playing template (`updateNowPlayingButtons(_:)`): use one of its six
/// kinds (`CPNowPlayingShuffleButton`, `CPNowPlayingImageButton`…). The car shows it with its
/// kind's name (`Shuffle`, `Playback rate`; an image button by its image's name) and calls its
/// handler when tapped.
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPNowPlayingButton: NSObject {
    /// False to show the button disabled (a tap does nothing). True by default.
    public var isEnabled = true { didSet { ContentChanges.note() } }
    /// True to show the button selected (only image buttons draw it: the system buttons show the
    /// mode the app reports, such as `currentShuffleType`).
    public var isSelected = false { didSet { ContentChanges.note() } }
    /// What the button does.
    package let handler: ((CPNowPlayingButton) -> Void)?

    /// A button that calls `handler` when tapped.
    public init(handler: ((CPNowPlayingButton) -> Void)? = nil) {
        self.handler = handler
        super.init()
    }

    /// The button's words on the car (HeadUnit's: CarPlay draws a symbol).
    package var hostTitle: String { "\(type(of: self))" }

    /// The state the car shows beside the button, if its kind has one.
    package func hostDetail(_ info: NowPlayingInfo) -> String? { nil }

    /// The button as the host sees it.
    package func hostButton(_ info: NowPlayingInfo) -> TemplateButton {
        TemplateButton(title: hostTitle, detail: hostDetail(info), enabled: isEnabled)
    }
}
