// swift-tools-version:6.0
// VoiceScene: a small CarPlay voice scene, written the way an iOS team writes one, tested on
// Linux (and macOS) against HeadUnit's strict host. On iOS the same files build against
// Apple's CarPlay and UIKit: the stand-ins are linked only on Linux and macOS.
import PackageDescription

/// HeadUnit's stand-ins, only where Apple's frameworks are missing.
let carPlay: Target.Dependency = .product(name: "CarPlay", package: "HeadUnit", condition: .when(platforms: [.linux, .macOS]))
let uiKit: Target.Dependency = .product(name: "UIKit", package: "HeadUnit", condition: .when(platforms: [.linux, .macOS]))

let package = Package(
    name: "VoiceScene",
    // iOS 26.4: CPVoiceControlState.actionButtons (Mute, End).
    platforms: [.macOS(.v14), .iOS("26.4")],
    products: [
        .library(name: "VoiceScene", targets: ["VoiceScene"]),
    ],
    dependencies: [
        .package(name: "HeadUnit", path: "../.."),
    ],
    targets: [
        // The scene: its car files under CarPlay/ (the source guards' car-scene folder).
        .target(name: "VoiceScene", dependencies: [carPlay, uiKit]),
        // The broken twin: the same shape with two classic CarPlay crashes, for the tests to catch.
        .target(name: "BrokenVoiceScene", dependencies: [carPlay, uiKit]),
        .testTarget(
            name: "VoiceSceneTests",
            dependencies: [
                "VoiceScene",
                "BrokenVoiceScene",
                .product(name: "HeadUnitTesting", package: "HeadUnit"),
                // A PNG per drill step and a filmstrip per scenario (links SDL2).
                .product(name: "HeadUnitPictures", package: "HeadUnit"),
                carPlay,
                uiKit,
            ]
        ),
    ]
)
