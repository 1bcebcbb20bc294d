#if os(Linux)
import Foundation
import Testing

/// How to start a worker of this process (`WorkerPool`): its own executable, under Swift Testing
/// with a filter naming the running test alone, else as a program with its own arguments.
/// Nil where a worker cannot be started so: an XCTest run, or a parameterized test (its cases
/// run side by side, so a worker could not tell which exploration is whose).
struct WorkerLaunch {
    /// The executable's path.
    var executable: String
    /// Its arguments, the first being its name.
    var arguments: [String]

    /// Why this process cannot have a worker.
    struct Unavailable: Error {
        /// In words, for the explorer's summary.
        let reason: String
    }

    /// How to start a worker of this process.
    static func current() throws(Unavailable) -> WorkerLaunch {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            throw Unavailable(reason: "this process cannot find its own executable")
        }
        if let test = Test.current {
            guard !test.isParameterized else {
                throw Unavailable(reason: "a parameterized test cannot have workers (its cases run side by side)")
            }
            return WorkerLaunch(executable: executable, arguments: [executable, "--testing-library", "swift-testing", "--filter", pattern(test.id.description)])
        }
        let arguments = CommandLine.arguments
        guard !(arguments.first ?? "").hasSuffix(".xctest") else {
            throw Unavailable(reason: "workers need a Swift Testing test or a program of their own (this is an XCTest run)")
        }
        return WorkerLaunch(executable: executable, arguments: [executable] + arguments.dropFirst())
    }

    /// The running test's id (empty outside a test): `Module.Suite/test()/File.swift:12:4`.
    static var testName: String { Test.current?.id.description ?? "" }

    /// A regular expression that matches `text` alone.
    static func pattern(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
#endif
