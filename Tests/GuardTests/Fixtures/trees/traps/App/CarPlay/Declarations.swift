/// Forbidden names that are declared, not called, or not member reads: none is a finding.
/// (S2, S4: `func restartLater()` is not a call; S4: a local `templates` is not `.templates`.)
enum CarAction {
    case restartRequested(reason: String)
    case mergeOffered(Int)
    case archive
}

protocol TemplateHost {
    func setRootTemplate(_ template: AnyObject, animated: Bool) async throws -> Bool
    func pushTemplate(_ template: AnyObject, animated: Bool) async throws -> Bool
}

final class DeclarationTraps {
    var restartPending = false
    var mergeState = 0
    var archiveQueue: [String] = []
    let templates = ["grid", "list"]

    func restartLater() {}

    func followUpText() -> String { "" }

    func archive(_ id: String) -> Bool { true }

    func presentTemplate(_ name: String) {}

    func decide(action: CarAction) -> Int {
        if restartPending {
            return 1
        }
        while mergeState > 3 {
            mergeState -= 1
        }
        for name in archiveQueue where name.isEmpty {
            print(name)
        }
        guard let first = archiveQueue.first else {
            return 0
        }
        switch action {
        case .restartRequested(let reason):
            return reason.count + first.count
        case .mergeOffered(let n):
            return n
        case .archive:
            return templates.count
        }
    }

    func labels() {
        configure(restart: true, archive: false, followUp: nil)
        let handler: () -> Void = restartLater
        handler()
        _ = templates.first
    }

    func configure(restart: Bool, archive: Bool, followUp: String?) {}
}
