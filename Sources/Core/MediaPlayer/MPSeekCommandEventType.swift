/// Whether a seek starts or ends (`MPSeekCommandEvent.type`).
@available(iOS 7.1, *)
public enum MPSeekCommandEventType: UInt, Sendable {
    /// The seek starts.
    case beginSeeking = 0
    /// The seek ends.
    case endSeeking = 1
}
