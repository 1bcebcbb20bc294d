/// What the source guards look for (SPEC S1-S4). `GuardRules.default` is SPEC's defaults; a
/// rules file (`GuardRules(parsing:path:)`, docs/GUARD.md) changes any of them.
public struct GuardRules: Equatable, Sendable {
    /// Rules switched off entirely (`disable S2`).
    public var disabled: Set<GuardRule>

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
    /// S3: the template types the app may use (`allowed-template`).
    public var allowedTemplates: [String]
    /// S3: names that look like template types but are not, such as the base class
    /// `CPTemplate` (`template-exempt`).
    public var exemptTemplates: [String]
    /// S3: prefixes of names that are not template types, such as
    /// `CPTemplateApplicationScene…` (`template-exempt-prefix`).
    public var exemptTemplatePrefixes: [String]

    /// S4: the only files (by file name) that may talk to the interface controller
    /// (`interface-file`).
    public var interfaceFiles: [String]
    /// S4: the interface controller's template calls (`template-call`).
    public var templateCalls: [String]
    /// S4: the interface controller's template reads, counted as member accesses `.name`
    /// (`template-read`).
    public var templateReads: [String]
    /// S4: argument labels that give a call its completion (`completion-label`).
    public var completionLabels: [String]

    /// Rules with every value given.
    public init(
        disabled: Set<GuardRule> = [],
        forbiddenIdentifiers: [String],
        carSceneFolders: [String],
        forbiddenCallPrefixes: [String],
        templatePrefix: String,
        templateSuffix: String,
        allowedTemplates: [String],
        exemptTemplates: [String],
        exemptTemplatePrefixes: [String],
        interfaceFiles: [String],
        templateCalls: [String],
        templateReads: [String],
        completionLabels: [String]
    ) {
        self.disabled = disabled
        self.forbiddenIdentifiers = forbiddenIdentifiers
        self.carSceneFolders = carSceneFolders
        self.forbiddenCallPrefixes = forbiddenCallPrefixes
        self.templatePrefix = templatePrefix
        self.templateSuffix = templateSuffix
        self.allowedTemplates = allowedTemplates
        self.exemptTemplates = exemptTemplates
        self.exemptTemplatePrefixes = exemptTemplatePrefixes
        self.interfaceFiles = interfaceFiles
        self.templateCalls = templateCalls
        self.templateReads = templateReads
        self.completionLabels = completionLabels
    }

    /// SPEC S1-S4's defaults.
    public static let `default` = GuardRules(
        forbiddenIdentifiers: ["AVSpeechSynthesizer"],
        carSceneFolders: ["CarPlay"],
        forbiddenCallPrefixes: ["followUp", "sendFollowUp", "merge", "authorizeMerge", "restart", "archive"],
        templatePrefix: "CP",
        templateSuffix: "Template",
        allowedTemplates: ["CPGridTemplate", "CPVoiceControlTemplate", "CPListTemplate"],
        exemptTemplates: ["CPTemplate"],
        exemptTemplatePrefixes: ["CPTemplateApplicationScene"],
        interfaceFiles: ["CarPlayInterface.swift"],
        templateCalls: [
            "setRootTemplate", "pushTemplate", "popTemplate", "popToRootTemplate", "popToTemplate",
            "presentTemplate", "dismissTemplate",
        ],
        templateReads: ["presentedTemplate", "topTemplate", "templates"],
        completionLabels: ["completion"]
    )

    /// Whether `rule` is checked.
    public func isEnabled(_ rule: GuardRule) -> Bool { !disabled.contains(rule) }
}
