import Host

/// Telemetry (Y1-Y5) and the app log, built only when kept.
extension CarScene {
    /// Y5: whether telemetry is kept at all (nothing is built at `off`).
    var keepsTelemetry: Bool { telemetry.level != .off }

    /// Y1: a telemetry event, built only when the level keeps any (Y5: nothing at `off`). The
    /// fields may not read the scene (it is being changed): a caller that needs them takes them first.
    mutating func record(_ name: String, _ fields: @autoclosure () -> [String: String] = [:], now: Instant, into out: inout SceneOutput) {
        guard keepsTelemetry else { return }
        routeTelemetry(TelemetryEvent(name, fields()), now: now, into: &out)
    }

    /// Y1: what the attempt records, built only when the level keeps any.
    mutating func record(_ record: CallRecord, now: Instant, into out: inout SceneOutput) {
        guard keepsTelemetry else { return }
        routeTelemetry(record.event, now: now, into: &out)
    }

    /// Y2: a telemetry event through the batcher. Y5: the level decides what is kept at all
    /// (nothing at `off`, no `debug.` at info).
    mutating func routeTelemetry(_ event: TelemetryEvent, now: Instant, into out: inout SceneOutput) {
        guard keepsTelemetry, telemetry.level == .debug || !event.name.hasPrefix("debug.") else { return }
        out.append(.telemetry(event))
        send(.record(event), to: \.telemetry, now: now, into: &out)
    }

    /// A line for the app log, built only when the world keeps one.
    func log(_ text: @autoclosure () -> String, into out: inout SceneOutput) {
        guard config.keepsLog else { return }
        out.append(.log(text()))
    }
}
