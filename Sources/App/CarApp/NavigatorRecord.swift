import Host

/// What a navigator believes the car shows: the stack and the presented template (N2).
public struct NavigatorRecord: Hashable, Sendable {
    /// The stack, root first.
    public var stack: [TemplateID] = []
    /// The presented template, if any.
    public var presented: TemplateID?

    /// Nothing shown.
    public init() {}

    /// The record after `change` happened on the car.
    public mutating func apply(_ change: NavChange) {
        switch change {
        case .setRoot(let t): stack = [t.id]
        case .push(let t): stack.append(t.id)
        case .pop: if stack.count > 1 { stack.removeLast() }
        case .present(let t): presented = t.id
        case .dismiss: presented = nil
        case .activate, .updateGrid, .updateList: break
        }
    }
}

extension NavigatorRecord: Fingerprintable {
    /// Every stored property (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(stack)
        f.combine(presented)
    }
}
