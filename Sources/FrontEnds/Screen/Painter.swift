import CSDL2
import CSDL2TTF

/// Draws shapes, glyphs, text and pictures on one render target. Made by `GraphicsRuntime.draw`
/// and used only inside it. A failing SDL or font call is kept in `failure` (the first one) and
/// thrown when the drawing ends, so layout code reads as plain drawing.
final class Painter {
    /// Horizontal placement of a line in its rectangle.
    enum Alignment { case left, center, right }

    let target: RenderTarget
    private let fonts: FontBook
    /// The first thing that went wrong, if anything did.
    private(set) var failure: ScreenError?
    /// Added to every coordinate: where the current sub-picture (car, phone) starts.
    private var origin = SIMD2<Double>(0, 0)
    /// Every line of text drawn and where it landed (in target pixels), while set to an array:
    /// for tests that check words stay on the canvas and clear of each other. Nil (the default)
    /// records nothing.
    var textLog: [(text: String, frame: Rect)]?
    /// Every tappable title drawn and where (in target pixels), while set to an array: how a
    /// window finds what a click touches on any template (`CarRenderer.targets(for:now:)`).
    /// Nil (the default) records nothing.
    var targetLog: [HitTarget]?
    /// What a drawing showed only as a labelled placeholder (a template kind or an element the
    /// renderer lacks), while set to an array (`CarRenderer.notDrawn(in:now:)`). Nil (the
    /// default) records nothing.
    var notDrawnLog: [String]?

    init(target: RenderTarget, fonts: FontBook) {
        self.target = target
        self.fonts = fonts
    }

    private var renderer: OpaquePointer { target.renderer }

    /// Draws `body` with coordinates shifted by (`dx`, `dy`).
    func translated(dx: Double, dy: Double, _ body: () -> Void) {
        let saved = origin
        origin += SIMD2(dx, dy)
        body()
        origin = saved
    }

    /// Notes that `title` is drawn in `rect` and a touch there taps it (recorded only while
    /// `targetLog` is set).
    func tappable(_ title: String, _ rect: Rect) {
        targetLog?.append(HitTarget(title: title, frame: Rect(x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height)))
    }

    // MARK: Shapes

    /// Fills the whole target, ignoring the origin.
    func clear(_ color: RGBA) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer)
    }

    /// Fills a rectangle (blended when the colour is translucent).
    func fill(_ rect: Rect, _ color: RGBA) {
        var r = pixelRect(rect)
        guard r.w > 0, r.h > 0 else { return }
        setDrawColor(color)
        SDL_RenderFillRect(renderer, &r)
    }

    /// Fills a rectangle with anti-aliased round corners of `radius`.
    func roundedRect(_ rect: Rect, radius: Double, _ color: RGBA) {
        let r = pixelRect(rect)
        let k = Int32(max(0, min(radius.rounded(), Double(min(r.w, r.h) / 2))))
        guard k > 0 else { return fill(rect, color) }
        guard let disc = discTexture(diameter: Int(2 * k)) else { return }
        tint(disc, color)
        let x1 = r.x + r.w, y1 = r.y + r.h
        let corners: [(Int32, Int32, Int32, Int32)] = [(r.x, r.y, 0, 0), (x1 - k, r.y, k, 0), (r.x, y1 - k, 0, k), (x1 - k, y1 - k, k, k)]
        for (dx, dy, sx, sy) in corners {
            var src = SDL_Rect(x: sx, y: sy, w: k, h: k)
            var dst = SDL_Rect(x: dx, y: dy, w: k, h: k)
            SDL_RenderCopy(renderer, disc.pointer, &src, &dst)
        }
        setDrawColor(color)
        var bands = [SDL_Rect(x: r.x + k, y: r.y, w: r.w - 2 * k, h: k),
                     SDL_Rect(x: r.x, y: r.y + k, w: r.w, h: r.h - 2 * k),
                     SDL_Rect(x: r.x + k, y: y1 - k, w: r.w - 2 * k, h: k)].filter { $0.w > 0 && $0.h > 0 }
        SDL_RenderFillRects(renderer, &bands, Int32(bands.count))
    }

    /// Fills an anti-aliased disc.
    func circle(x: Double, y: Double, radius: Double, _ color: RGBA) {
        let d = max(1, Int((2 * radius).rounded()))
        guard let disc = discTexture(diameter: d) else { return }
        tint(disc, color)
        var dst = pixelRect(Rect.centered(x: x, y: y, width: Double(d), height: Double(d)))
        dst.w = Int32(d)
        dst.h = Int32(d)
        SDL_RenderCopy(renderer, disc.pointer, nil, &dst)
    }

    /// Draws a glyph filling the largest square centred in `rect`.
    func glyph(_ glyph: Glyph, in rect: Rect, _ color: RGBA) {
        let n = max(1, Int(min(rect.width, rect.height).rounded()))
        let texture = target.texture("g:\(glyph.rawValue):\(n)") {
            maskTexture(size: n) { glyph.coverage(u: $0, v: $1, size: Double(n)) }
        }
        guard let texture else { return }
        tint(texture, color)
        var dst = pixelRect(Rect.centered(x: rect.midX, y: rect.midY, width: Double(n), height: Double(n)))
        dst.w = Int32(n)
        dst.h = Int32(n)
        SDL_RenderCopy(renderer, texture.pointer, nil, &dst)
    }

    /// Draws a shape filling the largest square centred in `rect`, its coverage at (u, v) in the
    /// unit square for a shape `size` pixels across given by `coverage(u, v, size)`; `key` names
    /// the shape for the texture cache (a symbol's glyph, a star).
    func shape(_ key: String, in rect: Rect, _ color: RGBA, coverage: (Double, Double, Double) -> Double) {
        let n = max(1, Int(min(rect.width, rect.height).rounded()))
        let texture = target.texture("s:\(key):\(n)") {
            maskTexture(size: n) { coverage($0, $1, Double(n)) }
        }
        guard let texture else { return }
        tint(texture, color)
        var dst = pixelRect(Rect.centered(x: rect.midX, y: rect.midY, width: Double(n), height: Double(n)))
        dst.w = Int32(n)
        dst.h = Int32(n)
        SDL_RenderCopy(renderer, texture.pointer, nil, &dst)
    }

    /// Notes that `name` is drawn only as a labelled placeholder (recorded only while
    /// `notDrawnLog` is set).
    func notDrawn(_ name: String) {
        notDrawnLog?.append(name)
    }

    /// Copies a picture 1:1 with its top-left corner at (`x`, `y`).
    func image(_ canvas: Canvas, x: Double, y: Double) {
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(canvas.width), Int32(canvas.height)) else {
            return record("SDL_CreateTexture")
        }
        defer { SDL_DestroyTexture(texture) }
        canvas.pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(canvas.width * 4)) }
        var dst = pixelRect(Rect(x: x, y: y, width: Double(canvas.width), height: Double(canvas.height)))
        SDL_RenderCopy(renderer, texture, nil, &dst)
    }

    // MARK: Text

    /// The size `text` takes in `font`, in pixels.
    func measure(_ text: String, _ font: FontSpec) -> (width: Double, height: Double) {
        guard let ttf = openFont(font) else { return (0, 0) }
        var w: Int32 = 0, h: Int32 = 0
        if !text.isEmpty { TTF_SizeUTF8(ttf, text, &w, &h) }
        return (Double(w), Double(max(h, TTF_FontHeight(ttf))))
    }

    /// One line in `rect`, vertically centred, cut with `…` if wider than the rectangle.
    func text(_ text: String, _ font: FontSpec, _ color: RGBA, in rect: Rect, align: Alignment = .left) {
        let line = fit(text, font, width: rect.width)
        guard !line.isEmpty, let ttf = openFont(font) else { return }
        let texture = target.texture("t:\(font.weight):\(font.size):\(line)") {
            guard let surface = TTF_RenderUTF8_Blended(ttf, line, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
                record("TTF_RenderUTF8_Blended")
                return nil
            }
            defer { SDL_FreeSurface(surface) }
            guard let made = SDL_CreateTextureFromSurface(renderer, surface) else {
                record("SDL_CreateTextureFromSurface")
                return nil
            }
            SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
            return RenderTarget.Texture(pointer: made, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        }
        guard let texture else { return }
        let w = Double(texture.width), h = Double(texture.height)
        let x: Double
        switch align {
        case .left: x = rect.x
        case .center: x = rect.midX - w / 2
        case .right: x = rect.maxX - w
        }
        tint(texture, color)
        var dst = pixelRect(Rect(x: x, y: rect.midY - h / 2, width: w, height: h))
        dst.w = Int32(texture.width)
        dst.h = Int32(texture.height)
        SDL_RenderCopy(renderer, texture.pointer, nil, &dst)
        textLog?.append((line, Rect(x: Double(dst.x), y: Double(dst.y), width: w, height: h)))
    }

    /// Up to `maxLines` lines in `rect`, broken at spaces, the block vertically centred; the last
    /// line is cut with `…` if the words do not all fit. Returns the lines drawn.
    @discardableResult
    func paragraph(_ text: String, _ font: FontSpec, _ color: RGBA, in rect: Rect, maxLines: Int, align: Alignment = .center) -> [String] {
        let lines = wrap(text, font, width: rect.width, maxLines: maxLines)
        let lineHeight = measure("Ag", font).height
        let top = rect.midY - lineHeight * Double(lines.count) / 2
        for (i, line) in lines.enumerated() {
            self.text(line, font, color, in: Rect(x: rect.x, y: top + lineHeight * Double(i), width: rect.width, height: lineHeight), align: align)
        }
        return lines
    }

    /// `text` broken at spaces into at most `maxLines` lines of at most `width` pixels.
    func wrap(_ text: String, _ font: FontSpec, width: Double, maxLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        for (i, word) in words.enumerated() {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || measure(candidate, font).width <= width {
                current = candidate
                continue
            }
            if lines.count == maxLines - 1 {
                current = words[i...].reduce(current) { $0 + " " + $1 }
                break
            }
            lines.append(current)
            current = word
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines.map { fit($0, font, width: width) }
    }

    /// `text` unchanged if it fits `width`, else its longest prefix that fits with `…` added.
    func fit(_ text: String, _ font: FontSpec, width: Double) -> String {
        if measure(text, font).width <= width { return text }
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            let candidate = String(characters[..<mid]).trimmingTrailingSpaces() + "…"
            if measure(candidate, font).width <= width { low = mid } else { high = mid - 1 }
        }
        return low == 0 ? "" : String(characters[..<low]).trimmingTrailingSpaces() + "…"
    }

    // MARK: Helpers

    private func openFont(_ font: FontSpec) -> OpaquePointer? {
        do {
            return try fonts.font(font)
        } catch let error as ScreenError {
            if failure == nil { failure = error }
            return nil
        } catch {
            return nil
        }
    }

    private func record(_ call: String) {
        if failure == nil { failure = .sdl(call: call, message: String(cString: SDL_GetError())) }
    }

    /// Sets the fill colour; opaque fills skip blending (SDL's blended fill is a per-pixel loop,
    /// its plain fill a memset).
    private func setDrawColor(_ color: RGBA) {
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    }

    private func tint(_ texture: RenderTarget.Texture, _ color: RGBA) {
        SDL_SetTextureColorMod(texture.pointer, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture.pointer, color.a)
    }

    /// A white anti-aliased disc `diameter` pixels across, for circles and rounded corners.
    private func discTexture(diameter d: Int) -> RenderTarget.Texture? {
        target.texture("c:\(d)") {
            maskTexture(size: d) { u, v in
                let r = 0.5, du = u - r, dv = v - r
                return min(max(0.5 - ((du * du + dv * dv).squareRoot() - r) * Double(d), 0), 1)
            }
        }
    }

    /// A white `size`×`size` texture whose alpha is `coverage(u, v)` at each pixel centre
    /// (u, v in the unit square).
    private func maskTexture(size n: Int, coverage: (Double, Double) -> Double) -> RenderTarget.Texture? {
        var pixels = [UInt32](repeating: 0, count: n * n)
        for j in 0..<n {
            for i in 0..<n {
                let a = coverage((Double(i) + 0.5) / Double(n), (Double(j) + 0.5) / Double(n))
                pixels[j * n + i] = (UInt32((a * 255).rounded()) << 24) | 0x00FF_FFFF
            }
        }
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(n), Int32(n)) else {
            record("SDL_CreateTexture")
            return nil
        }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(n * 4)) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return RenderTarget.Texture(pointer: texture, width: n, height: n)
    }

    /// `rect` moved by the origin, its edges rounded to whole pixels (so neighbours meet exactly).
    private func pixelRect(_ rect: Rect) -> SDL_Rect {
        let x0 = (rect.x + origin.x).rounded(), y0 = (rect.y + origin.y).rounded()
        let x1 = (rect.maxX + origin.x).rounded(), y1 = (rect.maxY + origin.y).rounded()
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
