import Host

/// What Siri does when the person selects a list's assistant cell.
@available(iOS 15.0, *)
public enum CPAssistantCellActionType: Int, Sendable {
    /// Siri plays media (an audio app's `INPlayMediaIntent`).
    case playMedia = 0
    /// Siri starts a call (a communication app's `INStartCallIntent`).
    case startCall = 1
}

extension CPListItem {
    /// Where a list shows its assistant cell.
    @available(iOS 15.0, *)
    public enum AssistantCellPosition: Int, Sendable {
        /// Above the list's items.
        case top = 0
        /// Below the list's items.
        case bottom = 1
    }

    /// When a list shows its assistant cell.
    @available(iOS 15.0, *)
    public enum AssistantCellVisibility: Int, Sendable {
        /// Never.
        case off = 0
        /// Only while the car limits the interface (HeadUnit's car never does).
        case whileLimitedUIActive = 1
        /// Always.
        case always = 2
    }
}

/// A list template's assistant cell (iOS 15): a row that hands the person to Siri, for audio and
/// communication apps only (an app of another category gets no cell, as in CarPlay, and the host
/// log says so). The app hears nothing when it is selected: Siri runs the intent. HeadUnit shows a
/// visible cell as a line of the list (`Siri: play media`), not a button: there is no handler of
/// the app's to run.
@available(iOS 15.0, *)
open class CPAssistantCellConfiguration: NSObject {
    /// Where the cell goes.
    public let position: CPListItem.AssistantCellPosition
    /// When the cell shows.
    public let visibility: CPListItem.AssistantCellVisibility
    /// What Siri does when the cell is selected.
    public let assistantAction: CPAssistantCellActionType

    /// A cell at `position`, shown as `visibility` says, for `assistantAction`.
    public init(position: CPListItem.AssistantCellPosition, visibility: CPListItem.AssistantCellVisibility,
                assistantAction: CPAssistantCellActionType) {
        self.position = position
        self.visibility = visibility
        self.assistantAction = assistantAction
    }

    /// True when an app of `category` may show an assistant cell: audio and communication apps.
    package static func isAvailable(in category: CarPlayCategory) -> Bool {
        category == .audio || category == .communication
    }

    /// The line a list shows for a visible cell, or nil when the car does not show it.
    package var hostLine: String? {
        guard visibility == .always else { return nil }
        switch assistantAction {
        case .playMedia: return "Siri: play media"
        case .startCall: return "Siri: start call"
        }
    }
}
