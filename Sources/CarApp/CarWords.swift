/// The words the car and the phone show, verbatim from SPEC (with the real ellipsis, U+2026).
public enum CarWords {
    public static let continueConversation = "Continue conversation"
    public static let newConversation = "New conversation"
    /// T5: while retrying.
    public static let retrying = "Live Mode unavailable, retrying…"
    /// T5: once retrying stopped.
    public static let tapToRetry = "Live Mode unavailable. Tap to retry."
    public static let mute = "Mute"
    public static let end = "End"
    /// The gear bar button's accessibility label.
    public static let gear = "Voice settings"
    public static let backToTheCall = "Back to the call"
    public static let resetToDefaults = "Reset to defaults"
    public static let phoneOnly = "Phone only"
    public static let hangUp = "Hang up"
    /// M2: the phone while the microphone is lost.
    public static let waitingForMicrophone = "Waiting for the microphone…"
    /// L9: the phone after a drop (the project's words; SPEC leaves them to us).
    public static let callDropped = "Live Mode lost the connection. The car will try again."
    public static let callDroppedPhone = "Live Mode lost the connection."
    /// C7: the status line after a reply that failed (the project's words).
    public static let replyFailed = "The reply failed."
    /// A refused microphone, on the phone (the project's words).
    public static let microphoneRefused = "Live Mode needs the microphone: allow it in Settings."
}
