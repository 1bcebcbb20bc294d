import Foundation

/// A place's address as text: a full form and, optionally, a short one (iOS 26).
@available(iOS 26.0, *)
open class MKAddress: NSObject, @unchecked Sendable {
    /// The full address, a line per part.
    public let fullAddress: String
    /// A short form, such as the street and city.
    public let shortAddress: String?

    /// An address of these words. Failable in the SDK; HeadUnit never fails it.
    public init?(fullAddress: String, shortAddress: String?) {
        self.fullAddress = fullAddress
        self.shortAddress = shortAddress
        super.init()
    }
}
