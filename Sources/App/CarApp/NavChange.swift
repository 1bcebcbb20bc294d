import Host

/// One change the app wants on the car; the navigator turns it into host calls (N1).
public enum NavChange: Hashable, Sendable, CustomStringConvertible {
    /// Make this template the root (T1: the home grid, set before connect returns, H10).
    case setRoot(Template)
    /// Push this template over the top (G1: the panel over the home).
    case push(Template)
    /// Pop the top template (G4: the panel, on `Back to the call`).
    case pop
    /// Present this template (C3: the call screen, when its call starts).
    case present(Template)
    /// Dismiss this template if (and only if) it is the one presented (N2).
    case dismiss(TemplateID)
    /// Show this voice-control state on this template (H6, H12).
    case activate(TemplateID, identifier: String)
    /// Replace a grid's buttons in place (T5's tile labels).
    case updateGrid(TemplateID, [TemplateButton])
    /// Replace a list's items in place (the panel after Reset or a change).
    case updateList(TemplateID, [TemplateButton])

    /// True for changes that animate and so must wait their turn (H2).
    public var animates: Bool {
        switch self {
        case .setRoot, .push, .pop, .present, .dismiss: return true
        case .activate, .updateGrid, .updateList: return false
        }
    }

    /// `push <CPListTemplate #4>`: the change as the app's log prints it.
    public var description: String {
        switch self {
        case .setRoot(let t): return "set root \(t)"
        case .push(let t): return "push \(t)"
        case .pop: return "pop"
        case .present(let t): return "present \(t)"
        case .dismiss(let id): return "dismiss \(id)"
        case .activate(let id, let s): return "activate \"\(s)\" on \(id)"
        case .updateGrid(let id, let b), .updateList(let id, let b):
            return "update \(id) to [\(b.map(\.title).joined(separator: ", "))]"
        }
    }
}

extension NavChange: Fingerprintable {
    /// The case, then its values (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        switch self {
        case .setRoot(let t): f.combine(tag: 0, of: 8); f.combine(t)
        case .push(let t): f.combine(tag: 1, of: 8); f.combine(t)
        case .pop: f.combine(tag: 2, of: 8)
        case .present(let t): f.combine(tag: 3, of: 8); f.combine(t)
        case .dismiss(let id): f.combine(tag: 4, of: 8); f.combine(id)
        case .activate(let id, let identifier): f.combine(tag: 5, of: 8); f.combine(id); f.combine(identifier)
        case .updateGrid(let id, let buttons): f.combine(tag: 6, of: 8); f.combine(id); f.combine(buttons)
        case .updateList(let id, let buttons): f.combine(tag: 7, of: 8); f.combine(id); f.combine(buttons)
        }
    }
}
