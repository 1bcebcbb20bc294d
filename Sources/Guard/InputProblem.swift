import UserInput

/// A path the guards could not read: missing, a directory or a pipe, unreadable, larger than
/// 16 MB, or not UTF-8 text.
public struct InputProblem: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The path, as given or as found under a given folder.
    public var path: String
    /// Why it could not be read, and what to do.
    public var message: String

    /// A problem reading `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The compiler-style line: `path: error: [IO] cannot read …`.
    public var description: String { "\(path): error: [IO] \(message)" }

    static func missing(_ path: String) -> InputProblem {
        InputProblem(path: path, message: "cannot read \(path): no such file or folder; check the path")
    }

    static func unreadable(_ path: String) -> InputProblem {
        InputProblem(path: path, message: "cannot read \(path): permission denied or not a regular file; make it readable")
    }

    /// Why the file at `path` could not be read (`UserFile`), and what to do.
    init(_ path: String, _ problem: UserFile.Problem) {
        switch problem {
        case .missing: self = .missing(path)
        case .directory, .notRegular: self.init(path: path, message: "cannot read \(path): \(problem.reason); name a file")
        case .unreadable: self.init(path: path, message: "cannot read \(path): \(problem.reason); make it readable")
        case .tooLarge: self.init(path: path, message: "cannot read \(path): \(problem.reason); check the path")
        }
    }

    static func notUTF8(_ path: String) -> InputProblem {
        InputProblem(path: path, message: "cannot read \(path): not UTF-8 text; save it as UTF-8")
    }
}
