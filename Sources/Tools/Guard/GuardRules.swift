import Host

/// What the source guards look for (SPEC S1-S6). `GuardRules.default` is what any CarPlay
/// codebase gets: S6 (template calls without a completion) and S3 (templates, for any category
/// until one is set). A rules file (`GuardRules(parsing:path:)`, docs/GUARD.md) sets the
/// category, switches the house rules S1, S2 and S4 on, and changes any list.
///
/// ```swift
/// var rules = GuardRules.default
/// rules.category = .audio   // S3: the audio category's templates only
/// ```
public struct GuardRules: Equatable, Sendable {
    /// The rules that run (`enable S4`, `disable S3`): S3 and S6 unless a rules file says
    /// otherwise.
    public var enabled: Set<GuardRule>

    /// S3: the app's CarPlay category (`category`, `--category`); nil allows every CarPlay
    /// template.
    public var category: CarPlayCategory?

    /// S1: identifiers that may not appear anywhere (`forbidden-identifier`).
    public var forbiddenIdentifiers: [String]

    /// S2: a file is one of the car scene's when a folder on its path has one of these names
    /// (`car-scene-folder`).
    public var carSceneFolders: [String]
    /// S2: a call from the car scene of a function whose name starts with one of these is a
    /// finding (`forbidden-prefix`).
    public var forbiddenCallPrefixes: [String]

    /// S3: a template type's name starts with this (`template-prefix`).
    public var templatePrefix: String
    /// S3: a template type's name ends with this (`template-suffix`).
    public var templateSuffix: String
    /// S3: the only templates the app may use, when a rules file lists them
    /// (`allowed-template`); nil when none does. A template the category may not use stays a
    /// finding even when listed: the category wins.
    public var allowedTemplates: [String]?
    /// S3: names that look like template types but are not, such as the base class
    /// `CPTemplate` (`template-exempt`).
    public var exemptTemplates: [String]
    /// S3: prefixes of names that are not template types, such as
    /// `CPTemplateApplicationScene…` (`template-exempt-prefix`).
    public var exemptTemplatePrefixes: [String]

    /// S4: the only files (by file name) that may talk to the interface controller
    /// (`interface-file`).
    public var interfaceFiles: [String]
    /// S4: the interface controller's template reads, counted as member accesses `.name`
    /// (`template-read`).
    public var templateReads: [String]

    /// S4, S6: the interface controller's template calls (`template-call`).
    public var templateCalls: [String]
    /// S6: argument labels that give a call its completion (`completion-label`).
    public var completionLabels: [String]
    /// S6: a call of a template call's name is CarPlay's only with one of these argument labels
    /// (`template-call-label`; every form of CarPlay's takes `animated:`), so the app's own
    /// wrapper `router.pushTemplate(list)` is not one. Empty: every call of the names counts.
    public var templateCallLabels: [String]

    /// Rules with every value given.
    public init(
        enabled: Set<GuardRule> = GuardRule.defaults,
        category: CarPlayCategory? = nil,
        forbiddenIdentifiers: [String],
        carSceneFolders: [String],
        forbiddenCallPrefixes: [String],
        templatePrefix: String,
        templateSuffix: String,
        allowedTemplates: [String]?,
        exemptTemplates: [String],
        exemptTemplatePrefixes: [String],
        interfaceFiles: [String],
        templateReads: [String],
        templateCalls: [String],
        completionLabels: [String],
        templateCallLabels: [String]
    ) {
        self.enabled = enabled
        self.category = category
        self.forbiddenIdentifiers = forbiddenIdentifiers
        self.carSceneFolders = carSceneFolders
        self.forbiddenCallPrefixes = forbiddenCallPrefixes
        self.templatePrefix = templatePrefix
        self.templateSuffix = templateSuffix
        self.allowedTemplates = allowedTemplates
        self.exemptTemplates = exemptTemplates
        self.exemptTemplatePrefixes = exemptTemplatePrefixes
        self.interfaceFiles = interfaceFiles
        self.templateReads = templateReads
        self.templateCalls = templateCalls
        self.completionLabels = completionLabels
        self.templateCallLabels = templateCallLabels
    }

    /// SPEC S's defaults: S3 for any category and S6 on; S1, S2 and S4 off, with the built-in
    /// app's values (what `enable S1`, `enable S2`, `enable S4` check unless the file changes
    /// them).
    public static let `default` = GuardRules(
        forbiddenIdentifiers: ["AVSpeechSynthesizer"],
        carSceneFolders: ["CarPlay"],
        forbiddenCallPrefixes: ["followUp", "sendFollowUp", "merge", "authorizeMerge", "restart", "archive"],
        templatePrefix: "CP",
        templateSuffix: "Template",
        allowedTemplates: nil,
        exemptTemplates: ["CPTemplate"],
        exemptTemplatePrefixes: ["CPTemplateApplicationScene"],
        interfaceFiles: ["CarPlayInterface.swift"],
        templateReads: ["presentedTemplate", "topTemplate", "templates"],
        templateCalls: [
            "setRootTemplate", "pushTemplate", "popTemplate", "popToRootTemplate", "popToTemplate",
            "presentTemplate", "dismissTemplate",
        ],
        completionLabels: ["completion"],
        templateCallLabels: ["animated"]
    )

    /// Whether `rule` is checked.
    public func isEnabled(_ rule: GuardRule) -> Bool { enabled.contains(rule) }
}
