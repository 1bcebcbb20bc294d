// A snippet that is a statement of the scene's main-actor code, with its `scene` and an `image`.
import CarPlay
import Dispatch
import UIKit
@testable import MyCarScene

@MainActor func snippet(scene: CarPlaySceneDelegate, image: UIImage) {
    // snippet
}
