import Host

/// Maps, points of interest, contacts, search, information and voice control at their most
/// crowded, with their looks: long words everywhere and more places, results, items and actions
/// than fit (`TextFitTests` checks their words stay on the canvas and clear of each other).
enum PlacesCrowdedScreens {
    static let long = "Every conversation you have had with the assistant since you first set it up in the car"

    static func with(_ shown: CarScreen.Shown, _ fill: (inout TemplateLook) -> Void) -> CarScreen {
        var shown = shown
        fill(&shown.look)
        return CarScreen(connected: true, stack: [shown], presented: nil)
    }

    static let mapButtons = ["plus.magnifyingglass", "minus.magnifyingglass", "a map button with a long name", "location.fill"]
        .map { MapLook.Button(title: $0, image: ImageLook(systemName: $0)) }
    static let bar = (leading: [MapLook.Button(title: "Destinations and favourite places"), MapLook.Button(title: "Recents")],
                      trailing: [MapLook.Button(title: "Search everywhere for anything"), MapLook.Button(title: "magnifyingglass", image: ImageLook(systemName: "magnifyingglass"))])

    static let all: [(name: String, screen: CarScreen)] = [
        ("map-trip-preview", with(ScreenFixtures.shown(.map, "", rows: [])) { look in
            look.map = MapLook(mapButtons: mapButtons, leadingBarButtons: bar.leading, trailingBarButtons: bar.trailing,
                               tripPreview: TripPreviewLook(trips: ["The first trip to \(long)", "The second trip", "A third"], selectedTrip: 0,
                                                            routes: (1...6).map { .init(summary: "Route \($0) via \(long)", information: long) },
                                                            estimates: long, startTitle: "Start the trip along \(long)"))
        }),
        ("map-guidance", with(ScreenFixtures.shown(.map, "", rows: [])) { look in
            look.map = MapLook(mapButtons: mapButtons, trailingBarButtons: bar.trailing,
                               guidance: GuidanceLook(maneuvers: [.init(instructionVariants: [long, long + long], symbol: ImageLook(assetName: "a-turn-symbol-asset"),
                                                                        distance: "12,345.6 km and a bit"),
                                                                  .init(instructionVariants: [long], symbol: ImageLook(systemName: "arrow.up"))],
                                                      destination: long, tripDistance: "1,234.5 km", tripTime: "1,234 min"),
                               alert: NavigationAlertLook(titleVariants: [long], subtitleVariants: [long], image: ImageLook(systemName: "camera.fill"),
                                                          actions: [.init(title: "Thanks for the warning, \(long)"), .init(title: long, style: .destructive)]),
                               isPanning: true)
        }),
        ("poi", with(ScreenFixtures.shown(.pointOfInterest, long, rows: [], barButtons: ["Filter the places"], back: "Back to all conversations")) { look in
            look.pointsOfInterest = PointOfInterestLook(places: (1...12).map {
                .init(title: "Place \($0): \(long)", subtitle: long, summary: long, coordinate: .init(latitude: Double($0), longitude: Double($0 * 2)))
            })
        }),
        ("poi-card", with(ScreenFixtures.shown(.pointOfInterest, long, rows: [])) { look in
            look.pointsOfInterest = PointOfInterestLook(places: [.init(title: long, coordinate: .init(latitude: 1, longitude: 1))], selected: 0,
                                                        card: .init(title: long, subtitle: long, summary: long + ". " + long + ". " + long,
                                                                    buttons: ["Directions to \(long)", "Call \(long)"]))
        }),
        ("contact", with(ScreenFixtures.shown(.contact, long, rows: [], barButtons: ["Edit the contact"], back: "Back to all conversations")) { look in
            look.contact = ContactLook(name: long, image: ImageLook(label: "a-file-with-a-very-long-name.png"), subtitle: long, informativeText: long,
                                       actions: (1...4).map { ContactLook.Action(title: "Action \($0): \(long)", image: ImageLook(systemName: "phone.fill")) })
        }),
        ("search-results", with(ScreenFixtures.shown(.search, long, rows: (1...12).map { .init(title: "Result \($0): \(long)", detail: long) },
                                                     back: "Back to all conversations")) { look in
            look.search = SearchLook(text: long + ". " + long, resultImages: (1...12).map { _ in ImageLook(systemName: "mappin") })
        }),
        ("information-leading", with(ScreenFixtures.shown(.information, long, rows: [], back: "Back to all conversations")) { look in
            look.information = InformationLook(layout: .leading, items: (1...10).map { .init(title: "Item \($0): \(long)", detail: long, rating: $0 == 2 ? 3.5 : nil) },
                                               actions: (1...3).map { .init(title: "Action \($0): \(long)", style: $0 == 1 ? .confirm : .normal) })
        }),
        ("information-two-column", with(ScreenFixtures.shown(.information, long, rows: [], back: "Back to all conversations")) { look in
            look.information = InformationLook(layout: .twoColumn, items: (1...10).map { .init(title: "Item \($0): \(long)", detail: long, rating: $0 == 2 ? 3.5 : nil) },
                                               actions: (1...3).map { .init(title: "Action \($0): \(long)", style: .cancel) })
        }),
        ("voice-control", with(ScreenFixtures.shown(.voiceControl, "", rows: [.init(title: "Mute"), .init(title: "End the conversation now")],
                                                    barButtons: ["Voice settings"])) { look in
            look.voiceControl = VoiceControlLook(titleVariants: [long, long + long], image: ImageLook(assetName: "listening-animation"))
        }),
    ]
}
