import Foundation

/// Path arithmetic on strings, done lexically (`a/./b/../c` is `a/c`), plus the two questions
/// that need the file system: where a path really leads (symlinks resolved) and what is there.
enum FilePath {
    /// `path` with `.` and `..` worked out and repeated slashes dropped; a relative path keeps
    /// the `..` that climb above its start.
    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The directory part of `path` (`.` for a bare file name).
    static func directory(of path: String) -> String {
        normalize(path + "/..")
    }

    /// `relative` resolved against the directory `base` (an absolute `relative` stays itself).
    static func join(_ base: String, _ relative: String) -> String {
        relative.hasPrefix("/") ? normalize(relative) : normalize(base + "/" + relative)
    }

    /// `path` made absolute against the current directory, normalized.
    static func absolute(_ path: String) -> String {
        join(FileManager.default.currentDirectoryPath, path)
    }

    /// True when `path` is `root` or inside it (both absolute and normalized).
    static func isInside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }

    /// Where `path` really leads, every symlink resolved; nil if nothing is there.
    static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What is at `path`.
    enum Kind {
        case missing, file, directory
    }

    /// What is at `path` (following symlinks).
    static func kind(_ path: String) -> Kind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
    }
}
