import Foundation

/// Skips by an interval (`skipForwardCommand`, `skipBackwardCommand`); its events are
/// `MPSkipIntervalCommandEvent`s. HeadUnit's car skips by the first preferred interval.
@available(iOS 7.1, *)
open class MPSkipIntervalCommand: MPRemoteCommand {
    private let intervals = Locked<[NSNumber]>([])

    /// The intervals, in seconds, the app prefers; the car's skip buttons use the first.
    public var preferredIntervals: [NSNumber] {
        get { intervals.withLock { $0 } }
        set { intervals.withLock { $0 = newValue } }
    }
}

/// Gives feedback on the item (`likeCommand`, `dislikeCommand`, `bookmarkCommand`); its events
/// are `MPFeedbackCommandEvent`s. HeadUnit's car offers no feedback buttons.
@available(iOS 7.1, *)
open class MPFeedbackCommand: MPRemoteCommand {
    private struct State {
        var isActive = false
        var localizedTitle = ""
        var localizedShortTitle = ""
    }

    private let state = Locked(State())

    /// True when the feedback already applies to the item (the person liked it).
    public var isActive: Bool {
        get { state.withLock { $0.isActive } }
        set { state.withLock { $0.isActive = newValue } }
    }

    /// The command's words.
    public var localizedTitle: String {
        get { state.withLock { $0.localizedTitle } }
        set { state.withLock { $0.localizedTitle = newValue } }
    }

    /// Shorter words, where space is short.
    @available(iOS 8.0, *)
    public var localizedShortTitle: String {
        get { state.withLock { $0.localizedShortTitle } }
        set { state.withLock { $0.localizedShortTitle = newValue } }
    }
}

/// Rates the item (`ratingCommand`); its events are `MPRatingCommandEvent`s.
@available(iOS 7.1, *)
open class MPRatingCommand: MPRemoteCommand {
    private let range = Locked<(minimum: Float, maximum: Float)>((0, 0))

    /// The lowest rating.
    public var minimumRating: Float {
        get { range.withLock { $0.minimum } }
        set { range.withLock { $0.minimum = newValue } }
    }

    /// The highest rating.
    public var maximumRating: Float {
        get { range.withLock { $0.maximum } }
        set { range.withLock { $0.maximum = newValue } }
    }
}

/// Changes the playback rate (`changePlaybackRateCommand`); its events are
/// `MPChangePlaybackRateCommandEvent`s. CarPlay's rate button calls its own handler, not this
/// command (`CPNowPlayingPlaybackRateButton`).
@available(iOS 7.1, *)
open class MPChangePlaybackRateCommand: MPRemoteCommand {
    private let rates = Locked<[NSNumber]>([])

    /// The rates the app supports.
    public var supportedPlaybackRates: [NSNumber] {
        get { rates.withLock { $0 } }
        set { rates.withLock { $0 = newValue } }
    }
}

/// Moves the playhead (`changePlaybackPositionCommand`); its events are
/// `MPChangePlaybackPositionCommandEvent`s. HeadUnit's car has no scrubber.
@available(iOS 9.0, *)
open class MPChangePlaybackPositionCommand: MPRemoteCommand {}

/// Changes the shuffle mode (`changeShuffleModeCommand`); its events are
/// `MPChangeShuffleModeCommandEvent`s. CarPlay's shuffle button shows `currentShuffleType` and
/// calls its own handler (`CPNowPlayingShuffleButton`).
@available(iOS 8.0, *)
open class MPChangeShuffleModeCommand: MPRemoteCommand {
    private let shuffle = Locked(MPShuffleType.off)

    /// The app's shuffle mode, as the system shows it.
    public var currentShuffleType: MPShuffleType {
        get { shuffle.withLock { $0 } }
        set { shuffle.withLock { $0 = newValue } }
    }
}

/// Changes the repeat mode (`changeRepeatModeCommand`); its events are
/// `MPChangeRepeatModeCommandEvent`s. CarPlay's repeat button shows `currentRepeatType` and
/// calls its own handler (`CPNowPlayingRepeatButton`).
@available(iOS 8.0, *)
open class MPChangeRepeatModeCommand: MPRemoteCommand {
    private let repeatType = Locked(MPRepeatType.off)

    /// The app's repeat mode, as the system shows it.
    public var currentRepeatType: MPRepeatType {
        get { repeatType.withLock { $0 } }
        set { repeatType.withLock { $0 = newValue } }
    }
}
