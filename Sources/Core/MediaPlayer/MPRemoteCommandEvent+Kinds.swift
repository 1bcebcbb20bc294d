import Foundation

/// A skip by `interval` seconds (`skipForwardCommand`, `skipBackwardCommand`).
@available(iOS 7.1, *)
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent {
    /// The seconds to skip.
    public let interval: TimeInterval

    package init(command: MPRemoteCommand, timestamp: TimeInterval, interval: TimeInterval) {
        self.interval = interval
        super.init(command: command, timestamp: timestamp)
    }
}

/// A seek starting or ending (`seekForwardCommand`, `seekBackwardCommand`).
@available(iOS 7.1, *)
open class MPSeekCommandEvent: MPRemoteCommandEvent {
    /// Whether the seek starts or ends.
    public let type: MPSeekCommandEventType

    package init(command: MPRemoteCommand, timestamp: TimeInterval, type: MPSeekCommandEventType) {
        self.type = type
        super.init(command: command, timestamp: timestamp)
    }
}

/// A rating (`ratingCommand`).
@available(iOS 7.1, *)
open class MPRatingCommandEvent: MPRemoteCommandEvent {
    /// The rating given, between the command's minimum and maximum.
    public let rating: Float

    package init(command: MPRemoteCommand, timestamp: TimeInterval, rating: Float) {
        self.rating = rating
        super.init(command: command, timestamp: timestamp)
    }
}

/// A new playback rate (`changePlaybackRateCommand`).
@available(iOS 7.1, *)
open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent {
    /// The rate asked for.
    public let playbackRate: Float

    package init(command: MPRemoteCommand, timestamp: TimeInterval, playbackRate: Float) {
        self.playbackRate = playbackRate
        super.init(command: command, timestamp: timestamp)
    }
}

/// Feedback on the item (`likeCommand`, `dislikeCommand`, `bookmarkCommand`).
@available(iOS 7.1, *)
open class MPFeedbackCommandEvent: MPRemoteCommandEvent {
    /// True when the feedback is taken back (un-like).
    public let isNegative: Bool

    package init(command: MPRemoteCommand, timestamp: TimeInterval, isNegative: Bool) {
        self.isNegative = isNegative
        super.init(command: command, timestamp: timestamp)
    }
}

/// A new playhead position (`changePlaybackPositionCommand`).
@available(iOS 8.0, *)
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent {
    /// The position asked for, in seconds.
    public let positionTime: TimeInterval

    package init(command: MPRemoteCommand, timestamp: TimeInterval, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(command: command, timestamp: timestamp)
    }
}

/// A new shuffle mode (`changeShuffleModeCommand`).
@available(iOS 8.0, *)
open class MPChangeShuffleModeCommandEvent: MPRemoteCommandEvent {
    /// The shuffle mode asked for.
    public let shuffleType: MPShuffleType
    /// True to keep the mode for later playback sessions.
    public let preservesShuffleMode: Bool

    package init(command: MPRemoteCommand, timestamp: TimeInterval, shuffleType: MPShuffleType, preservesShuffleMode: Bool) {
        self.shuffleType = shuffleType
        self.preservesShuffleMode = preservesShuffleMode
        super.init(command: command, timestamp: timestamp)
    }
}

/// A new repeat mode (`changeRepeatModeCommand`).
@available(iOS 8.0, *)
open class MPChangeRepeatModeCommandEvent: MPRemoteCommandEvent {
    /// The repeat mode asked for.
    public let repeatType: MPRepeatType
    /// True to keep the mode for later playback sessions.
    public let preservesRepeatMode: Bool

    package init(command: MPRemoteCommand, timestamp: TimeInterval, repeatType: MPRepeatType, preservesRepeatMode: Bool) {
        self.repeatType = repeatType
        self.preservesRepeatMode = preservesRepeatMode
        super.init(command: command, timestamp: timestamp)
    }
}
