import Rig

/// The window's control strip, as a value: every control (its keyboard shortcut, its words, the
/// stimulus or window action it stands for) and where each is drawn below the car and the phone.
///
/// Nothing here touches SDL, so the mapping and the layout are tested without a display:
///
/// ```swift
/// let strip = ControlStrip(width: 1035, scale: 1)
/// let plug = ControlStrip.control(for: .letter("p"))!
/// plug.label(in: ControlStrip.State())                 // "Plug in"
/// plug.action.resolved(in: ControlStrip.State())       // .stimulus(.plug)
/// strip.control(atX: 30, y: strip.frames[0].midY)      // the first control, if hit
/// ```
///
/// Only stimuli the world models are offered (there is no microphone stall stimulus yet, so
/// there is no control for it).
public struct ControlStrip: Hashable, Sendable {
    // MARK: Keys

    /// A keyboard shortcut.
    public enum Key: Hashable, Sendable, CustomStringConvertible {
        /// A letter key, lower case (`p`).
        case letter(Character)
        /// The space bar.
        case space
        /// `+`.
        case plus
        /// `-`.
        case minus
        /// Escape.
        case escape
        /// Backspace: a scene window's back (B12).
        case backspace
        /// A digit key (`1`…`9`): a scene window's app events (B12).
        case digit(Int)

        /// The words on the control's key badge (`P`, `Space`, `+`, `−`, `Esc`, `Bksp`, `1`).
        public var description: String {
            switch self {
            case .letter(let c): return String(c).uppercased()
            case .space: return "Space"
            case .plus: return "+"
            case .minus: return "−"
            case .escape: return "Esc"
            case .backspace: return "Bksp"
            case .digit(let d): return String(d)
            }
        }
    }

    // MARK: Groups

    /// The strip's sections, each with a caption, in the order they are laid out.
    public enum Group: String, Hashable, Sendable, CaseIterable {
        /// The car: plug and unplug.
        case car
        /// The realtime service's events.
        case realtime
        /// The call's speech, replies and tools.
        case call
        /// The phone in front or behind.
        case phone
        /// The window's clock: pause, speed, quit.
        case window

        /// The caption drawn before the group's controls.
        public var caption: String {
            switch self {
            case .car: return "Car"
            case .realtime: return "Realtime"
            case .call: return "Call"
            case .phone: return "Phone"
            case .window: return "Window"
            }
        }
    }

    // MARK: State and actions

    /// What the toggling controls need to know to say (and do) the right thing: read from the
    /// world's displays, or remembered from the person's own presses (speech, reply, tool).
    public struct State: Hashable, Sendable {
        /// The car is connected (P unplugs).
        public var connected = false
        /// The person is talking (S stops).
        public var speaking = false
        /// A reply is under way (R plays its audio, then ends it).
        public var replying = false
        /// The reply's audio plays (C2: Speaking): the reply switch ends it next.
        public var replyAudio = false
        /// A tool is running (T ends it).
        public var toolRunning = false
        /// The app is in front on the phone (A sends it to the back).
        public var phoneInFront = true
        /// A sheet is open on the phone (O closes it).
        public var sheetOpen = false
        /// The keyboard is up on the phone (K puts it down).
        public var keyboardUp = false
        /// The microphone has stalled (M brings it back).
        public var micStalled = false
        /// A phone call or Siri has the audio (I gives it back).
        public var interrupted = false
        /// The window's clock is paused (Space resumes).
        public var paused = false

        /// The state with every field at its default: unplugged, quiet, the app in front.
        public init() {}
    }

    /// A control's two-way switches, each resolved against a ``State``.
    public enum Toggle: Hashable, Sendable, CaseIterable {
        /// Plug the car in or unplug it.
        case plug
        /// Start or end the caller's speech.
        case speech
        /// Start a reply, play its audio, then end it.
        case reply
        /// Start or end a tool.
        case tool
        /// Stall the microphone or bring it back.
        case mic
        /// Begin or end an audio interruption.
        case interruption
        /// Bring the phone app to the front or send it behind.
        case phoneFront
        /// Open or close a sheet on the phone.
        case sheet
        /// Raise or lower the phone's keyboard.
        case keyboard
    }

    /// What a control does before it is resolved against the state.
    public enum Action: Hashable, Sendable {
        /// Always the same stimulus.
        case stimulus(Stimulus)
        /// One of two stimuli, by the state.
        case toggle(Toggle)
        /// Pause or resume the window's clock.
        case pause
        /// Double the speed.
        case faster
        /// Halve the speed.
        case slower
        /// Close the window.
        case quit

        /// The action with any toggle replaced by the stimulus it stands for in `state`.
        public func resolved(in state: State) -> Resolved {
            switch self {
            case .stimulus(let s): return .stimulus(s)
            case .toggle(let t): return .stimulus(t.stimulus(in: state))
            case .pause: return .pause
            case .faster: return .faster
            case .slower: return .slower
            case .quit: return .quit
            }
        }
    }

    /// What pressing a control does now.
    public enum Resolved: Hashable, Sendable {
        /// Apply this stimulus to the world (and record it).
        case stimulus(Stimulus)
        /// Pause or resume the window's clock.
        case pause
        /// Double the speed.
        case faster
        /// Halve the speed.
        case slower
        /// Close the window.
        case quit
    }

    /// One button of the strip.
    public struct Control: Hashable, Sendable {
        /// Its keyboard shortcut.
        public var key: Key
        /// Its section.
        public var group: Group
        /// What it does.
        public var action: Action

        /// The control's words in `state`: what pressing it will do (`Plug in` or `Unplug`).
        public func label(in state: State) -> String {
            switch action {
            case .stimulus(let s): return ControlStrip.words(for: s)
            case .toggle(let t): return ControlStrip.words(for: t.stimulus(in: state))
            case .pause: return state.paused ? "Resume" : "Pause"
            case .faster: return "Faster"
            case .slower: return "Slower"
            case .quit: return "Quit"
            }
        }
    }

    /// The tool name `T` starts (`tool start "lookup"`).
    public static let toolName = "lookup"
    /// The error text `E` sends (`realtime error "…"`).
    public static let realtimeErrorText = "Server error"
    /// The socket error `D` sends (`realtime drop "…"`).
    public static let realtimeDropText = "Connection reset"

    /// Every control, in layout order.
    public static let controls: [Control] = [
        Control(key: .letter("p"), group: .car, action: .toggle(.plug)),
        Control(key: .letter("g"), group: .car, action: .stimulus(.tapGear)),
        Control(key: .letter("u"), group: .realtime, action: .stimulus(.realtimeUp)),
        Control(key: .letter("e"), group: .realtime, action: .stimulus(.realtimeError(realtimeErrorText))),
        Control(key: .letter("d"), group: .realtime, action: .stimulus(.realtimeDrop(realtimeDropText))),
        Control(key: .letter("q"), group: .realtime, action: .stimulus(.realtimeQuiet)),
        Control(key: .letter("s"), group: .call, action: .toggle(.speech)),
        Control(key: .letter("r"), group: .call, action: .toggle(.reply)),
        Control(key: .letter("f"), group: .call, action: .stimulus(.replyFail)),
        Control(key: .letter("t"), group: .call, action: .toggle(.tool)),
        Control(key: .letter("m"), group: .call, action: .toggle(.mic)),
        Control(key: .letter("i"), group: .call, action: .toggle(.interruption)),
        Control(key: .letter("a"), group: .phone, action: .toggle(.phoneFront)),
        Control(key: .letter("o"), group: .phone, action: .toggle(.sheet)),
        Control(key: .letter("k"), group: .phone, action: .toggle(.keyboard)),
        Control(key: .letter("c"), group: .phone, action: .stimulus(.phone(.startCall))),
        Control(key: .letter("h"), group: .phone, action: .stimulus(.phone(.hangUp))),
        Control(key: .letter("x"), group: .phone, action: .stimulus(.phone(.endConversation))),
        Control(key: .space, group: .window, action: .pause),
        Control(key: .plus, group: .window, action: .faster),
        Control(key: .minus, group: .window, action: .slower),
        Control(key: .escape, group: .window, action: .quit),
    ]

    /// The control a key stands for, if any.
    public static func control(for key: Key) -> Control? {
        controls.first { $0.key == key }
    }

    /// A stimulus in a control's words (short, so it fits a button).
    public static func words(for stimulus: Stimulus) -> String {
        switch stimulus {
        case .plug: return "Plug in"
        case .unplug: return "Unplug"
        case .tapGear: return "Gear"
        case .realtimeUp: return "Realtime up"
        case .realtimeError: return "Realtime error"
        case .realtimeDrop: return "Socket drop"
        case .realtimeQuiet: return "Realtime quiet"
        case .micStall: return "Mic stall"
        case .micBack: return "Mic back"
        case .interruptionBegin: return "Interruption"
        case .interruptionEnd: return "Interruption end"
        case .speechStart: return "Speech start"
        case .speechStop: return "Speech stop"
        case .replyStart: return "Reply start"
        case .replyAudio: return "Reply audio"
        case .replyEnd: return "Reply end"
        case .replyFail: return "Reply fail"
        case .toolStart: return "Tool start"
        case .toolEnd: return "Tool end"
        case .phone(.foreground): return "App to front"
        case .phone(.background): return "App to back"
        case .phone(.openSheet): return "Open sheet"
        case .phone(.closeSheet): return "Close sheet"
        case .phone(.keyboardUp): return "Keyboard up"
        case .phone(.keyboardDown): return "Keyboard down"
        case .phone(.startCall): return "Start call"
        case .phone(.hangUp): return "Hang up"
        case .phone(.endConversation): return "End conversation"
        default: return stimulus.description
        }
    }

    // MARK: Layout

    /// The strip's width in pixels.
    public let width: Int
    /// Lengths are designed at scale 1 and multiplied by this.
    public let scale: Double
    /// Each control's frame, in the order of ``controls``, in strip coordinates (0, 0 is the
    /// strip's top-left corner).
    public let frames: [Rect]
    /// Each group's caption frame.
    public let captions: [Group: Rect]
    /// The line at the top: time, speed, and the last step or the last error.
    public let statusLine: Rect
    /// The strip's height in pixels.
    public let height: Int

    /// Lays the controls out in rows `width` pixels wide: each group a caption then its buttons,
    /// groups kept on one row when they fit, wrapped onto the next row otherwise.
    public init(width: Int, scale: Double) {
        self.width = width
        self.scale = scale
        let u = { (points: Double) in (points * scale).rounded() }
        let pad = u(10), gap = u(6), rowHeight = u(30), captionWidth = u(74)
        let available = Double(width) - 2 * pad
        // Six buttons to a row at most, 160 points wide at most, never under 96 points.
        let buttonWidth = max(u(96), min(u(160), ((available - captionWidth) / 6 - gap).rounded(.down)))
        statusLine = Rect(x: pad, y: pad, width: available, height: u(22))
        var frames: [Rect] = []
        var captions: [Group: Rect] = [:]
        var x = pad, y = statusLine.maxY + gap
        for group in Group.allCases {
            let members = ControlStrip.controls.filter { $0.group == group }
            let groupWidth = captionWidth + Double(members.count) * (buttonWidth + gap)
            if x > pad, x + groupWidth - gap > pad + available {
                x = pad
                y += rowHeight + gap
            }
            captions[group] = Rect(x: x, y: y, width: captionWidth - gap, height: rowHeight)
            x += captionWidth
            for _ in members {
                if x + buttonWidth > pad + available {
                    x = pad + captionWidth
                    y += rowHeight + gap
                }
                frames.append(Rect(x: x, y: y, width: buttonWidth, height: rowHeight))
                x += buttonWidth + gap
            }
            x += u(8)
        }
        self.frames = frames
        self.captions = captions
        height = Int(y + rowHeight + pad)
    }

    /// The control drawn at (`x`, `y`) in strip coordinates, if any.
    public func control(atX x: Double, y: Double) -> Control? {
        zip(ControlStrip.controls, frames).first { $0.1.contains(x: x, y: y) }?.0
    }
}

extension ControlStrip.Toggle {
    /// The stimulus this switch stands for in `state`: the one that changes it.
    public func stimulus(in state: ControlStrip.State) -> Stimulus {
        switch self {
        case .plug: return state.connected ? .unplug : .plug
        case .speech: return state.speaking ? .speechStop : .speechStart
        case .reply: return state.replying ? (state.replyAudio ? .replyEnd : .replyAudio) : .replyStart
        case .tool: return state.toolRunning ? .toolEnd : .toolStart(ControlStrip.toolName)
        case .mic: return state.micStalled ? .micBack : .micStall
        case .interruption: return state.interrupted ? .interruptionEnd : .interruptionBegin
        case .phoneFront: return state.phoneInFront ? .phone(.background) : .phone(.foreground)
        case .sheet: return state.sheetOpen ? .phone(.closeSheet) : .phone(.openSheet)
        case .keyboard: return state.keyboardUp ? .phone(.keyboardDown) : .phone(.keyboardUp)
        }
    }
}
