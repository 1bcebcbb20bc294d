import Foundation

/// The phone's model of a conversation. Not the car scene, so S2 does not apply here:
/// the phone may restart, merge and archive.
@MainActor
final class ConversationModel {
    var isLive = false
    var pending: [String] = []

    func restartLater() {
        pending.append("restart")
    }

    func archiveConversation(_ id: String) {
        pending.removeAll { $0 == id }
    }

    func followUp(_ text: String) {
        pending.append(text)
    }

    func endFromCar() {
        restartLater()
        archiveConversation("car")
    }
}
