@_exported import Foundation
@_exported import UIKit
import Host

/// The base class of every CarPlay template (`CPGridTemplate`, `CPListTemplate`…), as in the SDK.
/// You do not subclass it; HeadUnit maps each instance to a template of its strict host.
///
/// B1, B9: every class of this module keeps Apple's name, members, Swift signatures and actor
/// isolation (`@preconcurrency @MainActor` where the SDK has it), so a scene's files compile
/// unchanged; docs/sdk/CarPlay-26.tsv lists the SDK's declarations, Tests/CarPlaySDKTests holds them.
@preconcurrency @MainActor
open class CPTemplate: NSObject {
    /// Anything the app keeps with the template.
    public var userInfo: Any? { didSet { ContentChanges.note() } }
    /// The title of the template's tab, in a tab bar (else the tab takes the template's title).
    @available(iOS 14.0, *)
    public var tabTitle: String? { didSet { ContentChanges.note() } }
    /// The image of the template's tab (takes precedence over `tabSystemItem`; drawn by its name,
    /// `tabImageLook`).
    @available(iOS 14.0, *)
    public var tabImage: UIImage? { didSet { ContentChanges.note() } }
    /// A system tab item: its image and title.
    @available(iOS 14.0, *)
    public var tabSystemItem: UITabBarItem.SystemItem = .more {
        didSet { ContentChanges.note(); hasTabSystemItem = true }
    }
    /// Shows a badge on the template's tab (HeadUnit draws no badges).
    @available(iOS 14.0, *)
    public var showsTabBadge = false { didSet { ContentChanges.note() } }

    /// The car this template was given to (set when the host first sees it), for the calls a
    /// template takes itself (`showTripPreviews`, `updateNowPlayingButtons`…). An exception raised
    /// before any car saw the template is recorded on the first car that does.
    package weak var hostSession: TemplateHostSession? {
        didSet {
            ContentChanges.note()
            guard let hostSession, let pending = pendingException else { return }
            pendingException = nil
            hostSession.recordException(pending.name, reason: pending.reason, call: pending.call)
        }
    }

    /// True once the app set `tabSystemItem`: its symbol is the tab's image when there is no
    /// `tabImage` (B12).
    private var hasTabSystemItem = false { didSet { ContentChanges.note() } }

    /// The image of the template's tab as a picture draws it: `tabImage`, else the symbol of the
    /// `tabSystemItem` the app set, else none (B12).
    package var tabImageLook: ImageLook? {
        tabImage?.look ?? (hasTabSystemItem ? ImageLook(systemName: tabSystemItem.symbolName) : nil)
    }

    /// An exception raised while no car had seen the template (the app was already dead).
    private var pendingException: (name: String, reason: String, call: String)?

    package override init() { super.init() }

    /// Writes `text` into the host log of the car that has this template (nothing when no car
    /// has seen it yet: it is on no screen).
    package func recordInHostLog(_ text: String) {
        hostSession?.record("\(type(of: self)) #\(hostSession?.id(for: self).value ?? 0): \(text)")
    }

    /// An argument the framework rejects at the call (B4): it raises `name` with `reason` and the
    /// app dies. Recorded on this template's car at once; on a template no car has seen yet, when
    /// the first car sees it (the crash names the call that raised). Only the first counts.
    package func raise(_ name: String, reason: String, call: String) {
        if let hostSession { return hostSession.recordException(name, reason: reason, call: call) }
        if pendingException == nil { pendingException = (name, reason, call) }
    }

    /// What the framework raises on the app's next main-queue turn (it dispatches the raise there,
    /// after the call returned), then exits (B4): recorded then on this template's car; on a
    /// template no car has seen yet, when the first car sees it.
    package func raiseLater(_ name: String, reason: String, call: String) {
        guard let hostSession else { return raise(name, reason: reason, call: call) }
        hostSession.enqueue { [weak hostSession] in hostSession?.recordException(name, reason: reason, call: call) }
    }

    // MARK: - The host's view (HeadUnit's, not the SDK's)

    /// The template as the host sees it now: its class and every word and flag a person sees.
    /// Each template class gives its own (CPTemplate itself is abstract: nobody makes one).
    package func hostContent(id: TemplateID, session: TemplateHostSession) -> Template {
        preconditionFailure("CPTemplate is abstract: \(type(of: self)) must give its host content")
    }

    /// How the template looks beyond its words (`TemplateLook`: images, styles, panels), for
    /// pictures of the car. Each class that has more to show than words gives its own.
    package func hostLook(session: TemplateHostSession) -> TemplateLook { TemplateLook() }

    /// The person touched `hit` on this template: call the handler CarPlay calls.
    package func touch(_ hit: ButtonHit, session: TemplateHostSession) {}

    /// What `presentedTemplate` hands back under SPEC's reading (H5): a stand-in, never this
    /// instance. A class CarPlay presents gives one of its own class; any other (presented only
    /// with H13 off) a `PresentedStandIn` showing what `session`'s car shows for this one.
    package func makeStandIn(session: TemplateHostSession) -> CPTemplate {
        PresentedStandIn(for: self, shown: session.content(of: self))
    }
}

extension CPTemplate {
    /// The most leading, and the most trailing, bar buttons a template keeps (X1).
    nonisolated package static let maximumBarButtonCount = 2

    /// What a template keeps of `buttons` given as its leading or trailing bar buttons: the first
    /// two, as the framework's `-setLeadingNavigationBarButtons:` and
    /// `-setTrailingNavigationBarButtons:` keep them (X1).
    nonisolated package static func keptBarButtons(_ buttons: [CPBarButton]) -> [CPBarButton] {
        buttons.count > maximumBarButtonCount ? Array(buttons.prefix(maximumBarButtonCount)) : buttons
    }

    /// The bar buttons the car shows (at most two leading and two trailing), in order.
    package var shownBarButtons: [CPBarButton] {
        guard let provider = self as? CPBarButtonProviding else { return [] }
        return Array(provider.leadingNavigationBarButtons.prefix(2)) + Array(provider.trailingNavigationBarButtons.prefix(2))
    }

    /// The host's bar buttons and back button, for templates that provide them.
    package func withBars(_ t: Template) -> Template {
        var t = t
        t.barButtons = shownBarButtons.map(\.hostButton)
        t.backButton = (self as? CPBarButtonProviding)?.backButton?.hostButton
        return t
    }

    /// Bar buttons and the back button answer their touches the same way on every template.
    package func touchBar(_ hit: ButtonHit) {
        switch hit.role {
        case .barButton:
            let bar = shownBarButtons
            guard bar.indices.contains(hit.index) else { return }
            // A compose button runs no handler of the app: CarPlay starts Siri.
            if bar[hit.index] is CPMessageComposeBarButton { return recordInHostLog("\"\(hit.title)\" tapped: \(CPMessageComposeBarButton.siriLine)") }
            let button = bar[hit.index]
            hostSession?.callHandler(of: hit) { button.handler?(button) }
        case .backButton:
            if let back = (self as? CPBarButtonProviding)?.backButton { hostSession?.callHandler(of: hit) { back.handler?(back) } }
        case .gridButton, .listItem, .actionButton, .tab:
            break
        }
    }
}
