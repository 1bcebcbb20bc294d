/// A map template's trip preview panel (`CPMapTemplate.showTripPreviews`, B10): the trips (by
/// destination name), the selected trip's route choices, its estimates and the start button.
public struct TripPreviewLook: Hashable, Sendable {
    /// One route choice of the selected trip.
    public struct Route: Hashable, Sendable {
        /// Its first summary variant: the title the host taps it by.
        public var summary: String
        /// Its first additional-information variant (`Fastest`).
        public var information: String?

        /// A route choice with these words.
        public init(summary: String, information: String? = nil) {
            self.summary = summary
            self.information = information
        }
    }

    /// The trips' destination names, in order (tappable when there are several).
    public var trips: [String]
    /// The index of the selected trip.
    public var selectedTrip: Int
    /// The selected trip's route choices.
    public var routes: [Route]
    /// The index of the selected route choice.
    public var selectedRoute: Int
    /// The selected trip's estimates (`12 km, 15 min`), when the app gave some.
    public var estimates: String?
    /// The start button's words: the text configuration's, else `Go`.
    public var startTitle: String

    /// A preview of `trips`, `selectedTrip` selected, its `routes`.
    public init(trips: [String], selectedTrip: Int = 0, routes: [Route], selectedRoute: Int = 0, estimates: String? = nil, startTitle: String = "Go") {
        self.trips = trips
        self.selectedTrip = selectedTrip
        self.routes = routes
        self.selectedRoute = selectedRoute
        self.estimates = estimates
        self.startTitle = startTitle
    }
}
