import AudioScene
import HeadUnitWindow

await HeadUnitWindow.run(category: .audio) { CarPlaySceneDelegate() }
