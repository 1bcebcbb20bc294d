import Foundation
import Drill
import WorldDrill
import FuzzSupport

/// One input read as a small tree of drill files, as `headunit drill` reads a file and what it
/// includes: the input split at NUL bytes into up to four files, written under a folder of this
/// process's own, then `DrillLoader.load(path:)` of the first with includes confined to `root/`.
///
///     root/main.drill        the file named on the command line
///     root/a.drillpart       include "a.drillpart"
///     root/sub/b.drillpart   include "sub/b.drillpart" (and "../a.drillpart" from there)
///     c.drillpart            outside the root: include "../c.drillpart"
///
/// (Bytes of a file itself are `FuzzDrill`'s; a NUL inside a drill file is DL002 there.)
enum DrillLoaderFuzz {
    /// The folder this process writes its trees into, removed at exit.
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-fuzz-loader-\(getpid())")
        try? FileManager.default.createDirectory(at: url.appendingPathComponent("root/sub"), withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: DrillLoaderFuzz.folder) }
        return url
    }()
    static let names = ["root/main.drill", "root/a.drillpart", "root/sub/b.drillpart", "c.drillpart"]

    static func test(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)
        for (index, name) in names.enumerated() {
            let url = folder.appendingPathComponent(name)
            if index < parts.count {
                try? Data(parts[index]).write(to: url)
            } else {
                try? FileManager.default.removeItem(at: url)
            }
        }
        let load = DrillLoader(root: folder.appendingPathComponent("root"), language: .builtInApp).load(path: folder.appendingPathComponent(names[0]).path)
        for diagnostic in load.diagnostics { _ = diagnostic.rendered }
    }
}

@_cdecl("FuzzDrillLoader_main")
func fuzzDrillLoaderMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzzer.run(argc, argv) { data, size in
        DrillLoaderFuzz.test(Fuzzer.bytes(data, size))
        return 0
    }
}
