import CarPlay
import UIKit

/// The home grid: two tiles and a History bar button.
@MainActor
enum HomeTemplate {
    static func make(onContinue: @escaping () -> Void, onNew: @escaping () -> Void,
                     onHistory: @escaping () -> Void) -> CPGridTemplate {
        let resume = CPGridButton(titleVariants: ["Continue conversation", "Continue"],
                                  image: UIImage(systemName: "bubble.left.and.bubble.right")!) { _ in onContinue() }
        let new = CPGridButton(titleVariants: ["New conversation", "New"],
                               image: UIImage(systemName: "plus.bubble")!) { _ in onNew() }
        let grid = CPGridTemplate(title: "Voice", gridButtons: [resume, new])
        grid.trailingNavigationBarButtons = [CPBarButton(title: "History") { _ in onHistory() }]
        return grid
    }
}

/// The list of past conversations; a row's handler gets the row's title and CarPlay's completion.
@MainActor
enum HistoryTemplate {
    static func make(conversations: [String],
                     onSelect: @escaping (String, @escaping () -> Void) -> Void) -> CPListTemplate {
        let items = conversations.map { title in
            let item = CPListItem(text: title, detailText: nil)
            item.handler = { _, completion in onSelect(title, completion) }
            return item
        }
        return CPListTemplate(title: "History", sections: [CPListSection(items: items)])
    }
}
