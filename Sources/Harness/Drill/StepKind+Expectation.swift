extension StepKind {
    /// What an `expect` (or `wait until`) step checks. Expectations read observables only:
    /// what the car and phone show, the cues, telemetry, crash reports, pictures.
    public enum Expectation: Hashable, Sendable {
        /// `expect car home "A" "B"…`: the home grid, nothing over it, exactly these tiles in order.
        case carHome([String])
        /// `expect car call "STATE"`: the call screen is up and its active state's title is STATE.
        case carCall(String)
        /// `expect car status "TEXT"`: the call screen's status line reads TEXT (C7); `""`: it is
        /// empty (no error shown).
        case carStatus(String)
        /// `expect car panel "ROW" "VALUE"…`: the panel shows each ROW with its VALUE.
        case carPanel([RowValue])
        /// `expect car nothing`: the car is connected and shows no call screen or panel of the app.
        case carNothing
        /// `expect car disconnected`: the car is not connected.
        case carDisconnected
        /// `expect phone SCREEN`: the phone's main screen, as the line names it (`live-thread`).
        case phone(String)
        /// `expect phone says "TEXT"`: the phone shows TEXT (its status line or message).
        case phoneSays(String)
        /// `expect cue NAME`: a cue named NAME started (SPEC Q's name).
        case cue(String)
        /// `expect cues A, B, …`: exactly these cues started, in this order.
        case cues([String])
        /// `expect no cue`: no cue started.
        case noCue
        /// `expect telemetry NAME key=value…`: an event NAME went out with these fields.
        case telemetry(name: String, fields: [Field])
        /// `expect telemetry sent NAME key=value…`: an event NAME went out in a batch (Y2).
        case telemetrySent(name: String, fields: [Field])
        /// `expect no telemetry NAME key=value…`: no event NAME with these fields went out.
        case noTelemetry(name: String, fields: [Field])
        /// `expect log "TEXT"`: a line of the app's or the host's log (H11) contains TEXT (the
        /// runner's own lines, its `step: …` echoes, are not the app's).
        case log(String)
        /// `expect crash RULE`: the app crashed by breaking host rule RULE (`H4`).
        case crash(rule: String)
        /// `expect no crash`: no crash report so far.
        case noCrash
        /// `expect shot "PNG"`: the car's picture matches the golden image PNG.
        case shot(String)
        /// `expect car root|top|presented KIND "TEXT"…`: a template of any app, by its place,
        /// class and words (`TemplateExpectation`).
        case carTemplate(TemplateExpectation)
        /// `expect host log "TEXT"`: a line of the host log (H11) since the last action contains TEXT.
        case hostLog(String)

        /// One `"ROW" "VALUE"` pair of `expect car panel`.
        public struct RowValue: Hashable, Sendable {
            /// The row's words.
            public var row: String
            /// The value it shows.
            public var value: String

            /// A row `row` showing `value`.
            public init(row: String, value: String) {
                self.row = row
                self.value = value
            }
        }

        /// One `key=value` of `expect telemetry`.
        public struct Field: Hashable, Sendable {
            /// The field's name.
            public var key: String
            /// Its value, as text.
            public var value: String

            /// A field `key` with `value`.
            public init(key: String, value: String) {
                self.key = key
                self.value = value
            }
        }
    }
}
