// swift-tools-version:6.0
// CategoryScenes: one CarPlay scene per category, each written the way apps of that category are
// written, tested on Linux (and macOS) against HeadUnit's strict host. On iOS the same files build
// against Apple's frameworks: HeadUnit's stand-ins are linked only where those are missing.
// One package, so HeadUnit is built once for all four.
import Foundation
import PackageDescription

/// The scenes' Swift language mode: 6 unless SCENE_SWIFT_MODE=5 (`make example` builds and tests
/// both, as teams ship both).
let sceneMode: SwiftLanguageMode = ProcessInfo.processInfo.environment["SCENE_SWIFT_MODE"] == "5" ? .v5 : .v6

/// HeadUnit's CarPlay and UIKit, where Apple's are missing (Linux, macOS).
let carPlay: Target.Dependency = .product(name: "CarPlay", package: "HeadUnit", condition: .when(platforms: [.linux, .macOS]))
let uiKit: Target.Dependency = .product(name: "UIKit", package: "HeadUnit", condition: .when(platforms: [.linux, .macOS]))
/// HeadUnit's MapKit, CoreLocation, MediaPlayer and OSLog, on Linux only: macOS has Apple's.
let mapKit: Target.Dependency = .product(name: "MapKit", package: "HeadUnit", condition: .when(platforms: [.linux]))
let coreLocation: Target.Dependency = .product(name: "CoreLocation", package: "HeadUnit", condition: .when(platforms: [.linux]))
let mediaPlayer: Target.Dependency = .product(name: "MediaPlayer", package: "HeadUnit", condition: .when(platforms: [.linux]))
let osLog: Target.Dependency = .product(name: "OSLog", package: "HeadUnit", condition: .when(platforms: [.linux]))
let testing: Target.Dependency = .product(name: "HeadUnitTesting", package: "HeadUnit")
/// HeadUnit's desktop window for a scene (B12): SDL on Linux and macOS, nothing an iPhone builds.
let window: Target.Dependency = .product(name: "HeadUnitWindow", package: "HeadUnit", condition: .when(platforms: [.linux, .macOS]))

let package = Package(
    name: "CategoryScenes",
    platforms: [.macOS(.v14), .iOS("26.0")],
    products: [
        .library(name: "AudioScene", targets: ["AudioScene"]),
        .library(name: "NavigationScene", targets: ["NavigationScene"]),
        .library(name: "ChargingScene", targets: ["ChargingScene"]),
        .library(name: "MessagingScene", targets: ["MessagingScene"]),
        .library(name: "PodcastScene", targets: ["PodcastScene"]),
        .executable(name: "AudioCar", targets: ["AudioCar"]),
    ],
    dependencies: [
        .package(name: "HeadUnit", path: "../.."),
    ],
    targets: [
        // An audio app: a tab bar of lists with image rows, Now Playing as root and pushed.
        .target(name: "AudioScene", dependencies: [carPlay, uiKit, mediaPlayer, osLog],
                swiftSettings: [.swiftLanguageMode(sceneMode)]),
        // A navigation app: a map in a CPWindow, trip previews, a navigation session, alerts.
        .target(name: "NavigationScene", dependencies: [carPlay, uiKit, mapKit, coreLocation, osLog],
                swiftSettings: [.swiftLanguageMode(sceneMode)]),
        // An EV charging app: points of interest on a map, an information template per charger.
        .target(name: "ChargingScene", dependencies: [carPlay, uiKit, mapKit, coreLocation],
                swiftSettings: [.swiftLanguageMode(sceneMode)]),
        // A communication app: conversations as message list items, a contact template.
        .target(name: "MessagingScene", dependencies: [carPlay, uiKit],
                swiftSettings: [.swiftLanguageMode(sceneMode)]),
        // A podcast app with a bug planted six steps deep (an app event's alert over one still
        // animating in), for the explorer to find with its default settings (B8).
        .target(name: "PodcastScene", dependencies: [carPlay, uiKit],
                swiftSettings: [.swiftLanguageMode(sceneMode)]),
        // B1: Swift 5-era scene code (a nonisolated manager, a protocol over the interface
        // controller): silent in Swift 5 mode, warnings only in Swift 6 (scripts/check-isolation).
        .target(name: "IsolationProbe", dependencies: [carPlay, uiKit],
                swiftSettings: [.swiftLanguageMode(sceneMode)]),
        // The audio scene in a desktop window: `swift run AudioCar --record /tmp/audio.drill` (B12).
        .executableTarget(name: "AudioCar", dependencies: ["AudioScene", window],
                          swiftSettings: [.swiftLanguageMode(sceneMode)]),
        .testTarget(name: "AudioSceneTests", dependencies: ["AudioScene", testing, carPlay, uiKit, mediaPlayer]),
        .testTarget(name: "NavigationSceneTests", dependencies: ["NavigationScene", testing, carPlay, uiKit, mapKit, coreLocation]),
        .testTarget(name: "ChargingSceneTests", dependencies: ["ChargingScene", testing, carPlay, uiKit, mapKit, coreLocation]),
        .testTarget(name: "MessagingSceneTests", dependencies: ["MessagingScene", testing, carPlay, uiKit]),
        .testTarget(name: "PodcastSceneTests", dependencies: ["PodcastScene", testing, carPlay, uiKit]),
    ]
)
