import Host

/// What a touch step waits for (DESIGN.md, "Actions wait too"): `tap`, `tap gear`, `tap back`,
/// `select` and `panel set` wait up to the settle window for their target to be on the car and
/// for the car to stop animating — a person touches what has stopped moving, and XCUITest waits
/// for the app to be idle, Maestro's `tapOn` for the element — then touch it. `tap "…" now` never
/// waits. Both runners (the built-in app's and a team's own scene's) ask this one type.
public enum TouchTarget {
    /// True for a step that touches the car and so waits for its target.
    public static func waits(_ kind: StepKind) -> Bool {
        switch kind {
        case .tap, .tapGear, .tapBack, .select, .panelSet: return true
        default: return false
        }
    }

    /// True when the step's target is on `screen` now.
    public static func isShown(_ kind: StepKind, on screen: CarScreen) -> Bool {
        switch kind {
        case .tap(let title), .tapNow(let title): return screen.front?.buttons.contains(title) == true
        case .tapGear: return screen.presented?.kind == .voiceControl && screen.presented?.barButtons.isEmpty == false
        case .tapBack: return backTitle(on: screen) != nil
        case .select(let row): return selectable(row, on: screen)
        case .panelSet: return screen.presented == nil && screen.top?.kind == .list
        default: return true
        }
    }

    /// True when the car is ready for a touch: the target shown and no change animating.
    public static func isReady(_ kind: StepKind, on screen: CarScreen, animating: Bool) -> Bool {
        !animating && isShown(kind, on: screen)
    }

    /// The back button's words on the template in front, when it has one.
    public static func backTitle(on screen: CarScreen) -> String? {
        screen.presented == nil ? screen.top?.backButton : nil
    }

    /// True when `row` is a row of the list in front.
    public static func selectable(_ row: String, on screen: CarScreen) -> Bool {
        guard screen.presented == nil, let top = screen.top, top.kind == .list || top.kind == .tabBar else { return false }
        return top.rows.contains { $0.title == row }
    }

    /// DL502: what `step` wanted to touch is not on the car: `message`, how long it waited, and
    /// what the car shows (`shown` to touch, `screen` in the drill's words). Both subjects of a
    /// drill (the built-in app's world and a team's own scene) word it here.
    public static func notOnScreen(_ step: Step, _ message: String, shown: [String], screen: String, waited: Millis) -> Diagnostic {
        let span = step.stringSpans.first
        return Diagnostic(code: .notOnScreen,
                          location: SourceLocation(file: step.location.file, line: step.location.line, column: span?.column ?? step.location.column),
                          length: span?.length ?? 3, message: message + (waited > 0 ? " (after waiting \(waited)ms, the settle window)" : ""),
                          hint: "the car shows \(CarScreen.listing(shown)) (\(screen))", lineText: step.lineText)
    }
}
