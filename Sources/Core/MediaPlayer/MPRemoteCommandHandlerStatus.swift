/// What a command's handler answers: whether the app could do what the command asked.
@available(iOS 7.1, *)
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    /// The command was carried out.
    case success = 0
    /// The content the command asks for does not exist.
    case noSuchContent = 100
    /// Nothing is playing that the command could act on.
    @available(iOS 9.1, *)
    case noActionableNowPlayingItem = 110
    /// A device the command needs is not there.
    @available(iOS 11.0, *)
    case deviceNotFound = 120
    /// The command failed for another reason.
    case commandFailed = 200
}
