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

    /// How to start a worker of this process, if it can have one.
    static var current: WorkerLaunch? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        if let test = Test.current {
            guard !test.isParameterized else { return nil }
            return WorkerLaunch(executable: executable, arguments: [executable, "--testing-library", "swift-testing", "--filter", pattern(test.id.description)])
        }
        let arguments = CommandLine.arguments
        guard !(arguments.first ?? "").hasSuffix(".xctest") else { return nil }
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
