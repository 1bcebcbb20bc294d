import Rig

/// The stimulus an action step applies to the world.
public enum StepStimulus {
    /// The stimulus for `kind`, or nil for steps that are not actions.
    public static func stimulus(for kind: StepKind) -> Stimulus? {
        switch kind {
        case .plug: return .plug
        case .unplug: return .unplug
        case .tap(let title), .tapNow(let title): return .tap(title)
        case .tapGear: return .tapGear
        case .panelSet(let row, let value): return .panelSet(row: row, value: value)
        case .phone(let action): return .phone(action)
        case .realtime(let r):
            switch r {
            case .up: return .realtimeUp
            case .error(let text): return .realtimeError(text)
            case .drop(let text): return .realtimeDrop(text)
            case .transcript(let text): return .realtimeTranscript(text)
            case .quiet: return .realtimeQuiet
            case .pong: return .realtimePong
            case .set(let name, let value): return .realtimeSet(row: SettingNames.row(name) ?? name, value: value)
            case .goBack: return .realtimeGoBack
            }
        case .speech(let s): return s == .start ? .speechStart : .speechStop
        case .reply(let r):
            switch r {
            case .start: return .replyStart
            case .audio: return .replyAudio
            case .end: return .replyEnd
            case .fail: return .replyFail
            }
        case .tool(let t):
            switch t {
            case .start(let name): return .toolStart(name)
            case .end: return .toolEnd
            case .fail: return .toolFail
            }
        case .mic(let m):
            switch m {
            case .stall: return .micStall
            case .back: return .micBack
            case .refused: return .micRefused
            }
        case .interruption(let i): return i == .begin ? .interruptionBegin : .interruptionEnd
        case .routeChangeRate(let rate): return .routeChangeRate(rate)
        case .routeLatency(let ms): return .routeLatency(ms)
        case .engine(let e): return e == .stuck ? .engineStuck : .engineUnstuck
        case .rules, .given, .wait, .waitUntil, .expect, .include:
            return nil
        case .tapBack, .select:
            return nil   // the runner finds the button on the screen first (`ScenarioRunner.act`)
        }
    }
}
