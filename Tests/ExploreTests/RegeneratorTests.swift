import Drill
import Testing
import Host
import Rig
@testable import Explore

/// The compact frontier (issue 15 item 2): the search keeps no worlds, only its nodes, and
/// rebuilds each world from its parent's with the node's step (`Regenerator`). Every state a
/// search stored must come back with the fingerprint it was found with.
@Suite("Regenerator: every stored state rebuilt from the nodes alone")
struct RegeneratorTests {
    /// The searches of `WorkersTests`, and one around a spine (its roots are the spine's prefixes).
    static let runs: [(String, ExploreOptions)] = WorkersTests.runs + [("around a spine of 3 steps", {
        var options = ExploreOptions()
        options.spine = [.stimulus(.plug), .wait(300), .stimulus(.tap("Continue conversation"))]
        options.around = 4
        return options
    }())]

    @Test("each state's world, rebuilt in the order found, has the fingerprint it was stored with", arguments: runs.indices)
    func inOrder(_ run: Int) throws {
        let (name, options) = Self.runs[run]
        let (fingerprints, nodes, roots) = search(options)
        #expect(fingerprints.count > 1, "\(name): a search to rebuild")
        var regenerator = Regenerator()
        for i in fingerprints.indices {
            let world = rebuild(i, nodes: nodes, roots: roots, options: options, with: &regenerator)
            guard world.state.fingerprint == fingerprints[i] else {
                Issue.record("\(name): state \(i) of \(fingerprints.count) rebuilt with another fingerprint")
                return
            }
        }
    }

    @Test("a state rebuilt out of order (the path given up, rebuilt from a root) is the same world", arguments: runs.indices)
    func outOfOrder(_ run: Int) throws {
        let (name, options) = Self.runs[run]
        let (fingerprints, nodes, roots) = search(options)
        var regenerator = Regenerator()
        // At random: each rebuild leaves a path of little use to the next.
        var rng = SplitMix64(seed: 15)
        for _ in 0..<200 {
            let i = rng.index(below: fingerprints.count)
            #expect(rebuild(i, nodes: nodes, roots: roots, options: options, with: &regenerator).state.fingerprint == fingerprints[i],
                    "\(name): state \(i)")
        }
    }

    /// The fingerprints stored, in order, and the nodes and roots the search ended with.
    func search(_ options: ExploreOptions) -> ([UInt64], [Explorer.Node], [World]) {
        var fingerprints: [UInt64] = [], nodes: [Explorer.Node] = [], roots: [World] = []
        _ = Explorer.explore(options, onNewState: { fingerprints.append($0) }, onEnd: { nodes = $0; roots = $1 })
        return (fingerprints, nodes, roots)
    }

    func rebuild(_ i: Int, nodes: [Explorer.Node], roots: [World], options: ExploreOptions, with regenerator: inout Regenerator) -> World {
        var level = 0, n = i
        while nodes[n].parent >= 0 { n = Int(nodes[n].parent); level += 1 }
        var buffers = EventBuffers()
        return nodes.withUnsafeBufferPointer {
            regenerator.take(i, level: level, from: Regenerator.Source(nodes: $0, roots: roots, alphabet: options.alphabet), lending: &buffers)
        }
    }
}
