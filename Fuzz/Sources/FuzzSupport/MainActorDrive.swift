import Foundation

/// Runs main-actor async work to its end from libFuzzer's callback, which is synchronous: the
/// callback runs on the main thread (libFuzzer's driver is called from the process's entry
/// point), so it may enter the main actor with `MainActor.assumeIsolated` (checked: it traps
/// anywhere else). The work starts as a main-actor task, which Swift queues on the main dispatch
/// queue; the main run loop is then turned, each turn running what that queue holds (the task,
/// and every task, `Task.yield` and `DispatchQueue.main.async` block it queues, in order),
/// until the work has finished.
///
/// `HeadUnit.advance(by:)` needs exactly that: it runs the car's main queue and yields to the
/// main actor until nothing moves (FuzzCarPlay drives `HeadUnit` as a test does); a drill's run
/// (`ScenarioRunner.run`, FuzzDrill) is main-actor async too.
///
/// No work may await something that only another turn of the fuzzer would bring: the run loop
/// would wait for it for ever, and libFuzzer's `-timeout` reports the input.
@MainActor
public enum MainActorDrive {
    /// Runs `work` to its end on the main actor and returns what it returned.
    public static func run<Result>(_ work: @escaping @MainActor () async -> Result) -> Result {
        let box = Box<Result>()
        Task { box.value = await work() }
        while true {
            if let value = box.value { return value }
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }

    private final class Box<Value> {
        var value: Value?
    }
}
