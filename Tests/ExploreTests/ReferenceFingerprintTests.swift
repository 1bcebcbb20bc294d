import Testing
import Host
import CarApp
import Rig
import Explore
import TestSupport

/// DESIGN.md, Explore: the explorer's visited set keeps the hand-written fingerprint of each
/// world (`WorldState.fingerprint`). A field one of those functions forgets merges states that
/// differ; a field it feeds against the table splits states that are one. The reference
/// (`ReferenceFingerprint`, a `Mirror` walk that lists no field by hand) must split the same
/// exploration into exactly the same states.
@Suite("Reference fingerprint: a Mirror walk splits an exploration into the hand-written fingerprint's states")
struct ReferenceFingerprintTests {
    /// How two fingerprints split the worlds noted: the same way exactly when each class of one
    /// is a class of the other (a bijection), which `conflicts` reports against.
    struct Partition {
        private(set) var handToReference: [UInt64: UInt64] = [:]
        private(set) var referenceToHand: [UInt64: UInt64] = [:]
        /// A state of each hand-written class, to show what two states that share it differ in.
        private var representative: [UInt64: WorldState] = [:]
        private(set) var conflicts: [String] = []
        private let referenceFingerprint = ReferenceFingerprint()

        /// Notes `state` with its hand-written fingerprint `hand`; true if `hand` is new.
        mutating func note(_ state: WorldState, hand: UInt64) -> Bool {
            let reference = referenceFingerprint.fingerprint(of: state)
            if let seen = handToReference[hand], seen != reference, let earlier = representative[hand] {
                conflicts.append("two states share the hand-written fingerprint \(hex(hand)) but differ in\n"
                    + differences(earlier, state) + "\nfingerprint it or exclude it (FingerprintFields.table and the type's fingerprint(into:))")
            }
            if let seen = referenceToHand[reference], seen != hand {
                conflicts.append("two states the reference takes for one have the hand-written fingerprints \(hex(seen)) and \(hex(hand)):"
                    + " a fingerprint(into:) feeds what FingerprintFields.table excludes, or an instant not relative to the clock")
            }
            referenceToHand[reference] = referenceToHand[reference] ?? hand
            guard handToReference[hand] == nil else { return false }
            handToReference[hand] = reference
            representative[hand] = state
            return true
        }

        /// The reference lines each state has and the other has not, a few of each.
        private func differences(_ a: WorldState, _ b: WorldState) -> String {
            let (linesA, linesB) = (ReferenceFingerprint.lines(of: a), ReferenceFingerprint.lines(of: b))
            let onlyA = linesA.filter { !linesB.contains($0) }.prefix(6).map { "  - \($0)" }
            let onlyB = linesB.filter { !linesA.contains($0) }.prefix(6).map { "  + \($0)" }
            return (onlyA + onlyB).joined(separator: "\n")
        }

        private func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }
    }

    /// Breadth-first from the explorer's start over its alphabet, as `Explorer` goes (telemetry
    /// off, no history), noting every successor, seen or not; the last level is not expanded.
    static func explore(depth: Int) -> (partition: Partition, transitions: Int, failures: [CrashReport]) {
        let options = ExploreOptions()
        var config = options.config
        config.app.telemetryLevel = .off
        var root = World(config: config)
        root.keepsHistory = false
        var partition = Partition()
        _ = partition.note(root.state, hand: root.state.fingerprint)
        var level = [root]
        var transitions = 0
        var failures: [CrashReport] = []
        var steps: [ExploreStep] = []
        for d in 0..<depth {
            var next: [World] = []
            for world in level {
                options.alphabet.steps(from: world, into: &steps)
                for step in steps {
                    var child = world
                    guard step.apply(to: &child) else { continue }
                    transitions += 1
                    failures += child.record.failures
                    if partition.note(child.state, hand: child.state.fingerprint), d + 1 < depth { next.append(child) }
                }
            }
            level = next
        }
        return (partition, transitions, failures)
    }

    @Test("to depth 6 the hand-written fingerprint and the Mirror reference make the same states, class for class")
    func samePartitionToDepth6() {
        let run = Self.explore(depth: 6)
        #expect(run.failures.isEmpty, "\(run.failures)")
        for conflict in run.partition.conflicts.prefix(3) { Issue.record(Comment(rawValue: conflict)) }
        #expect(run.partition.conflicts.count == 0, "the first three are above")
        #expect(run.partition.handToReference.count == run.partition.referenceToHand.count)
        // The walk above is the explorer's: the same states and transitions.
        var options = ExploreOptions()
        options.depth = 6
        let report = Explorer.explore(options)
        #expect(run.partition.handToReference.count == report.statesExplored)
        #expect(run.transitions == report.transitions)
    }

    @Test("a forgotten field shows as two states sharing a hand-written fingerprint, with the field named")
    func forgottenFieldIsNamed() throws {
        var world = Build.world()
        try world.run(.plug)
        world.advance(by: 300)
        try world.run(.tap("Continue conversation"), .realtimeUp)
        var muted = world
        try muted.run(.tap("Mute"))
        var partition = Partition()
        // As if the call's fingerprint left `muted` out: both worlds get one hand-written value.
        let first = partition.note(world.state, hand: 1)
        let second = partition.note(muted.state, hand: 1)
        #expect(first && !second)
        let conflict = try #require(partition.conflicts.first)
        #expect(conflict.contains("  - app.call?.muted = false"))
        #expect(conflict.contains("  + app.call?.muted = true"))
        #expect(conflict.hasSuffix("fingerprint it or exclude it (FingerprintFields.table and the type's fingerprint(into:))"))
    }

    @Test("a field fed against the table shows as two hand-written values for one reference state")
    func overfedFieldIsCaught() throws {
        var world = Build.world()
        try world.run(.plug)
        var renumbered = world
        renumbered.state.server.nextConversation += 1   // excluded: it only numbers conversations
        var partition = Partition()
        let first = partition.note(world.state, hand: 1)
        let second = partition.note(renumbered.state, hand: 2)   // as if a fingerprint fed the counter
        #expect(first && second)
        #expect(partition.conflicts.count == 1)
        #expect(partition.conflicts.first?.contains("feeds what FingerprintFields.table excludes") == true)
    }
}
