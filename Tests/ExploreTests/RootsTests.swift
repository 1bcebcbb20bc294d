import Testing
import Host
import Rig
@testable import Explore

/// With `--workers`, each expansion rebuilds its worlds from roots of its own (`Expansion.roots`):
/// copying a world retains every object it holds, and an object two workers' worlds both held
/// would have its count's cache line bounce between their cores at every copy. So two builds of
/// the roots must share no object, the templates the scene puts on the car included
/// (`SceneTemplates`, not a `static`).
@Suite("Explorer.roots: each expansion's worlds share no object with another's")
struct RootsTests {
    /// Every class instance `value` holds, however deep (arrays' buffers aside: Mirror shows
    /// their elements, not the buffer).
    static func objects(in value: Any, into found: inout Set<ObjectIdentifier>) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            guard found.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
        }
        for child in mirror.children { objects(in: child.value, into: &found) }
    }

    static func objects(in world: World) -> Set<ObjectIdentifier> {
        var found: Set<ObjectIdentifier> = []
        objects(in: world, into: &found)
        return found
    }

    @Test("two builds of the roots, the call screen up and then the panel pushed, hold no object in common")
    func disjoint() {
        var options = ExploreOptions()
        options.spine = [.stimulus(.plug), .wait(300), .stimulus(.tap("Continue conversation")), .wait(300),
                         .stimulus(.realtimeUp), .wait(300)]
        let withCall = options.spine.count
        options.spine += [.stimulus(.tapGear), .wait(300)]
        let (a, failureA) = Explorer.roots(options)
        let (b, _) = Explorer.roots(options)
        #expect(failureA == nil && a.count == options.spine.count + 1)
        // What the spine put on the car: the call screen, then the panel over the home.
        #expect(a[withCall].state.host.presentedTemplate?.kind == .voiceControl)
        #expect(a.last?.state.host.topTemplate?.kind == .list)
        for (k, (worldA, worldB)) in zip(a, b).enumerated() {
            let shared = Self.objects(in: worldA).intersection(Self.objects(in: worldB))
            #expect(shared.isEmpty, "root \(k): \(shared.count) objects in common")
        }
    }
}
