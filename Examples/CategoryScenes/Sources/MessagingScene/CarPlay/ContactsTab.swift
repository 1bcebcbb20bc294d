import CarPlay
import UIKit

/// The Contacts tab: a row per contact; selecting one shows the contact's card with Call and
/// Message.
@MainActor
final class ContactsTab {
    let template: CPListTemplate
    private let store: MessageStore
    private let calls: CallService
    private weak var interfaceController: CPInterfaceController?

    init(store: MessageStore, calls: CallService, interfaceController: CPInterfaceController) {
        self.store = store
        self.calls = calls
        self.interfaceController = interfaceController
        template = CPListTemplate(title: "Contacts", sections: [])
        template.tabTitle = "Contacts"
        template.tabSystemItem = .contacts
        reload()
    }

    func reload() {
        let items = store.contacts.map { contact in
            let item = CPListItem(text: contact.name, detailText: contact.phoneNumber, image: UIImage(systemName: "person.crop.circle"),
                                  accessoryImage: nil, accessoryType: .disclosureIndicator)
            item.handler = { [weak self] _, completion in
                self?.showCard(of: contact)
                completion()
            }
            return item
        }
        template.updateSections([CPListSection(items: items)])
    }

    private func showCard(of contact: Contact) {
        let card = CPContact(name: contact.name, image: UIImage(systemName: "person.crop.circle.fill") ?? UIImage())
        card.subtitle = contact.label
        card.informativeText = contact.phoneNumber
        card.actions = [
            CPContactCallButton { [weak self] _ in self?.calls.startCall(to: contact) },
            CPContactMessageButton(phoneOrEmail: contact.phoneNumber),
        ]
        interfaceController?.pushTemplate(CPContactTemplate(contact: card), animated: true) { _, _ in }
    }
}
