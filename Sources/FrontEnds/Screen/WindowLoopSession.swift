import CarApp

/// What the desktop window's loop drives (`DesktopWindow.run(_:play:report:)`, B12): the
/// built-in app's `WindowSession` (its car, phone and control strip) and a team's own scene's
/// session (`HeadUnitWindow.SceneWindowSession`) alike. Keys, clicks and elapsed wall time go
/// in; a frame key (equal keys, the same picture), its picture and any cues come out.
@MainActor
public protocol WindowLoopSession {
    /// What one frame shows: equal keys draw the same picture, so the loop redraws only on a change.
    associatedtype FrameKey: Equatable

    /// True once the person asked to quit, or the session's time ran out.
    var quitRequested: Bool { get }
    /// What the next frame shows.
    var frameKey: FrameKey { get }

    /// A key press.
    mutating func press(_ key: ControlStrip.Key) async
    /// A click in the window's content pixels (the unscaled layout).
    mutating func click(x: Double, y: Double) async
    /// The close box.
    mutating func quit()
    /// Wall time passed, in milliseconds.
    mutating func elapse(wallMs: Double) async
    /// The cues that started since the last call, to play aloud.
    mutating func takeNewCues() -> [Cue]
    /// The window's picture.
    func render() throws -> Canvas
}

extension WindowLoopSession {
    /// No cues: a team's own scene plays none through the window.
    public mutating func takeNewCues() -> [Cue] { [] }
}

extension WindowSession: WindowLoopSession {}
