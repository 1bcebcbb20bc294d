import Foundation
import Testing
import CLI

@Suite("docs/EXPLORE.md: its examples are what the commands print")
struct ExploreDocsTests {
    /// The lines of the page's example blocks that follow `$ COMMAND` (not `…`, not the next `$`).
    func printed(after command: String, in page: String) -> [String] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(of: "$ " + command) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("$") && !$0.hasPrefix("```") }.filter { $0 != "…" })
    }

    @Test("the walk, the drill's first line and the shard's line are the commands' own")
    func examples() async throws {
        try await CLIHarness.withTemporaryFolder { folder in
            let page = try String(contentsOfFile: CLIHarness.path("docs/EXPLORE.md"), encoding: .utf8)
            let file = folder.appendingPathComponent("walk.drill").path
            let walkLines = printed(after: "headunit explore --simulate 1000 --navigator naive --out walk.drill", in: page)
            #expect(walkLines.count == 3)
            let walk = await CLIHarness.run(["explore", "--simulate", "1000", "--navigator", "naive", "--out", file])
            for line in walkLines { #expect(walk.out.contains(line + "\n"), "\(line)") }
            let head = printed(after: "head -1 walk.drill", in: page)
            #expect(head.count == 1)
            #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix(try #require(head.first) + "\n"))
            let shardLines = printed(after: "headunit explore --depth 9 --shard 2/4", in: page)
            #expect(shardLines.count == 1)
            // Depth 5 splits at the same level as depth 9 (the first of 256 worlds), in a fraction of the time.
            let shard = await CLIHarness.run(["explore", "--depth", "5", "--shard", "2/4"])
            for line in shardLines { #expect(shard.out.contains(line + "\n"), "\(line)") }
        }
    }
}
