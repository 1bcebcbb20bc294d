import CarPlay

/// The router the app's screens go through, and Now Playing's playback-rate sheet.
@MainActor
final class NowPlayingRouter {
    weak var interfaceController: CPInterfaceController?

    /// The app's own wrapper: its callers pass no `animated:`, so they are not CarPlay's calls;
    /// its own call of CarPlay is the one that counts.
    func pushTemplate(_ template: CPTemplate) {
        //                   ↓S6
        interfaceController?.pushTemplate(template, animated: true, completion: nil)
    }

    func showQueue(_ queue: CPListTemplate) {
        pushTemplate(queue)
    }

    func showRate() {
        let sheet = CPActionSheetTemplate(title: "Speed", message: nil, actions: [])
        //                   ↓S6
        interfaceController?.presentTemplate(sheet, animated: true, completion: nil)
    }

    func closeRate() {
        interfaceController?.dismissTemplate(animated: true, completion: { _, _ in })
    }
}
