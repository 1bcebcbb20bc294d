/// One way to drive a trip: its summary ("Via I-280 S"), its notes ("Fastest Route") and what the
/// car shows once it is chosen.
open class CPRouteChoice: NSObject, NSCopying {
    /// The summary, longest first (HeadUnit shows and taps the first).
    public let summaryVariants: [String]
    /// What the car shows once the route is chosen, longest first.
    public let selectionSummaryVariants: [String]?
    /// Notes about the route ("Fastest Route"), longest first.
    public let additionalInformationVariants: [String]?
    /// Anything the app keeps with the route choice.
    open var userInfo: Any? { didSet { ContentChanges.note() } }

    /// A route choice with these words.
    public init(summaryVariants: [String], additionalInformationVariants: [String], selectionSummaryVariants: [String]) {
        self.summaryVariants = summaryVariants
        self.additionalInformationVariants = additionalInformationVariants
        self.selectionSummaryVariants = selectionSummaryVariants
        super.init()
    }

    /// A route choice of the same words and user info (NSCopying, as in the SDK).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CPRouteChoice(summaryVariants: summaryVariants, additionalInformationVariants: additionalInformationVariants ?? [],
                                 selectionSummaryVariants: selectionSummaryVariants ?? [])
        copy.userInfo = userInfo
        return copy
    }
}
