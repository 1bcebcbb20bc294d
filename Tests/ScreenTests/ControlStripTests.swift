import Host
import Rig
import Screen
import Testing

/// The window's control strip, without SDL: what each control does, its keys, its layout.
@Suite struct ControlStripTests {
    /// Every state a toggle can read: all off, all on.
    static let states: [ControlStrip.State] = {
        var on = ControlStrip.State()
        on.connected = true
        on.speaking = true
        on.replying = true
        var audio = ControlStrip.State()
        audio.replying = true
        audio.replyAudio = true
        on.toolRunning = true
        on.phoneInFront = false
        on.sheetOpen = true
        on.keyboardUp = true
        on.paused = true
        return [ControlStrip.State(), on, audio]
    }()

    /// The first word of every drill step a control may write (DESIGN.md, Core words).
    static let drillWords: Set<String> = ["plug", "unplug", "tap", "realtime", "speech", "reply", "tool", "mic", "interruption", "phone"]

    /// A world with a call up on the car, so most stimuli do something.
    static func worldWithCall() throws -> World {
        var world = World(config: WorldConfig())
        try world.apply(.plug)
        try world.apply(.tap("Continue conversation"))
        world.advance(by: 1000)
        try world.apply(.realtimeUp)
        world.advance(by: 1000)
        return world
    }

    @Test func everyWorldControlResolvesToAStimulusTheWorldTakes() throws {
        var stimuli: Set<Stimulus> = []
        for control in ControlStrip.controls {
            for state in Self.states {
                guard case .stimulus(let stimulus) = control.action.resolved(in: state) else {
                    #expect(control.group == .window, "\(control.key) does no world event but is not in the window group")
                    continue
                }
                #expect(control.group != .window, "\(control.key) sends \(stimulus) from the window group")
                stimuli.insert(stimulus)
                let word = String(stimulus.description.split(separator: " ")[0])
                #expect(Self.drillWords.contains(word), "\(control.key) writes `\(stimulus)`, not a drill step")
                #expect(control.label(in: state) == ControlStrip.words(for: stimulus))
                // Applying it never crashes the simulator: it is taken, or refused with a reason.
                var world = try Self.worldWithCall()
                do {
                    try world.apply(stimulus)
                } catch {
                    #expect(!error.description.isEmpty)
                }
                #expect(world.record.crashes.isEmpty, "\(stimulus) crashed the app: \(world.record.crashes)")
            }
        }
        // Every toggle offers both of its stimuli, and the strip covers the DESIGN's events.
        #expect(stimuli.isSuperset(of: [.plug, .unplug, .realtimeUp, .realtimeError(ControlStrip.realtimeErrorText), .realtimeQuiet,
                                      .speechStart, .speechStop, .replyStart, .replyAudio, .replyEnd, .replyFail,
                                      .toolStart(ControlStrip.toolName), .toolEnd, .tapGear,
                                      .phone(.foreground), .phone(.background), .phone(.openSheet), .phone(.closeSheet),
                                      .phone(.keyboardUp), .phone(.keyboardDown), .phone(.endConversation),
                                      .phone(.startCall), .phone(.hangUp)]))
    }

    @Test func togglesSayWhatTheyWillDo() {
        let plug = ControlStrip.control(for: .letter("p"))!
        var state = ControlStrip.State()
        #expect(plug.label(in: state) == "Plug in")
        #expect(plug.action.resolved(in: state) == .stimulus(.plug))
        state.connected = true
        #expect(plug.label(in: state) == "Unplug")
        #expect(plug.action.resolved(in: state) == .stimulus(.unplug))
        let pause = ControlStrip.control(for: .space)!
        #expect(pause.label(in: state) == "Pause")
        state.paused = true
        #expect(pause.label(in: state) == "Resume")
        #expect(ControlStrip.control(for: .letter("z")) == nil)
    }

    @Test func shortcutsAreUniqueAndEveryGroupHasControls() {
        let keys = ControlStrip.controls.map(\.key)
        #expect(Set(keys).count == keys.count)
        for group in ControlStrip.Group.allCases {
            #expect(ControlStrip.controls.contains { $0.group == group }, "\(group) is empty")
        }
        #expect(ControlStrip.controls.map(\.key.description).contains("Esc"))
    }

    @Test(arguments: [DisplaySize.standard, .hd, .wide])
    func theLayoutFitsTheWindowWidth(_ car: DisplaySize) {
        let renderer = WindowRenderer(carSize: car)
        let strip = renderer.strip
        #expect(strip.width == renderer.scene.size.width)
        #expect(strip.frames.count == ControlStrip.controls.count)
        let bounds = Rect(x: 0, y: 0, width: Double(strip.width), height: Double(strip.height))
        let everything = strip.frames + Array(strip.captions.values) + [strip.statusLine]
        for rect in everything {
            #expect(rect.x >= bounds.x && rect.maxX <= bounds.maxX && rect.y >= bounds.y && rect.maxY <= bounds.maxY,
                    "\(rect) leaves the \(strip.width)×\(strip.height) strip")
        }
        for (i, a) in everything.enumerated() {
            for b in everything[(i + 1)...] {
                let overlap = a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
                #expect(!overlap, "\(a) overlaps \(b)")
            }
        }
        // A click in a control's middle finds it; the strip starts under the car.
        for (control, frame) in zip(ControlStrip.controls, strip.frames) {
            #expect(renderer.control(atX: frame.midX, y: frame.midY + Double(car.height)) == control)
        }
        #expect(renderer.size.height == car.height + strip.height)
        #expect(strip.height < car.height / 2, "the strip takes \(strip.height) of \(car.height)")
    }

    @Test func theWindowPictureIsTheShotWithTheStripBelow() throws {
        let session = WindowSession(config: WorldConfig())
        let canvas = try session.render()
        #expect(canvas.width == session.renderer.size.width && canvas.height == session.renderer.size.height)
        // The car part is exactly the headless shot's car.
        let shot = try session.renderer.scene.render(car: session.world.carDisplay, phone: session.world.phoneDisplay)
        var differing = 0
        for y in stride(from: 0, to: shot.height, by: 7) {
            for x in stride(from: 0, to: shot.width, by: 7) where canvas[x, y] != shot[x, y] {
                differing += 1
            }
        }
        #expect(differing == 0)
    }
}

extension ControlStripTests {
    /// What the window writes for `--record`.
    @Suite struct DrillRecorderTests {
        @Test func aSmallSequenceBecomesADrillThatEndsWhereTheWindowDid() {
            var config = WorldConfig()
            config.navigator = "naive"
            config.realtime = .unreachable
            var recorder = DrillRecorder(config: config, display: .hd, appearance: .light)
            recorder.record(.plug, at: Instant(ms: 1200))
            recorder.record(.tap("Continue conversation"), at: Instant(ms: 2034))
            recorder.record(.realtimeUp, at: Instant(ms: 2034))
            let car = CarDisplay(connected: true, screen: .call(.init(stateTitle: "Connecting…")), now: Instant(ms: 2500))
            #expect(recorder.text(endingAt: Instant(ms: 2500), car: car, crashes: []) == """
            # Recorded by `headunit window`; replay with `headunit drill FILE`.
            scenario "Recorded in the window"
              given realtime unreachable
              given navigator naive
              given display 1280x720
              given appearance light
              wait 1200ms
              plug
              wait 834ms
              tap "Continue conversation"
              realtime up
              wait 466ms
              expect car call "Connecting…"
              expect no crash

            """)
        }

        @Test func theLastLineExpectsWhatTheCarShows() {
            func line(_ screen: CarDisplay.Screen) -> String {
                DrillRecorder.expectation(for: CarDisplay(connected: true, screen: screen, now: .zero))
            }
            #expect(line(.disconnected) == "expect car disconnected")
            #expect(line(.home([.init(title: "Continue conversation"), .init(title: "New conversation")]))
                    == "expect car home \"Continue conversation\" \"New conversation\"")
            #expect(line(.panel(.init(title: "Voice settings", backTitle: "Back to the call",
                                      rows: [.init(title: "Reset to defaults"), .init(title: "Reply length", value: "Short")])))
                    == "expect car panel \"Reply length\" \"Short\"")
        }

        @Test func aCrashIsExpectedByItsRule() {
            let recorder = DrillRecorder(config: WorldConfig())
            let crash = CrashReport(rule: "H3", message: "m", call: "c", hostState: "s", at: Instant(ms: 5))
            let text = recorder.text(endingAt: Instant(ms: 0), car: CarDisplay(connected: false, screen: .disconnected, now: .zero), crashes: [crash])
            #expect(text.hasSuffix("  expect car disconnected\n  expect crash H3\n"))
            #expect(!text.contains("given"))
            #expect(!text.contains("wait"))
        }
    }
}

extension ControlStripTests {
    /// The window's behaviour without a window: keys, clicks, time, cues, scripts.
    @Suite struct WindowSessionTests {
        /// The centre of the car button titled `title`.
        static func centre(of title: String, in session: WindowSession) throws -> (x: Double, y: Double) {
            let target = try #require(session.renderer.scene.car.targets(for: session.world.carDisplay).first { $0.title == title })
            return (target.frame.midX, target.frame.midY)
        }

        @Test func keysAndClicksDriveTheWorldAndAreRecorded() throws {
            var session = WindowSession(config: WorldConfig())
            session.press(.letter("p"))
            #expect(session.world.carDisplay.connected)
            #expect(session.message == .step("plug"))
            session.elapse(wallMs: 500)
            let tile = try Self.centre(of: "Continue conversation", in: session)
            session.click(x: tile.x, y: tile.y)
            session.elapse(wallMs: 500)
            guard case .call(let call) = session.world.carDisplay.screen else {
                Issue.record("no call screen after tapping Continue: \(session.world.carDisplay.screen)")
                return
            }
            #expect(call.stateTitle == "Connecting…")
            #expect(session.recorder.steps.map(\.stimulus) == [.plug, .tap("Continue conversation")])
            #expect(session.recorder.steps.map(\.at.ms) == [0, 500])
            // The gear is clicked by its place too.
            let gear = try Self.centre(of: "gear", in: session)
            session.click(x: gear.x, y: gear.y)
            #expect(session.recorder.steps.last?.stimulus == .tapGear)
            // A click on nothing does nothing.
            session.click(x: 2, y: 470)
            #expect(session.recorder.steps.count == 3)
        }

        @Test func aRefusedStepIsALineInTheStripNotACrash() {
            var session = WindowSession(config: WorldConfig())
            session.press(.letter("g"))
            #expect(session.message == .error("\"gear\" is not on the car's screen; it shows nothing to tap"))
            #expect(session.recorder.steps.isEmpty)
        }

        @Test func timeRunsAtTheChosenSpeedAndStopsWhenPaused() {
            var session = WindowSession(config: WorldConfig(), speed: 2)
            session.elapse(wallMs: 100.4)
            session.elapse(wallMs: 0.3)
            #expect(session.world.now == Instant(ms: 201))
            session.press(.space)
            session.elapse(wallMs: 1000)
            #expect(session.world.now == Instant(ms: 201))
            #expect(session.statusText == "Paused · 0:00 · speed ×2")
            session.press(.space)
            session.press(.plus)
            #expect(session.speed == 4)
            session.press(.minus)
            session.press(.minus)
            session.press(.minus)
            #expect(session.speed == 0.5)
            #expect(session.statusText == "Running · 0:00 · speed ×0.5")
        }

        @Test func exitAfterStopsTheClockThereAndQuits() {
            var session = WindowSession(config: WorldConfig(), exitAfter: 3000)
            session.elapse(wallMs: 2000)
            #expect(!session.quitRequested)
            session.elapse(wallMs: 2000)
            #expect(session.quitRequested)
            #expect(session.world.now == Instant(ms: 3000))
            session.elapse(wallMs: 2000)
            #expect(session.world.now == Instant(ms: 3000))
        }

        @Test func newCuesAreHandedOutOnce() throws {
            var session = WindowSession(config: WorldConfig())
            session.press(.letter("p"))
            session.apply(.tap("Continue conversation"))
            session.elapse(wallMs: 1000)
            #expect(session.takeNewCues() == [])
            session.press(.letter("u"))
            session.elapse(wallMs: 100)
            #expect(session.takeNewCues() == [.connected])
            #expect(session.takeNewCues() == [])
        }

        @Test func aScriptPlaysItsStepsInVirtualTime() {
            var session = WindowSession(config: WorldConfig())
            session.play([.init(wait: 1000, stimulus: .plug), .init(wait: 500, stimulus: .tap("New conversation"))])
            session.elapse(wallMs: 999)
            #expect(!session.world.carDisplay.connected)
            session.elapse(wallMs: 1)
            #expect(session.world.carDisplay.connected)
            session.elapse(wallMs: 1000)
            #expect(session.pendingSteps.isEmpty)
            #expect(session.recorder.steps.map(\.at.ms) == [1000, 1500])
            #expect(session.recorder.steps.last?.stimulus == .tap("New conversation"))
        }
    }
}
