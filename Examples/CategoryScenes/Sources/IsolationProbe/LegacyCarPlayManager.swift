import CarPlay
import UIKit

// B1: scene code written before Swift concurrency, as many CarPlay apps still ship it: a plain
// class (no @MainActor) that builds templates and calls the interface controller. Apple's CarPlay
// classes come from Objective-C headers and act as `@preconcurrency @MainActor`: this file builds
// without a diagnostic in Swift 5 mode and with warnings only in Swift 6 mode. Each line that
// warns in Swift 6 carries the marker `swift6-warning`; scripts/check-isolation compares the
// build logs of both modes with the markers.

/// The app's CarPlay manager, nonisolated as Swift 5 apps write it.
final class LegacyCarPlayManager: NSObject {
    var interfaceController: CPInterfaceController?
    var libraryTemplate: CPListTemplate?

    func makeLibraryTab(titles: [String]) -> CPTemplate {
        let items = titles.map { title -> CPListItem in
            let item = CPListItem(text: title, detailText: nil) // swift6-warning
            item.handler = { _, completion in completion() }
            return item
        }
        let template = CPListTemplate(title: "Library", sections: [CPListSection(items: items)]) // swift6-warning
        template.tabTitle = "Library" // swift6-warning
        template.tabImage = UIImage(systemName: "books.vertical") // swift6-warning
        libraryTemplate = template
        return template
    }

    func makeHomeGrid() -> CPTemplate {
        // Buttons are not main-actor classes in the SDK: no diagnostic in either mode.
        let button = CPGridButton(titleVariants: ["Favourites"], image: UIImage(systemName: "star")!) { _ in }
        let bar = CPBarButton(title: "Edit") { _ in }
        let grid = CPGridTemplate(title: "Home", gridButtons: [button]) // swift6-warning
        grid.trailingNavigationBarButtons = [bar]
        return grid
    }

    func show(_ template: CPTemplate) {
        interfaceController?.pushTemplate(template, animated: true, completion: nil) // swift6-warning
    }

    func refreshLibrary(titles: [String]) {
        let section = CPListSection(items: titles.map { CPListItem(text: $0, detailText: nil) }) // swift6-warning
        libraryTemplate?.updateSections([section]) // swift6-warning
    }
}

/// A nonisolated helper reading an item's text: `CPListTemplateItem` is not a main-actor
/// protocol in the SDK, so this is silent in both modes.
func titles(of items: [any CPListTemplateItem]) -> [String] {
    items.compactMap(\.text)
}

/// A nonisolated helper over the bar buttons of any template that provides them.
func barButtonTitles(of provider: any CPBarButtonProviding) -> [String] {
    (provider.leadingNavigationBarButtons + provider.trailingNavigationBarButtons).compactMap(\.title)
}
