import Testing
@testable import Drill

struct SuggestTests {
    @Test(arguments: [
        ("tapp", "tap"),
        ("Tap", "tap"),
        ("unplg", "unplug"),
        ("expcet", "expect"),
        ("realtim", "realtime"),
    ])
    func suggestsTheNearestWord(word: String, expected: String) {
        #expect(Suggest.nearest(word, among: ["tap", "plug", "unplug", "expect", "realtime", "reply"]) == expected)
    }

    @Test(arguments: ["xyzzy", "t", "zz", "complete nonsense"])
    func suggestsNothingForFarWords(word: String) {
        #expect(Suggest.nearest(word, among: ["tap", "plug", "unplug", "expect"]) == nil)
    }

    @Test func tiesGoToTheEarlierCandidate() {
        #expect(Suggest.nearest("mute", among: ["muted", "mutes"]) == "muted")
    }

    @Test func distanceCountsEdits() {
        #expect(Suggest.distance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(Suggest.distance([], Array("abc".unicodeScalars)) == 3)
        #expect(Suggest.distance(Array("Connecting…".unicodeScalars), Array("Connecting".unicodeScalars)) == 1)
    }
}
