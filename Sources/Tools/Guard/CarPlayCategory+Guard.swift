import Host

// S3: the guards take each category's templates from the host's `CarPlayCategory`, the one
// source of the sets (B3, H13): when those sets change, S3 follows.

extension CarPlayCategory {
    /// The category as `--category` and a rules file's `category` name it: the guide's name in
    /// lower case with hyphens for spaces (`audio`, `ev-charging`, `voice-based-conversation`).
    public var commandLineName: String {
        name.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// Every category's `commandLineName`, in the guide's order.
    public static var commandLineNames: [String] { all.map(\.commandLineName) }

    /// The category called `name` (`ev-charging`; case and spaces for hyphens do not matter:
    /// `"EV charging"` is the same), or nil.
    public static func named(_ name: String) -> CarPlayCategory? {
        let wanted = name.lowercased().replacingOccurrences(of: " ", with: "-")
        return all.first { $0.commandLineName == wanted }
    }

    /// The category's template classes in the host's order (`CPGridTemplate`, `CPListTemplate`…).
    public var templateClassNames: [String] {
        TemplateKind.allCases.filter { templates.contains($0) }.map(\.className)
    }

    /// Every CarPlay template class the host knows (S3: without a category, each is allowed).
    public static var carPlayTemplateClassNames: [String] { TemplateKind.allCases.map(\.className) }
}
