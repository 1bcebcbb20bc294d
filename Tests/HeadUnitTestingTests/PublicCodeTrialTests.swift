import CarPlay
import CoreLocation
import HeadUnitTesting
import MapKit
import MediaPlayer
import Testing
import UIKit

// Issue 26: public CarPlay apps, tried from outside, in their own packages, each needed these.
// Each test uses the API the way the app did, in our own words.

/// A navigation app's one delegate for the car's scene and the instrument cluster's, as navigation
/// apps write it: it implements neither's `contentStyleDidChange(_:)`.
@MainActor
final class ClusterAwareScene: UIResponder, CPTemplateApplicationSceneDelegate, CPTemplateApplicationInstrumentClusterSceneDelegate {
    var heard: [String] = []

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        heard.append("didConnect")
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
    }

    func templateApplicationInstrumentClusterScene(_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
                                                   didConnect instrumentClusterController: CPInstrumentClusterController) {
        heard.append("cluster")
    }
}

@MainActor @Test func oneDelegateOfBothScenesNeedsNoContentStyleMethod() {
    let scene = ClusterAwareScene()
    let car = HeadUnit(category: .navigation)
    car.plug(scene)
    (scene as any CPTemplateApplicationSceneDelegate).contentStyleDidChange(.light)
    (scene as any CPTemplateApplicationInstrumentClusterSceneDelegate).contentStyleDidChange(.dark)
    #expect(scene.heard == ["didConnect"])
    #expect(car.crashes.isEmpty)
    car.unplug()
}
