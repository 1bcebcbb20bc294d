import Drill

extension DrillLanguage {
    /// The built-in app's language: the words any scene has and its own (`BuiltInWords`).
    public static let builtInApp = DrillLanguage(BuiltInWords.group)
}
