/// What the host does in answer to a call, a tap or a timer; its owner carries these out
/// (`carryOut(_:by:)`, a `HostOwner`).
public enum HostOutcome: Hashable, Sendable {
    /// Deliver this completion to the app, later (next turn of the queue, never inside the call: H4).
    case completion(HostCompletion)
    /// Start the animation timer for this call (H2); `HostState.animationFinished` when it fires.
    case animationTimer(callID: Int, generation: Int, after: Millis)
    /// The app crashed (H4): record the report; the app is dead from then on.
    indirect case crash(CrashReport)   // rare and large: boxed, so outcomes stay small
    /// A line for the host log (H11).
    case log(String)
    /// The host called a button's handler (H9): it runs in its own turn (`HostOwner.runHandler(of:)`).
    case handler(ButtonHit)
}

/// A button the person touched, as the host found it on screen.
public struct ButtonHit: Hashable, Sendable {
    /// Which part of the screen the button belongs to.
    public enum Role: String, Hashable, Sendable {
        /// A grid's button (T1's tiles).
        case gridButton
        /// A bar button (the call screen's gear, G1).
        case barButton
        /// An action button: a voice-control state's (Mute, End), an alert's or an action sheet's.
        case actionButton
        /// A list's row (the panel's, G2).
        case listItem
        /// A pushed template's back button: its own (`Back to the call`, G4) or the car's `Back`.
        case backButton
        /// A tab of a tab bar: touching it selects that tab.
        case tab
    }
    /// The template the button is on.
    public var template: TemplateID
    /// What kind of button it is (the part of the screen it belongs to).
    public var role: Role
    /// The words on the button, as the person reads them (`tap` finds a button by them).
    public var title: String
    /// Its place among the template's buttons of the same role (the first grid button is 0).
    public var index: Int

    /// A button `title` found at `index` among `role`'s buttons of `template`.
    public init(template: TemplateID, role: Role, title: String, index: Int) {
        self.template = template
        self.role = role
        self.title = title
        self.index = index
    }
}

extension ButtonHit: Fingerprintable {
    /// The template, the role, the words and the place.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(template)
        f.combine(role)
        f.combine(title)
        f.combine(index)
    }
}

extension ButtonHit.Role: Fingerprintable {
    /// The role's tag, one of six.
    @inlinable @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        let tag: UInt64
        switch self {
        case .gridButton: tag = 0
        case .barButton: tag = 1
        case .actionButton: tag = 2
        case .listItem: tag = 3
        case .backButton: tag = 4
        case .tab: tag = 5
        }
        f.combine(tag: tag, of: 6)
    }
}
