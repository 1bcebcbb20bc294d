import Host

/// What a step does or checks: one case per word of the drill language (docs/DRILL_LANGUAGE.md).
///
/// The parser checks what the grammar can (durations, numbers, cue names, rule ids); values
/// only the world can judge (a setting's name, a navigator, a profile) stay strings for the
/// runner to check.
public enum StepKind: Hashable, Sendable {
    /// `rules D2 O2`: the SPEC rules this scenario holds (also gathered in `Scenario.rules`).
    case rules([String])
    /// `given …`: how the world starts.
    case given(Given)
    /// `plug`: the car connects.
    case plug
    /// `unplug`: the car disconnects.
    case unplug
    /// `tap "TITLE"`: a car button, by its words.
    case tap(String)
    /// `tap "TITLE" now`: the same, at once: never waiting for the button or for the car to
    /// stop animating (what an explorer's counterexample does).
    case tapNow(String)
    /// `tap gear`: the call screen's gear bar button.
    case tapGear
    /// `tap back`: the pushed template's back button (its own, or the car's `Back`).
    case tapBack
    /// `select "ROW"`: a row of the list on top of the car's stack.
    case select(String)
    /// `event "NAME"`: something happens in the app that no touch does (a sign-out, a finished
    /// download): the closure a test registered under NAME runs (B7, `SceneDrill(events:)`).
    case event(String)
    /// `panel set "ROW" VALUE`: a value chosen on the voice-settings panel.
    case panelSet(row: String, value: String)
    /// `phone …`: something the person does on the phone, as the line writes it (`open sheet`):
    /// the built-in app's words, which WorldDrill maps to its phone actions.
    case phone(String)
    /// `realtime …`: what the Realtime fake does.
    case realtime(Realtime)
    /// `speech start|stop`: the person starts or stops talking.
    case speech(Speech)
    /// `reply start|end|fail|audio`: the model's reply.
    case reply(Reply)
    /// `tool start "NAME"|end|fail`: a tool the model runs.
    case tool(Tool)
    /// `mic stall|back|refused`: the microphone.
    case mic(Mic)
    /// `interruption begin|end`: a phone call or Siri takes the audio.
    case interruption(Interruption)
    /// `route change rate N`: the audio route changes to a hardware rate of N Hz.
    case routeChangeRate(Int)
    /// `route latency D`: the audio route's latency.
    case routeLatency(Millis)
    /// `engine stuck|unstuck`: the audio engine's blocking calls stop or start returning.
    case engine(Engine)
    /// `wait D`: virtual time passes.
    case wait(Millis)
    /// `wait until EXPECTATION within D`: time passes until the expectation holds; fails after D.
    case waitUntil(Expectation, within: Millis)
    /// `expect …` (`now` at the end sets the flag: check without settling).
    case expect(Expectation, now: Bool)
    /// `include "FILE"`: the steps of another file, here. The loader replaces it with them.
    case include(String)

    /// `speech start|stop`.
    public enum Speech: String, CaseIterable, Hashable, Sendable {
        /// The person starts talking.
        case start
        /// The person stops talking.
        case stop
    }

    /// `reply start|end|fail|audio`.
    public enum Reply: String, CaseIterable, Hashable, Sendable {
        /// The model starts a reply.
        case start
        /// The reply ends well.
        case end
        /// The reply ends failed.
        case fail
        /// The reply's audio starts playing.
        case audio
    }

    /// `tool start "NAME"|end|fail`.
    public enum Tool: Hashable, Sendable {
        /// A tool named NAME starts.
        case start(String)
        /// The running tool ends well.
        case end
        /// The running tool fails.
        case fail
    }

    /// `mic stall|back|refused`.
    public enum Mic: String, CaseIterable, Hashable, Sendable {
        /// The microphone stops sending audio by itself.
        case stall
        /// The microphone comes back.
        case back
        /// The microphone permission is refused.
        case refused
    }

    /// `interruption begin|end`.
    public enum Interruption: String, CaseIterable, Hashable, Sendable {
        /// A phone call or Siri takes the audio.
        case begin
        /// It gives the audio back.
        case end
    }

    /// `engine stuck|unstuck`.
    public enum Engine: String, CaseIterable, Hashable, Sendable {
        /// The engine's start and stop stop returning.
        case stuck
        /// They return again.
        case unstuck
    }
}
