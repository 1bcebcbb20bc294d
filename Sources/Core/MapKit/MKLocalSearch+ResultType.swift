import Foundation

extension MKLocalSearch {
    /// The kinds of places a search looks for.
    @available(iOS 13.0, *)
    public struct ResultType: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// The kinds of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1 << 0)
        /// Points of interest (shops, chargers, restaurants).
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
    }
}
