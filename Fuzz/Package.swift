// swift-tools-version:6.0
// HeadUnit's fuzz targets (libFuzzer), a package of its own beside the main one so that the
// normal `swift build` and `swift test` never see them: an executable calling
// LLVMFuzzerRunDriver links only with -sanitize=fuzzer. Build and run them with `make fuzz`
// (scripts/fuzz): `swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld`
// here, the flag on the command line so HeadUnit's libraries under test are instrumented too.
import PackageDescription

/// A fuzz target: an executable over one reader of user input. `-parse-as-library`: the
/// target's entry point is its `@_cdecl("<Target>_main")` function, which hands libFuzzer the
/// process's arguments.
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies,
                      swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let drill: Target.Dependency = .product(name: "Drill", package: "HeadUnit")
let guardChecks: Target.Dependency = .product(name: "Guard", package: "HeadUnit")
let screen: Target.Dependency = .product(name: "Screen", package: "HeadUnit")
let headUnitTesting: Target.Dependency = .product(name: "HeadUnitTesting", package: "HeadUnit")

let package = Package(
    name: "HeadUnitFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "HeadUnit", path: ".."),
    ],
    targets: [
        // libFuzzer's driver, declared for Swift (a header only; -sanitize=fuzzer links it).
        .systemLibrary(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
        // DrillParser.parse and ScenarioRunner.run over one drill file, its simulated work capped.
        fuzzTarget("FuzzDrill", [drill]),
        // DrillLoader over a small tree of files: includes, cycles, paths leaving the root.
        fuzzTarget("FuzzDrillLoader", [drill]),
        // Guard: a Swift source's bytes read as `headunit guard` reads them, tokenized, S1-S6.
        fuzzTarget("FuzzGuard", [guardChecks]),
        // Guard: a rules file, then the guards with the rules it gives.
        fuzzTarget("FuzzGuardRules", [guardChecks]),
        // Screen: a golden picture (`expect shot`) decoded by PNGCodec.
        fuzzTarget("FuzzPNG", [screen]),
        // The CarPlay stand-in: template calls, changes, touches, clock steps and the cable,
        // through `CarPlay` against the strict host (HeadUnitTesting's HeadUnit), each input twice.
        fuzzTarget("FuzzCarPlay", [headUnitTesting]),
    ]
)
