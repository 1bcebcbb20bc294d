import Dispatch
import Foundation
import Screen

/// The PNG files of a run's pictures, written in batches: the pictures of a batch encoded on
/// every core at once (libpng's encoder is most of a picture's cost), then each repeat of an
/// earlier picture made a hard link to its file (a copy where links cannot be made), so a
/// picture shown by many steps is encoded and stored once while every step keeps its own name.
///
/// The bytes do not depend on the order the cores finish in: each file is one picture's
/// encoding.
struct ShotFiles {
    /// A picture to write.
    private struct Picture: Sendable {
        let canvas: Canvas
        let path: String
    }

    private var pictures: [Picture] = []
    private var links: [(path: String, original: String)] = []

    /// Pictures held before a batch is written: enough to keep both cores busy, few enough that
    /// their pixels (≈ 2 MB a shot) stay small.
    static let batchSize = 8

    /// Writes `canvas` to `path` with the next batch.
    mutating func write(_ canvas: Canvas, to path: String) throws {
        pictures.append(Picture(canvas: canvas, path: path))
        if pictures.count >= Self.batchSize { try flush() }
    }

    /// Makes `path` the same file as `original` (written by this writer) with the next batch.
    mutating func link(_ path: String, to original: String) {
        links.append((path, original))
    }

    /// Writes what is pending: the pictures, then the links to them. The first failure (in the
    /// order they were asked for) is thrown.
    mutating func flush() throws {
        let batch = pictures
        pictures.removeAll(keepingCapacity: true)
        let failures = Failures(count: batch.count)
        DispatchQueue.concurrentPerform(iterations: batch.count) { i in
            do throws(ScreenError) {
                try Self.replace(batch[i].path) { try PNGCodec.write(batch[i].canvas, to: $0) }
            } catch {
                failures.record(error, at: i)
            }
        }
        if let failure = failures.first { throw failure }
        let pending = links
        links.removeAll(keepingCapacity: true)
        let manager = FileManager.default
        for (path, original) in pending {
            try Self.replace(path) { path in
                do {
                    try manager.linkItem(atPath: original, toPath: path)
                } catch {
                    try manager.copyItem(atPath: original, toPath: path)
                }
            }
        }
    }

    /// What went wrong in a batch, by picture, filled in from every core.
    private final class Failures: @unchecked Sendable {
        // @unchecked Sendable: `errors` is touched only while `lock` is held.
        private let lock = NSLock()
        private var errors: [ScreenError?]

        init(count: Int) {
            errors = Array(repeating: nil, count: count)
        }

        func record(_ error: ScreenError, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            errors[index] = error
        }

        /// The failure of the earliest picture that failed.
        var first: ScreenError? {
            lock.lock()
            defer { lock.unlock() }
            return errors.lazy.compactMap { $0 }.first
        }
    }

    /// Runs `make` for `path` in its folder (made if missing) once whatever was there is gone: a
    /// file left by an earlier run may be a link to another picture, and writing into it would
    /// change that one too.
    private static func replace(_ path: String, _ make: (String) throws -> Void) throws(ScreenError) {
        let manager = FileManager.default
        do {
            if manager.fileExists(atPath: path) {
                try manager.removeItem(atPath: path)
            } else {
                try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            }
            try make(path)
        } catch let error as ScreenError {
            throw error
        } catch {
            throw ScreenError.file(path: path, reason: error.localizedDescription)
        }
    }
}
