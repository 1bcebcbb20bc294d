import Drill
import Foundation
import Rig
import WorldDrill
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
    ///
    /// A picture is drawn, encoded and stored once however many steps show it (an `expect` that
    /// changes nothing, the same screen in another scenario: equal `ShotKey`s); each later step's
    /// file is a hard link to the first one's. The files' bytes are the same from run to run.
    public static func writeShots(_ suite: DrillSuite, to dir: String) throws -> [String: [String]] {
        var paths: [String: [String]] = [:]
        var drawn: [ShotKey: (path: String, thumbnail: Canvas)] = [:]
        var files = ShotFiles()
        for r in suite.results {
            let slug = DrillSuite.slug(r)
            let scene = renderer(r)
            var frames: [(label: String, canvas: Canvas)] = []
            for (i, step) in r.steps.enumerated() {
                let path = stepPath(r, step: i, in: dir)
                let key = key(step, with: scene)
                let thumbnail: Canvas
                if let earlier = drawn[key] {
                    files.link(path, to: earlier.path)
                    thumbnail = earlier.thumbnail
                } else {
                    let canvas = try picture(step, with: scene)
                    try files.write(canvas, to: path)
                    thumbnail = Filmstrip.thumbnail(canvas)
                    drawn[key] = (path, thumbnail)
                }
                frames.append(("L\(step.step.location.line) \(step.step.lineText.trimmingCharacters(in: .whitespaces))", thumbnail))
            }
            if !frames.isEmpty {
                try files.write(try Filmstrip.compose(frames: frames), to: "\(dir)/\(slug).filmstrip.png")
                paths[slug] = ["\(dir)/\(slug).filmstrip.png"]
            }
        }
        try files.flush()
        return paths
    }

    /// Where `writeShots` puts the picture of step `index` (from 0) of `r`: `DIR/SLUG/NNN-LLINE.png`.
    public static func stepPath(_ r: ScenarioResult, step index: Int, in dir: String) -> String {
        "\(dir)/\(DrillSuite.slug(r))/\(String(format: "%03d", index + 1))-L\(r.steps[index].step.location.line).png"
    }

    /// The renderer a scenario asks for (`given display WxH`, `given appearance light`).
    public static func renderer(_ r: ScenarioResult) -> SceneRenderer {
        let size = r.displaySize.map { DisplaySize(width: $0.width, height: $0.height) } ?? .standard
        return SceneRenderer(carSize: size, appearance: r.appearance)
    }

    /// What one step's picture is drawn from (`picture` draws the same for equal keys).
    public static func key(_ step: ScenarioResult.StepRecord, with renderer: SceneRenderer) -> ShotKey {
        guard let phone = step.phone as? WorldPhone else { return renderer.key(car: step.screen, now: step.at, crash: step.crash) }
        return renderer.key(car: CarDisplay(screen: step.screen, now: step.at, statusLine: phone.statusLine), phone: phone.display, crash: step.crash)
    }

    /// One step's picture: a scene's templates, or the built-in app's car and phone; from the
    /// step the app crashed at on, marked with the crash (B12: a red frame, the rule, the message).
    public static func picture(_ step: ScenarioResult.StepRecord, with renderer: SceneRenderer) throws -> Canvas {
        guard let phone = step.phone as? WorldPhone else { return try renderer.render(car: step.screen, now: step.at, crash: step.crash) }
        return try renderer.render(car: CarDisplay(screen: step.screen, now: step.at, statusLine: phone.statusLine), phone: phone.display,
                                   crash: step.crash)
    }
}
