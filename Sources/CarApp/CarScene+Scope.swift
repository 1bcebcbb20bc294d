import Host

/// The scene's children scoped by their parent, as TCA's `Scope` and `ifLet` do: one generic way
/// to run a child on its slice of the state and map what it answers, for every child.
extension CarScene {
    /// TCA's `Scope`: runs the child at `child` on its own slice of the state with `event`, then
    /// hands each of its answers, in order, to the scene's mapping (`SceneChild.map`).
    ///
    /// ```swift
    /// send(.play(.connected), to: \.cues, now: now, into: &out)   // the cue starts: .cue(.connected)
    /// ```
    @inline(__always)
    mutating func send<Child: SceneChild>(_ event: Child.Event, to child: WritableKeyPath<CarScene, Child>, now: Instant,
                                          into out: inout SceneOutput) {
        scope(Child.buffer, into: &out, reduce: { $0[keyPath: child].reduce(event, now: now, into: &$1) },
              map: { Child.map($1, in: &$0, now: now, into: &$2) })
    }

    /// TCA's `ifLet`, keyed by the attempt: runs the call's reducer with `event` only while attempt
    /// `attempt` is the one running. An event of an attempt that is no longer current (a secret, a
    /// socket's word or a timer of one that failed, was ended or was replaced, C5) is dropped here,
    /// the one place that checks.
    @inline(__always)
    mutating func send(_ event: LiveCall.Event, toAttempt attempt: Int, now: Instant, into out: inout SceneOutput) {
        guard call?.attempt == attempt else { return }
        // Most of the attempt's events answer several times (up to five): in a buffer made for one
        // event (the drill's, `World.apply` unlent) room for eight is one allocation, not one a
        // doubling; a lent buffer keeps its room.
        if out.callOutputs.capacity == 0 { out.callOutputs.reserveCapacity(8) }
        scope(LiveCall.buffer, into: &out, reduce: { $0.call!.reduce(event, now: now, into: &$1) },
              map: { LiveCall.map($1, in: &$0, now: now, into: &$2) })
    }

    /// The scope itself: takes the child's buffer out of `out` (a child that its own mapping runs
    /// again finds it taken and answers into a fresh one), lets `reduce` run the child into it,
    /// hands each answer to `map` in order, and gives the buffer back empty, its storage kept
    /// (emptied by popping: for the few answers a child gives, about 100 instructions fewer than
    /// `removeAll(keepingCapacity:)`'s range replacement, measured).
    @inline(__always)
    mutating func scope<Output>(_ buffer: WritableKeyPath<SceneOutput, [Output]>, into out: inout SceneOutput,
                                reduce: (inout CarScene, inout [Output]) -> Void,
                                map: (inout CarScene, Output, inout SceneOutput) -> Void) {
        var outputs: [Output] = []
        swap(&outputs, &out[keyPath: buffer])
        reduce(&self, &outputs)
        for i in outputs.indices { map(&self, outputs[i], &out) }
        while outputs.popLast() != nil {}
        swap(&outputs, &out[keyPath: buffer])
    }
}
