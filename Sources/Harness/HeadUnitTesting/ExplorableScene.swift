/// A scene that says what of its own state decides what it does next (B8), so `SceneExplorer`
/// can merge the traces that reach the same host state with equal keys instead of extending each.
/// The key must hold everything the scene's next steps depend on that the car does not show
/// (what is playing, a signed-in account, a download in flight); two replays of one trace must
/// give equal keys (the explorer checks, and reports a key that is not stable). Keys are compared
/// by a digest of their hash, so a key's `hash(into:)` must feed everything its `==` compares
/// (synthesized `Hashable` does).
///
/// ```swift
/// extension CarPlaySceneDelegate: ExplorableScene {
///     public var stateKey: some Hashable { [player.current?.title, account.name] }
/// }
/// ```
@MainActor
public protocol ExplorableScene {
    /// The scene's state as a key.
    associatedtype StateKey: Hashable
    /// The scene's state now: everything of it that decides what it does next.
    var stateKey: StateKey { get }
}
