import Host
import Rig

/// Draws a "shot": the car at its size with the phone beside it, nearly as tall, on one
/// canvas. The car sits at the top left, so a click's car coordinates are the shot's.
///
/// ```swift
/// let png = try SceneRenderer(carSize: .standard).png(car: car, phone: phone)
/// let yours = try SceneRenderer(carSize: .hd, appearance: .light).render(car: host.screen, now: now)
/// ```
public struct SceneRenderer: Sendable {
    /// The car's size; the phone is as tall, less a margin above and below.
    public var carSize: DisplaySize
    /// Light or dark, for both.
    public var appearance: Appearance

    /// A scene with the car at `carSize`.
    public init(carSize: DisplaySize = .standard, appearance: Appearance = .dark) {
        self.carSize = carSize
        self.appearance = appearance
    }

    /// The car's renderer.
    public var car: CarRenderer { CarRenderer(size: carSize, appearance: appearance) }
    /// The phone's renderer.
    public var phone: PhoneRenderer { PhoneRenderer(height: carSize.height - 2 * gap, appearance: appearance) }
    /// The margin around the phone.
    var gap: Int { max(8, carSize.height / 40) }
    /// Where the phone's top-left corner is in the shot.
    public var phoneOrigin: (x: Int, y: Int) { (carSize.width + gap, gap) }
    /// The shot's size: car, gap, phone, gap.
    public var size: DisplaySize { DisplaySize(width: carSize.width + gap + phone.width + gap, height: carSize.height) }

    /// The car and the phone side by side; after a crash (`crash`), the car framed red with the
    /// rule and the message (B12).
    public func render(car display: CarDisplay, phone phoneDisplay: PhoneDisplay, crash: CrashReport? = nil) throws -> Canvas {
        let colors = appearance.palette
        return try GraphicsRuntime.shared.draw(width: size.width, height: size.height, background: colors.stage) { painter in
            draw(car: display, phone: phoneDisplay, crash: crash, with: painter)
        }
    }

    /// Draws the shot at the painter's origin (the window draws it above its strip).
    func draw(car display: CarDisplay, phone phoneDisplay: PhoneDisplay, crash: CrashReport?, with painter: Painter) {
        car.draw(display, with: painter)
        if let crash { car.drawCrash(crash, CarLayout(width: carSize.width, height: carSize.height), appearance.palette, painter) }
        painter.translated(dx: Double(phoneOrigin.x), dy: Double(phoneOrigin.y)) {
            phone.draw(phoneDisplay, now: display.now, with: painter)
        }
    }

    /// Any app's templates (`CarScreen`) on the car alone, at `carSize` (no phone: a scene of
    /// your own has none): the top of the stack, with an alert or action sheet as a card over it
    /// dimmed, or a voice-control template full screen; the rail's clock reads `now`.
    /// After a crash (`crash`), the picture is framed red with the rule and the message (B12).
    public func render(car screen: CarScreen, now: Instant, crash: CrashReport? = nil) throws -> Canvas {
        let car = self.car
        return try GraphicsRuntime.shared.draw(width: carSize.width, height: carSize.height, background: appearance.palette.background) { painter in
            car.draw(screen, now: now, crash: crash, with: painter)
        }
    }

    /// The key of `render(car:phone:)`'s picture: equal keys, equal pictures (the time counts
    /// only as the clock shows it).
    public func key(car display: CarDisplay, phone: PhoneDisplay, crash: CrashReport? = nil) -> ShotKey {
        var timeless = display
        timeless.now = .zero
        return ShotKey(carSize: carSize, appearance: appearance, content: .carAndPhone(timeless, phone),
                       clock: CarRenderer.clockText(at: display.now), crash: crash)
    }

    /// The key of `render(car:now:crash:)`'s picture.
    public func key(car screen: CarScreen, now: Instant, crash: CrashReport? = nil) -> ShotKey {
        ShotKey(carSize: carSize, appearance: appearance, content: .templates(screen), clock: CarRenderer.clockText(at: now), crash: crash)
    }

    /// The shot as PNG bytes.
    public func png(car display: CarDisplay, phone phoneDisplay: PhoneDisplay) throws -> [UInt8] {
        try PNGCodec.encode(render(car: display, phone: phoneDisplay))
    }
}
