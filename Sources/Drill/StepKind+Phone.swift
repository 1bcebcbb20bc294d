extension StepKind {
    /// `phone …`: what the person does on the phone. The raw value is the words after `phone`.
    public enum Phone: String, CaseIterable, Hashable, Sendable {
        /// The app comes to the front.
        case foreground
        /// The app goes to the background.
        case background
        /// A sheet opens over the app.
        case openSheet = "open sheet"
        /// The sheet closes.
        case closeSheet = "close sheet"
        /// A dialog opens.
        case openDialog = "open dialog"
        /// The dialog closes.
        case closeDialog = "close dialog"
        /// The keyboard comes up.
        case keyboardUp = "keyboard up"
        /// The keyboard goes down.
        case keyboardDown = "keyboard down"
        /// The person opens a session (O5: cancels a pending landing).
        case openSession = "open session"
        /// The person opens a link (O5: cancels a pending landing).
        case openLink = "open link"
        /// The person closes Live (O5: cancels a pending landing).
        case closeLive = "close live"
        /// The person ends the conversation on the phone (T4).
        case endConversation = "end conversation"
        /// The person starts a Live call on the phone.
        case startCall = "start call"
        /// The person hangs up on the phone.
        case hangUp = "hang up"
        /// The person mutes on the phone.
        case mute
        /// The person unmutes on the phone.
        case unmute
        /// The app is killed and launched again (Y4).
        case relaunch
        /// Another conversation's Live thread opens (O5).
        case openOtherLive = "open other-live"
        /// That Live thread closes.
        case closeOtherLive = "close other-live"
    }
}
