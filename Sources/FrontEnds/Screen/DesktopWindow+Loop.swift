import CarApp

extension DesktopWindow {
    /// The window's loop, one for every session (B12): feeds the window's keys, clicks and wall
    /// time to `session`, plays its cues with `play`, and shows its picture whenever its frame
    /// key changes (or the window was uncovered), until it asks to quit. A picture that cannot
    /// be drawn is reported once per distinct failure (`cannot draw: …`), and the loop goes on.
    ///
    /// ```swift
    /// var session = WindowSession(config: WorldConfig())
    /// await window.run(&session, play: { player.play($0) }, report: { print("headunit window: \($0)") })
    /// ```
    @MainActor
    public func run<Session: WindowLoopSession>(_ session: inout Session, play: (Cue) -> Void, report: (String) -> Void) async {
        var shown: Session.FrameKey?
        var lastError: String?
        var wall = wallMilliseconds()
        while !session.quitRequested {
            var redraw = shown == nil
            for input in waitForInputs(timeoutMs: 15) {
                switch input {
                case .key(let key): await session.press(key)
                case .click(let x, let y): await session.click(x: x, y: y)
                case .exposed: redraw = true
                case .quit: session.quit()
                }
            }
            let now = wallMilliseconds()
            await session.elapse(wallMs: Double(now &- wall))
            wall = now
            for cue in session.takeNewCues() { play(cue) }
            let frame = session.frameKey
            guard redraw || frame != shown else { continue }
            do {
                try show(try session.render())
            } catch {
                let text = "cannot draw: \(error)"
                if text != lastError { report(text) }
                lastError = text
            }
            shown = frame
        }
    }
}
