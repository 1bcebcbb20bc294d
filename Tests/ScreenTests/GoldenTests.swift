import Foundation
import Testing
import Rig
import Screen

/// Every screen against its golden PNG. Goldens are written only when HEADUNIT_REBASELINE is
/// `missing` or `all`, and a run that writes one fails.
@Suite struct GoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path
    static let failures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/screen-golden-failures").path

    static func check(_ canvas: Canvas, _ name: String) throws {
        let result = try GoldenImage.compare(actual: canvas, goldenPath: "\(goldens)/\(name).png",
                                             mode: .fromEnvironment(), failureDirectory: failures)
        #expect(result.passed, "\(name): \(result)")
    }

    static let carCases = ScreenFixtures.car.flatMap { item in ScreenFixtures.sizes.map { (item.name, $0) } }
        + [("home-two", DisplaySize.wide), ("call-listening", DisplaySize.wide), ("panel-silence", DisplaySize.wide)]

    @Test(arguments: carCases)
    func car(name: String, size: DisplaySize) throws {
        let display = try #require(ScreenFixtures.car.first { $0.name == name }).display
        try GoldenTests.check(try CarRenderer(size: size).render(display), "car-\(name)-\(size)")
    }

    @Test(arguments: ScreenFixtures.shots.map(\.name), ScreenFixtures.sizes)
    func shot(name: String, size: DisplaySize) throws {
        let shot = try #require(ScreenFixtures.shots.first { $0.name == name })
        try GoldenTests.check(try SceneRenderer(carSize: size).render(car: shot.car, phone: shot.phone), "\(name)-\(size)")
    }

    @Test(arguments: ScreenFixtures.templates.map(\.name))
    func template(name: String) throws {
        let screen = try #require(ScreenFixtures.templates.first { $0.name == name }).screen
        try GoldenTests.check(try SceneRenderer(carSize: .standard).render(car: screen, now: ScreenFixtures.now), "car-template-\(name)-800x480")
    }

    @Test func lightAppearance() throws {
        let shot = ScreenFixtures.shots[0]
        let call = ScreenFixtures.call("Speaking")
        try GoldenTests.check(try SceneRenderer(appearance: .light).render(car: call, phone: shot.phone), "shot-light-800x480")
    }
}
