// swift-tools-version:6.0
// HeadUnit: a CarPlay-style head-unit simulator and state-machine test harness.
// No package dependencies: C libraries come from Debian through system-library targets.
import PackageDescription

/// Swift 6 mode's features, for a target built in Swift 5 mode so that its API is checked
/// dynamically in a Swift 6 client (SE-0423); all but `DynamicActorIsolation`, the checks of the
/// target's own closures.
let swift6FeaturesButDynamicIsolation: [SwiftSetting] = [
    "ConciseMagicFile", "ForwardTrailingClosures", "StrictConcurrency", "BareSlashRegexLiterals",
    "DeprecateApplicationMain", "ImportObjcForwardDeclarations", "DisableOutwardActorInference",
    "IsolatedDefaultValues", "GlobalConcurrency", "InferSendableFromCaptures", "ImplicitOpenExistentials",
    "RegionBasedIsolation", "NonfrozenEnumExhaustivity", "GlobalActorIsolatedTypesUsability",
].map { .enableUpcomingFeature($0) }

let package = Package(
    name: "HeadUnit",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "headunit", targets: ["headunit"]),
        // Your own scene against the strict host (docs/YOUR_SCENE.md): `import CarPlay`,
        // `import UIKit` and, in tests, `import HeadUnitTesting`.
        .library(name: "CarPlay", targets: ["CarPlay"]),
        // `_Testing_UIKit` is Swift Testing's cross-import overlay for a module named UIKit:
        // without it a test file importing Testing and UIKit does not build. On Linux UIKit
        // brings HeadUnit's CoreGraphics, and that brings its own overlay, `_Testing_CoreGraphics`.
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        // The frameworks CarPlay's API names and scene code uses (B9), for Linux only: on macOS
        // the system's MapKit, CoreLocation, MediaPlayer, CoreMedia and OSLog are used (docs/YOUR_SCENE.md).
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
        // `CMTime`, which CarPlay's `CPPlaybackConfiguration` takes (iOS 26.4).
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        // `import os`, `import os.log` and `import OSLog`: Logger, OSLogPrivacy, os_log.
        .library(name: "OSLog", targets: ["os", "OSLog"]),
        .library(name: "HeadUnitTesting", targets: ["HeadUnitTesting"]),
        // Pictures of a drill run (a PNG per step, a filmstrip per scenario); links SDL2.
        .library(name: "HeadUnitPictures", targets: ["HeadUnitPictures"]),
        // The readers of user input, for the fuzz targets (Fuzz/, a package of its own that
        // depends on this one by path): drill files, Swift sources and rules files, pictures.
        .library(name: "Drill", targets: ["Drill", "WorldDrill"]),
        .library(name: "Guard", targets: ["Guard"]),
        .library(name: "Screen", targets: ["Screen"]),
        // Your own scene in a desktop window (B12): `await HeadUnitWindow.run(category: .audio) { … }`
        // in an executable target's main.swift; clicks tap, and `--record` writes a drill.
        .library(name: "HeadUnitWindow", targets: ["HeadUnitWindow"]),
    ],
    targets: [
        // C libraries (system-library targets, one small shim header each). SDL's two take no
        // pkg-config: their shims include <SDL2/…> and their module maps link the library, and
        // sdl2's pkg-config flags (-D_REENTRANT) are refused, with a warning, in a package that
        // depends on this one (a CarPlay team's, through HeadUnitTesting).
        .systemLibrary(name: "CSDL2", path: "Sources/C/CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", path: "Sources/C/CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/C/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // A header only: the compiler's prefetch builtin, for the explorer's visited set.
        .systemLibrary(name: "CPrefetch", path: "Sources/C/CPrefetch"),
        // No C at all: a module map declaring Clang module `os` with an empty submodule `log`,
        // under HeadUnit's Swift `os`, so that `import os.log` finds a submodule as on Apple's.
        .systemLibrary(name: "COSLog", path: "Sources/C/COSLog"),

        // The pure core: Foundation at most, no C, no wall clock, no unseeded randomness.
        .target(name: "Host", path: "Sources/Core/Host"),
        .target(name: "CarApp", dependencies: ["Host"], path: "Sources/App/CarApp"),
        .target(name: "Rig", dependencies: ["Host", "CarApp"], path: "Sources/App/Rig"),

        // The CarPlay stand-in: Apple's names over the strict host (B1, B2), and the harness.
        // CoreGraphics is Apple's on macOS: HeadUnit's stand-in is a dependency on Linux only.
        .target(name: "UIKit", dependencies: [.target(name: "CoreGraphics", condition: .when(platforms: [.linux]))], path: "Sources/Core/UIKit"),
        .target(name: "_Testing_UIKit", path: "Sources/Core/_Testing_UIKit"),
        // Swift Testing's cross-import overlay for a module named CoreGraphics, empty, as
        // `_Testing_UIKit`: whoever gets HeadUnit's CoreGraphics (Linux only) gets it too.
        .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"], path: "Sources/Core/CoreGraphics"),
        .target(name: "_Testing_CoreGraphics", path: "Sources/Core/_Testing_CoreGraphics"),
        .target(name: "CoreLocation", path: "Sources/Core/CoreLocation"),
        .target(name: "MapKit", dependencies: ["CoreLocation", "UIKit"], path: "Sources/Core/MapKit"),
        .target(name: "MediaPlayer", dependencies: ["UIKit"], path: "Sources/Core/MediaPlayer"),
        .target(name: "CoreMedia", path: "Sources/Core/CoreMedia"),
        .target(name: "os", dependencies: [.target(name: "COSLog", condition: .when(platforms: [.linux]))], path: "Sources/Core/os"),
        .target(name: "OSLog", dependencies: ["os"], path: "Sources/Core/OSLog"),
        // H9 under SPEC's reading (docs/FIDELITY.md "Handler queues"): CarPlay's own queue, a
        // thread on which Swift's main-actor check of a handler is seen (one C file installs the
        // Concurrency runtime's hook there) instead of trapping. Linux only: the hook is checked here.
        .target(name: "CIsolationWatch", path: "Sources/C/CIsolationWatch"),
        .target(name: "IsolationWatch", dependencies: ["CIsolationWatch"], path: "Sources/Core/IsolationWatch"),
        // Swift 5 language mode, with every Swift 6 feature but the dynamic isolation checks of its
        // own code: Swift 6 puts a main-actor check into an isolated closure a scene hands to an
        // API of a module not built in Swift 6 mode (SE-0423), as it does for Apple's Objective-C
        // CarPlay; a Swift 6 module's API would get none, and H9's trap could not be seen.
        .target(name: "CarPlay", dependencies: [
            "Host", "UIKit",
            .target(name: "IsolationWatch", condition: .when(platforms: [.linux])),
            .target(name: "CoreLocation", condition: .when(platforms: [.linux])),
            .target(name: "MapKit", condition: .when(platforms: [.linux])),
            .target(name: "MediaPlayer", condition: .when(platforms: [.linux])),
            .target(name: "CoreMedia", condition: .when(platforms: [.linux])),
        ], path: "Sources/Core/CarPlay", swiftSettings: [.swiftLanguageMode(.v5)] + swift6FeaturesButDynamicIsolation),
        // The explorer's replay engine (B8): a scene's main-actor and async work run on the calling
        // thread in the order it was made (one C file installs the Concurrency runtime's two
        // enqueue hooks). Linux only: the hooks are checked here; elsewhere the explorer yields.
        .target(name: "CInlineJobs", path: "Sources/C/CInlineJobs"),
        .target(name: "ReplayEngine", dependencies: ["CInlineJobs"], path: "Sources/Harness/ReplayEngine"),
        .target(name: "HeadUnitTesting", dependencies: [
            "CarPlay", "Host", "Drill", .target(name: "ReplayEngine", condition: .when(platforms: [.linux])),
        ], path: "Sources/Harness/HeadUnitTesting"),

        // Front ends and tools over the core.
        // The one reader of the files a person names (drills, sources, rules, goldens): bounded.
        .target(name: "UserInput", path: "Sources/Harness/UserInput"),
        .target(name: "Drill", dependencies: ["Host", "UserInput"], path: "Sources/Harness/Drill"),
        // The built-in app's world as a drill's subject: its setup, its runner, its expectations.
        .target(name: "WorldDrill", dependencies: ["Host", "CarApp", "Rig", "Drill"], path: "Sources/App/WorldDrill"),
        .target(name: "Explore", dependencies: ["Host", "CarApp", "Rig", "Drill", "CPrefetch"], path: "Sources/App/Explore"),
        // The source guards take the CarPlay categories' template sets from the host (one source).
        .target(name: "Guard", dependencies: ["UserInput", "Host"], path: "Sources/Tools/Guard"),
        .target(name: "Sound", dependencies: ["CarApp", "CSDL2"], path: "Sources/FrontEnds/Sound"),
        .target(name: "Screen", dependencies: ["Host", "CarApp", "Rig", "UserInput", "CSDL2", "CSDL2TTF", "CPNG"], path: "Sources/FrontEnds/Screen"),
        .target(name: "HeadUnitPictures", dependencies: ["Drill", "Rig", "WorldDrill", "Screen"], path: "Sources/FrontEnds/HeadUnitPictures"),
        .target(name: "CLI", dependencies: ["Host", "CarApp", "Rig", "Drill", "WorldDrill", "Explore", "Guard", "Sound", "Screen", "HeadUnitPictures",
                                            "HeadUnitTesting", "CarPlay", "UIKit"], path: "Sources/FrontEnds/CLI"),
        .target(name: "HeadUnitWindow", dependencies: ["Screen", "HeadUnitTesting", "Drill", "Host"], path: "Sources/FrontEnds/HeadUnitWindow"),
        .executableTarget(name: "headunit", dependencies: ["CLI"], path: "Sources/FrontEnds/headunit"),

        // Test support: builders and assertion helpers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["Host", "CarApp", "Rig"], path: "Sources/Tools/TestSupport"),

        .testTarget(name: "UserInputTests", dependencies: ["UserInput", "TestSupport"]),
        .testTarget(name: "HostTests", dependencies: ["Host", "TestSupport"]),
        .testTarget(name: "CarAppTests", dependencies: ["CarApp", "Host", "Rig", "TestSupport"]),
        .testTarget(name: "RigTests", dependencies: ["Rig", "CarApp", "Host", "TestSupport"]),
        .testTarget(name: "DrillTests", dependencies: ["Drill", "WorldDrill", "Rig", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ExploreTests", dependencies: ["Explore", "Drill", "WorldDrill", "Rig", "Host", "TestSupport"]),
        .testTarget(name: "GuardTests", dependencies: ["Guard", "Host"], exclude: ["Fixtures"]),
        .testTarget(name: "SoundTests", dependencies: ["Sound", "CarApp"]),
        .testTarget(name: "ScreenTests", dependencies: ["Screen", "Rig", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "HeadUnitTestingTests", dependencies: [
            "HeadUnitTesting", "CarPlay", "UIKit", "Drill",
            .target(name: "CoreLocation", condition: .when(platforms: [.linux])),
            .target(name: "MapKit", condition: .when(platforms: [.linux])),
            .target(name: "MediaPlayer", condition: .when(platforms: [.linux])),
            "os", "OSLog",
        ], exclude: ["Drills"]),
        .testTarget(name: "CLITests", dependencies: ["CLI", "CarApp", "Drill", "WorldDrill", "Rig", "Sound", "Screen", "TestSupport", "UserInput"]),
        .testTarget(name: "HeadUnitWindowTests", dependencies: ["HeadUnitWindow", "HeadUnitTesting", "Screen", "Drill", "CarPlay", "UIKit"]),
        .testTarget(name: "HeadUnitPicturesTests", dependencies: [
            "HeadUnitPictures", "Drill", "WorldDrill", "Screen",
            "HeadUnitTesting", "Host", "CarPlay", "UIKit", "_Testing_UIKit",
            .target(name: "MediaPlayer", condition: .when(platforms: [.linux])),
        ], exclude: ["Goldens"]),
        // The CarPlay SDK surface (docs/sdk/CarPlay-26.tsv): builds only when every declaration
        // of the iOS 26.x SDK is there with its Swift signature and isolation (docs/sdk/README.md).
        .testTarget(name: "CarPlaySDKTests", dependencies: [
            "CarPlay", "UIKit", "MapKit", "CoreLocation", "MediaPlayer",
        ]),
    ]
)
