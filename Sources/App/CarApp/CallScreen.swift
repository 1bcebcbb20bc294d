import Host

/// The call screen (C1-C4): a voice-control template with exactly five states, Mute and End as
/// each state's action buttons, the gear as a bar button; built once per call, presented when
/// the call starts and dismissed when it ends.
public struct CallScreen: Reducer, Hashable, Sendable {
    /// N1: the call screen asks for changes on the car, which go through the navigator.
    public typealias Output = NavChange

    /// The screen on the car now.
    public struct Shown: Hashable, Sendable {
        /// The call it belongs to (C3: each call, each retry attempt included, has its own screen).
        public var call: Int
        /// The voice-control template presented for it.
        public var template: TemplateID
        /// The state the car was last asked to show (C2).
        public var state: CallScreenState
    }

    /// What happens to the call screen.
    public enum Event: Hashable, Sendable {
        /// A call should be on the car, in this state (nil: no call on the car); a screen put up
        /// is `newTemplate`, taken from `templates` (the scene's).
        case callChanged(call: Int?, state: CallScreenState, newTemplate: TemplateID, templates: SceneTemplates)
        /// The car went away: nothing is shown any more.
        case carLost
    }

    /// The screen on the car now; nil while no call is on the car.
    public private(set) var shown: Shown?

    /// No screen shown.
    public init() {}

    /// Handles one event, appending the car changes it needs to `out` (the scene calls it after
    /// every event).
    public mutating func reduce(_ event: Event, now: Instant, into out: inout [NavChange]) {
        switch event {
        case .carLost:
            shown = nil
        case .callChanged(let call, let state, let newTemplate, let templates):
            if let s = shown, s.call != call {
                out.append(.dismiss(s.template))   // C3: dismissed when its call ends
                shown = nil
            }
            guard let call else { return }
            if var s = shown {
                if s.state != state {
                    s.state = state
                    shown = s
                    out.append(.activate(s.template, identifier: state.rawValue))
                }
                return
            }
            // C3: built once, presented when the call starts; C4: its current state first, so a
            // call already running shows at once in its state (activation before presentation
            // has no effect, H6).
            let t = templates.callScreen(newTemplate, initial: state)
            shown = Shown(call: call, template: newTemplate, state: state)
            out.append(.present(t))
        }
    }

    /// The call screen as template `id`, with `initial` first among its five states, so the host
    /// shows it from the first frame (C4, H6: an activation before presentation has no effect).
    /// Built afresh; a scene takes its own, built once (`SceneTemplates`).
    public static func template(_ id: TemplateID, initial: CallScreenState) -> Template {
        let buttons = [TemplateButton(title: CarWords.mute), TemplateButton(title: CarWords.end)]
        let order = [initial] + CallScreenState.allCases.filter { $0 != initial }
        return Template(id: id, kind: .voiceControl, title: "Live",
                        voiceStates: order.map { VoiceControlState(identifier: $0.rawValue, title: $0.title, actionButtons: buttons) },
                        barButtons: [TemplateButton(title: CarWords.gear)])
    }
}

extension CallScreen: Fingerprintable {
    /// Every stored property (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(shown)
    }
}

extension CallScreen.Shown: Fingerprintable {
    /// The call, the template and the state.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(call)
        f.combine(template)
        f.combine(state)
    }
}
