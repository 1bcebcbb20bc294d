import Host

/// A game's status: up to three short texts (the period first), an image, a clock.
@available(iOS 18.4, *)
@preconcurrency @MainActor
open class CPNowPlayingSportsEventStatus: NSObject {
    /// The status texts; the car shows the first three.
    public let eventStatusText: [String]?
    /// An image of the game's state (bases loaded, field position).
    public let eventStatusImage: UIImage?
    /// The game clock.
    public let eventClock: CPNowPlayingSportsClock?

    /// A status of these texts, image and clock.
    public init(eventStatusText: [String]?, eventStatusImage: UIImage?, eventClock: CPNowPlayingSportsClock?) {
        self.eventStatusText = eventStatusText
        self.eventStatusImage = eventStatusImage
        self.eventClock = eventClock
        super.init()
    }

    /// The status line on the car (`3rd · 1st & 10`, the clock as detail); nil when empty.
    package var hostLine: TemplateButton? {
        let texts = (eventStatusText ?? []).prefix(3).joined(separator: " · ")
        let clock = eventClock?.hostText
        guard !texts.isEmpty || clock != nil else { return nil }
        return TemplateButton(title: texts, detail: clock)
    }
}
