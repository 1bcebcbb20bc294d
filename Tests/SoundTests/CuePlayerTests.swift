import CarApp
import Foundation
import Testing
@testable import Sound

/// SDL's audio state is process-wide, so the player tests run one at a time. Nothing here waits
/// on real time: the dummy driver may or may not have pulled samples by the time we look.
@Suite(.serialized) struct CuePlayerTests {
    @Test func dummyDriverPlaysAndBogusDriverFallsSilent() throws {
        defer { unsetenv("SDL_AUDIODRIVER") }

        setenv("SDL_AUDIODRIVER", "dummy", 1)
        let player = CuePlayer()
        #expect(player.notice == nil)
        #expect(player.driver == "dummy")
        #expect(player.isAudible)
        player.play(.connected)
        player.play(.heard)
        let queued = player.pendingSampleCount
        #expect(queued <= CueSynth.samples(for: .connected).count + CueSynth.samples(for: .heard).count)
        player.stop()  // Q7
        #expect(player.pendingSampleCount == 0)
        player.close()
        #expect(!player.isAudible)
        player.play(.failed)  // closed: a no-op
        #expect(player.pendingSampleCount == 0)
        player.close()        // twice is fine

        setenv("SDL_AUDIODRIVER", "nonexistent", 1)
        let silent = CuePlayer()
        let notice = try #require(silent.notice)
        #expect(notice.hasPrefix("No sound card: cues will be silent (SDL: "))
        #expect(notice.hasSuffix(")."))
        #expect(notice.contains("nonexistent"), "SDL's reason should name the driver: \(notice)")
        #expect(silent.driver == nil)
        #expect(!silent.isAudible)
        silent.play(.disconnected)
        silent.enqueue([1, 2, 3])
        silent.stop()
        #expect(silent.pendingSampleCount == 0)
        silent.close()

        // SDL comes back after a failed start: the dummy driver opens again.
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        let again = CuePlayer()
        #expect(again.notice == nil)
        again.close()
    }

    @Test func noticeTextIsOneSentence() {
        #expect(CuePlayer.noSoundCardNotice("Audio target 'x' not available")
            == "No sound card: cues will be silent (SDL: Audio target 'x' not available).")
        #expect(CuePlayer.noSoundCardNotice("") == "No sound card: cues will be silent.")
    }
}
