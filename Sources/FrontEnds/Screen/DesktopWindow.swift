import CSDL2
import Foundation

/// The SDL window on the desktop: it shows canvases and reports keys, clicks and the close box.
/// Everything else (the world, the strip, time) lives in `WindowSession`, which needs no SDL.
///
/// Every SDL video call must be made on the main thread: the window opens only there, and the
/// type is not `Sendable`, so the compiler keeps it on the thread that made it.
///
/// The window fits the screen (``WindowFit``): the picture is always drawn at full size, and a
/// content larger than the usable screen is shown scaled down by one factor, SDL stretching the
/// full-size texture onto the smaller window; clicks come back in the content's pixels.
///
/// ```swift
/// let window = try DesktopWindow(title: "HeadUnit", size: renderer.size)
/// defer { window.close() }
/// print(window.fit.summary(car: carSize))     // "1920x720 car scaled to 0.60 to fit the 1366x768 screen"
/// for input in window.waitForInputs(timeoutMs: 15) { … }
/// try window.show(canvas)                     // a canvas of `size`, at full resolution
/// ```
public final class DesktopWindow {
    /// Something the person did in the window.
    public enum Input: Hashable, Sendable {
        /// A key with a strip shortcut.
        case key(ControlStrip.Key)
        /// A left click, in the content's pixels (the unscaled layout), mapped back through
        /// ``DesktopWindow/fit`` from the window pixel clicked.
        case click(x: Double, y: Double)
        /// The window must be drawn again (uncovered, shown).
        case exposed
        /// The close box (or Ctrl-C: SDL turns SIGINT into a quit event).
        case quit
    }

    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private let size: DisplaySize
    /// How the content fits the screen: the scale, the window's size, the click mapping.
    public private(set) var fit: WindowFit
    private static let subsystems = UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS)
    /// Drivers SDL falls back to that show nothing on a screen; used only when asked for by
    /// name (`SDL_VIDEODRIVER=offscreen`).
    private static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// Opens a window for a picture of `size` pixels: that size when it fits the first display's
    /// usable area (`SDL_GetDisplayUsableBounds`, else `SDL_GetDisplayBounds`, less the window
    /// manager's frame when SDL knows it), else scaled down to fit, keeping the aspect
    /// (``fit``), centred in that area. Not resizable. Throws ``WindowError/noDisplay(reason:)``
    /// when there is no display: `DISPLAY` and `WAYLAND_DISPLAY` unset (and no `SDL_VIDEODRIVER`
    /// chosen), SDL's video failing, SDL finding only an invisible driver, or the window failing
    /// to open.
    public init(title: String, size: DisplaySize) throws(WindowError) {
        self.size = size
        fit = WindowFit(content: size, usable: nil)
        guard Thread.isMainThread else {
            throw .sdl(call: "DesktopWindow", message: "a window opens only on the main thread")
        }
        let environment = ProcessInfo.processInfo.environment
        let chosenDriver = environment["SDL_VIDEODRIVER"].flatMap { $0.isEmpty ? nil : $0 }
        if chosenDriver == nil, (environment["DISPLAY"] ?? "").isEmpty, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            // Probing would only find SDL's invisible offscreen driver (after Wayland's client
            // library complains on stderr): say so plainly instead.
            throw .noDisplay(reason: "DISPLAY and WAYLAND_DISPLAY are not set")
        }
        if chosenDriver == nil {
            // Only the drivers that show a window where the person is (SDL would otherwise fall
            // back to its invisible offscreen driver and hide the real reason).
            let candidates = [("DISPLAY", "x11"), ("WAYLAND_DISPLAY", "wayland")]
                .filter { !(environment[$0.0] ?? "").isEmpty }.map(\.1)
            SDL_SetHint(SDL_HINT_VIDEODRIVER, candidates.joined(separator: ","))
        }
        guard SDL_InitSubSystem(DesktopWindow.subsystems) == 0 else {
            let display = environment["DISPLAY"].map { $0.isEmpty ? "" : " at DISPLAY=\($0)" } ?? ""
            throw .noDisplay(reason: "SDL: " + DesktopWindow.sdlError() + (chosenDriver == nil ? display : ""))
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if chosenDriver == nil, DesktopWindow.invisibleDrivers.contains(driver) {
            SDL_QuitSubSystem(DesktopWindow.subsystems)
            throw .noDisplay(reason: "SDL found only its \(driver) video driver")
        }
        let area = DesktopWindow.usableArea()
        fit = WindowFit(content: size, usable: area.map { DisplaySize(width: Int($0.w), height: Int($0.h)) })
        let origin = DesktopWindow.origin(of: fit.window, in: area)
        guard let window = SDL_CreateWindow(title, origin.x, origin.y, Int32(fit.window.width), Int32(fit.window.height),
                                            SDL_WINDOW_SHOWN.rawValue) else {
            let reason = DesktopWindow.sdlError()
            SDL_QuitSubSystem(DesktopWindow.subsystems)
            throw .noDisplay(reason: "SDL: " + reason)
        }
        self.window = window
        // Once shown, SDL may know the window manager's frame (title bar, edges): fit the
        // window inside the usable area with its frame, before the first picture.
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        if let area, SDL_GetWindowBordersSize(window, &top, &left, &bottom, &right) == 0, top + left + bottom + right > 0,
           area.w - left - right > 0, area.h - top - bottom > 0 {
            let inner = (x: area.x + left, y: area.y + top, w: area.w - left - right, h: area.h - top - bottom)
            let framed = WindowFit(content: size, usable: DisplaySize(width: Int(inner.w), height: Int(inner.h)))
            if framed.window != fit.window {
                fit = framed
                SDL_SetWindowSize(window, Int32(fit.window.width), Int32(fit.window.height))
                let moved = DesktopWindow.origin(of: fit.window, in: inner)
                SDL_SetWindowPosition(window, moved.x, moved.y)
            }
        }
        // Any renderer will do (the picture is drawn already); fall back to software.
        renderer = SDL_CreateRenderer(window, -1, 0) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard let renderer else {
            let error = WindowError.sdl(call: "SDL_CreateRenderer", message: DesktopWindow.sdlError())
            close()
            throw error
        }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                              Int32(size.width), Int32(size.height)) else {
            let error = WindowError.sdl(call: "SDL_CreateTexture", message: DesktopWindow.sdlError())
            close()
            throw error
        }
        self.texture = texture
        // The full-size picture is stretched onto a smaller window: filter it, not drop pixels.
        if fit.isScaled { SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear) }
    }

    /// The first display's usable area (without panels and docks), or its whole bounds when
    /// SDL cannot tell; nil when neither is known.
    private static func usableArea() -> (x: Int32, y: Int32, w: Int32, h: Int32)? {
        var rect = SDL_Rect()
        if SDL_GetDisplayUsableBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 { return (rect.x, rect.y, rect.w, rect.h) }
        if SDL_GetDisplayBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 { return (rect.x, rect.y, rect.w, rect.h) }
        return nil
    }

    /// The top-left corner that centres a window of `size` in `area` (SDL's own centring when
    /// the area is unknown).
    private static func origin(of size: DisplaySize, in area: (x: Int32, y: Int32, w: Int32, h: Int32)?) -> (x: Int32, y: Int32) {
        guard let area else {
            // SDL_WINDOWPOS_CENTERED is a function-like macro (it does not import); this is its value.
            let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
            return (centered, centered)
        }
        return (area.x + max(0, (area.w - Int32(size.width)) / 2), area.y + max(0, (area.h - Int32(size.height)) / 2))
    }

    /// Milliseconds of wall time since SDL started: the front end's clock (the core never
    /// reads one).
    public func wallMilliseconds() -> UInt64 {
        SDL_GetTicks64()
    }

    /// Waits up to `timeoutMs` for the first event, then takes every waiting one.
    public func waitForInputs(timeoutMs: Int) -> [Input] {
        var inputs: [Input] = []
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, Int32(timeoutMs)) == 1 else { return [] }
        repeat {
            if let input = input(from: event) { inputs.append(input) }
        } while SDL_PollEvent(&event) == 1
        return inputs
    }

    /// Shows `canvas` (the content's `size`, at full resolution) at once, stretched onto the
    /// window when ``fit`` scales it.
    public func show(_ canvas: Canvas) throws(WindowError) {
        guard let renderer, let texture else { return }
        precondition(canvas.width == size.width && canvas.height == size.height,
                     "DesktopWindow: a \(canvas.width)×\(canvas.height) canvas for a \(size) window")
        let updated = canvas.pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(canvas.width * 4)) }
        guard updated == 0 else { throw .sdl(call: "SDL_UpdateTexture", message: DesktopWindow.sdlError()) }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }

    /// Closes the window and releases SDL video; later calls do nothing.
    public func close() {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        if let window {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(DesktopWindow.subsystems)
        }
        texture = nil
        renderer = nil
        window = nil
    }

    // MARK: Events

    private func input(from event: SDL_Event) -> Input? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_KEYDOWN.rawValue:
            return DesktopWindow.key(for: event.key.keysym.sym).map(Input.key)
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            let point = fit.contentPoint(ofWindowPixel: Int(event.button.x), Int(event.button.y))
            return .click(x: point.x, y: point.y)
        case SDL_WINDOWEVENT.rawValue:
            let kind = UInt32(event.window.event)
            return kind == SDL_WINDOWEVENT_EXPOSED.rawValue || kind == SDL_WINDOWEVENT_SHOWN.rawValue ? .exposed : nil
        default:
            return nil
        }
    }

    /// The strip key for an SDL key code: letters, Space, `+` (also `=` and the keypad's),
    /// `-` (also the keypad's), Esc, Backspace and the digits.
    static func key(for code: SDL_Keycode) -> ControlStrip.Key? {
        switch Int(code) {
        case 97...122: return .letter(Character(Unicode.Scalar(UInt8(code))))
        case 32: return .space
        case 43, 61, Int(SDLK_KP_PLUS.rawValue): return .plus
        case 45, Int(SDLK_KP_MINUS.rawValue): return .minus
        case 27: return .escape
        case 8: return .backspace
        case 48...57: return .digit(Int(code) - 48)
        default: return nil
        }
    }

    private static func sdlError() -> String {
        SDL_GetError().map { String(cString: $0) } ?? ""
    }
}
