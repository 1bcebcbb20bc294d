import Host
import MediaPlayer

/// Cycles the shuffle mode. Its handler does the cycling (CarPlay fires no
/// `changeShuffleModeCommand`); the car shows `changeShuffleModeCommand.currentShuffleType`
/// beside it (`Off`, `Items`, `Collections`).
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPNowPlayingShuffleButton: CPNowPlayingButton {
    package override var hostTitle: String { "Shuffle" }

    package override func hostDetail(_ info: NowPlayingInfo) -> String? {
        let names: [MPShuffleType: String] = [.off: "Off", .items: "Items", .collections: "Collections"]
        return names[MPRemoteCommandCenter.shared().changeShuffleModeCommand.currentShuffleType]
    }
}

/// Adds the playing item to a collection, such as the person's library.
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPNowPlayingAddToLibraryButton: CPNowPlayingButton {
    package override var hostTitle: String { "Add to library" }
}

/// Offers more actions: its handler typically presents a `CPActionSheetTemplate`.
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPNowPlayingMoreButton: CPNowPlayingButton {
    package override var hostTitle: String { "More" }
}

/// Cycles the playback rate. Its handler does the cycling (CarPlay fires no
/// `changePlaybackRateCommand`); the car shows the rate the Now Playing info reports beside it
/// (`1.5×`: the playback rate while playing, else the default rate, else 1).
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPNowPlayingPlaybackRateButton: CPNowPlayingButton {
    package override var hostTitle: String { "Playback rate" }

    package override func hostDetail(_ info: NowPlayingInfo) -> String? { NowPlayingInfo.rateText(info.shownRate) }
}

/// Cycles the repeat mode. Its handler does the cycling (CarPlay fires no
/// `changeRepeatModeCommand`); the car shows `changeRepeatModeCommand.currentRepeatType` beside
/// it (`Off`, `One`, `All`).
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPNowPlayingRepeatButton: CPNowPlayingButton {
    package override var hostTitle: String { "Repeat" }

    package override func hostDetail(_ info: NowPlayingInfo) -> String? {
        let names: [MPRepeatType: String] = [.off: "Off", .one: "One", .all: "All"]
        return names[MPRemoteCommandCenter.shared().changeRepeatModeCommand.currentRepeatType]
    }
}

/// A button of the app's own image, for any other action. The car shows it by its image's name
/// (`UIImage(systemName:)`), and `Selected` beside it while `isSelected`.
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPNowPlayingImageButton: CPNowPlayingButton {
    /// The button's image (the car scales it to `CPNowPlayingButtonMaximumImageSize`).
    public private(set) var image: UIImage? { didSet { ContentChanges.note() } }

    /// A button showing `image` that calls `handler` when tapped.
    public convenience init(image: UIImage, handler: ((CPNowPlayingButton) -> Void)? = nil) {
        self.init(handler: handler)
        self.image = image
    }

    package override var hostTitle: String { image?.name ?? "" }

    package override func hostDetail(_ info: NowPlayingInfo) -> String? { isSelected ? "Selected" : nil }
}
