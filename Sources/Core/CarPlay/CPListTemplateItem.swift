/// What every item of a list template has (`CPListItem`, `CPListImageRowItem`…): its words, the
/// app's own value and whether it is enabled. Not a main-actor protocol, as in the SDK
/// (CPListItemTypes.h): a nonisolated helper may read an item's `text`.
@available(iOS 14.0, *)
public protocol CPListTemplateItem: NSObjectProtocol {
    /// The item's words.
    var text: String? { get }
    /// Anything the app keeps with the item.
    var userInfo: Any? { get set }
    /// False to show the item disabled (iOS 15).
    var isEnabled: Bool { get set }
}
