import Foundation
import Drill

/// The diagnostics a fixture file says it should produce, read from its own comments.
///
/// Two marker forms, both plain `#` comments the parser ignores:
///
/// - A caret line: `#` then spaces, then `^` and a code. The caret's column (in Unicode scalars)
///   is the expected column, on the nearest line above that is not a marker line:
///
///   ```
///     wait 1.5ms
///   #      ^ DL201
///   ```
///
/// - A written position, for places a caret cannot show (column 1, whole files, binary
///   lines): `# expect: DL302 at 1:1`.
struct FixtureMarkers {
    /// One expected diagnostic: which file (relative to the fixture folder), where, which code.
    struct Expected: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var code: String

        var description: String { "\(file):\(line):\(column) \(code)" }
    }

    /// The markers of the file at `url`, naming it `name`.
    static func read(_ url: URL, name: String) throws -> [Expected] {
        let data = try Data(contentsOf: url)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var expected: [Expected] = []
        var target = 0
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let scalars = Array(line.unicodeScalars)
            if let written = line.range(of: "# expect: ") {
                let parts = line[written.upperBound...].split(separator: " ")
                let position = parts[2].split(separator: ":").compactMap { Int($0) }
                expected.append(Expected(file: name, line: position[0], column: position[1], code: String(parts[0])))
            } else if line.hasPrefix("#"), let caret = scalars.firstIndex(of: "^"),
                      scalars[1..<caret].allSatisfy({ $0 == " " }) {
                let code = String(String.UnicodeScalarView(scalars[(caret + 1)...])).trimmingCharacters(in: .whitespaces)
                expected.append(Expected(file: name, line: target, column: caret + 1, code: code))
            } else {
                target = number
            }
        }
        return expected
    }

    /// The marker form of a diagnostic whose file is under `folder`.
    static func actual(_ diagnostic: Diagnostic, folder: String) -> Expected {
        let file = diagnostic.location.file
        let name = file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
        return Expected(file: name, line: diagnostic.location.line, column: diagnostic.location.column, code: diagnostic.code.rawValue)
    }
}
