/// A list item a person can select: CarPlay calls its `handler` with a completion to call once the
/// selection is handled. Not a main-actor protocol, as in the SDK (CPListItemTypes.h).
@available(iOS 14.0, *)
public protocol CPSelectableListItem: CPListTemplateItem {
    /// Called on the main queue when the item is selected, with a completion to call once the
    /// selection is handled (the car shows a spinner on the row until then).
    var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)? { get set }
}
