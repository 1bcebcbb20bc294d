import Host
import MediaPlayer

/// The transport controls the car puts on the Now Playing screen from `MPRemoteCommandCenter`
/// (B10), in reading order, each only while its command is enabled and has a target, as the car
/// offers it:
///
/// 1. `Skip back N seconds` (`skipBackwardCommand`, N its first preferred interval, 15 when it
///    has none), else `Previous track` (`previousTrackCommand`);
/// 2. `Pause` while playing (`pauseCommand`, else `togglePlayPauseCommand`, else `Stop` for
///    `stopCommand`), `Play` otherwise (`playCommand`, else `togglePlayPauseCommand`);
/// 3. `Skip forward N seconds` (`skipForwardCommand`), else `Next track` (`nextTrackCommand`).
///
/// A skip command takes its slot from the track command, as on the lock screen. A tap fires the
/// command: every handler runs, in the order added, with the event (an
/// `MPSkipIntervalCommandEvent` for the skips), and the host log says what each answered.
/// Seeking, scrubbing, ratings and feedback have no control on HeadUnit's car.
package struct NowPlayingTransport {
    /// One control: its words and what a tap does (the host-log sentence it returns).
    package struct Control {
        /// The words on the control.
        package var title: String
        /// Fires the command at `timestamp` (seconds of virtual time); says what happened.
        package var fire: (_ timestamp: TimeInterval) -> String
    }

    /// The seconds a skip button skips when the app prefers none (HeadUnit's choice).
    package static let defaultSkipInterval: TimeInterval = 15

    /// The controls the car shows now, left to right.
    package static func controls(playing: Bool) -> [Control] {
        #if os(Linux)
        let center = MPRemoteCommandCenter.shared()
        var controls: [Control] = []
        if let back = skip(center.skipBackwardCommand, "Skip back") ?? plain(center.previousTrackCommand, "Previous track") {
            controls.append(back)
        }
        let middle = playing
            ? plain(center.pauseCommand, "Pause") ?? plain(center.togglePlayPauseCommand, "Pause") ?? plain(center.stopCommand, "Stop")
            : plain(center.playCommand, "Play") ?? plain(center.togglePlayPauseCommand, "Play")
        if let middle { controls.append(middle) }
        if let forward = skip(center.skipForwardCommand, "Skip forward") ?? plain(center.nextTrackCommand, "Next track") {
            controls.append(forward)
        }
        return controls
        #else
        // Apple's MediaPlayer (macOS) has no way to fire a command: the car shows no transport
        // controls there (docs/YOUR_SCENE.md).
        return []
        #endif
    }

    #if os(Linux)
    /// `command` as a control titled `title`, while it is offered.
    private static func plain(_ command: MPRemoteCommand, _ title: String) -> Control? {
        guard command.isOffered else { return nil }
        return Control(title: title) { timestamp in
            report(title, command, command.perform(MPRemoteCommandEvent(command: command, timestamp: timestamp)))
        }
    }

    /// A skip command as `Skip back 15 seconds`, while it is offered.
    private static func skip(_ command: MPSkipIntervalCommand, _ words: String) -> Control? {
        guard command.isOffered else { return nil }
        let interval = command.preferredIntervals.first?.doubleValue ?? defaultSkipInterval
        let title = "\(words) \(NowPlayingInfo.decimal(interval)) seconds"
        return Control(title: title) { timestamp in
            report(title, command, command.perform(MPSkipIntervalCommandEvent(command: command, timestamp: timestamp, interval: interval)))
        }
    }

    /// `"Next track": nextTrackCommand fired; 1 handler answered success`.
    private static func report(_ title: String, _ command: MPRemoteCommand, _ delivery: MPRemoteCommand.Delivery) -> String {
        var text = "\"\(title)\": \(command.name) fired"
        let n = delivery.statuses.count
        if n > 0 {
            text += "; \(n) handler\(n == 1 ? "" : "s") answered " + delivery.statuses.map { "\($0)" }.joined(separator: ", ")
        }
        for action in delivery.uncalledActions {
            text += "; target-action \(action) not called (Linux has no Objective-C runtime: use addTarget(handler:))"
        }
        return text
    }
    #endif
}
