import CSDL2
import CSDL2TTF

/// The open fonts, by weight and size, from the fonts folder `Assets` found.
final class FontBook {
    private let directory: String
    private var fonts: [FontSpec: OpaquePointer] = [:]

    init(directory: String) {
        self.directory = directory
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// The font for `spec`, opened on first use.
    func font(_ spec: FontSpec) throws -> OpaquePointer {
        if let open = fonts[spec] { return open }
        let path = directory + "/" + spec.weight.fileName
        guard let font = TTF_OpenFont(path, Int32(spec.size)) else {
            throw ScreenError.sdl(call: "TTF_OpenFont(\(path))", message: String(cString: SDL_GetError()))
        }
        fonts[spec] = font
        return font
    }
}
