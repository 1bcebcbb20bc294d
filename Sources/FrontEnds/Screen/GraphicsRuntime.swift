import CSDL2
import CSDL2TTF
import Foundation

/// The one place SDL_ttf is initialised and fonts and render targets live. Every drawing runs
/// through `draw`, one at a time: SDL_ttf and FreeType are not safe to use from two threads at
/// once, and Swift Testing runs tests in parallel.
///
/// SDL itself needs no `SDL_Init` here: the software renderer draws into a plain surface, with
/// no video driver, window or display.
final class GraphicsRuntime: @unchecked Sendable {
    // @unchecked Sendable: the mutable fields below are touched only while `lock` is held.

    /// The process's only runtime, created on first use (a Swift `static let` is initialised
    /// once, thread-safely).
    static let shared = GraphicsRuntime()

    private let lock = NSLock()
    private var fonts: FontBook?
    private var targets: [SIMD2<Int>: RenderTarget] = [:]
    /// Sizes in use at once stay cached (car, phone, shot, filmstrip); past this they start over.
    private static let targetLimit = 8

    private init() {}

    /// Draws with `body` on a `width`×`height` canvas cleared to `background`, and returns it.
    func draw(width: Int, height: Int, background: RGBA, _ body: (Painter) -> Void) throws -> Canvas {
        lock.lock()
        defer { lock.unlock() }
        let painter = Painter(target: try target(width: width, height: height), fonts: try fontBook())
        painter.clear(background)
        body(painter)
        if let failure = painter.failure { throw failure }
        return try painter.target.snapshot()
    }

    /// SDL_ttf initialised and the fonts folder found, once.
    private func fontBook() throws -> FontBook {
        if let fonts { return fonts }
        guard TTF_WasInit() != 0 || TTF_Init() == 0 else {
            throw ScreenError.sdl(call: "TTF_Init", message: String(cString: SDL_GetError()))
        }
        let located = Assets.fontsDirectory()
        guard let directory = located.found else { throw ScreenError.fontNotFound(tried: located.tried) }
        let book = FontBook(directory: directory)
        fonts = book
        return book
    }

    private func target(width: Int, height: Int) throws -> RenderTarget {
        let key = SIMD2(width, height)
        if let hit = targets[key] { return hit }
        if targets.count >= GraphicsRuntime.targetLimit { targets.removeAll() }
        let made = try RenderTarget(width: width, height: height)
        targets[key] = made
        return made
    }
}
