import Foundation
import UserInput

/// Reads drill files from disk: finds them (`discover`), parses them, and expands each
/// `include "FILE"` in place with the steps of FILE, each keeping its own location.
///
/// An include is relative to the file that includes it, and confined to `root`: a path that leaves it, by `..` or through a symlink, is an
/// error, as are a missing file and a cycle. An included file is parsed once however often it
/// is included, so its diagnostics are reported once.
///
/// ```swift
/// let loader = DrillLoader(root: URL(fileURLWithPath: "Scenarios"), language: .builtInApp)
/// let load = loader.load(paths: ["Scenarios"])
/// for diagnostic in load.diagnostics { print(diagnostic.rendered) }
/// ```
public struct DrillLoader: Sendable {
    /// The directory includes may not leave.
    public let root: URL
    /// The words its files may use.
    public let language: DrillLanguage

    /// A loader of files in `language` whose includes stay inside `root`.
    public init(root: URL, language: DrillLanguage) {
        self.root = root
        self.language = language
    }

    /// A loader for `path` as named on the command line: includes stay inside the path itself
    /// when it is a directory, else inside the folder of the file, whatever the working
    /// directory (`headunit drill /elsewhere/x.drill` includes what is beside x.drill).
    public init(rootFor path: String, language: DrillLanguage) {
        let folder = FilePath.kind(path) == .directory ? FilePath.normalize(path) : FilePath.directory(of: path)
        self.init(root: URL(fileURLWithPath: folder), language: language)
    }

    /// Expands `paths` into drill files: a file stays as given (whatever its extension); a
    /// directory gives its `.drill` files, recursively, sorted by path, hidden ones skipped.
    /// A path named twice is kept once. A path with nothing there is a diagnostic.
    public func discover(paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var found: [String]
            switch FilePath.kind(path) {
            case .file:
                found = [path]
            case .directory:
                let subpaths = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
                found = subpaths
                    .map { $0.split(separator: "/").map(String.init) }
                    .filter { parts in
                        parts.last?.hasSuffix(".drill") == true && !parts.contains { $0.hasPrefix(".") }
                    }
                    .sorted { $0.lexicographicallyPrecedes($1) }
                    .map { FilePath.join(path, $0.joined(separator: "/")) }
                    .filter { FilePath.kind($0) == .file }
            case .missing:
                var missing = unreadable(path, .missing, at: SourceLocation(file: path, line: 1, column: 1), lineText: nil, length: 1)
                missing.hint = "name .drill files or directories holding them"
                diagnostics.append(missing)
                found = []
            }
            for file in found where seen.insert(FilePath.absolute(file)).inserted {
                files.append(file)
            }
        }
        return (files, diagnostics)
    }

    /// Discovers `paths` and loads every file found.
    public func load(paths: [String]) -> DrillLoad {
        let (files, diagnostics) = discover(paths: paths)
        var load = DrillLoad(diagnostics: diagnostics)
        for file in files {
            let one = self.load(path: file)
            load.files += one.files
            load.diagnostics += one.diagnostics
        }
        return load
    }

    /// Reads and parses the drill file at `path` (relative to the current directory, or
    /// absolute) and expands its includes. Locations name files as `path` does.
    public func load(path: String) -> DrillLoad {
        let bytes: [UInt8]
        switch UserFile.read(path) {
        case .success(let read): bytes = read
        case .failure(let problem):
            return DrillLoad(diagnostics: [unreadable(path, problem, at: SourceLocation(file: path, line: 1, column: 1), lineText: nil, length: 1)])
        }
        var (file, diagnostics) = DrillParser.parse(bytes, path: path, language: language)
        var expansion = Expansion(loader: self, diagnostics: diagnostics)
        let top = FilePath.real(FilePath.absolute(path)) ?? FilePath.absolute(path)
        for index in file.scenarios.indices {
            let steps = expansion.expand(file.scenarios[index].steps, from: path, stack: [(top, path)])
            file.scenarios[index].steps = steps
            file.scenarios[index].rules = steps.flatMap { step -> [String] in
                if case .rules(let ids) = step.kind { ids } else { [] }
            }
        }
        diagnostics = expansion.diagnostics
        return DrillLoad(files: [file], diagnostics: diagnostics)
    }

    /// The diagnostic for a file that cannot be read: DL405 when it is too large, else DL404.
    func unreadable(_ path: String, _ problem: UserFile.Problem, at location: SourceLocation, lineText: String?, length: Int) -> Diagnostic {
        var code = DiagnosticCode.unreadableFile
        var hint: String?
        if case .tooLarge = problem {
            code = .fileTooLarge
            hint = "split its scenarios into several files; a directory of them runs as one suite"
        }
        return Diagnostic(code: code, location: location, length: length, message: "cannot read '\(path)': \(problem.reason)",
                          hint: hint, lineText: lineText)
    }

    /// The includes of one load: what has been read, and what was found wrong.
    private struct Expansion {
        let loader: DrillLoader
        var diagnostics: [Diagnostic]
        /// Expanded steps of each included file, by real path.
        var cache: [String: [Step]] = [:]
        /// Where includes may lead: the root, absolute, and with symlinks resolved.
        let rootPath: String
        let realRoot: String

        init(loader: DrillLoader, diagnostics: [Diagnostic]) {
            self.loader = loader
            self.diagnostics = diagnostics
            rootPath = FilePath.absolute(loader.root.path)
            realRoot = FilePath.real(rootPath) ?? rootPath
        }

        /// `steps` with each include replaced by the included steps; `stack` holds the files
        /// being expanded (real path, name), outermost first.
        mutating func expand(_ steps: [Step], from includer: String, stack: [(real: String, name: String)]) -> [Step] {
            var out: [Step] = []
            for step in steps {
                guard case .include(let relative) = step.kind else {
                    out.append(step)
                    continue
                }
                if let included = include(relative, step: step, from: includer, stack: stack) {
                    out += included
                }
            }
            return out
        }

        /// The expanded steps of `relative`, or nil after a diagnostic.
        private mutating func include(_ relative: String, step: Step, from includer: String, stack: [(real: String, name: String)]) -> [Step]? {
            let span = step.stringSpans.first ?? Step.Span(column: step.location.column, length: "include".count)
            var location = step.location
            location.column = span.column
            func report(_ code: DiagnosticCode, _ message: String, hint: String? = nil) {
                diagnostics.append(Diagnostic(code: code, location: location, length: span.length,
                                              message: message, hint: hint, lineText: step.lineText))
            }
            let name = FilePath.join(FilePath.directory(of: includer), relative)
            let absolute = FilePath.absolute(name)
            guard FilePath.isInside(absolute, rootPath) else {
                report(.includeOutsideRoot, "include \"\(relative)\" leaves the scenario root \(loader.root.path)",
                       hint: "include only files under the scenario root; copy the steps you need inside it")
                return nil
            }
            guard FilePath.kind(absolute) == .file, let real = FilePath.real(absolute) else {
                if FilePath.kind(absolute) == .missing {
                    report(.includeMissing, "no file \(name) to include",
                           hint: "an include is relative to the file that includes it (\(FilePath.directory(of: includer)))")
                } else {
                    diagnostics.append(loader.unreadable(name, .directory, at: location, lineText: step.lineText, length: span.length))
                }
                return nil
            }
            guard FilePath.isInside(real, realRoot) else {
                report(.includeOutsideRoot, "include \"\(relative)\" leads out of the scenario root \(loader.root.path) through a symlink (to \(real))",
                       hint: "include only files under the scenario root; copy the steps you need inside it")
                return nil
            }
            if stack.contains(where: { $0.real == real }) {
                let chain = (stack.map(\.name) + [name]).joined(separator: " → ")
                report(.includeCycle, "include cycle: \(chain)", hint: "an included file may not include, directly or not, the file that includes it")
                return nil
            }
            if let cached = cache[real] { return cached }
            let bytes: [UInt8]
            switch UserFile.read(absolute) {
            case .success(let read): bytes = read
            case .failure(let problem):
                diagnostics.append(loader.unreadable(name, problem, at: location, lineText: step.lineText, length: span.length))
                return nil
            }
            let (steps, found) = DrillParser.parseFragment(bytes, path: name, language: loader.language)
            diagnostics += found
            let expanded = expand(steps, from: name, stack: stack + [(real, name)])
            cache[real] = expanded
            return expanded
        }
    }
}
