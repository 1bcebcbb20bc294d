import Drill
import Foundation
import HeadUnitTesting
import Host
import Screen

/// What a person did in the window over their own scene (B12), written as a `.drill` file that
/// `SceneDrill(…).run([FILE])` replays and passes: each step (`plug`, `unplug`, `tap "TITLE"`,
/// `tap back`, `event "NAME"`) after a `wait` for the virtual time since the step before, and
/// after each an `expect car …` line of what the car shows then (the front template, in the
/// words of `TemplateExpectation`). A crash ends the recording with `expect crash RULE`: the
/// file still replays, and its run stops there (B6).
///
/// ```swift
/// var recorder = SceneDrillRecorder()
/// recorder.record("plug", at: Instant(ms: 1200), screen: car.screen, crashes: car.crashes)
/// recorder.record(#"tap "Shows""#, at: Instant(ms: 2000), screen: car.screen, crashes: car.crashes)
/// recorder.text(endingAt: Instant(ms: 2500), screen: car.screen, crashes: car.crashes)
/// // scenario "Recorded in the window"
/// //   wait 1200ms
/// //   plug
/// //   expect car top tab-bar "Listen Now" "Shows" "Radio"
/// //   wait 800ms
/// //   tap "Shows"
/// //   expect car top tab-bar "Listen Now" "Shows" "Radio"
/// //   wait 500ms
/// //   expect car top tab-bar "Listen Now" "Shows" "Radio"
/// //   expect no crash
/// ```
///
/// Only steps that took are recorded: a tap the car refused changed nothing.
public struct SceneDrillRecorder: Hashable, Sendable {
    /// The scenario's title.
    public static let title = "Recorded in the window"

    /// The `given …` lines (without indentation).
    public let givens: [String]
    /// The scenario's lines so far (without indentation): waits, steps and expectations.
    public private(set) var lines: [String] = []
    /// How many steps were recorded.
    public private(set) var stepCount = 0
    /// True once a crash ended the recording (B6: nothing reaches a crashed app).
    public private(set) var ended = false
    /// When the last line was recorded.
    private var last = Instant.zero

    /// A recorder for a car of `display` in `appearance` under the host profile named
    /// `profile` (`lenient`, `off`; nil for strict): each that is not the default is a `given`.
    public init(display: DisplaySize = .standard, appearance: Appearance = .dark, profile: String? = nil) {
        var givens: [String] = []
        if display != .standard { givens.append("given display \(display)") }
        if appearance != .dark { givens.append("given appearance \(appearance.rawValue)") }
        if let profile, profile != "strict" { givens.append("given profile \(profile)") }
        self.givens = givens
    }

    /// Adds `step` (its drill line) taken at `at`, then what the car shows after it: `expect
    /// crash RULE` when it crashed the app (the recording ends), else `expect car …` for `screen`.
    public mutating func record(_ step: String, at: Instant, screen: CarScreen, crashes: [CrashReport]) {
        guard !ended else { return }
        waitUntil(at)
        lines.append(step)
        stepCount += 1
        settle(screen: screen, crashes: crashes)
    }

    /// Ends the recording at `at` with `expect crash RULE` if the app has crashed (time passing
    /// can crash it: H4's exception comes later, on the main queue).
    public mutating func noteCrash(at: Instant, crashes: [CrashReport]) {
        guard !ended, let crash = crashes.first else { return }
        waitUntil(at)
        lines.append("expect crash \(crash.rule)")
        ended = true
    }

    /// The drill file's text, ending at `end` with the car showing `screen`: the lines so far,
    /// then (unless a crash ended them) the last `wait` with what the car shows after it and
    /// `expect no crash`.
    public func text(endingAt end: Instant, screen: CarScreen, crashes: [CrashReport]) -> String {
        var closing = self
        if !closing.ended, end > closing.last || crashes.first != nil {
            closing.waitUntil(end)
            closing.settle(screen: screen, crashes: crashes)
        }
        if !closing.ended { closing.lines.append("expect no crash") }
        let head = ["# Recorded in HeadUnitWindow; replay with SceneDrill(…).run([FILE]).",
                    "scenario \"\(SceneDrillRecorder.title)\""]
        return (head + (givens + closing.lines).map { "  " + $0 }).joined(separator: "\n") + "\n"
    }

    /// `wait Nms` for the time since the last line, if any passed.
    private mutating func waitUntil(_ at: Instant) {
        if at > last { lines.append("wait \(at - last)ms") }
        last = max(last, at)
    }

    /// `expect crash RULE` (ending the recording) or `expect car …`.
    private mutating func settle(screen: CarScreen, crashes: [CrashReport]) {
        if let crash = crashes.first {
            lines.append("expect crash \(crash.rule)")
            ended = true
        } else {
            lines += SceneDrillRecorder.expectation(for: screen)
        }
    }

    /// The lines that say what `screen` shows: `expect car disconnected`, or the front template
    /// (`expect car presented alert "Sign out?" "Cancel" "Sign out"`, `expect car top list
    /// "Shows" "Morning Drive"`); a template no drill word names is a comment over `expect car
    /// presented nothing`, which holds.
    public static func expectation(for screen: CarScreen) -> [String] {
        guard screen.connected else { return ["expect car disconnected"] }
        if let presented = screen.presented {
            guard TemplateExpectation.Kind(presented.kind) != nil else {
                return ["# the car presents \(presented.kind.className) (no `expect car` word for it)"]
            }
            return ["expect car presented " + TemplateExpectation.words(for: presented)]
        }
        guard let top = screen.top else { return ["expect car presented nothing"] }
        guard TemplateExpectation.Kind(top.kind) != nil else {
            return ["# the car shows \(top.kind.className) \(DrillString.quoted(top.title)) (no `expect car` word for it)",
                    "expect car presented nothing"]
        }
        // A tab bar: its tabs, then the tab it shows with that tab's rows.
        let tab = TemplateExpectation.SelectedTab(top).map { ["expect car top " + $0.words] } ?? []
        return ["expect car top " + TemplateExpectation.words(for: top)] + tab
    }
}
