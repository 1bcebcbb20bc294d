extension Diagnostic {
    /// DL510 at `step`: it changed nothing a person or CI could see, `reason` says why; `showed`
    /// is what the car (and the phone) showed. Every drill's runner makes it here: the built-in
    /// app's (`NoEffect`) and a team's own scene's.
    public static func noEffect(_ step: Step, because reason: String, showed: String) -> Diagnostic {
        Diagnostic(code: .noEffect, location: step.location, length: step.written.unicodeScalars.count,
                   message: "`\(step.written)` changed nothing: \(reason)",
                   hint: "every step must change something a person or CI could see; \(showed)", lineText: step.lineText)
    }
}
