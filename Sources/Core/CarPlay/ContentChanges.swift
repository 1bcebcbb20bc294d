import Synchronization

/// How many times a property of the CarPlay model (a template, an item, a button, a section…)
/// has been set, in this process: the session rebuilds what the car shows only when this moved
/// (`TemplateHostSession.syncContent`). Every stored property of a model class reports its
/// changes here (`didSet`); a DEBUG build checks, at every skipped rebuild, that the content is
/// indeed what the host holds.
package enum ContentChanges {
    private static let count = Atomic<UInt64>(0)

    /// A model property was set.
    @inline(__always)
    package static func note() {
        count.add(1, ordering: .relaxed)
    }

    /// How many have been set so far.
    package static var now: UInt64 { count.load(ordering: .relaxed) }
}
