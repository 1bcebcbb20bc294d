#if canImport(Glibc)
import Glibc
#endif

/// The process's memory as the kernel counts it, all-in (every world, table, buffer and the
/// runtime): what `--max-memory` bounds and what `headunit explore` prints per distinct state.
///
/// ```swift
/// ResidentMemory.current   // 268_435_456: bytes resident now (/proc/self/statm)
/// ResidentMemory.peak      // 270_532_608: the most ever resident (getrusage's ru_maxrss)
/// ```
public enum ResidentMemory {
    /// Bytes resident now: the second field of `/proc/self/statm`, in pages; nil where there is
    /// no such file. One read of a short file: cheap enough to sample every few thousand
    /// expansions.
    public static var current: Int? {
        #if canImport(Glibc)
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        // "size resident shared text lib data dt": the second number.
        var fields = buffer[..<count].split(separator: UInt8(ascii: " ")).makeIterator()
        _ = fields.next()
        guard let resident = fields.next().flatMap({ Int(String(decoding: $0, as: UTF8.self)) }) else { return nil }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return nil
        #endif
    }

    /// The most bytes ever resident in this process: `getrusage`'s `ru_maxrss` (KiB on Linux),
    /// or what is resident now where that is more, since the kernel's high-water mark is kept
    /// from per-thread counters that it folds in lazily and can trail `current` by a few pages;
    /// nil where it is not known.
    public static var peak: Int? {
        #if canImport(Glibc)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
        return max(Int(usage.ru_maxrss) * 1024, current ?? 0)
        #else
        return nil
        #endif
    }
}
