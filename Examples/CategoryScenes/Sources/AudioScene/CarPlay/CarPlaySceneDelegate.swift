import CarPlay
import UIKit

/// The car scene: on connect it builds the library (a tab bar of lists) and sets it as the root
/// before returning, wires the remote commands and the Now Playing screen; on disconnect it takes
/// them all away again, since Now Playing and the command center outlive the car.
///
/// (A real app's player is app-wide and keeps playing on the phone; this sample's lives with the
/// scene, so each car in a test starts from silence.)
@MainActor
public final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    let player = AudioPlayer()
    private(set) var interfaceController: CPInterfaceController?
    private(set) var templates: CarPlayTemplateManager?
    private var remoteCommands: RemoteCommands?

    /// A scene with a silent player, as UIKit makes one when the car connects.
    public override init() {
        super.init()
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        let remoteCommands = RemoteCommands(player: player)
        remoteCommands.register()
        self.remoteCommands = remoteCommands
        let templates = CarPlayTemplateManager(interfaceController: interfaceController, player: player)
        self.templates = templates
        player.onChange = { [weak templates, weak remoteCommands] in
            remoteCommands?.update()
            templates?.playerChanged()
        }
        templates.connect()
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        templates?.disconnect()
        remoteCommands?.unregister()
        player.shutDown()
        templates = nil
        remoteCommands = nil
        self.interfaceController = nil
    }
}
