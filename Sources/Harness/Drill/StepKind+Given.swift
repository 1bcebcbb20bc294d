import Host

extension StepKind {
    /// `given …`: how the world starts (or is set, mid-scenario).
    public enum Given: Hashable, Sendable {
        /// `given conversation open|none|ended`.
        case conversation(Conversation)
        /// `given realtime manual|auto D|unreachable`.
        case realtime(RealtimeMode)
        /// `given secret slow D|ok|nowhere`.
        case secret(Secret)
        /// `given app foreground|background`.
        case app(App)
        /// `given setting NAME VALUE`: a voice setting (checked by the runner).
        case setting(name: String, value: String)
        /// `given navigator NAME`: which navigator the car app uses (checked by the runner).
        case navigator(String)
        /// `given display WxH`: the car display's size in pixels.
        case display(width: Int, height: Int)
        /// `given appearance light|dark`.
        case appearance(Appearance)
        /// `given profile NAME`: a named set of settings (checked by the runner).
        case profile(String)
        /// `given settle D`: the settle window of later expectations.
        case settle(Millis)
        /// `given seed N`: the seed of everything random in the run (decimal or `0x` hex).
        case seed(UInt64)

        /// `given conversation …`.
        public enum Conversation: String, CaseIterable, Hashable, Sendable {
            /// There is an open conversation.
            case open
            /// There is none.
            case none
            /// There was one and it has ended.
            case ended
        }

        /// `given realtime …`: how the Realtime fake answers an attempt.
        public enum RealtimeMode: Hashable, Sendable {
            /// Each attempt waits for a `realtime up` step (or an error step, or the give-up).
            case manual
            /// Each attempt comes up by itself this long after it starts.
            case auto(Millis)
            /// Each attempt fails at once with a socket error.
            case unreachable
        }

        /// `given secret …`: how the server answers a request for a Realtime secret.
        public enum Secret: Hashable, Sendable {
            /// It answers after this long.
            case slow(Millis)
            /// It answers at once.
            case ok
            /// The secret points nowhere: the socket fails.
            case nowhere
        }

        /// `given app …`.
        public enum App: String, CaseIterable, Hashable, Sendable {
            /// The phone app is in front.
            case foreground
            /// It is in the background.
            case background
        }
    }
}
