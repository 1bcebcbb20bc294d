/// The samples waiting to be played: a FIFO the caller fills and SDL's audio thread drains.
///
/// It has no lock of its own. ``CuePlayer`` only touches it between `SDL_LockAudioDevice` and
/// `SDL_UnlockAudioDevice`, and SDL holds that same lock while it runs the audio callback, so
/// the two threads never meet inside it. The callback reaches it only through `userdata`.
final class PendingSamples {
    /// The queued samples; `samples[readIndex...]` are still to be played.
    private var samples: [Int16] = []
    private var readIndex = 0

    /// How many samples are still to be played.
    var count: Int { samples.count - readIndex }

    /// Queues `more` after whatever is already waiting (runs on the caller's thread).
    func enqueue(_ more: [Int16]) {
        // Compact here, not in the callback, so the audio thread never allocates or moves memory.
        if readIndex > 0 && readIndex * 2 >= samples.count {
            samples.removeFirst(readIndex)
            readIndex = 0
        }
        samples.append(contentsOf: more)
    }

    /// Drops everything still waiting (Q7: a cue stops the moment the person talks).
    func clear() {
        samples.removeAll(keepingCapacity: true)
        readIndex = 0
    }

    /// Fills `buffer` with the next samples and silence after them; returns how many were real.
    /// Runs on SDL's audio thread: no allocation, no locks, no Swift concurrency.
    @discardableResult
    func drain(into buffer: UnsafeMutableBufferPointer<Int16>) -> Int {
        let take = min(buffer.count, count)
        for i in 0..<take {
            buffer[i] = samples[readIndex + i]
        }
        for i in take..<buffer.count {
            buffer[i] = 0
        }
        readIndex += take
        if readIndex == samples.count {
            // Fully played: restart at the front without freeing the storage.
            samples.removeAll(keepingCapacity: true)
            readIndex = 0
        }
        return take
    }
}
