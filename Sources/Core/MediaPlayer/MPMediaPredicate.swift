import Foundation

/// A condition a library query's entities meet.
@available(iOS 3.0, *)
open class MPMediaPredicate: NSObject, @unchecked Sendable {
    package override init() { super.init() }
}

/// Entities whose `property` equals `value` (a playlist named "Road trip").
@available(iOS 3.0, *)
open class MPMediaPropertyPredicate: MPMediaPredicate, @unchecked Sendable {
    private let property: String
    private let value: Any?

    /// Entities whose `property` equals `value`.
    public init(value: Any?, forProperty property: String) {
        self.value = value
        self.property = property
        super.init()
    }
}
