import Foundation

/// The car has no voice but the Live call: what used to be spoken is a cue now (S1).
final class Speaker {
    private let cues: CuePlayer

    init(cues: CuePlayer) {
        self.cues = cues
    }

    func say(_ text: String) {
        cues.play(.connected)
    }
}
