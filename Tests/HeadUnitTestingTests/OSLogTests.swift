import Foundation
import OSLog
import Testing
import os
import os.log

// B9: os and OSLog as scene code logs with them. The unified log does not exist here: a
// message is a line on standard error when OS_ACTIVITY_DT_MODE is set, or nothing. These tests
// collect the lines instead (LogOutput.capture, bound for the test's own task).

/// The lines `body` logs.
private func logged(_ body: () -> Void) -> [String] {
    let capture = LogOutput.Capture()
    LogOutput.$capture.withValue(capture, operation: body)
    return capture.lines
}

private struct Track: CustomStringConvertible {
    let title: String
    var description: String { "Track(\(title))" }
}

private enum PlaybackError: Error { case stalled }

@Test func aLoggerWritesItsSubsystemCategoryAndLevel() {
    let logger = Logger(subsystem: "com.example.radio", category: "CarPlay")
    let lines = logged {
        logger.debug("debug")
        logger.trace("trace")
        logger.info("info")
        logger.notice("notice")
        logger.log("log")
        logger.warning("warning")
        logger.error("error")
        logger.critical("critical")
        logger.fault("fault")
        logger.log(level: .info, "at a level")
    }
    #expect(lines == [
        "[com.example.radio:CarPlay] debug: debug",
        "[com.example.radio:CarPlay] debug: trace",
        "[com.example.radio:CarPlay] info: info",
        "[com.example.radio:CarPlay] default: notice",
        "[com.example.radio:CarPlay] default: log",
        "[com.example.radio:CarPlay] error: warning",
        "[com.example.radio:CarPlay] error: error",
        "[com.example.radio:CarPlay] fault: critical",
        "[com.example.radio:CarPlay] fault: fault",
        "[com.example.radio:CarPlay] info: at a level",
    ])
    #expect(logged { Logger().info("plain") } == ["info: plain"])
    #expect(logged { Logger(OSLog(subsystem: "s", category: "c")).error("wrapped") } == ["[s:c] error: wrapped"])
}

@Test func privateAndSensitiveValuesAreHidden() {
    let logger = Logger(subsystem: "s", category: "c")
    let account = "1234-5678"
    let lines = logged {
        logger.info("auto \(account) public \(account, privacy: .public)")
        logger.info("private \(account, privacy: .private) sensitive \(account, privacy: .sensitive)")
        logger.info("hashed \(account, privacy: .private(mask: .hash)) \(42, privacy: .private)")
    }
    #expect(lines == [
        "[s:c] info: auto 1234-5678 public 1234-5678",
        "[s:c] info: private <private> sensitive <private>",
        "[s:c] info: hashed <private> <private>",
    ])
}

@Test func valuesOfEveryKindAppsLogAreWritten() {
    let logger = Logger(subsystem: "s", category: "c")
    let error: any Error = PlaybackError.stalled
    let noError: (any Error)? = nil
    let object: NSObject? = nil
    let lines = logged {
        logger.info("\(42) \(Int8(-8)) \(UInt64(7)) \(Int32(3), format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true))")
        logger.info("\(3.14159) \(Float(2.5), format: .fixed(precision: 1)) \(1234.5, format: .exponential(precision: 2)) \(CGFloat(1.5))")
        logger.info("\(true) \(false, format: .answer) \(Track(title: "Intro")) \(Int.self) \(NSString(string: "object"))")
        logger.error("\(error) \(noError) \(object) \(String(describing: Optional("x")))")
        logger.error("\(NSError(domain: "CarPlayErrorDomain", code: -1, userInfo: nil).code) \(URL(fileURLWithPath: "/a")) \([1, 2])")
        logger.info("[\("left", align: .left(columns: 6))] [\("right", align: .right(columns: 7))] [\(7, format: .decimal(minDigits: 3))]")
        logger.info("\(-1, format: .hex) \(Int8(-1), format: .hex) \(5, format: .decimal(explicitPositiveSign: true))")
    }
    #expect(lines == [
        "[s:c] info: 42 -8 7 3 0XFF",
        "[s:c] info: 3.141590 2.5 1.23e+03 1.5",
        "[s:c] info: true NO Track(Intro) Int object",
        "[s:c] error: stalled (null) (null) Optional(\"x\")",
        "[s:c] error: -1 file:///a [1, 2]",
        "[s:c] info: [left  ] [  right] [007]",
        "[s:c] info: ffffffffffffffff ff +5",
    ])
}

@Test func aDisabledLogWritesNothingAndEvaluatesNothing() {
    var evaluated = false
    func expensive() -> String {
        evaluated = true
        return "value"
    }
    #expect(logged { Logger(OSLog.disabled).fault("\(expensive())") }.isEmpty)
    #expect(!evaluated)
    #expect(!OSLog.disabled.isEnabled(type: .fault))
    #expect(OSLog.default.isEnabled(type: .debug))
}

@Test func withoutTheEnvironmentVariableNothingIsEvaluated() {
    // Outside a capture, only OS_ACTIVITY_DT_MODE sends a message anywhere; the test runner
    // does not set it, so the value is never asked for.
    guard ProcessInfo.processInfo.environment["OS_ACTIVITY_DT_MODE"] == nil else { return }
    var evaluated = false
    func expensive() -> String {
        evaluated = true
        return "value"
    }
    Logger(subsystem: "s", category: "c").info("\(expensive())")
    #expect(!evaluated)
}

@Test func osLogWritesPrintfMessages() {
    let log = OSLog(subsystem: "com.lms", category: "CarPlay")
    let title = "News"
    let lines = logged {
        os_log("CarPlay connected", log: log, type: .info)
        os_log(.info, log: log, "CarPlay connected")
        os_log("Played %{public}@ for %d s at %.1fx", log: log, type: .default, title, 42, 1.5)
        os_log(.error, log: log, "Account %{private}@, code %{public}ld, %@", "secret", 7, title)
        os_log("%d%% of %s, %x, %c", log: log, 50, title, 255, 65)
        os_log("too few %d %d", log: log, 1)
        os_log("wrong kind %d", log: log, title)
        os_log("width %*d", log: log, 5, 3)
        os_log("default log")
    }
    #expect(lines == [
        "[com.lms:CarPlay] info: CarPlay connected",
        "[com.lms:CarPlay] info: CarPlay connected",
        "[com.lms:CarPlay] default: Played News for 42 s at 1.5x",
        "[com.lms:CarPlay] error: Account <private>, code 7, News",
        "[com.lms:CarPlay] default: 50% of News, ff, A",
        "[com.lms:CarPlay] default: too few 1 <missing>",
        "[com.lms:CarPlay] default: wrong kind News",
        "[com.lms:CarPlay] default: width 3",
        "default: default log",
    ])
}

@Test func osLogTakesInterpolatedMessages() {
    let log = OSLog(subsystem: "s", category: "c")
    let count = 3
    let lines = logged {
        os_log(.info, log: log, "\(count) items")
        os_log("\(count, privacy: .private) items")
    }
    #expect(lines == ["[s:c] info: 3 items", "default: <private> items"])
}

@Test func loggersCrossActors() async {
    // Logger is Sendable, as Apple's.
    let logger = Logger(subsystem: "s", category: "c")
    let capture = LogOutput.Capture()
    await LogOutput.$capture.withValue(capture) {
        await Task { logger.info("from a task") }.value
    }
    #expect(capture.lines == ["[s:c] info: from a task"])
}

@Test func anNSErrorIsWrittenAsAnObject() {
    let error = NSError(domain: "CarPlayErrorDomain", code: -1, userInfo: [NSLocalizedDescriptionKey: "No templates were available to be popped."])
    let lines = logged { Logger(subsystem: "s", category: "c").error("pop failed: \(error)") }
    #expect(lines == ["[s:c] error: pop failed: \(error.description)"])
}
