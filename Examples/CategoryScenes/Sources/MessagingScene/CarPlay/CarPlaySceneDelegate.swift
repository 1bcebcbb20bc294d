import CarPlay
import UIKit

/// The car scene of the messaging app: a tab bar of Chats and Contacts.
@MainActor
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    /// The app's message store and call service (in memory here).
    var store = InMemoryMessageStore()

    private(set) var interfaceController: CPInterfaceController?
    private(set) var chats: ChatsTab?
    private(set) var contacts: ContactsTab?

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        let chats = ChatsTab(store: store)
        let contacts = ContactsTab(store: store, calls: store, interfaceController: interfaceController)
        self.chats = chats
        self.contacts = contacts
        store.onChange = { [weak chats] in chats?.reload() }
        interfaceController.setRootTemplate(CPTabBarTemplate(templates: [chats.template, contacts.template]), animated: true) { _, _ in }
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        store.onChange = nil
        chats = nil
        contacts = nil
        self.interfaceController = nil
    }
}
