import Host

/// A map of places with a picker of their titles (EV charging, parking, fueling, food
/// ordering, driving task). The car shows the places as buttons (title, subtitle as detail);
/// selecting one shows its detail card (the card's lines and its primary and secondary buttons),
/// and the delegate hears of it. A picture of the car draws numbered pins on a plain street grid
/// and the picker's rows, or the card, on the leading side (`hostLook`).
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class CPPointOfInterestTemplate: CPTemplate, CPBarButtonProviding {
    /// The most places the template uses: it keeps the first 12 it is given (the header's limit).
    package static let maximumPointCount = 12

    /// The picker's title.
    public var title: String { didSet { ContentChanges.note() } }
    /// The places shown (the first 12 given).
    public private(set) var pointsOfInterest: [CPPointOfInterest] { didSet { ContentChanges.note() } }
    /// The index of the selected place, whose detail card the car shows; `NSNotFound` for none.
    public var selectedIndex: Int { didSet { ContentChanges.note() } }
    /// Told when the person moves the map or selects a place.
    public weak var pointOfInterestDelegate: (any CPPointOfInterestTemplateDelegate)? { didSet { ContentChanges.note() } }
    /// The leading bar buttons: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var leadingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); leadingNavigationBarButtons = CPTemplate.keptBarButtons(leadingNavigationBarButtons) }   // X1: the first two
    }
    /// The trailing bar buttons: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var trailingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); trailingNavigationBarButtons = CPTemplate.keptBarButtons(trailingNavigationBarButtons) }   // X1: the first two
    }
    /// A custom back button, shown when the template is pushed.
    nonisolated(unsafe) public var backButton: CPBarButton? { didSet { ContentChanges.note() } }

    /// A template with this title and places, `selectedIndex` selected (`NSNotFound` for none).
    /// Past 12 places, the first 12 are kept.
    public init(title: String, pointsOfInterest: [CPPointOfInterest], selectedIndex: Int) {
        self.title = title
        self.pointsOfInterest = Array(pointsOfInterest.prefix(Self.maximumPointCount))
        self.selectedIndex = selectedIndex
        super.init()
    }

    /// Replaces the places and the selection (`NSNotFound` for none); the car shows them. Past
    /// 12 places, the first 12 are kept. A selected index that names none of the kept places
    /// raises `NSRangeException`, as CarPlay does, and changes nothing (B4).
    public func setPointsOfInterest(_ pointsOfInterest: [CPPointOfInterest], selectedIndex: Int) {
        let kept = Array(pointsOfInterest.prefix(Self.maximumPointCount))
        // B4: the framework reads the index as unsigned, so a negative one is past the end too.
        if selectedIndex != NSNotFound, !kept.indices.contains(selectedIndex) {
            return raise("NSRangeException", reason: "Selected index \(selectedIndex) is beyond array bounds [0..\(kept.count)]",
                         call: "CPPointOfInterestTemplate.setPointsOfInterest(_:selectedIndex:)")
        }
        self.pointsOfInterest = kept
        self.selectedIndex = selectedIndex
    }

    /// The selected place, when `selectedIndex` names one.
    private var selected: CPPointOfInterest? {
        pointsOfInterest.indices.contains(selectedIndex) ? pointsOfInterest[selectedIndex] : nil
    }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        // The places (the map's pins and the picker's rows), then the selected place's card buttons.
        var buttons = pointsOfInterest.map { TemplateButton(title: $0.title, detail: $0.subtitle) }
        var card: [TemplateButton] = []
        if let place = selected {
            buttons += place.cardButtons.map { TemplateButton(title: $0.title) }
            card.append(TemplateButton(title: place.detailTitle ?? place.title, detail: place.detailSubtitle ?? place.subtitle))
            if let summary = place.detailSummary ?? place.summary { card.append(TemplateButton(title: summary)) }
        }
        return withBars(Template(id: id, kind: .pointOfInterest, title: title, buttons: buttons, items: card))
    }

    /// The places as pins and picker rows, and the selected one's card, as the car draws them.
    package override func hostLook(session: TemplateHostSession) -> TemplateLook {
        var places = PointOfInterestLook(places: pointsOfInterest.map(\.placesLook))
        if let place = selected {
            places.selected = selectedIndex
            places.card = PointOfInterestLook.Card(title: place.detailTitle ?? place.title, subtitle: place.detailSubtitle ?? place.subtitle,
                                                   summary: place.detailSummary ?? place.summary, buttons: place.cardButtons.map(\.title))
        }
        var look = TemplateLook()
        look.pointsOfInterest = places
        return look
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .actionButton else { return touchBar(hit) }
        if pointsOfInterest.indices.contains(hit.index) {
            let place = pointsOfInterest[hit.index]
            selectedIndex = hit.index
            recordInHostLog("\"\(place.title)\" selected: the car shows its detail card")
            pointOfInterestDelegate?.pointOfInterestTemplate(self, didSelectPointOfInterest: place)
            return
        }
        let cardButtons = selected?.cardButtons ?? []
        let i = hit.index - pointsOfInterest.count
        guard cardButtons.indices.contains(i) else { return }
        let button = cardButtons[i]
        session.callHandler(of: hit) { button.handler?(button) }
    }
}
