import Drill
import Rig

/// The built-in app's phone beside the car in a step's record, and the call's status line (C7)
/// the app puts on the car's call screen: what its pictures draw beside the car's templates.
public struct WorldPhone: PhoneBesideTheCar {
    /// What the phone showed.
    public var display: PhoneDisplay
    /// The call screen's status line, when an error shows (C7).
    public var statusLine: String?

    /// The phone showing `display`, and the car's call screen `statusLine`.
    public init(display: PhoneDisplay, statusLine: String?) {
        self.display = display
        self.statusLine = statusLine
    }

    /// What the phone shows, in one line (`PhoneDisplay.line`).
    public var line: String { display.line }
}
