import Host

/// A grid of up to eight buttons (H8: the car shows the first eight).
@preconcurrency @MainActor
open class CPGridTemplate: CPTemplate, CPBarButtonProviding {
    /// The largest image a grid button shows (iOS 26; HeadUnit's value, a car gives its own).
    @available(iOS 26.0, *)
    public class var maximumGridButtonImageSize: CGSize { CGSize(width: 60, height: 60) }

    /// The grid's title.
    public private(set) var title: String { didSet { ContentChanges.note() } }
    /// The grid's buttons: the first eight given (`CPGridTemplateMaximumItems`), as CarPlay keeps them.
    public private(set) var gridButtons: [CPGridButton] { didSet { ContentChanges.note() } }
    /// The buttons at the leading edge of the navigation bar: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var leadingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); leadingNavigationBarButtons = CPTemplate.keptBarButtons(leadingNavigationBarButtons) }   // X1: the first two
    }
    /// The buttons at the trailing edge of the navigation bar: the template keeps the first two, as the car shows them.
    nonisolated(unsafe) public var trailingNavigationBarButtons: [CPBarButton] = [] {
        didSet { ContentChanges.note(); trailingNavigationBarButtons = CPTemplate.keptBarButtons(trailingNavigationBarButtons) }   // X1: the first two
    }
    /// A custom back button, shown when the template is pushed.
    nonisolated(unsafe) public var backButton: CPBarButton? { didSet { ContentChanges.note() } }

    /// A grid with this title and these buttons (the first eight).
    public init(title: String?, gridButtons: [CPGridButton]) {
        self.title = title ?? ""
        self.gridButtons = Array(gridButtons.prefix(CPGridTemplateMaximumItems))
        super.init()
    }

    /// Replaces the buttons (the first eight); the car shows the new ones (iOS 15).
    @available(iOS 15.0, *)
    public func updateGridButtons(_ gridButtons: [CPGridButton]) { self.gridButtons = Array(gridButtons.prefix(CPGridTemplateMaximumItems)) }

    /// Replaces the title; the car shows it (iOS 15).
    @available(iOS 15.0, *)
    public func updateTitle(_ title: String) { self.title = title }

    package override func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        withBars(Template(id: id, kind: .grid, title: title, buttons: gridButtons.map(\.hostButton)))
    }

    /// B12: each button's image, drawn in its tile.
    package override func hostLook(session: TemplateHostSession) -> TemplateLook {
        var look = TemplateLook()
        look.gridImages = gridButtons.map { $0.image.look }
        return look
    }

    package override func touch(_ hit: ButtonHit, session: TemplateHostSession) {
        guard hit.role == .gridButton else { return touchBar(hit) }
        guard gridButtons.indices.contains(hit.index) else { return }
        let button = gridButtons[hit.index]
        session.callHandler(of: hit) { button.handler?(button) }
    }
}
