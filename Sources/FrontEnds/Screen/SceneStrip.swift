/// The control strip under a team's own scene in the window (B12), as a value: its controls
/// (plug, back, pause, speed, quit, and one per app event the team registered), each with its
/// key, and where each is drawn, with the status line above them and the host log's last lines
/// below.
///
/// ```swift
/// let strip = SceneStrip(width: 800, scale: 1, events: ["sign out"])
/// strip.controls.map(\.key)                        // [P, Bksp, Space, +, −, Esc, 1]
/// strip.control(for: .digit(1))?.action            // .event("sign out")
/// strip.control(atX: 30, y: strip.frames[0].midY)  // the plug control
/// ```
///
/// Nothing here touches SDL: the mapping and the layout are tested without a display.
public struct SceneStrip: Hashable, Sendable {
    /// What a control does.
    public enum Action: Hashable, Sendable {
        /// Plug the car in, or unplug it.
        case plug
        /// Tap the back button, when the car shows one.
        case back
        /// Pause or resume the window's clock.
        case pause
        /// Double the speed.
        case faster
        /// Halve the speed.
        case slower
        /// Close the window.
        case quit
        /// Run the app event the team registered under this name (`event "NAME"`).
        case event(String)
    }

    /// One button of the strip.
    public struct Control: Hashable, Sendable {
        /// Its keyboard shortcut.
        public var key: ControlStrip.Key
        /// What it does.
        public var action: Action

        /// The control's words: what pressing it does now (`Plug in` or `Unplug`, `Pause` or
        /// `Resume`, an event's name).
        public func label(connected: Bool, paused: Bool) -> String {
            switch action {
            case .plug: return connected ? "Unplug" : "Plug in"
            case .back: return "Back"
            case .pause: return paused ? "Resume" : "Pause"
            case .faster: return "Faster"
            case .slower: return "Slower"
            case .quit: return "Quit"
            case .event(let name): return name
            }
        }
    }

    /// How many events get a key (`1`…`9`); the rest are left out of the strip.
    public static let eventKeys = 9
    /// How many lines of the host log the strip shows (a crash takes the first).
    public static let logLines = 4

    /// Every control, in layout order: the car's, the window's, then the events by name.
    public let controls: [Control]
    /// The strip's width in pixels.
    public let width: Int
    /// Lengths are designed at scale 1 and multiplied by this.
    public let scale: Double
    /// Each control's frame, in the order of ``controls``, in strip coordinates.
    public let frames: [Rect]
    /// The line at the top: time and speed, and the last step or refusal.
    public let statusLine: Rect
    /// Where the host log's last lines (and a crash) are written.
    public let logBox: Rect
    /// The height of one log line.
    public let logLineHeight: Double
    /// The strip's height in pixels.
    public let height: Int

    /// Lays the controls out in rows `width` pixels wide, with a key for each of `events`
    /// (sorted by name, the first ``eventKeys``).
    public init(width: Int, scale: Double, events: [String]) {
        var controls: [Control] = [
            Control(key: .letter("p"), action: .plug),
            Control(key: .backspace, action: .back),
            Control(key: .space, action: .pause),
            Control(key: .plus, action: .faster),
            Control(key: .minus, action: .slower),
            Control(key: .escape, action: .quit),
        ]
        for (i, name) in events.sorted().prefix(SceneStrip.eventKeys).enumerated() {
            controls.append(Control(key: .digit(i + 1), action: .event(name)))
        }
        self.controls = controls
        self.width = width
        self.scale = scale
        let u = { (points: Double) in (points * scale).rounded() }
        let pad = u(10), gap = u(6), rowHeight = u(30)
        let available = Double(width) - 2 * pad
        let buttonWidth = max(u(96), min(u(150), ((available + gap) / 6 - gap).rounded(.down)))
        statusLine = Rect(x: pad, y: pad, width: available, height: u(22))
        var frames: [Rect] = []
        var x = pad, y = statusLine.maxY + gap
        for _ in controls {
            if x > pad, x + buttonWidth > pad + available {
                x = pad
                y += rowHeight + gap
            }
            frames.append(Rect(x: x, y: y, width: buttonWidth, height: rowHeight))
            x += buttonWidth + gap
        }
        self.frames = frames
        logLineHeight = u(17)
        logBox = Rect(x: pad, y: y + rowHeight + gap, width: available, height: logLineHeight * Double(SceneStrip.logLines))
        height = Int(logBox.maxY + pad)
    }

    /// The control with shortcut `key`, if any.
    public func control(for key: ControlStrip.Key) -> Control? {
        controls.first { $0.key == key }
    }

    /// The control drawn at (`x`, `y`) in strip coordinates, if any.
    public func control(atX x: Double, y: Double) -> Control? {
        zip(controls, frames).first { $0.1.contains(x: x, y: y) }?.0
    }
}
