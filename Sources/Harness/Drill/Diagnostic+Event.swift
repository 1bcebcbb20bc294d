import Host

extension Diagnostic {
    /// DL511 under the name of an `event "NAME"` step whose NAME is none of `registered` (the
    /// names a test gave `SceneDrill(events:)`, B7), with the nearest name and the registered
    /// ones as the hint; nil for any other step. `none` is the hint when nothing is registered.
    public static func unknownEvent(_ step: Step, registered: [String], none: String? = nil) -> Diagnostic? {
        guard case .event(let name) = step.kind, !registered.contains(name) else { return nil }
        let names = registered.sorted()
        let hint = names.isEmpty
            ? none ?? #"no events are registered: pass them by name, SceneDrill(…, events: [""# + name + #"": { … }])"#
            : (Suggest.nearest(name, among: names).map { "did you mean \"\($0)\"? " } ?? "")
                + "registered: " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        return at(.unknownEvent, step, "no event \"\(name)\" is registered", hint: hint, under: step.stringSpans.first)
    }
}
