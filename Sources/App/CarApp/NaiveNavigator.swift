import Host

/// A teaching example of what N1 and N3 prevent: **no queue, no completions**.
///
/// This is how a first CarPlay scene often reads: every change goes to the interface
/// controller the moment the app wants it, through the synchronous forms
/// (`presentTemplate(_:animated:completion: nil)`). It works as long as nobody is fast: a tap
/// on a tile while the home is still animating in asks for a present mid-animation (H2), the
/// car refuses it, and a refusal with no completion is an uncaught exception (H4):
///
/// ```
/// crash H2: An error was encountered during a template operation, but no completion block
/// was specified. Error: Error Domain=CarPlayErrorDomain Code=-1 "HeadUnit: a template
/// operation is already in progress; …"
/// ```
///
/// Select it with `given navigator naive` or `headunit explore --navigator naive`; the crash
/// rules scenarios and the explorer must catch it.
public struct NaiveNavigator: Reducer, Hashable, Sendable {
    /// N1: a navigator's answers are the host calls and timers the world carries out.
    public typealias Output = Effect

    /// What it believes the car shows (updated as it asks, hoping for the best).
    public private(set) var record = NavigatorRecord()
    private var connected = false
    private var nextCallID = 1

    /// Not connected, believing nothing is shown.
    public init() {}

    /// Handles one event: every requested change is sent at once, without a completion.
    public mutating func reduce(_ event: NavigatorEvent, now: Instant, into out: inout [Effect]) {
        switch event {
        case .connected:
            connected = true
            record = NavigatorRecord()
        case .disconnected:
            connected = false
            record = NavigatorRecord()
        case .requested(let change):
            guard connected else { return }
            if case .dismiss(let id) = change, record.presented != id { return }
            record.apply(change)
            out.append(.host(HostCall(id: nextCallID, operation: hostOperation(change), completion: false)))
            nextCallID += 1
        case .completed, .timerFired:
            break
        }
    }
}

extension NaiveNavigator: Fingerprintable {
    /// Every stored property (as its synthesized `Hashable` has it).
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(record)
        f.combine(connected)
        f.combine(nextCallID)
    }
}
