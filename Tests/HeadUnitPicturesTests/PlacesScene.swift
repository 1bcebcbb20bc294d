import HeadUnitTesting

/// The smallest scene a picture needs: it sets `root` as its root when the car connects, and
/// keeps the interface controller to push or present more.
@MainActor
final class PlacesScene: UIResponder, CPTemplateApplicationSceneDelegate {
    let root: CPTemplate
    private(set) var interfaceController: CPInterfaceController?

    init(root: CPTemplate) {
        self.root = root
        super.init()
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(root, animated: false, completion: nil)
    }
}

/// A search delegate that answers from a fixed list of places, as a navigation app's would.
@MainActor
final class PlacesSearch: NSObject, CPSearchTemplateDelegate {
    let places: [(name: String, route: String)]

    init(places: [(name: String, route: String)]) {
        self.places = places
        super.init()
    }

    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void) {
        let matches = places.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        completionHandler(matches.map { CPListItem(text: $0.name, detailText: $0.route, image: UIImage(systemName: "mappin.circle.fill")) })
    }

    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}
