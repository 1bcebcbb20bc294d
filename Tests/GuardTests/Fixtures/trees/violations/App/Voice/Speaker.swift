import AVFoundation

/// Says short phrases aloud on the phone.
/// Planted: S1 (system speech). Each `↓Sn` marks the column of the finding on the next line.
final class Speaker {
    //                   ↓S1
    private let engine = AVSpeechSynthesizer()

    func say(_ text: String) {
        engine.speak(AVSpeechUtterance(string: text))
    }
}
