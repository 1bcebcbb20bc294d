extension SceneExplorer {
    /// Where a shard's exploration shared the traces out (`SceneExplorer.shard`).
    public struct ShardSplit: Sendable, Hashable {
        /// The length, in steps, of the traces shared out.
        public var steps: Int
        /// How many traces of that length there were.
        public var traces: Int
        /// How many of them this shard took, to run and extend.
        public var taken: Int
        /// How many shorter traces every shard ran before.
        public var shorter: Int
    }
}
