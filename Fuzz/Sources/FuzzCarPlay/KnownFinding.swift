import Foundation
import HeadUnitTesting

/// What this target found that is reported (issue 27, item 6) and not fixed yet. Each is kept
/// from stopping every run, narrowly, and noted in the transcript, so that a run goes on to what
/// is new: a trap by not making the one call that traps, in the one state it traps in; a
/// difference between two runs by not making the call in the form that gives it.
/// `FUZZ_CARPLAY_STRICT=1` keeps none back: each one's seed
/// (`Fuzz/Seeds/FuzzCarPlay/known-*`) then fails as it must until its fix. A fix deletes the
/// case here; the seed stays, a regression input.
enum KnownFinding: String, CaseIterable {
    /// The async forms' results reach the app's tasks in no fixed order, nor within a fixed
    /// number of `HeadUnit.advance`'s rounds: a main-actor task resumed by a continuation runs
    /// after one yield or several (a dozen seen), so two calls awaited together are told their
    /// results either way round, and `advance(by:)` may return before an awaiting task ran. The
    /// same input then gives two host logs. Kept back by making an async-form call from its
    /// task in the completion form (no continuation).
    case asyncResultsOutOfOrder = "K4"

    /// The known findings kept back in this process (none with `FUZZ_CARPLAY_STRICT=1`).
    static let keptBack: [KnownFinding] = ProcessInfo.processInfo.environment["FUZZ_CARPLAY_STRICT"] == nil ? allCases : []

    /// True when async-form calls are made in the completion form (`K4`).
    static var keepsBackAsyncForms: Bool { keptBack.contains(.asyncResultsOutOfOrder) }
}
