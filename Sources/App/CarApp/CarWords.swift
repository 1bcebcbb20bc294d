/// The words the car and the phone show, verbatim from SPEC (with the real ellipsis, U+2026).
public enum CarWords {
    /// T1, T3: the first tile, which calls the open conversation.
    public static let continueConversation = "Continue conversation"
    /// T1, T3: the tile that ends the open conversation and calls a fresh one.
    public static let newConversation = "New conversation"
    /// T5: while retrying.
    public static let retrying = "Live Mode unavailable, retrying…"
    /// T5: once retrying stopped.
    public static let tapToRetry = "Live Mode unavailable. Tap to retry."
    /// C1: each call state's first action button (it keeps its word in every state).
    public static let mute = "Mute"
    /// C1, L6: each call state's second action button, which ends the call.
    public static let end = "End"
    /// The gear bar button's accessibility label.
    public static let gear = "Voice settings"
    /// G4: the panel's back button, which calls the conversation again.
    public static let backToTheCall = "Back to the call"
    /// G2, G3: the panel's first row, which resets the voice settings.
    public static let resetToDefaults = "Reset to defaults"
    /// G2: the note on the panel's Listening row (L7: the car answers every line).
    public static let phoneOnly = "Phone only"
    /// The phone's button that ends the call (O2: the Live thread shows Mute and Hang up).
    public static let hangUp = "Hang up"
    /// M2: the phone while the microphone is lost.
    public static let waitingForMicrophone = "Waiting for the microphone…"
    /// L9: the phone after a drop (the project's words; SPEC leaves them to us).
    public static let callDropped = "Live Mode lost the connection. The car will try again."
    /// L9: what the phone says after a call on the phone dropped (the project's words); only the
    /// car retries.
    public static let callDroppedPhone = "Live Mode lost the connection."
    /// C7: the status line after a reply that failed (the project's words).
    public static let replyFailed = "The reply failed."
    /// A refused microphone, on the phone (the project's words).
    public static let microphoneRefused = "Live Mode needs the microphone: allow it in Settings."
}
