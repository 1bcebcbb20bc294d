// swift-tools-version:6.0
// A snippet that is dependencies of a test target, in a Package.swift depending on HeadUnit as
// docs/YOUR_SCENE.md does.
import PackageDescription

let package = Package(
    name: "MyCarScene",
    dependencies: [.package(name: "HeadUnit", path: "../HeadUnit")],
    targets: [
        .target(name: "MyCarScene"),
        .testTarget(name: "MyCarSceneTests", dependencies: [
            "MyCarScene",
            // snippet
        ]),
    ]
)
