/// How a template looks beyond its words and what can be tapped (`CarScreen.Shown`): images,
/// accessories, styles, sections, Now Playing's artwork and progress, a map's panels. Only
/// pictures read it: drills, expectations, the screen's one-line description and the host's
/// fingerprints never do, so a look never changes what a run does. A scene's CarPlay objects
/// fill it (`CPTemplate.hostLook`); the built-in app's templates leave it empty.
public struct TemplateLook: Hashable, Sendable {
    // Lists, grids, tab bars, alerts and action sheets, Now Playing:

    /// A list's sections, rows, images and empty view (a tab bar's: its selected list tab's) (B12).
    public var list: ListLook?
    /// A grid's buttons' images, in the order of its rows (a tab bar's: its selected grid tab's) (B12).
    public var gridImages: [ImageLook?] = []
    /// A tab bar's tabs' images (`tabImage`, else `tabSystemItem`'s symbol), in the order of its tabs (B12).
    public var tabImages: [ImageLook?] = []
    /// An alert's or action sheet's actions' styles, in the order of its rows (B12).
    public var actionStyles: [ActionStyle] = []
    /// The Now Playing screen's artwork, progress and controls (B10).
    public var nowPlaying: NowPlayingLook?

    // Maps, points of interest, contacts, search, information, voice control:

    /// A map template's controls over its map (B10).
    public var map: MapLook? {
        get { storedMap.value }
        set { storedMap.value = newValue }
    }
    /// A point-of-interest template's pins, picker and detail card.
    public var pointsOfInterest: PointOfInterestLook? {
        get { storedPointsOfInterest.value }
        set { storedPointsOfInterest.value = newValue }
    }
    /// A contact template's avatar, words and action buttons.
    public var contact: ContactLook? {
        get { storedContact.value }
        set { storedContact.value = newValue }
    }
    /// A search template's field.
    public var search: SearchLook? {
        get { storedSearch.value }
        set { storedSearch.value = newValue }
    }
    /// An information template's layout, items and actions.
    public var information: InformationLook? {
        get { storedInformation.value }
        set { storedInformation.value = newValue }
    }
    /// A scene's voice-control template's active state (the built-in app's call screen has none).
    public var voiceControl: VoiceControlLook? {
        get { storedVoiceControl.value }
        set { storedVoiceControl.value = newValue }
    }
    // Boxed: kept inline, these looks would make every `CarScreen.Shown` hundreds of bytes
    // wide, copied with each screen a drill or a window reads (B12 pictures).
    private var storedMap = Indirect<MapLook?>(nil)
    private var storedPointsOfInterest = Indirect<PointOfInterestLook?>(nil)
    private var storedContact = Indirect<ContactLook?>(nil)
    private var storedSearch = Indirect<SearchLook?>(nil)
    private var storedInformation = Indirect<InformationLook?>(nil)
    private var storedVoiceControl = Indirect<VoiceControlLook?>(nil)

    /// A look with nothing beyond the template's words.
    public init() {}
}

/// An image as a picture of the car draws it. HeadUnit keeps no pixels (its `UIImage` knows
/// only how it was made), so an image is drawn by that: a system symbol by its name, an asset
/// or a file by its name, anything else by its label.
public struct ImageLook: Hashable, Sendable {
    /// The SF Symbol's name (`play.fill`), for `UIImage(systemName:)`.
    public var systemName: String?
    /// The asset's name, for `UIImage(named:)`.
    public var assetName: String?
    /// A file's name or `rendered`, for the other ways an image is made.
    public var label: String?

    /// An image made as the arguments say (at most one of them, usually).
    public init(systemName: String? = nil, assetName: String? = nil, label: String? = nil) {
        self.systemName = systemName
        self.assetName = assetName
        self.label = label
    }

    /// The words a placeholder shows: the symbol's, the asset's or the label.
    public var name: String { systemName ?? assetName ?? label ?? "image" }
}
