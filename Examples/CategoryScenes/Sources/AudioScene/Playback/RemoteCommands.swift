import MediaPlayer

/// The player's remote commands: headphones, the lock screen and CarPlay's transport controls
/// send them. Targets are added once per car connection and removed when it goes, so a later
/// connection does not call a handler twice. What is enabled follows what plays: a live station
/// can be stopped, not paused or skipped.
@MainActor
final class RemoteCommands {
    private let player: AudioPlayer
    private var targets: [(command: MPRemoteCommand, target: Any)] = []

    init(player: AudioPlayer) {
        self.player = player
    }

    func register() {
        let center = MPRemoteCommandCenter.shared()
        add(center.playCommand) { player, _ in
            player.resume()
            return .success
        }
        add(center.pauseCommand) { player, _ in
            player.pause()
            return .success
        }
        add(center.togglePlayPauseCommand) { player, _ in
            player.isPlaying ? player.pause() : player.resume()
            return .success
        }
        add(center.stopCommand) { player, _ in
            player.stop()
            return .success
        }
        add(center.nextTrackCommand) { player, _ in player.next() ? .success : .noSuchContent }
        add(center.previousTrackCommand) { player, _ in player.previous() ? .success : .noSuchContent }
        center.changePlaybackRateCommand.supportedPlaybackRates = AudioPlayer.rates.map { NSNumber(value: $0) }
        add(center.changePlaybackRateCommand) { player, event in
            guard let event = event as? MPChangePlaybackRateCommandEvent else { return .commandFailed }
            player.setRate(event.playbackRate)
            return .success
        }
        add(center.changeRepeatModeCommand) { player, event in
            guard let event = event as? MPChangeRepeatModeCommandEvent else { return .commandFailed }
            player.setRepeat(event.repeatType)
            return .success
        }
        update()
    }

    /// Enables what applies to what plays.
    func update() {
        let center = MPRemoteCommandCenter.shared()
        let live: Bool
        if case .station = player.item { live = true } else { live = false }
        center.pauseCommand.isEnabled = !live
        center.togglePlayPauseCommand.isEnabled = !live
        center.stopCommand.isEnabled = live
        center.nextTrackCommand.isEnabled = !live
        center.previousTrackCommand.isEnabled = !live
        center.changePlaybackRateCommand.isEnabled = !live
        center.changeRepeatModeCommand.isEnabled = !live
    }

    func unregister() {
        for (command, target) in targets { command.removeTarget(target) }
        targets = []
    }

    private func add(_ command: MPRemoteCommand,
                     _ handle: @escaping (AudioPlayer, MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) {
        let target = command.addTarget { [weak player] event in
            guard let player else { return .noActionableNowPlayingItem }
            return handle(player, event)
        }
        targets.append((command, target))
    }
}
