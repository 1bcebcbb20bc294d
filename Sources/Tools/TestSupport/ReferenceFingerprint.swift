import Host
import Rig

/// A reference for the hand-written fingerprints (tests only): a `Mirror` walk over a world's
/// state that feeds every stored property but those `FingerprintFields` excludes, every instant
/// as the time before the clock. What it walks is written nowhere by hand, so a field a
/// hand-written `fingerprint(into:)` forgets shows as two states the reference splits and the
/// hand-written fingerprint merges.
///
/// ```swift
/// let reference = ReferenceFingerprint()
/// let value = reference.fingerprint(of: world.state)
/// ReferenceFingerprint.lines(of: world.state)   // ["host.connected = true", …]: what it fed
/// ```
public final class ReferenceFingerprint {
    /// What one walk keeps for the next: states share most of their parts.
    private let memo = WalkMemo()

    /// A reference with nothing walked yet (its memo fills as it walks).
    public init() {}

    /// The reference fingerprint of `state`.
    public func fingerprint(of state: WorldState) -> UInt64 {
        var walk = MirrorWalk(now: state.now, sink: FingerprintSink(), memo: memo)
        walk.walk(state)
        return walk.sink.value
    }

    /// What the walk feeds for `state`, one line a value (`path = value`), in order: to show how
    /// two states differ.
    public static func lines(of state: WorldState) -> [String] {
        var walk = MirrorWalk(now: state.now, sink: LineSink(), memo: WalkMemo())
        walk.walk(state)
        return walk.sink.lines
    }

    /// The state types (`FingerprintFields.stateModules`) a walk of `value` reaches, each with
    /// its stored properties' labels in order. Excluded properties are not walked into.
    public static func typesReached(from value: Any) -> [String: [String]] {
        var walk = MirrorWalk(now: .zero, sink: TypeSink(), memo: WalkMemo())
        walk.walk(value)
        return walk.sink.types
    }

    /// The names the table uses: `Host.Template.Storage` for a private type, which Swift names
    /// `Host.Template.(unknown context at $…).Storage` or `Host.Template.(Storage in _0A1B…)`;
    /// `Host.SharedValue` for `Host.SharedValue<Host.CrashReport>`, `Host.VirtualClock.Entry`
    /// for `Host.VirtualClock<Rig.WorldTimer>.Entry`.
    public static func typeName(of value: Any) -> String {
        var name = withoutGenericArguments(String(reflecting: type(of: value)))
        while let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") {
            let inside = name[name.index(after: open)..<close]
            if inside.hasPrefix("unknown context") {
                let dot = name.index(after: close)
                name.removeSubrange(open...(dot < name.endIndex && name[dot] == "." ? dot : close))
            } else {
                name.replaceSubrange(open...close, with: inside.split(separator: " ").first ?? "")
            }
        }
        return name
    }

    /// `name` with every generic argument list (`<…>`, nested ones inside it) taken out.
    private static func withoutGenericArguments(_ name: String) -> String {
        var depth = 0
        return String(name.filter { c in
            if c == "<" { depth += 1 } else if c == ">", depth > 0 { depth -= 1 } else { return depth == 0 }
            return false
        })
    }
}

/// Where a walk's values go: a fingerprint, lines for people, or the types met.
protocol WalkSink {
    /// A class instance's fields go into a fingerprint of their own (which may be kept).
    static var foldsClasses: Bool { get }
    /// `type(_:labels:)` is called for every state type met.
    static var keepsTypes: Bool { get }
    init()
    mutating func enter(_ label: String)
    mutating func leave()
    /// A value with no parts (a number, a string, a flag).
    mutating func leaf(_ value: Any)
    /// A mark of structure: a count, a case, nil, an instant.
    mutating func mark(_ mark: Mark)
    /// A class instance's own fingerprint, fed in place of its fields (`foldsClasses`).
    mutating func fold(_ value: UInt64)
    /// What was fed, as one fingerprint (`foldsClasses`).
    var value: UInt64 { get }
    mutating func type(_ name: String, labels: [String])
}

extension WalkSink {
    static var keepsTypes: Bool { false }
    mutating func fold(_ value: UInt64) {}
    var value: UInt64 { 0 }
    mutating func type(_ name: String, labels: [String]) {}
}

/// A mark of structure in a walk.
enum Mark {
    /// An optional with nothing in it.
    case none
    /// An optional with a value (the value follows).
    case some
    /// A collection's count (its elements follow), or a count-only field's.
    case count(Int)
    /// An enum's case, by name (its payload follows).
    case variant(String)
    /// An instant, as the milliseconds before the clock.
    case before(Millis)
}

/// Feeds a `Fingerprinter`; paths are not kept (the order of fields is).
struct FingerprintSink: WalkSink {
    static let foldsClasses = true
    var f = Fingerprinter()
    mutating func enter(_ label: String) {}
    mutating func leave() {}
    mutating func leaf(_ value: Any) {
        let type = Swift.type(of: value)
        if type == Int.self { f.combine(value as! Int) }
        else if type == Bool.self { f.combine(value as! Bool) }
        else if type == String.self { f.combine(value as! String) }
        else if type == Int64.self { f.combine(value as! Int64) }
        else { f.combine(String(reflecting: value)) }
    }
    mutating func mark(_ mark: Mark) {
        switch mark {
        case .none: f.combine(0 as UInt64)
        case .some: f.combine(1 as UInt64)
        case .count(let n): f.combine(2 as UInt64); f.combine(n)
        case .variant(let name): f.combine(3 as UInt64); f.combine(name)
        case .before(let ms): f.combine(4 as UInt64); f.combine(ms)
        }
    }
    mutating func fold(_ value: UInt64) { f.combine(value) }
    var value: UInt64 { f.value }
}

/// Writes `path = value` lines.
struct LineSink: WalkSink {
    static let foldsClasses = false
    var lines: [String] = []
    private var path: [String] = []
    private var here: String { path.joined(separator: ".").replacingDots() }
    mutating func enter(_ label: String) { path.append(label) }
    mutating func leave() { path.removeLast() }
    mutating func leaf(_ value: Any) { lines.append("\(here) = \(String(reflecting: value))") }
    mutating func mark(_ mark: Mark) {
        switch mark {
        case .none: lines.append("\(here) = nil")
        case .some: break   // the path says it (`call?.muted`)
        case .count(let n): lines.append("\(here).count = \(n)")
        case .variant(let name): lines.append("\(here) = .\(name)")
        case .before(let ms): lines.append("\(here) = \(ms) ms before now")
        }
    }
}

/// Keeps the state types met, with their labels.
struct TypeSink: WalkSink {
    static let foldsClasses = false
    static let keepsTypes = true
    var types: [String: [String]] = [:]
    mutating func enter(_ label: String) {}
    mutating func leave() {}
    mutating func leaf(_ value: Any) {}
    mutating func mark(_ mark: Mark) {}
    mutating func type(_ name: String, labels: [String]) { types[name] = labels }
}

private extension String {
    /// `host.stack.[0]` → `host.stack[0]`, `app.call.?.muted` → `app.call?.muted`.
    func replacingDots() -> String {
        var out = ""
        for c in self {
            if (c == "[" || c == "?"), out.last == "." { out.removeLast() }
            out.append(c)
        }
        return out
    }
}

/// What walks keep for later walks: each class instance's fingerprint (a template's content),
/// kept with the instance so its identity is not reused (the state's classes are copy-on-write
/// boxes of `let`s: an instance's content never changes, and many states share it); each
/// type's name and table.
final class WalkMemo {
    var classes: [ObjectIdentifier: (instance: AnyObject, value: UInt64)] = [:]
    var types: [ObjectIdentifier: (name: String, isState: Bool, table: [String: FingerprintField]?)] = [:]

    /// The name, whether it is a state type, and the table of `value`'s type.
    func type(of value: Any) -> (name: String, isState: Bool, table: [String: FingerprintField]?) {
        let id = ObjectIdentifier(Swift.type(of: value))
        if let known = types[id] { return known }
        let name = ReferenceFingerprint.typeName(of: value)
        let isState = FingerprintFields.stateModules.contains { name.hasPrefix($0) }
        let entry = (name, isState, isState ? FingerprintFields.table[name] : nil)
        types[id] = entry
        return entry
    }
}

/// One walk over a value's stored properties, as `FingerprintFields.table` says to treat them
/// (a property the table does not list is fed).
struct MirrorWalk<Sink: WalkSink> {
    let now: Instant
    var sink: Sink
    let memo: WalkMemo
    /// True once an instant was fed (a class holding one is not kept: its value depends on `now`).
    private(set) var fedInstant = false

    init(now: Instant, sink: Sink, memo: WalkMemo) {
        self.now = now
        self.sink = sink
        self.memo = memo
    }

    mutating func walk(_ value: Any) {
        if type(of: value) == Instant.self {
            fedInstant = true
            return sink.mark(.before(now - (value as! Instant)))
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?:
            guard let some = mirror.children.first else { return sink.mark(.none) }
            sink.mark(.some)
            child("?", some.value)
        case .collection?:
            sink.mark(.count(mirror.children.count))
            for (i, element) in mirror.children.enumerated() { child("[\(i)]", element.value) }
        case .dictionary?, .set?:
            // No order to rely on: each element as the lines it feeds, sorted.
            let elements = mirror.children.map { element in
                var lines = MirrorWalk<LineSink>(now: now, sink: LineSink(), memo: memo)
                lines.walk(element.value)
                return lines.sink.lines.joined(separator: "; ")
            }
            sink.mark(.count(elements.count))
            for (i, element) in elements.sorted().enumerated() { child("[\(i)]", element) }
        case .tuple?:
            for (i, part) in mirror.children.enumerated() { child(part.label ?? "\(i)", part.value) }
        case .enum?:
            // The case by its name (its payload's label), then the payload.
            guard let payload = mirror.children.first else { return sink.mark(.variant("\(value)")) }
            let name = payload.label ?? "?"
            sink.mark(.variant(name))
            child(name, payload.value)
        case .struct?:
            fields(of: value, mirror)
        case .class? where Sink.foldsClasses:
            let instance = value as AnyObject
            if let kept = memo.classes[ObjectIdentifier(instance)] { return sink.fold(kept.value) }
            var own = MirrorWalk(now: now, sink: Sink(), memo: memo)
            own.fields(of: value, mirror)
            fedInstant = fedInstant || own.fedInstant
            let folded = own.sink.value
            if !own.fedInstant { memo.classes[ObjectIdentifier(instance)] = (instance, folded) }
            sink.fold(folded)
        case .class?:
            fields(of: value, mirror)
        default:
            sink.leaf(value)
        }
    }

    private mutating func child(_ label: String, _ value: Any) {
        sink.enter(label)
        walk(value)
        sink.leave()
    }

    /// A struct's or class's stored properties, as the table says.
    fileprivate mutating func fields(of value: Any, _ mirror: Mirror) {
        let (name, isState, table) = memo.type(of: value)
        if Sink.keepsTypes, isState { sink.type(name, labels: mirror.children.map { $0.label ?? "?" }) }
        for field in mirror.children {
            let label = field.label ?? "?"
            switch table?[label] ?? .fed {
            case .fed:
                child(label, field.value)
            case .countOnly:
                sink.enter(label)
                sink.mark(.count(Mirror(reflecting: field.value).children.count))
                sink.leave()
            case .excluded:
                break
            }
        }
    }
}
