import CarPlay

/// A podcast app's car scene, written as audio apps write theirs: a tab bar of lists and Now
/// Playing as the root. Checked with `--category audio`. Planted: S6 (template calls that give
/// CarPlay no completion) and S3 (an information template, which the audio category may not
/// use). Each `↓Sn` marks the column of the finding on the next line.
@MainActor
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private var interfaceController: CPInterfaceController?
    private let library = LibraryTab()

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didConnect interfaceController: CPInterfaceController) {
        self.interfaceController = interfaceController
        library.interfaceController = interfaceController
        let tabs = CPTabBarTemplate(templates: [library.template, CPNowPlayingTemplate.shared])
        //                  ↓S6
        interfaceController.setRootTemplate(tabs, animated: false, completion: nil)
    }

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene,
                                  didDisconnectInterfaceController interfaceController: CPInterfaceController) {
        self.interfaceController = nil
    }

    /// After sign-out: one list, with a completion that logs a refusal.
    func showSignedOut() {
        let item = CPListItem(text: "Sign in on your phone", detailText: nil)
        let list = CPListTemplate(title: "Account", sections: [CPListSection(items: [item])])
        self.interfaceController?.setRootTemplate(
            list,
            animated: true
        ) { _, error in
            if let error { print("root refused: \(error)") }
        }
    }
}
