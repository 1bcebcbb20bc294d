import AudioScene
import HeadUnitWindow

await HeadUnitWindow.run(category: .audio, app: AppLook(name: "Drivetime", icon: ImageLook(systemName: "music.note"))) {
    CarPlaySceneDelegate()
}
