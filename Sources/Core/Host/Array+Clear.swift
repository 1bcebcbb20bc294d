extension Array {
    /// Empties a buffer that is reused from event to event, keeping its storage. An empty one is
    /// left alone: `removeAll(keepingCapacity:)` goes through the general range replacement even
    /// then, and the explorer clears a handful of buffers after every event.
    @inlinable
    public mutating func clearKeepingCapacity() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
