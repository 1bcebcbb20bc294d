import Foundation

/// The app's queue player (`MPMusicPlayerController.applicationQueuePlayer`).
@available(iOS 10.3, *)
open class MPMusicPlayerApplicationController: MPMusicPlayerController, @unchecked Sendable {}
