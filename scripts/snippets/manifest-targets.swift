// swift-tools-version:6.0
// A snippet that is targets of a Package.swift depending on HeadUnit as docs/YOUR_SCENE.md does.
import PackageDescription

let package = Package(
    name: "MyCarScene",
    dependencies: [.package(name: "HeadUnit", path: "../HeadUnit")],
    targets: [
        // snippet
    ]
)
