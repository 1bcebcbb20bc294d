import Foundation

/// An episode of a show.
struct Episode: Hashable, Sendable {
    let title: String
    let show: String
    let season: String
    let duration: TimeInterval
    let artwork: String
}

/// A podcast and its episodes, newest first.
struct Show: Hashable, Sendable {
    let title: String
    let host: String
    let artwork: String
    let episodes: [Episode]
}

/// A live radio station.
struct Station: Hashable, Sendable {
    let name: String
    let genre: String
    let artwork: String
}

/// What the app offers. (A real app loads it from its server and caches it; this one is fixed so
/// the tests can name what they tap.)
enum Catalog {
    static let shows: [Show] = [
        Show(title: "Morning Drive", host: "Ana Ruiz", artwork: "morning-drive", episodes: [
            Episode(title: "Traffic and Tempers", show: "Morning Drive", season: "Season 3", duration: 42 * 60, artwork: "morning-drive"),
            Episode(title: "Fog Lights", show: "Morning Drive", season: "Season 3", duration: 38 * 60, artwork: "morning-drive"),
            Episode(title: "The Last Exit", show: "Morning Drive", season: "Season 3", duration: 51 * 60, artwork: "morning-drive"),
        ]),
        Show(title: "Slow Roads", host: "Tom Becker", artwork: "slow-roads", episodes: [
            Episode(title: "Backroads", show: "Slow Roads", season: "Season 1", duration: 27 * 60, artwork: "slow-roads"),
            Episode(title: "Mountain Passes", show: "Slow Roads", season: "Season 1", duration: 33 * 60, artwork: "slow-roads"),
        ]),
        Show(title: "Graveyard Shift", host: "Mina Okafor", artwork: "graveyard-shift", episodes: [
            Episode(title: "Night Shift", show: "Graveyard Shift", season: "Season 2", duration: 64 * 60, artwork: "graveyard-shift"),
        ]),
    ]

    static let stations: [Station] = [
        Station(name: "City Jazz", genre: "Jazz", artwork: "city-jazz"),
        Station(name: "Newsroom 24", genre: "News", artwork: "newsroom"),
    ]

    /// The first episode of each show: where the person left off.
    static var continueListening: [Episode] { shows.compactMap(\.episodes.first) }

    /// The show an episode belongs to.
    static func show(named title: String) -> Show? { shows.first { $0.title == title } }
}
