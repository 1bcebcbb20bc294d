#if os(Linux)
import Foundation
import Glibc

/// Worker processes for one exploration (B8): this test, or this program, run again, each copy
/// stopping at the same exploration to replay the traces it is sent, so a scene bound to the main
/// actor is replayed on every core.
///
/// A worker is started from this process's own executable: under Swift Testing with a filter
/// naming the running test (`WorkerLaunch`), otherwise with this program's own arguments. It
/// runs the same code up to the exploration named by `site`, says hello, and then answers each
/// request with one reply, in order. Requests go out in chunks to whichever worker is free; a
/// worker that ends while replaying (a trap in the scene) is reported with the request it was
/// on, what it wrote to standard error, and how it ended. Each worker runs with deterministic
/// hashing, so the workers agree on every `Hasher` value.
///
/// ```swift
/// guard let pool = await WorkerPool.start(count: 2, site: site).pool else { return inProcess() }
/// let replies = await pool.run(requests) { reply in reply.first == 1 }   // 1: ends the search
/// pool.stop()
/// ```
package final class WorkerPool: @unchecked Sendable {
    /// What became of one request.
    package enum Reply: Sendable {
        /// The worker's answer.
        case answer([UInt8])
        /// The worker ended while replaying it: how (`signal 4, Illegal instruction`) and the last
        /// thing it wrote to standard error.
        case ended(how: String, lastWords: String)
        /// No worker was left to replay it, and none ended while replaying it (the workers ended
        /// between requests, or could not be reached): replay it elsewhere.
        case lost
    }

    /// The environment variable naming the exploration a worker serves, and the socket it talks on.
    package static let environmentKey = "HEADUNIT_EXPLORER_WORKER"
    /// The descriptor of a worker's end of its socket.
    static let workerSocket: Int32 = 198
    /// The id of the frame a worker says hello with.
    static let hello = UInt32.max
    /// How long a worker may take to reach the exploration, in milliseconds.
    static let helloTimeout: Int64 = 120_000
    /// The most bytes of requests in one chunk (one request may be more): with two chunks in
    /// flight, far below what a socket holds, so a send never waits on a worker that is itself
    /// waiting to send its replies.
    static let chunkBytes = 32 * 1024

    private struct Worker {
        let pid: pid_t
        let socket: Int32
        let stderr: Int32
        var inbox = FrameBuffer()
        var inFlight: [Range<Int>] = []
        var alive = true
        /// False once a send failed: the worker has ended, and what it answered before is read
        /// up to its end.
        var reachable = true
    }

    private var workers: [Worker]
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    private init(workers: [Worker]) {
        self.workers = workers
    }

    deinit { stop() }

    /// How many workers are serving.
    package var count: Int { workers.count(where: \.alive) }

    /// Starts `count` workers for the exploration `site` and waits until each has reached it,
    /// or `deadline` passes: the pool, or nil and why there is none.
    package static func start(count: Int, site: String, until deadline: Deadline? = nil) async -> (pool: WorkerPool?, whyNot: String?) {
        let launch: WorkerLaunch
        do {
            launch = try WorkerLaunch.current()
        } catch {
            return (nil, error.reason)
        }
        return await offThisThread {
            var workers: [Worker] = []
            for _ in 0..<count {
                if let worker = spawn(launch, site: site) { workers.append(worker) }
            }
            let pool = WorkerPool(workers: workers)
            pool.awaitHellos(until: deadline)
            if pool.count == 0 {
                pool.stop()
                return (nil, "the worker processes did not reach this exploration")
            }
            return (pool, nil)
        }
    }

    /// Sends every request out and gathers the replies, in request order, up to and including
    /// the first one that `endsSearch`, whose worker ended, or that was lost: past that, none is
    /// needed. Once `deadline` has passed no more requests go out: the replies are then those of
    /// the requests sent.
    package func run(_ requests: [[UInt8]], until deadline: Deadline? = nil, endsSearch: @escaping @Sendable ([UInt8]) -> Bool) async -> [Reply] {
        await Self.offThisThread { self.gather(requests, until: deadline, endsSearch: endsSearch) }
    }

    /// Ends every worker and waits for it.
    package func stop() {
        for index in workers.indices where workers[index].alive {
            kill(workers[index].pid, SIGKILL)
            end(index)
        }
    }

    // MARK: - The parent's side

    private func gather(_ requests: [[UInt8]], until deadline: Deadline?, endsSearch: ([UInt8]) -> Bool) -> [Reply] {
        var replies = [Reply?](repeating: nil, count: requests.count)
        var next = 0
        var needed = requests.count   // replies past the first that ends the search are not needed
        var answered = 0              // replies below `needed`
        let perChunk = max(1, min(64, requests.count / max(1, count * 8)))
        func record(_ id: Int, _ reply: Reply) {
            guard replies[id] == nil else { return }
            replies[id] = reply
            if id < needed { answered += 1 }
        }
        func cut(after id: Int) {
            guard id + 1 < needed else { return }
            needed = id + 1
            answered = replies[..<needed].count { $0 != nil }
        }
        func dispatch(_ index: Int) {
            while workers[index].alive, workers[index].reachable, workers[index].inFlight.count < 2, next < needed, deadline?.hasPassed != true {
                var end = next, bytes = 0
                while end < needed, end - next < perChunk, end == next || bytes + requests[end].count <= Self.chunkBytes {
                    bytes += requests[end].count
                    end += 1
                }
                var message = FrameBuffer.Writer()
                message.append(UInt32(end - next))
                for id in next..<end {
                    message.append(UInt32(id))
                    message.append(bytes: requests[id])
                }
                guard Self.send(message.frame(id: 0), to: workers[index].socket) else {
                    workers[index].reachable = false   // ended: its answers are read to its end
                    return
                }
                workers[index].inFlight.append(next..<end)
                next = end
            }
        }
        func died(_ index: Int) {
            let (how, lastWords) = end(index)
            if let range = workers[index].inFlight.first, let on = range.first(where: { replies[$0] == nil }) {
                record(on, .ended(how: how, lastWords: lastWords))
                cut(after: on)
            }
            workers[index].inFlight = []
        }
        for index in workers.indices { dispatch(index) }
        while answered < needed {
            let busy = workers.indices.filter { workers[$0].alive && !workers[$0].inFlight.isEmpty }
            guard !busy.isEmpty, let readable = ready(busy, timeout: -1) else { break }
            for index in readable {
                guard receive(into: index) else {
                    died(index)
                    continue
                }
                while let (id, body) = workers[index].inbox.next() {
                    let id = Int(id)
                    guard id < replies.count else { continue }
                    record(id, .answer(body))
                    if endsSearch(body) { cut(after: id) }
                    if let range = workers[index].inFlight.first, id == range.last { workers[index].inFlight.removeFirst() }
                }
            }
            for index in workers.indices { dispatch(index) }
        }
        if deadline?.hasPassed != true, let missing = replies[..<needed].firstIndex(where: { $0 == nil }) {
            record(missing, .lost)
            cut(after: missing)
        }
        return replies[..<needed].prefix { $0 != nil }.compactMap { $0 }   // those sent, in order
    }

    private func awaitHellos(until deadline: Deadline?) {
        var waiting = Set(workers.indices)
        let giveUp = Deadline(after: .milliseconds(min(Self.helloTimeout, deadline?.millisecondsLeft ?? Self.helloTimeout)))
        while !waiting.isEmpty {
            let left = giveUp.millisecondsLeft
            guard left > 0, let readable = ready(Array(waiting), timeout: Int32(clamping: left)), !readable.isEmpty else { break }
            for index in readable {
                guard receive(into: index) else {
                    end(index)
                    waiting.remove(index)
                    continue
                }
                if let (id, _) = workers[index].inbox.next(), id == Self.hello { waiting.remove(index) }
            }
        }
        for index in waiting where workers[index].alive {
            kill(workers[index].pid, SIGKILL)
            end(index)
        }
    }

    /// The workers among `indices` with something to read (or ended), waiting up to `timeout` ms
    /// (-1: for ever); nil when they cannot be waited on.
    private func ready(_ indices: [Int], timeout: Int32) -> [Int]? {
        var fds = indices.map { pollfd(fd: workers[$0].socket, events: Int16(POLLIN), revents: 0) }
        var result: Int32
        repeat { result = poll(&fds, nfds_t(fds.count), timeout) } while result < 0 && errno == EINTR
        guard result >= 0 else { return nil }
        return zip(indices, fds).filter { $0.1.revents != 0 }.map(\.0)
    }

    /// Reads what worker `index` wrote; false when it has ended.
    private func receive(into index: Int) -> Bool {
        let socket = workers[index].socket
        let read = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard read > 0 else { return false }
        workers[index].inbox.append(buffer[..<read])
        return true
    }

    /// Closes worker `index`'s socket and reaps it: how it ended and its last words.
    @discardableResult
    private func end(_ index: Int) -> (how: String, lastWords: String) {
        let worker = workers[index]
        workers[index].alive = false
        close(worker.socket)
        var status: Int32 = 0
        var reaped: pid_t
        repeat { reaped = waitpid(worker.pid, &status, 0) } while reaped < 0 && errno == EINTR
        let lastWords = Self.lastWords(worker.stderr)
        close(worker.stderr)
        let signal = status & 0x7f
        if signal != 0 {
            return ("signal \(signal), \(String(cString: strsignal(signal)))", lastWords)
        }
        return ("exit status \((status >> 8) & 0xff)", lastWords)
    }

    // MARK: - Starting a worker

    private static func spawn(_ launch: WorkerLaunch, site: String) -> Worker? {
        var pair: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else { return nil }
        // An unnamed file for the worker's standard error (what a spawn elsewhere inherits in the
        // moment before close-on-exec is set is a file, which ends nothing).
        var template = Array("/tmp/headunit-worker-XXXXXX".utf8CString)
        let stderr = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if stderr >= 0 { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
        guard stderr >= 0, fcntl(stderr, F_SETFD, FD_CLOEXEC) == 0 else {
            if stderr >= 0 { close(stderr) }
            close(pair[0]); close(pair[1])
            return nil
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        posix_spawn_file_actions_adddup2(&actions, pair[1], workerSocket)

        var environment = ProcessInfo.processInfo.environment
        environment[environmentKey] = site
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let argv = launch.arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, launch.executable, &actions, nil, argv, envp)
        close(pair[1])
        guard spawned == 0 else {
            close(pair[0]); close(stderr)
            return nil
        }
        return Worker(pid: pid, socket: pair[0], stderr: stderr)
    }

    /// The last line a worker wrote that says why it stopped (`Fatal error: …`), else its last line.
    private static func lastWords(_ fd: Int32) -> String {
        let size = lseek(fd, 0, SEEK_END)
        let start = max(0, size - (1 << 14))
        var buffer = [UInt8](repeating: 0, count: Int(size - start))
        let read = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, start) }
        let lines = String(decoding: buffer.prefix(max(0, read)), as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let reasons = ["Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil"]
        return lines.last { line in reasons.contains { line.contains($0) } } ?? lines.last { !$0.isEmpty } ?? ""
    }

    private static func send(_ bytes: [UInt8], to socket: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    /// Runs `work` on a thread of its own, so that waiting on the workers blocks neither the main
    /// actor nor the cooperative pool.
    private static func offThisThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }

    // MARK: - The worker's side

    /// How many explorations each test and call site has started in this process.
    @MainActor private static var started: [String: Int] = [:]

    /// The name of the exploration starting at `callSite` (`File.swift:12`), the same in this
    /// process and in its workers: the running test, the call site, and how many explorations
    /// the test started there before.
    @MainActor
    package static func site(callSite: String) -> String {
        let place = WorkerLaunch.testName + " " + callSite
        started[place, default: 0] += 1
        return place + " #\(started[place]!)"
    }

    /// True in a worker process.
    package static var isWorker: Bool { ProcessInfo.processInfo.environment[environmentKey] != nil }

    /// What this process is to the exploration named `site`: its worker (the channel to serve
    /// it on), a worker of another exploration, or not a worker at all.
    package static func role(site: String) -> Role {
        guard let served = ProcessInfo.processInfo.environment[environmentKey] else { return .none }
        return served == site ? .serve(Channel(socket: workerSocket)) : .workerOfAnother
    }

    /// What this process is to one exploration.
    package enum Role {
        /// Not a worker: explore here (with workers, if asked).
        case none
        /// Its worker: serve it on this channel.
        case serve(Channel)
        /// A worker of another exploration: this one is not run.
        case workerOfAnother
    }

    /// A worker's end of its socket.
    package final class Channel {
        private let socket: Int32
        private var inbox = FrameBuffer()

        init(socket: Int32) {
            self.socket = socket
            _ = fcntl(socket, F_SETFD, FD_CLOEXEC)   // not for the programs the scene's test starts
        }

        /// Tells the parent this worker has reached the exploration.
        package func sayHello() {
            _ = WorkerPool.send(FrameBuffer.Writer().frame(id: WorkerPool.hello), to: socket)
        }

        /// The next chunk of requests, by id, waiting for it; nil when the parent is done.
        package func nextRequests() -> [(id: UInt32, request: [UInt8])]? {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                if let (_, body) = inbox.next() {
                    var reader = FrameBuffer.Reader(body)
                    return (0..<(reader.uint32() ?? 0)).compactMap { _ in
                        guard let id = reader.uint32(), let request = reader.bytes() else { return nil }
                        return (id, request)
                    }
                }
                let read = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { return nil }
                inbox.append(buffer[..<read])
            }
        }

        /// Answers request `id`.
        package func answer(_ id: UInt32, _ reply: [UInt8]) {
            var writer = FrameBuffer.Writer()
            writer.append(raw: reply)
            _ = WorkerPool.send(writer.frame(id: id), to: socket)
        }

        /// Ends this worker: its exploration is done.
        package func finish() -> Never {
            exit(0)
        }
    }
}
#endif
