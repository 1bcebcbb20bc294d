import Host
import Rig

/// The frame-time figure for `headunit bench`: how long drawing one car frame takes. (Screen may
/// read the machine's clock; the core never does.)
public enum FrameBench {
    /// The call screen with a status line, the busiest car screen: what the bench draws.
    public static func representativeDisplay(at now: Instant) -> CarDisplay {
        CarDisplay(connected: true,
                   screen: .call(.init(stateTitle: "Listening", statusLine: "The reply could not be finished")),
                   now: now)
    }

    /// The mean milliseconds per frame over `frames` renders of the representative display at
    /// `size` (one untimed frame first, so fonts and caches are warm), the clock advancing a
    /// 60 Hz frame each time.
    public static func measureFrameMilliseconds(frames: Int, size: DisplaySize = .standard) throws -> Double {
        let renderer = CarRenderer(size: size)
        _ = try renderer.render(representativeDisplay(at: .zero))
        let clock = ContinuousClock()
        let count = max(1, frames)
        let elapsed = try clock.measure {
            for i in 0..<count {
                _ = try renderer.render(representativeDisplay(at: Instant(ms: Int64(i) * 16)))
            }
        }
        let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return ms / Double(count)
    }
}
