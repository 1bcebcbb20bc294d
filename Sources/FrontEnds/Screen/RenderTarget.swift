import CSDL2

/// An RGBA surface with an SDL software renderer drawing into it, and the textures made for
/// that renderer (text and glyph masks), kept between frames of the same size.
final class RenderTarget {
    /// A texture and its size.
    struct Texture {
        let pointer: OpaquePointer
        let width: Int
        let height: Int
    }

    let width: Int
    let height: Int
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer
    /// Cached textures by a key naming what they hold (`t:` text, `g:` glyph, `c:` circle).
    private var textures: [String: Texture] = [:]
    /// Enough for every text and glyph of a long drill; past it the cache starts over.
    private static let textureLimit = 1500

    init(width: Int, height: Int) throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw ScreenError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: String(cString: SDL_GetError()))
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw ScreenError.sdl(call: "SDL_CreateSoftwareRenderer", message: String(cString: SDL_GetError()))
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.renderer = renderer
    }

    deinit {
        for texture in textures.values { SDL_DestroyTexture(texture.pointer) }
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// The cached texture for `key`, or the one `make` creates (nil when it fails).
    func texture(_ key: String, make: () -> Texture?) -> Texture? {
        if let hit = textures[key] { return hit }
        guard let made = make() else { return nil }
        if textures.count >= RenderTarget.textureLimit {
            for texture in textures.values { SDL_DestroyTexture(texture.pointer) }
            textures.removeAll(keepingCapacity: true)
        }
        textures[key] = made
        return made
    }

    /// What has been drawn so far, as a canvas (flushes the renderer's queued commands first).
    func snapshot() throws -> Canvas {
        guard SDL_RenderFlush(renderer) == 0 else {
            throw ScreenError.sdl(call: "SDL_RenderFlush", message: String(cString: SDL_GetError()))
        }
        let locked = csdl_must_lock(surface) == SDL_TRUE
        if locked { SDL_LockSurface(surface) }
        defer { if locked { SDL_UnlockSurface(surface) } }
        let pitch = Int(surface.pointee.pitch), rowBytes = width * 4
        let source = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            for y in 0..<height {
                (buffer.baseAddress! + y * rowBytes).update(from: source + y * pitch, count: rowBytes)
            }
            count = rowBytes * height
        }
        return Canvas(width: width, height: height, pixels: pixels)
    }
}
