import Foundation

/// Something in the phone's media library: an item or a collection of items. HeadUnit's phone
/// has an empty library; entities are what its music player makes.
@available(iOS 4.2, *)
open class MPMediaEntity: NSObject, @unchecked Sendable {
    /// The entity's properties, by their `MPMediaItemProperty…` or `MPMediaPlaylistProperty…` keys.
    private let properties: [String: any Sendable]

    package init(properties: [String: any Sendable]) {
        self.properties = properties
        super.init()
    }

    /// The value of `property` (an `MPMediaItemProperty…` key), if the entity has one.
    open func value(forProperty property: String) -> Any? { properties[property] }
}
