extension StepKind {
    /// `realtime …`: what the Realtime fake does to the attempt or call in flight.
    public enum Realtime: Hashable, Sendable {
        /// `realtime up`: the attempt in flight comes up.
        case up
        /// `realtime error "TEXT"`: a Realtime error event with this text.
        case error(String)
        /// `realtime drop "TEXT"`: a socket error: the call ends at once (L3), or the attempt fails.
        case drop(String)
        /// `realtime transcript "TEXT"`: a transcript line of the call (Y3: logged by its length).
        case transcript(String)
        /// `realtime quiet`: the socket stops answering (no pongs, nothing).
        case quiet
        /// `realtime pong`: the socket answers a ping.
        case pong
        /// `realtime set NAME VALUE`: the model changes a voice setting during the call (G5).
        case set(name: String, value: String)
        /// `realtime go back`: the model goes back to an earlier conversation (C5).
        case goBack
    }
}
