/// Which reading of the host's rules a car follows where SPEC's H rules (read from one production
/// team's experience) and the public evidence about CarPlay (docs/FIDELITY.md) part ways. The
/// one switch for it: every rule that differs asks `HostConfig.fidelity`, nothing else.
///
/// ```swift
/// var config = HostConfig()          // .carPlay: what CarPlay is shown to do
/// config.fidelity = .spec            // SPEC as written: the built-in app's world, or a stricter car
/// ```
public enum HostFidelity: String, Hashable, Sendable, CaseIterable {
    /// What CarPlay is shown to do (docs/FIDELITY.md, rule by rule); where the evidence is silent,
    /// the reading that reports no crash CarPlay would not raise (SPEC B). A user's scene gets it
    /// (`HostConfig()`'s default): a change mid-animation is accepted (H2), `animated: false`
    /// lands at once, nothing is refused for a push over a voice-control template (H7),
    /// `presentedTemplate` is the instance presented (H5), a root set after `didConnect` returns
    /// is no crash and calls after a disconnect are dropped as the framework drops them (H10), an
    /// unknown voice-state identifier changes nothing (H6), a dismiss with nothing presented
    /// succeeds and `pop(to:)` the top is no refusal (H3), the tab limit is checked where the
    /// framework checks it (B4), every handler runs on the main queue as CarPlay calls it (H9),
    /// every crash names its exception (CarPlay's frame), and a touch reaches the screen only
    /// once no change animates (B11).
    case carPlay
    /// SPEC's H rules as written, stricter where the evidence is silent: the built-in app's world
    /// (its scenarios, goldens and explorer counts rest on it), or a user's car that asks for the
    /// production team's reading. Its crash reports keep the words they always had. A user's
    /// scene's handlers run on the car's own queue, where one isolated to the main actor trips
    /// Swift's check: a crash in Swift's words (H9).
    case spec
}
