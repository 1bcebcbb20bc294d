/// A map template's guidance while a navigation session guides (B10): the upcoming maneuvers
/// (the first large, the second as a "then" strip), or the pause, and the trip's estimates.
public struct GuidanceLook: Hashable, Sendable {
    /// One upcoming maneuver.
    public struct Maneuver: Hashable, Sendable {
        /// Its instruction variants, longest first: the card shows the longest that fits.
        public var instructionVariants: [String]
        /// Its symbol.
        public var symbol: ImageLook?
        /// The distance to it (`350 m`), when the app gave estimates.
        public var distance: String?

        /// A maneuver with these words, symbol and distance.
        public init(instructionVariants: [String], symbol: ImageLook? = nil, distance: String? = nil) {
            self.instructionVariants = instructionVariants
            self.symbol = symbol
            self.distance = distance
        }
    }

    /// The upcoming maneuvers the card shows (the first two).
    public var maneuvers: [Maneuver]
    /// The pause's words (`Starting route…`), shown instead of the maneuvers while paused.
    public var pause: String?
    /// The destination's name.
    public var destination: String
    /// The trip's distance remaining (`12.4 km`), when the app gave estimates.
    public var tripDistance: String?
    /// The trip's time remaining (`15 min`), when the app gave estimates.
    public var tripTime: String?

    /// Guidance to `destination` through `maneuvers`, or paused.
    public init(maneuvers: [Maneuver], pause: String? = nil, destination: String, tripDistance: String? = nil, tripTime: String? = nil) {
        self.maneuvers = maneuvers
        self.pause = pause
        self.destination = destination
        self.tripDistance = tripDistance
        self.tripTime = tripTime
    }
}
