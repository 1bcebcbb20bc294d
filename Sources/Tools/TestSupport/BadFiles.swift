import Foundation

/// The bad input every reader of a person's files must answer with a located error, made at run
/// time in a temporary folder: a file nobody can read, a 100 MB file, a pipe.
public enum BadFiles {
    /// Runs `body` with a fresh temporary folder, removed when it returns.
    public static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-bad-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// `withFolder`, for an `async` body.
    public static func withFolder<T>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-bad-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }

    /// A path this process cannot read, and the reason the system gives. As root nothing is
    /// unreadable by its permissions (CI runs as root): there, a file the kernel refuses to
    /// read, this process's own memory from address 0; elsewhere a file with no permissions.
    public static func unreadable(in folder: URL, name: String = "locked.drill") throws -> (path: String, reason: String) {
        if getuid() == 0 { return ("/proc/self/mem", "input/output error") }
        let file = folder.appendingPathComponent(name)
        try Data("scenario \"x\"\n  plug\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        return (file.path, "permission denied")
    }

    /// A 100 MB file of NUL bytes (sparse: nothing is written to the disk).
    public static func hundredMegabytes(in folder: URL, name: String = "huge.drill") throws -> String {
        let file = folder.appendingPathComponent(name)
        try Data().write(to: file)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 100 * 1024 * 1024)
        try handle.close()
        return file.path
    }

    /// A named pipe nobody writes to (opening it to read waits forever, unless told not to).
    public static func pipe(in folder: URL, name: String = "pipe.drill") throws -> String {
        let path = folder.appendingPathComponent(name).path
        guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        return path
    }
}
