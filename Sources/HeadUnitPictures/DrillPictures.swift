import Drill
import Foundation
import Screen

/// The pictures of a drill run: a PNG per step and a filmstrip per scenario, for the built-in
/// app (the car and the phone) and for a team's own scene (the car's templates, B7), as
/// `headunit drill --shots DIR` writes them.
///
/// ```swift
/// let suite = await SceneDrill { CarPlaySceneDelegate() }.run(["Drills"])
/// let strips = try DrillPictures.writeShots(suite, to: ".build/drill-shots")
/// ```
public enum DrillPictures {
    /// Writes `DIR/SLUG/NNN-LLINE.png` per step and `DIR/SLUG.filmstrip.png` per scenario;
    /// returns each scenario's filmstrip path by its slug.
    public static func writeShots(_ suite: DrillSuite, to dir: String) throws -> [String: [String]] {
        var paths: [String: [String]] = [:]
        for r in suite.results {
            let slug = DrillSuite.slug(r)
            let scene = renderer(r)
            try FileManager.default.createDirectory(atPath: "\(dir)/\(slug)", withIntermediateDirectories: true)
            var frames: [(label: String, canvas: Canvas)] = []
            for (i, step) in r.steps.enumerated() {
                let canvas = try picture(step, with: scene)
                let path = stepPath(r, step: i, in: dir)
                try PNGCodec.write(canvas, to: path)
                frames.append(("L\(step.step.location.line) \(step.step.lineText.trimmingCharacters(in: .whitespaces))", canvas))
            }
            if !frames.isEmpty {
                let strip = try Filmstrip.compose(frames: frames)
                try PNGCodec.write(strip, to: "\(dir)/\(slug).filmstrip.png")
                paths[slug] = ["\(dir)/\(slug).filmstrip.png"]
            }
        }
        return paths
    }

    /// Where `writeShots` puts the picture of step `index` (from 0) of `r`: `DIR/SLUG/NNN-LLINE.png`.
    public static func stepPath(_ r: ScenarioResult, step index: Int, in dir: String) -> String {
        "\(dir)/\(DrillSuite.slug(r))/\(String(format: "%03d", index + 1))-L\(r.steps[index].step.location.line).png"
    }

    /// The renderer a scenario asks for (`given display WxH`, `given appearance light`).
    public static func renderer(_ r: ScenarioResult) -> SceneRenderer {
        let size = r.displaySize.map { DisplaySize(width: $0.width, height: $0.height) } ?? .standard
        return SceneRenderer(carSize: size, appearance: r.lightAppearance ? .light : .dark)
    }

    /// One step's picture: a scene's templates, or the built-in app's car and phone.
    public static func picture(_ step: ScenarioResult.StepRecord, with renderer: SceneRenderer) throws -> Canvas {
        if let screen = step.screen { return try renderer.render(car: screen, now: step.at) }
        return try renderer.render(car: step.car, phone: step.phone)
    }
}
