import Host
import Rig

/// What a shot is drawn from, and nothing more: two shots with equal keys are the same picture,
/// so a run draws, encodes and writes each distinct one once (`DrillPictures.writeShots`).
///
/// The time is in it only as the clock reads it (`CarRenderer.clockText`: hours and minutes,
/// all the drawing reads of `now`), so the steps of a scenario that change nothing on the car or
/// the phone share a key, and so do the same screens in different scenarios.
///
/// ```swift
/// let scene = SceneRenderer(carSize: .standard)
/// scene.key(car: car, phone: phone) == scene.key(car: carTenSecondsLater, phone: phone)   // true
/// ```
public struct ShotKey: Hashable, Sendable {
    /// What is on the screens.
    enum Content: Hashable, Sendable {
        /// The built-in app: the car and the phone beside it, the car's time left out.
        case carAndPhone(CarDisplay, PhoneDisplay)
        /// A team's own scene: its templates on the car alone.
        case templates(CarScreen)
    }

    let carSize: DisplaySize
    let appearance: Appearance
    let content: Content
    /// The clock's words (`09:42`).
    let clock: String
    /// The crash the picture is marked with (B12), if any.
    var crash: CrashReport?
}
