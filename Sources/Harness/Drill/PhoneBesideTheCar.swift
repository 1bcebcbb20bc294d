/// What a step's record keeps of a phone beside the car, where the scene has one (the built-in
/// app's world: `WorldPhone`): the reports compare its line; the pictures draw it.
public protocol PhoneBesideTheCar: Sendable {
    /// The phone in one short line (`live-thread "Listening"`), as the report compares it.
    var line: String { get }
}
