// What the surface files (`CarPlaySurface+<Area>.swift`) share. The surface states requirements to
// the type checker; none of its functions is ever called (docs/sdk/README.md).
import Foundation

/// Compiles only when `T` is `Sendable`: every main-actor class is, as are the SDK's
/// `NS_SWIFT_SENDABLE` types, so a CarPlay class the SDK isolates to the main actor and HeadUnit
/// leaves nonisolated fails here.
func requireSendable<T: Sendable>(_: T.Type) {}

/// Compiles only when `T` is an option set (an `NS_OPTIONS` type as Swift imports it).
func requireOptionSet<T: OptionSet>(_: T.Type) {}

/// A value of any type, for the calls that check a default argument (`CPBarButton(title:)` with
/// its `handler` left out). The surface is compiled, never run, so this is never called.
func given<T>() -> T {
    preconditionFailure("the CarPlay SDK surface is compiled, never run")
}
