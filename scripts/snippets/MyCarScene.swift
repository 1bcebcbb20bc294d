// The scene the documentation's Swift snippets name (README.md, docs/*.md), compiled as the
// module `MyCarScene` for scripts/check-snippets: a voice scene's `CarPlaySceneDelegate` and
// docs/DRILL_LANGUAGE.md's podcast app. Only what the snippets call is here.
import CarPlay
import UIKit

/// A voice app's scene delegate: a grid of `Continue conversation` and `New conversation` (T1).
@MainActor
public final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    /// A scene, as UIKit makes one per connection (public: an executable target's window makes it).
    public override init() { super.init() }

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let buttons = ["Continue conversation", "New conversation"].map { CPGridButton(titleVariants: [$0], image: UIImage()) }
        interfaceController.setRootTemplate(CPGridTemplate(title: nil, gridButtons: buttons), animated: false, completion: nil)
    }

    /// Starts a call (what a tile's handler asks for, on the main actor).
    func startCall() {}

    /// The app's download finished (an app event the explorer sends).
    func downloadFinished() {}
}

/// A podcast app's state beside its scene: the account and the downloads (B7's app events).
@MainActor
final class PodcastApp {
    /// The person signs out on the phone.
    func signOut() {}
    /// A download ends.
    func finishDownload(_ episode: String) {}
}

/// A podcast app's scene delegate over `app`.
@MainActor
final class PodcastScene: UIResponder, CPTemplateApplicationSceneDelegate {
    let app: PodcastApp

    init(app: PodcastApp) {
        self.app = app
    }
}
