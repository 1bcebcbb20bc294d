import Testing
@testable import Sound

@Suite struct PendingSamplesTests {
    func drain(_ queue: PendingSamples, _ count: Int) -> (samples: [Int16], real: Int) {
        var buffer = [Int16](repeating: 99, count: count)
        let real = buffer.withUnsafeMutableBufferPointer { queue.drain(into: $0) }
        return (buffer, real)
    }

    @Test func drainsInOrderThenSilence() {
        let queue = PendingSamples()
        queue.enqueue([1, 2, 3])
        queue.enqueue([4, 5])
        #expect(queue.count == 5)
        #expect(drain(queue, 2) == ([1, 2], 2))
        queue.enqueue([6])  // compacts the played part away, keeps the order
        #expect(drain(queue, 6) == ([3, 4, 5, 6, 0, 0], 4))
        #expect(queue.count == 0)
        #expect(drain(queue, 3) == ([0, 0, 0], 0))
    }

    @Test func clearDropsWhatIsLeft() {
        let queue = PendingSamples()
        queue.enqueue(CueSynth.samples(for: .ended))
        _ = drain(queue, 100)
        queue.clear()
        #expect(queue.count == 0)
        #expect(drain(queue, 4) == ([0, 0, 0, 0], 0))
    }
}
