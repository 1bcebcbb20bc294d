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
        var answers = out.take(Child.buffer)
        self[keyPath: child].reduce(event, now: now, into: &answers)
        // Most events leave most children silent (the home and the call screen after each one).
        if answers.isEmpty { return out.giveBack(&answers, to: Child.buffer) }
        map(&answers, of: Child.self, now: now, into: &out)
    }

    /// TCA's `ifLet`, keyed by the attempt: runs the call's reducer with `event` only while attempt
    /// `attempt` is the one running. An event of an attempt that is no longer current (a secret, a
    /// socket's word or a timer of one that failed, was ended or was replaced, C5) is dropped here,
    /// the one place that checks.
    mutating func send(_ event: LiveCall.Event, toAttempt attempt: Int, now: Instant, into out: inout SceneOutput) {
        guard call?.attempt == attempt else { return }
        var answers = out.take(LiveCall.buffer)
        // Most of the attempt's events answer several times (up to five): in a buffer made for one
        // event (the drill's, `World.apply` unlent) room for eight is one allocation, not one a
        // doubling; a lent buffer keeps its room.
        if answers.capacity == 0 { answers.reserveCapacity(8) }
        call!.reduce(event, now: now, into: &answers)
        map(&answers, of: LiveCall.self, now: now, into: &out)
    }

    /// The scope's second half, once for each kind of child (not at every call, so each mapping is
    /// compiled once): each answer to the scene's mapping, in order, then the buffer back into
    /// `out` empty, its storage kept (emptied by popping: for the few answers a child gives, about
    /// 100 instructions fewer than `removeAll(keepingCapacity:)`'s range replacement, measured). A
    /// child that its own mapping runs again (the microphone's give-up ends the call, which tells
    /// the watchdog) finds its buffer taken and answers into a fresh one.
    @inline(never)
    mutating func map<Child: SceneChild>(_ answers: inout [Child.Output], of child: Child.Type, now: Instant,
                                         into out: inout SceneOutput) {
        for i in answers.indices { Child.map(answers[i], in: &self, now: now, into: &out) }
        while answers.popLast() != nil {}
        out.giveBack(&answers, to: Child.buffer)
    }
}
