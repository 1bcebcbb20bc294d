import CSDL2
import CarApp
import Foundation

/// Plays cues through an SDL audio device (16-bit mono, 48 kHz), or says once that it cannot.
///
/// If the audio subsystem or a device cannot be opened (no sound card), ``notice`` holds one
/// sentence for the person and every method is a silent no-op; nothing crashes. Headless runs
/// should not make one at all (DESIGN.md, Sound).
///
/// ```swift
/// let player = CuePlayer()
/// if let notice = player.notice { print(notice) }   // once, at start-up
/// player.play(.connected)                           // Q1
/// player.stop()                                     // Q7: the person started talking
/// ```
///
/// Thread safety (why `@unchecked Sendable`): the device id and the closed flag are guarded by
/// `lock`; the queue of samples is only touched while holding SDL's device lock
/// (`SDL_LockAudioDevice`), which SDL also holds while running the audio callback. The lock
/// order is always `lock` then the device lock, and the callback takes neither itself.
public final class CuePlayer: @unchecked Sendable {
    /// One sentence saying why the cues are silent, or `nil` when a device is open.
    public let notice: String?

    /// The name of the SDL audio driver in use (`pulseaudio`, `alsa`, `dummy`…), if any.
    public let driver: String?

    private let lock = NSLock()
    private var device: SDL_AudioDeviceID = 0
    private let pending = PendingSamples()
    /// The +1 reference SDL's callback holds on `pending` through `userdata`; released on close.
    private var userdata: Unmanaged<PendingSamples>?

    /// The sentence ``notice`` holds when no device opens; `reason` is SDL's error text.
    public static func noSoundCardNotice(_ reason: String) -> String {
        let because = reason.isEmpty ? "" : " (SDL: \(reason))"
        return "No sound card: cues will be silent\(because)."
    }

    /// Initializes SDL audio and opens the default output device, playing silence until a cue
    /// is queued. The driver follows `SDL_AUDIODRIVER` as usual.
    public init() {
        guard SDL_InitSubSystem(hu_sdl_init_audio()) == 0 else {
            notice = CuePlayer.noSoundCardNotice(CuePlayer.sdlError())
            driver = nil
            return
        }
        driver = SDL_GetCurrentAudioDriver().map { String(cString: $0) }

        let userdata = Unmanaged.passRetained(pending)
        var desired = SDL_AudioSpec()
        desired.freq = Int32(CueSynth.sampleRate)
        desired.format = SDL_AudioFormat(hu_audio_s16sys())
        desired.channels = 1
        desired.samples = 1024  // ~21 ms: short enough that stop() is heard at once (Q7)
        desired.userdata = userdata.toOpaque()
        // The callback gets its state only through `userdata`; it captures nothing.
        desired.callback = { userdata, stream, length in
            guard let stream, length > 0 else { return }
            let buffer = UnsafeMutableBufferPointer(
                start: UnsafeMutableRawPointer(stream).assumingMemoryBound(to: Int16.self),
                count: Int(length) / MemoryLayout<Int16>.size)
            guard let userdata else {
                buffer.update(repeating: 0)
                return
            }
            // SDL holds the device lock here, the same lock CuePlayer takes before touching it.
            Unmanaged<PendingSamples>.fromOpaque(userdata).takeUnretainedValue().drain(into: buffer)
        }
        var obtained = SDL_AudioSpec()
        // allowed_changes 0: SDL converts to whatever the card wants, we always write S16 mono.
        let id = SDL_OpenAudioDevice(nil, 0, &desired, &obtained, 0)
        guard id != 0 else {
            notice = CuePlayer.noSoundCardNotice(CuePlayer.sdlError())
            userdata.release()
            SDL_QuitSubSystem(hu_sdl_init_audio())
            return
        }
        notice = nil
        device = id
        self.userdata = userdata
        SDL_PauseAudioDevice(id, 0)
    }

    deinit {
        close()
    }

    /// Whether a device is open (false when silent or closed).
    public var isAudible: Bool {
        lock.withLock { device != 0 }
    }

    /// Queues `cue` after whatever is still playing; a no-op when silent.
    public func play(_ cue: Cue) {
        enqueue(CueSynth.samples(for: cue))
    }

    /// Queues raw 48 kHz mono samples (a rendered track, say); a no-op when silent.
    public func enqueue(_ samples: [Int16]) {
        withDevice { pending.enqueue(samples) }
    }

    /// Drops everything not yet played (Q7: every cue stops the moment the person talks or a
    /// reply starts).
    public func stop() {
        withDevice { pending.clear() }
    }

    /// How many samples are queued and not yet handed to SDL; 0 when silent.
    public var pendingSampleCount: Int {
        withDevice { pending.count } ?? 0
    }

    /// Closes the device and releases SDL audio (SDL counts subsystem users); later calls are
    /// no-ops. Called by `deinit` too.
    public func close() {
        lock.withLock {
            guard device != 0 else { return }
            // SDL_CloseAudioDevice waits for the callback to finish, so `userdata` is free after.
            SDL_CloseAudioDevice(device)
            device = 0
            userdata?.release()
            userdata = nil
            SDL_QuitSubSystem(hu_sdl_init_audio())
        }
    }

    /// Runs `body` holding both locks, or returns nil when no device is open.
    @discardableResult
    private func withDevice<T>(_ body: () -> T) -> T? {
        lock.withLock {
            guard device != 0 else { return nil }
            SDL_LockAudioDevice(device)
            defer { SDL_UnlockAudioDevice(device) }
            return body()
        }
    }

    private static func sdlError() -> String {
        SDL_GetError().map { String(cString: $0) } ?? ""
    }
}
