/// Whether a seek starts or ends (`MPSeekCommandEvent.type`).
@available(iOS 7.1, *)
public enum MPSeekCommandEventType: UInt, Sendable {
    case beginSeeking = 0, endSeeking = 1
}
