import Foundation
import Host

/// The car a scene's code is running for: whose configuration the class limits read
/// (`CPListTemplate.maximumItemCount`, `CPTabBarTemplate.maximumTabCount`…, which depend on the
/// car and the app's category) and where a template's own checks record what CarPlay raises
/// (`CPTabBarTemplate(templates:)`). A template has no car of its own before one shows it.
///
/// While HeadUnit runs your scene (connect, disconnect, a touch, the main queue, a host timer),
/// the car is bound for that code and every task it starts; in a test's own body it is the car
/// that test plugged in (each test runs in a task of its own, so tests running side by side each
/// see their own car); with none, `HostConfig()`'s defaults (the voice-based conversation
/// category's numbers).
package struct CurrentCar: Sendable {
    /// The car's numbers, category and rules.
    package let config: HostConfig
    /// The car's connection, while it lives.
    package weak var session: TemplateHostSession?

    /// The car HeadUnit is running scene code for.
    @TaskLocal package static var bound: CurrentCar?

    /// The cars plugged in, each by the task that plugged it (a test's own body).
    private static let pluggedIn = PluggedIn()

    /// The car a scene's code is running for, if any: the one bound while HeadUnit runs scene
    /// code, else the one the current task plugged in.
    package static var now: CurrentCar? { bound ?? pluggedIn.car(for: currentTask) }

    /// The configuration the class limits read: the current car's, or the defaults.
    package static var config: HostConfig { now?.config ?? HostConfig() }

    /// `session`'s car is plugged in by the current task.
    @MainActor package static func plugged(_ session: TemplateHostSession) {
        guard let task = currentTask else { return }
        pluggedIn.set(CurrentCar(config: session.host.config, session: session), for: task)
    }

    /// `session`'s car is unplugged.
    @MainActor package static func unplugged(_ session: TemplateHostSession) {
        pluggedIn.forget(session)
    }

    /// The running task's identity (each test runs in a task of its own), if code runs in one.
    private static var currentTask: Int? { withUnsafeCurrentTask { $0?.hashValue } }

    /// The cars plugged in, by task, behind a lock: class limits are read from any thread.
    private final class PluggedIn: @unchecked Sendable {
        private let lock = NSLock()
        private var cars: [Int: CurrentCar] = [:]

        func car(for task: Int?) -> CurrentCar? {
            guard let task else { return nil }
            return lock.withLock { cars[task].flatMap { $0.session == nil ? nil : $0 } }
        }

        /// Sets `car` for `task`, and drops any car whose session is gone (a test that never
        /// unplugged), so the table does not grow with every such test.
        func set(_ car: CurrentCar, for task: Int) {
            lock.withLock {
                cars = cars.filter { $0.value.session != nil }
                cars[task] = car
            }
        }

        /// Drops `session`'s car, and any whose session is gone.
        func forget(_ session: TemplateHostSession) {
            lock.withLock { cars = cars.filter { $0.value.session != nil && $0.value.session !== session } }
        }
    }
}
