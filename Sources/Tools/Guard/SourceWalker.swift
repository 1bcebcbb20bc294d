import Foundation
import UserInput

/// Finds the Swift files under the paths given to the guards, in a deterministic order, and
/// reads them.
public enum SourceWalker {
    /// The UTF-8 text of the file at `path`, or why it cannot be read (`UserFile`: at most
    /// 16 MB, a directory or a pipe refused).
    public static func readText(atPath path: String) -> Result<String, Diagnostic> {
        switch UserFile.read(path) {
        case .success(let bytes): text(of: Data(bytes), path: path)
        case .failure(let problem): .failure(Diagnostic(path, problem))
        }
    }

    /// The bytes of the file at `path` as its text: UTF-8, or the problem that they are not.
    public static func text(of data: Data, path: String) -> Result<String, Diagnostic> {
        guard let text = String(data: data, encoding: .utf8) else { return .failure(.notUTF8(path)) }
        return .success(text)
    }

    /// The files to check: each path that is a file, as given (whatever its extension); under
    /// each path that is a folder, every `.swift` file, sorted by path. Hidden files and
    /// folders (`.build`, `.git`) are skipped, and symbolic links to folders are not followed.
    /// A file reached twice is listed once. Paths that do not exist or cannot be listed are
    /// problems.
    public static func swiftFiles(in paths: [String]) -> (files: [String], problems: [Diagnostic]) {
        let manager = FileManager.default
        var files: [String] = []
        var seen: Set<String> = []
        var problems: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(.missing(path))
                continue
            }
            var found: [String] = []
            if isDirectory.boolValue {
                walk(path, into: &found, problems: &problems)
                found.sort()
            } else {
                found = [path]
            }
            for file in found where seen.insert(file).inserted {
                files.append(file)
            }
        }
        return (files, problems)
    }

    private static func walk(_ folder: String, into files: inout [String], problems: inout [Diagnostic]) {
        let manager = FileManager.default
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: folder)
        } catch {
            problems.append(.unreadable(folder))
            return
        }
        for name in entries where !name.hasPrefix(".") {
            let path = join(folder, name)
            let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            if type == .typeDirectory {
                walk(path, into: &files, problems: &problems)
            } else if name.hasSuffix(".swift") {
                // A regular file, or a link: a link to a folder is skipped, to a file is checked.
                var isDirectory: ObjCBool = false
                if type == .typeSymbolicLink, manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    continue
                }
                files.append(path)
            }
        }
    }

    /// `folder/name`, without a doubled slash and without a leading `./` for `.`.
    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
