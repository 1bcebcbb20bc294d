import Drill
import Host
#if os(Linux)
import ReplayEngine
#endif

/// Tries every order of what a person and time can do to your scene, breadth-first, so the
/// first crash it finds has a shortest trace (B8): written as a drill that `SceneDrill` replays
/// to the same crash.
///
/// Your scene's state cannot be copied or hashed, so each trace is replayed from a fresh car
/// and a fresh scene. The alphabet: a tap of each title the car shows, each of the app's own
/// `events`, `plug`, `unplug`, and a clock step to the host's next deadline (an animation's
/// end). Taps, app events, plugs and unplugs count as events, bounded by `maxEvents`; clock
/// steps are free (each ends a pending animation, so a chain of them is finite).
///
/// ```swift
/// let found = await SceneExplorer(category: .voiceConversation) { BrokenSceneDelegate() }
///     .explore(maxEvents: 5)
/// #expect(found.counterexample?.failure.rule == "H3")
/// try found.writeDrill(name: "Broken scene reaches H3", toFile: "crash.drill")
/// ```
///
/// Merging: a trace whose host state (stack, presented template, animation, voice state, the
/// time left on each animation) and scene key were already seen is not extended. The key is
/// `key` if set, else your scene's `stateKey` if it is an ``ExplorableScene``; it must hold
/// everything of your scene's state that decides what it does next, and its `hash(into:)` must
/// feed everything its `==` compares (as synthesized `Hashable` does): states are compared by a
/// 128-bit digest of the key, in this process and in workers. Without one nothing is
/// merged and every trace up to the bound runs — unless you opt into `mergesByWhatTheCarShows`,
/// which merges by the host's state alone and says so. A key that two replays of one trace
/// disagree on (checked on the first trace of each length) is reported and not used.
///
/// Every core: with `processes` of 2 or more, worker processes replay each length's traces side
/// by side while this process merges their outcomes in order, so the result — counts, merges and
/// the shortest counterexample — is the same whatever the number. A worker is this test (or this
/// program) run again up to this exploration: code before it runs once more in each worker, and
/// an exploration a worker does not serve returns at once with nothing tried. Workers hash
/// deterministically; this process does not, so a scene that orders what it shows by a `Set`'s
/// or a `Dictionary`'s order may explore another way with workers than without.
///
/// A trap in your code (`fatalError`, a failed precondition, a force unwrap) ends the process
/// replaying it: a worker's trap ends the search with the trace it was replaying (`Result.trap`,
/// written as a drill); in this process it ends the test run, and the trace being replayed is
/// the last one `onTrace` was given.
@MainActor
public struct SceneExplorer {
    /// One thing the explorer does.
    public enum Action: Hashable, Sendable, CustomStringConvertible {
        /// The car is plugged in (your scene connects).
        case plug
        /// The car is unplugged.
        case unplug
        /// A touch of the button with these words, at once.
        case tap(String)
        /// One of the app's own events, by the name it was registered under (a download that
        /// finished, a sign-out: the network and the phone, not the driver).
        case event(String)
        /// The clock moves to the host's next deadline, this much later.
        case wait(Millis)

        /// True for what a person does (counted against `maxEvents`).
        public var isEvent: Bool {
            if case .wait = self { return false }
            return true
        }

        /// The action as a drill step.
        public var drillStep: String {
            switch self {
            case .plug: return "plug"
            case .unplug: return "unplug"
            case .tap(let title): return Counterexample.tapNow(title)
            case .event(let name): return "event \(DrillString.quoted(name))"
            case .wait(let ms): return "wait \(ms)ms"
            }
        }

        /// The action as the trace and the summary name it: its drill step.
        public var description: String { drillStep }

        /// A hash of `trace`'s steps (FNV-1a over their drill lines): the same on every machine
        /// and every run, so it shares traces out among shards.
        static func fingerprint(_ trace: [Action]) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in trace.map(\.drillStep).joined(separator: "\n").utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash
        }
    }

    /// What traces were merged by.
    public enum Merging: Sendable, Hashable {
        /// Nothing was merged: every trace within the bound ran.
        case none
        /// The host's state and the scene's own key (`key`, or `ExplorableScene.stateKey`).
        case sceneKey
        /// The host's state alone (`mergesByWhatTheCarShows`): sound only for a scene that keeps
        /// nothing the car does not show.
        case whatTheCarShows
    }

    /// What an exploration did.
    public struct Result: Sendable, ExplorationResult {
        /// The first crash found, with a shortest trace; nil when none was.
        public var counterexample: Counterexample?
        /// The trace a worker process was replaying when your scene trapped, if one did: the
        /// search ended there (only workers can report a trap; see `processes`).
        public var trap: Trap?
        /// How many processes replayed the traces: 1 for this one, else the workers that served.
        public var processes = 1
        /// Why `processes` asked for workers and none served, or they ended before the search
        /// did: the traces (or the rest of them) were replayed in this process.
        public var whyNotWorkers: String?
        /// The share of the exploration this was (`SceneExplorer.shard`).
        public var shard = Shard.whole
        /// Where the traces were shared out among the shards, if they were.
        public var shardSplit: ShardSplit?
        /// The events bound the traces were tried within (`explore(maxEvents:)`).
        public var maxEvents = 0
        /// Traces replayed (each from a fresh car and scene).
        public var tracesRun = 0
        /// Actions replayed in all (the work: each trace replays its whole prefix).
        public var actionsReplayed = 0
        /// Traces not extended because their state was seen before (see `merging`).
        public var pruned = 0
        /// What traces were merged by.
        public var merging = Merging.none
        /// A trace two replays of which gave two scene keys, if one was found: the key was then
        /// not used.
        public var unstableKey: [Action]?
        /// Every trace of up to this many steps (events and clock steps) was run.
        public var stepsFullyCovered = 0
        /// True when every trace within the event bound was run (no crash, no trace limit).
        public var complete = false
        /// True when `maxTraces` or `timeLimit` stopped the search before the bound.
        public var stoppedEarly = false
        /// True when it was `timeLimit`.
        public var timeLimitReached = false

        /// `120 traces (400 actions replayed, 3 pruned)`.
        public var searched: String { "\(tracesRun) traces (\(actionsReplayed) actions replayed, \(pruned) pruned)" }

        /// Every trace within the event bound, or of up to `stepsFullyCovered` steps within it.
        public var covered: TracesCovered { TracesCovered(steps: complete ? nil : stepsFullyCovered, events: maxEvents) }

        /// What was found, in one line: the trap, the counterexample, or that the search was clean.
        public var found: String {
            if let trap { return trap.summary }
            return counterexample?.summary ?? "clean — no crash and no broken invariant in \(searched)"
        }

        /// What was found as a drill: the trap's trace or the counterexample's.
        public func drill(name: String) -> String? {
            trap?.drill(name: name) ?? counterexample?.drill(name: name)
        }

        /// What was merged, and by what, in words (empty when nothing was).
        public var merged: String {
            if let unstableKey {
                let trace = unstableKey.isEmpty ? "the start" : unstableKey.map(\.description).joined(separator: " → ")
                return "; the scene's key is not stable: two replays of \(trace) gave two keys; nothing was merged"
            }
            switch merging {
            case .none: return ""
            case .sceneKey: return "; \(pruned) merged by the scene's key"
            case .whatTheCarShows: return "; \(pruned) merged by what the car shows (not your scene's own state)"
            }
        }

        /// Where the traces were replayed, in words (empty in this process, as asked).
        public var replayedIn: String {
            switch (processes > 1, whyNotWorkers) {
            case (true, nil): return "; replayed in \(processes) worker processes"
            case (true, let why?): return "; replayed in \(processes) worker processes, then in this process: \(why)"
            case (false, let why?): return "; replayed in this process: \(why)"
            case (false, nil): return ""
            }
        }

        /// What the shard ran, in words (empty for the whole exploration).
        public var shared: String {
            guard shard.count > 1 else { return "" }
            guard let shardSplit else {
                return "; shard \(shard): the search ended before a length of \(Shard.rootsPerShard * shard.count) traces, so this shard ran the whole (as every shard did)"
            }
            return "; shard \(shard): the \(shardSplit.traces) traces of \(shardSplit.steps) steps were shared out by their steps and this shard took \(shardSplit.taken) (every shard runs the \(shardSplit.shorter) shorter traces whole)"
        }

        /// One line: what was found, what was run, what was merged, what was covered and where.
        public var summary: String {
            let counted = counterexample == nil && trap == nil ? "" : "; \(searched)"   // `found` counts them when clean
            // Stopped early (maxTraces or the time limit), the traces run are all there is to count.
            let limit = timeLimitReached ? "the time limit reached after \(tracesRun) traces" : "maxTraces \(tracesRun) reached"
            let cover = stoppedEarly ? covered.stopped(limit) : covered.description
            return "explore: \(found)\(counted)\(merged); \(cover)\(shared)\(replayedIn)"
        }
    }

    /// The app's category: the car's depth limit and templates (B3).
    public var category: CarPlayCategory
    /// How strictly the car enforces the rules.
    public var profile: HostProfile
    /// Makes a fresh scene delegate, one for each trace.
    public var scene: @MainActor () -> any CPTemplateApplicationSceneDelegate
    /// The app's own events by name, each one more action at every step (counted against
    /// `maxEvents`), written as `event "NAME"`: pass `SceneDrill` the same ones to replay a
    /// counterexample. Each closure reaches the scene the trace made (keep it in a box your
    /// `scene` closure fills).
    public var events: [String: @MainActor () -> Void]
    /// The scene's own state as a key, for merging (see above); nil uses the scene's
    /// `ExplorableScene.stateKey` if it has one.
    public var key: (@MainActor (any CPTemplateApplicationSceneDelegate) -> AnyHashable)?
    /// Merges by the host's state alone where the scene gives no key: opt-in, reported as such.
    public var mergesByWhatTheCarShows = false
    /// A limit on traces replayed, so a wide scene stops cleanly and says what it covered.
    public var maxTraces = 50_000
    /// A limit on the search's wall time (Linux): reached, the search stops with what it fully
    /// covered, as at `maxTraces`, and says so. Unlike every other bound, where it stops depends
    /// on the machine and its load.
    public var timeLimit: Duration?
    /// How many processes replay the traces: 1, this one; 2 or more, that many worker processes
    /// (this test, or this program, run again up to this exploration; Linux), which also catch a
    /// trap in your code (`Result.trap`). The result is the same whatever the number.
    public var processes = 1
    /// One of N deterministic shares of the exploration, for a CI matrix (`Shard`, as `headunit
    /// explore --shard`): every shard runs the shorter traces whole, up to the first length with
    /// at least `Shard.rootsPerShard` × N traces; there each trace goes to one shard by a hash of
    /// its steps, and a shard extends only its own. The N shards together run every trace the
    /// whole exploration runs (merging, a few more: a state reached in two shares is extended in
    /// each); each reports the first crash in its share.
    public var shard = Shard.whole

    /// True in a worker process (see `processes`): a program that explores can go straight to
    /// its explorations, since a worker serves one and skips every other.
    public static var isWorkerProcess: Bool {
        #if os(Linux)
        WorkerPool.isWorker
        #else
        false
        #endif
    }

    /// Told the trace about to be replayed, in the process replaying it.
    public var onTrace: (@MainActor ([Action]) -> Void)?

    /// An explorer of the scenes `scene` makes, on a car of `category` enforcing `profile`, with
    /// the app's own `events`.
    public init(category: CarPlayCategory = .voiceConversation, profile: HostProfile = .strict,
                events: [String: @MainActor () -> Void] = [:],
                scene: @escaping @MainActor () -> any CPTemplateApplicationSceneDelegate) {
        self.category = category
        self.profile = profile
        self.events = events
        self.scene = scene
    }

    /// Explores every trace of up to `maxEvents` events, breadth-first: in this process, or with
    /// `processes` of 2 or more, in that many worker processes (Linux). The call site names the
    /// exploration to its workers; leave `fileID` and `line` as they are.
    public func explore(maxEvents: Int = 6, fileID: String = #fileID, line: Int = #line) async -> Result {
        #if os(Linux)
        let site = WorkerPool.site(callSite: "\(fileID):\(line)")
        switch WorkerPool.role(site: site) {
        case .serve(let channel): await serve(on: channel)
        case .workerOfAnother: return Result(maxEvents: maxEvents)
        case .none: break
        }
        let deadline = timeLimit.map(Deadline.init(after:))
        var whyNotWorkers: String?
        if processes > 1 {
            let (pool, whyNot) = await WorkerPool.start(count: processes, site: site, until: deadline)
            if let pool {
                let workers = pool.count
                var result = await search(maxEvents: maxEvents) { requests in
                    pool.count > 0 ? await self.outcomes(of: requests, on: pool, until: deadline)
                                   : await self.outcomes(of: requests) { deadline?.hasPassed == true }
                }
                if pool.count == 0, result.trap == nil {
                    result.whyNotWorkers = "the worker processes ended before the search did (none while replaying a trace)"
                }
                pool.stop()
                result.processes = workers
                return result
            }
            whyNotWorkers = whyNot
        }
        var result = await search(maxEvents: maxEvents) { requests in
            await self.outcomes(of: requests) { deadline?.hasPassed == true }
        }
        result.whyNotWorkers = whyNotWorkers
        return result
        #else
        return await search(maxEvents: maxEvents) { requests in await self.outcomes(of: requests) { false } }
        #endif
    }

    /// One trace to replay, and whether to replay it twice to check the scene's key.
    struct Request {
        var trace: [Action]
        var checksKey: Bool
    }

    /// The breadth-first search, each level's traces replayed by `run` (which may stop after
    /// the first outcome that ends the search): the same result however they are replayed.
    private func search(maxEvents: Int, run: ([Request]) async -> [TraceOutcome]) async -> Result {
        var result = Result(shard: shard, maxEvents: maxEvents)
        var frontier: [[Action]] = [[]]
        var seen = Set<StateDigest>()
        var length = 0
        while !frontier.isEmpty {
            if result.shardSplit == nil, shard.splits(levelOf: frontier.count) {
                let taken = frontier.filter { shard.owns(Action.fingerprint($0)) }
                result.shardSplit = ShardSplit(steps: length, traces: frontier.count, taken: taken.count, shorter: result.tracesRun)
                frontier = taken
            }
            let requests = frontier.prefix(maxTraces - result.tracesRun).enumerated().map { index, trace in
                Request(trace: trace, checksKey: index == 0 && result.unstableKey == nil)
            }
            var next: [[Action]] = []
            let outcomes = await run(requests)
            for (request, outcome) in zip(requests, outcomes) {
                let trace = request.trace
                result.tracesRun += 1
                result.actionsReplayed += trace.count
                if let crash = outcome.crash {
                    result.counterexample = await counterexample(trace, crash)
                    return result
                }
                if let ending = outcome.ending {
                    result.trap = Trap(trace: trace, how: ending.how, lastWords: ending.lastWords)
                    return result
                }
                if result.unstableKey == nil, let merging = outcome.merging, let state = outcome.state {
                    if !outcome.keyStable {
                        result.unstableKey = trace   // not a key: two replays disagree
                        result.merging = .none
                        result.pruned = 0
                    } else {
                        result.merging = merging
                        if !seen.insert(state).inserted {
                            result.pruned += 1
                            continue
                        }
                    }
                }
                let events = trace.count(where: \.isEvent)
                for action in outcome.successors where !action.isEvent || events < maxEvents {
                    next.append(trace + [action])
                }
            }
            if requests.count < frontier.count || outcomes.count < requests.count {
                result.stoppedEarly = true   // maxTraces reached, or the time limit
                result.timeLimitReached = outcomes.count < requests.count
                return result
            }
            result.stepsFullyCovered = length
            length += 1
            frontier = next
        }
        result.complete = true
        return result
    }

    /// Replays each request here, in order, up to the first that ends the search, or until
    /// `timeIsUp`.
    func outcomes(of requests: [Request], timeIsUp: () -> Bool) async -> [TraceOutcome] {
        var outcomes: [TraceOutcome] = []
        for request in requests {
            if timeIsUp() { break }
            outcomes.append(await outcome(of: request))
            if outcomes.last!.endsSearch { break }
        }
        return outcomes
    }

    /// Replays `request`'s trace on a fresh car and scene: the crash it reaches, or the state it
    /// reaches (replayed twice if asked, to check the key) and what can happen next.
    func outcome(of request: Request) async -> TraceOutcome {
        let car = await replay(request.trace).car
        if let crash = car.crashes.first { return TraceOutcome(crash: crash) }
        var outcome = TraceOutcome(successors: successors(car))
        if let merging = merging(car) {
            outcome.merging = merging
            outcome.state = StateDigest(stateKey(car, merging))
            if request.checksKey, merging == .sceneKey {
                outcome.keyStable = await StateDigest(stateKey(replay(request.trace).car, merging)) == outcome.state
            }
        }
        return outcome
    }

    /// A car and the trace run on it from the start.
    private struct Replay {
        let car: HeadUnit
    }

    /// Replays `trace` on a fresh car and scene, telling `step` each action done with the number
    /// of crashes before it. On Linux the scene's async work runs on this thread as it is made
    /// (`InlineJobs`).
    private func replay(_ trace: [Action], step: (Action, HeadUnit, _ crashesBefore: Int) -> Void = { _, _, _ in }) async -> Replay {
        onTrace?(trace)
        let car = freshCar()
        #if os(Linux)
        await InlineJobs.run { await perform(trace, on: car, step: step) }
        #else
        await perform(trace, on: car, step: step)
        #endif
        return Replay(car: car)
    }

    /// Does each action of `trace` on `car`, telling `step`.
    private func perform(_ trace: [Action], on car: HeadUnit, step: (Action, HeadUnit, _ crashesBefore: Int) -> Void) async {
        for action in trace {
            let crashesBefore = car.crashes.count
            await perform(action, on: car)
            step(action, car, crashesBefore)
        }
    }

    /// A car of the explorer's category and profile, not yet plugged in.
    private func freshCar() -> HeadUnit {
        HeadUnit(category: category, profile: profile)
    }

    /// Does `action` on `car`; a tap, plug or unplug then runs its main-actor work, the clock still.
    private func perform(_ action: Action, on car: HeadUnit) async {
        switch action {
        case .plug: car.plug(scene())
        case .unplug: car.unplug()
        case .tap(let title): try? car.tap(title)
        case .event(let name): events[name]?()
        case .wait(let ms): return await car.advance(by: .milliseconds(ms))
        }
        await car.advance(by: .zero)
    }

    /// The trace replayed once more, with what the car showed after each step: the counterexample
    /// (no phone, no cues), ending at `crash`.
    private func counterexample(_ trace: [Action], _ crash: CrashReport) async -> Counterexample {
        let start = Counterexample.Screens(car: freshCar().screen.description)
        var steps: [Counterexample.Step] = []
        let car = await replay(trace) { action, car, crashesBefore in
            steps.append(Counterexample.Step(drillLine: action.drillStep, label: action.description, at: car.session.now,
                                             shown: .init(car: car.screen.description), failures: Array(car.crashes.dropFirst(crashesBefore))))
        }.car
        let givens = profile != .strict && HostProfile.named[profile.name] != nil ? ["given profile \(profile.name)"] : []
        return Counterexample(start: start, steps: steps, failure: car.crashes.first ?? crash,
                              author: "SceneExplorer (\(category.name) category, profile \(profile.name))", givens: givens)
    }

    /// What can happen next: the car's tappable titles (each once), the app's events (by name),
    /// the cable, the clock.
    private func successors(_ car: HeadUnit) -> [Action] {
        let appEvents = events.keys.sorted().map(Action.event)
        guard car.session.host.connected else { return [.plug] + appEvents }
        var titles: [String] = []
        for title in car.session.tappableTitles where !titles.contains(title) { titles.append(title) }
        var actions = titles.map(Action.tap) + appEvents + [.unplug]
        if let next = car.session.nextDeadline { actions.append(.wait(next - car.session.now)) }
        return actions
    }

    /// What decides the future, as far as the host and the scene's key can say.
    private struct StateKey: Hashable {
        var host: UInt64
        var sinceLastStateChange: Millis?
        var timeLeft: [Millis]
        var scene: AnyHashable?
    }

    /// What `car`'s traces merge by: the explorer's `key` or the scene's own, else the car
    /// alone if opted into, else nothing.
    private func merging(_ car: HeadUnit) -> Merging? {
        if key != nil || car.sceneDelegate is any ExplorableScene { return .sceneKey }
        return mergesByWhatTheCarShows ? .whatTheCarShows : nil
    }

    private func stateKey(_ car: HeadUnit, _ merging: Merging) -> StateKey {
        let session = car.session
        var scene: AnyHashable?
        if merging == .sceneKey, let delegate = car.sceneDelegate {
            scene = key.map { $0(delegate) } ?? (delegate as? any ExplorableScene).map { AnyHashable($0.stateKey) }
        }
        return StateKey(host: session.host.fingerprintValue, sinceLastStateChange: session.host.lastStateChange.map { session.now - $0 },
                        timeLeft: session.animationTimesLeft, scene: scene)
    }
}
