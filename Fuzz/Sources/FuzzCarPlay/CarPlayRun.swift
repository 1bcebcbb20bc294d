import HeadUnitTesting

/// One run of an input: a fresh car of the input's category and profile, a fresh scene, the
/// steps in order, then a minute on the clock (so that every completion still due is delivered),
/// and what came of it. The car and the scene go when the run ends, plugged in or not, and with
/// them every template the scene made (the leak check holds it).
@MainActor
struct CarPlayRun {
    /// What a run leaves: the host log, the crashes, what the scene was told and what the car
    /// shows at the end. Two runs of one input must leave the same.
    struct Transcript: Equatable {
        var hostLog: [String]
        var crashes: [CrashReport]
        var sceneRecord: [String]
        var failures: [FuzzScene.Failure]
        var issuedCalls: [String]
        var screen: String

        /// Every line, the host's and the scene's apart, for printing and for comparing.
        var lines: [String] {
            hostLog.map { "host  \($0)" } + crashes.map { "crash \($0.rule) at \($0.at): \($0.message)" }
                + sceneRecord.map { "scene \($0)" } + ["screen \(screen)"]
        }
    }

    let script: FuzzScript

    func run() async -> Transcript {
        resetNowPlaying()
        let car = HeadUnit(category: script.category, profile: script.profile)
        let scene = FuzzScene()
        for step in script.steps {
            switch step {
            case .call(let call): scene.perform(call)
            case .change(let change): scene.apply(change)
            case .tap(let title): tap(title, on: car, scene)
            case .tapShown(let index):
                let titles = Self.shown(car.screen)
                if titles.isEmpty { scene.note("nothing shown to tap") } else { tap(titles[index % titles.count], on: car, scene) }
            case .advance(let ms): await car.advance(by: .milliseconds(ms))
            case .make(let recipe): scene.add(recipe)
            case .plug(let style):
                scene.plugStyle = style
                car.plug(scene)
            case .unplug: car.unplug()
            }
        }
        await car.advance(by: .seconds(60))
        let transcript = Transcript(hostLog: car.hostLog, crashes: car.crashes, sceneRecord: scene.record, failures: scene.failures,
                                    issuedCalls: scene.issuedCalls, screen: car.screen.description)
        scene.emptyTabBars()
        return transcript
    }

    private func tap(_ title: String, on car: HeadUnit, _ scene: FuzzScene) {
        do {
            try car.tap(title)
        } catch {
            scene.note("tap \"\(title)\": \(error)")
        }
    }

    /// The titles the car shows in front: the presented template's, else the top's, with the
    /// bar, the back button and the tabs.
    static func shown(_ screen: CarScreen) -> [String] {
        guard let front = screen.front else { return [] }
        return front.tabs + front.buttons + front.barButtons + (front.backButton.map { [$0] } ?? [])
    }

    /// Now Playing is one template for the whole process, as on a phone: what an earlier run
    /// set on it is put back, as a test suite's set-up does.
    private func resetNowPlaying() {
        let shared = CPNowPlayingTemplate.shared
        shared.updateNowPlayingButtons([])
        shared.isUpNextButtonEnabled = false
        shared.upNextTitle = ""
        shared.isAlbumArtistButtonEnabled = false
        shared.tabTitle = nil
        shared.showsTabBadge = false
    }
}
