import CLibFuzzer

/// libFuzzer's loop, for a fuzz target's entry point.
///
/// ```swift
/// @_cdecl("FuzzGuard_main")
/// func fuzzGuardMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
///     Fuzzer.run(argc, argv) { data, size in
///         GuardFuzz.test(Fuzzer.bytes(data, size))
///         return 0
///     }
/// }
/// ```
public enum Fuzzer {
    /// The function libFuzzer calls with each input (its bytes and their count); it returns 0.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    /// Runs libFuzzer with the process's arguments (its flags, such as `-max_total_time=60`,
    /// and corpus folders) over `test`, and returns its exit status.
    public static func run(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                           _ test: TestOneInput) -> Int32 {
        var count = argc
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return LLVMFuzzerRunDriver(&count, &arguments, test)
    }

    /// The input as an array (an empty input may come with a nil pointer).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
