import Testing
import Host
import CarApp
import Rig
import TestSupport

/// DESIGN.md, Explore ("one field list"): every stored property of every state type is either
/// fingerprinted or excluded with a reason, in `FingerprintFields.table`. A property added to a
/// state and to neither list fails here by name, so a forgotten field cannot merge explorer
/// states silently; `ReferenceFingerprintTests` then checks the hand-written fingerprints feed
/// what the table says.
@Suite("Fingerprint fields: every stored property of a state type is fingerprinted or excluded")
struct FingerprintFieldsTests {
    /// The state types the samples reach, each with its stored properties (by `Mirror`).
    static let reached = Result { try samples().reduce(into: [String: [String]]()) { all, sample in
        all.merge(ReferenceFingerprint.typesReached(from: sample)) { a, _ in a }
    } }

    /// Worlds and values that between them reach every state type (an optional that is nil
    /// everywhere would hide its type: each one is set somewhere here).
    static func samples() throws -> [Any] {
        var fresh = Build.world()
        var animating = fresh
        try animating.run(.plug)   // the root animates in: the host's animation, the navigator's change in flight
        var call = animating
        call.advance(by: 300)
        try call.run(.tap("Continue conversation"), .realtimeUp, .speechStart, .speechStop, .replyStart, .micStall)
        call.advance(by: 150)   // the stall is silenced (M1)
        var panel = call
        try panel.run(.tapGear)
        var naive = Build.world { $0.navigator = "naive" }
        try naive.run(.plug)
        var noCompletion = Build.world { $0.navigator = "no-completion" }
        try noCompletion.run(.plug)
        // Events waiting their turn (`later` is empty between steps).
        fresh.state.later = [.hostCompleted(HostCompletion(callID: 1, generation: 1, success: false, error: "refused")),
                             .buttonTapped(ButtonHit(template: TemplateID(1), role: .gridButton, title: "New conversation", index: 1)),
                             .engineReturned(AudioEngineController.Command(.start, on: .engineQueue, by: .call))]
        // A3: the route's rate changes during a call and the stale-format handling installs the
        // tap with the old one: the fake engine keeps its crash report.
        var crashed = Build.world { $0.app.engineHandling = .staleFormat }
        try crashed.run(.plug)
        crashed.advance(by: 300)
        try crashed.run(.tap("Continue conversation"), .realtimeUp)
        crashed.advance(by: 300)
        try crashed.run(.routeChangeRate(44_100))
        return [fresh.state, animating.state, call.state, panel.state, naive.state, noCompletion.state, crashed.state]
    }

    @Test("each state type's stored properties are the table's: fingerprinted or excluded, none forgotten",
          arguments: FingerprintFields.table.keys.sorted())
    func pinned(_ type: String) throws {
        let labels = try Self.reached.get()[type]
        for message in FingerprintFields.mismatches(type: type, labels: labels) { Issue.record(Comment(rawValue: message)) }
    }

    @Test("every state type the samples reach is in the table")
    func everyTypeListed() throws {
        for (type, labels) in try Self.reached.get().sorted(by: { $0.key < $1.key }) where FingerprintFields.table[type] == nil {
            for message in FingerprintFields.mismatches(type: type, labels: labels) { Issue.record(Comment(rawValue: message)) }
        }
    }

    @Test("the pins' failures name the type and the property and say what to do")
    func failureTexts() {
        let labels = ReferenceFingerprint.typesReached(from: Retry())["CarApp.Retry"]
        #expect(labels == ["status", "retriesUsed", "delays", "windowMs"])
        var table = FingerprintFields.table
        table["CarApp.Retry"]?["retriesUsed"] = nil   // a property added to the type and not to the table
        table["CarApp.Retry"]?["attempts"] = .fed     // one the type no longer has
        #expect(FingerprintFields.mismatches(type: "CarApp.Retry", labels: labels, table: table) == [
            "CarApp.Retry.retriesUsed: a stored property FingerprintFields.table does not list: fingerprint it or exclude it (in the table, and in the type's fingerprint(into:))",
            "CarApp.Retry.attempts: listed in FingerprintFields.table but no longer a stored property: take it out of the table",
        ])
        table["CarApp.Retry"] = nil
        #expect(FingerprintFields.mismatches(type: "CarApp.Retry", labels: labels, table: table) == [
            "CarApp.Retry: a state type FingerprintFields.table does not list (stored properties: status, retriesUsed, delays, windowMs): fingerprint it or exclude it, property by property",
        ])
        #expect(FingerprintFields.mismatches(type: "CarApp.Retry", labels: nil).first?.hasPrefix("CarApp.Retry: no sample reaches it") == true)
    }
}
