import MapKit
import Testing

// Issue 26: a parking app's helper imports only Foundation and MapKit and names UIKit's types, as
// Apple's MapKit brings UIKit in on iOS. This file imports no UIKit of its own.

@MainActor @Test func importingMapKitBringsUIKit() {
    let scene: UIScene? = nil
    let options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]
    #expect(scene == nil && options.isEmpty)
    #expect(!UIApplication.shared.canOpenURL(URL(fileURLWithPath: "/")))
}
