import Foundation

/// A file a person named on the command line or in a drill: a `.drill` file or what it includes,
/// a Swift source or rules file for the guards, a golden picture. Read whole, with a bound, in
/// one way for all of them: its bytes, or the ``Problem`` that keeps them out of reach, so that
/// every command answers a missing file, a directory, a pipe, an unreadable or an oversized file
/// alike, and none of them waits, traps or takes gigabytes.
///
/// ```swift
/// switch UserFile.read("Scenarios/drill/d1-continue.drill") {
/// case .success(let bytes): parse(bytes)
/// case .failure(let problem): print("cannot read it: \(problem.reason)")   // "no such file"
/// }
/// ```
public enum UserFile {
    /// The largest file read: 16 MB (MiB). The shipped scenarios are a few KB each, a large Swift
    /// source a few hundred KB; a 100 MB file is a mistake, and reading it would take seconds and
    /// gigabytes (a drill's steps, a source's characters and tokens) before saying anything.
    public static let maxBytes = 16 * 1024 * 1024

    /// Why a file's bytes cannot be had.
    public enum Problem: Error, Hashable, Sendable {
        /// Nothing is there (or a folder on the way is a file).
        case missing
        /// A directory is there.
        case directory
        /// A pipe, a socket or a device is there (opening a pipe would wait for a writer).
        case notRegular
        /// The system refused: its reason, in lower case (`permission denied`).
        case unreadable(String)
        /// The file holds `bytes`, more than `limit`.
        case tooLarge(bytes: Int, limit: Int)

        /// The reason in words, to follow `cannot read 'PATH': `.
        public var reason: String {
            switch self {
            case .missing: "no such file"
            case .directory: "it is a directory"
            case .notRegular: "it is not a regular file (a pipe, a socket or a device)"
            case .unreadable(let why): why
            case .tooLarge(let bytes, let limit):
                "it is \(UserFile.megabytes(bytes)), more than the \(UserFile.megabytes(limit)) a file may have"
            }
        }
    }

    /// The bytes of the file at `path` (relative to the current directory, or absolute), at most
    /// `limit` of them; symlinks are followed.
    public static func read(_ path: String, limit: Int = maxBytes) -> Result<[UInt8], Problem> {
        // O_NONBLOCK: opening a pipe nobody writes to would otherwise wait forever.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(problem(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(problem(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.directory)
        default: return .failure(.notRegular)
        }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(bytes: Int(info.st_size), limit: limit)) }
        // To the end of the file, not to its stated size: a file in /proc says 0 and holds more,
        // and a file that grows while it is read is cut at the limit. (FileManager's
        // contents(atPath:) leaked 4 KB per empty file here, found by the fuzzer under ASan.)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            guard count > 0 else {
                if errno == EINTR { continue }
                return .failure(problem(errno))
            }
            bytes += chunk[..<count]
            guard bytes.count <= limit else { return .failure(.tooLarge(bytes: bytes.count, limit: limit)) }
        }
    }

    /// A size in MB (MiB) with one decimal: `100.0 MB`.
    public static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 1024 * 1024 / 2) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    /// The problem a failed call's `errno` stands for.
    private static func problem(_ code: Int32) -> Problem {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case ENXIO: .notRegular  // a socket, or a device nobody serves
        default: .unreadable(String(cString: strerror(code)).lowercased())
        }
    }
}
