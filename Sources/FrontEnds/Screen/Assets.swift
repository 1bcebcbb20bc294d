import Foundation

/// Finds the shipped assets (the DejaVu fonts) at run time.
///
/// In order: the folder named by `HEADUNIT_ASSETS`; an `assets` folder holding
/// `fonts/DejaVuSans.ttf` found by walking up from the executable's folder, then from the
/// current directory; else the system's DejaVu folder (`/usr/share/fonts/truetype/dejavu/`).
public enum Assets {
    /// The environment variable that names the assets folder.
    public static let environmentKey = "HEADUNIT_ASSETS"
    /// Where Debian's fonts-dejavu-core puts the same fonts.
    public static let systemFontsDirectory = "/usr/share/fonts/truetype/dejavu"
    /// The file whose presence marks an assets folder.
    static let marker = "fonts/DejaVuSans.ttf"

    /// The folder holding `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf`, and every folder tried.
    public static func fontsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> (found: String?, tried: [String]) {
        var tried: [String] = []
        var candidates: [String] = []
        if let named = environment[environmentKey], !named.isEmpty {
            candidates.append(named)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        candidates += ancestors(of: executable.deletingLastPathComponent().path).map { $0 + "/assets" }
        candidates += ancestors(of: FileManager.default.currentDirectoryPath).map { $0 + "/assets" }
        for assets in candidates {
            tried.append(assets + "/fonts")
            if FileManager.default.fileExists(atPath: assets + "/" + marker) {
                return (assets + "/fonts", tried)
            }
        }
        tried.append(systemFontsDirectory)
        if FileManager.default.fileExists(atPath: systemFontsDirectory + "/DejaVuSans.ttf") {
            return (systemFontsDirectory, tried)
        }
        return (nil, tried)
    }

    /// `path` and each folder above it, nearest first.
    private static func ancestors(of path: String) -> [String] {
        var out: [String] = []
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            out.append(url.path)
            let parent = url.deletingLastPathComponent().standardizedFileURL
            if parent.path == url.path { return out }
            url = parent
        }
    }
}
