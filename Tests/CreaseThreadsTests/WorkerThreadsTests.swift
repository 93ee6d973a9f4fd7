import Glibc
import Testing

@testable import CreaseThreads

/// Every iteration of every batch runs once, whichever threads take them, whether the threads
/// were spinning or asleep, and a batch asked for during another runs on its own thread.
struct WorkerThreadsTests {
    /// A value behind a pthread mutex: one the thread sanitizer follows (it does not see the
    /// futexes of Synchronization's Mutex, and reports its users as racing).
    final class Locked<Value>: @unchecked Sendable {
        private var value: Value
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        init(_ value: Value) {
            self.value = value
            pthread_mutex_init(mutex, nil)
        }
        func withLock<T>(_ body: (inout Value) -> T) -> T {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body(&value)
        }
    }

    /// Counts, per iteration, how often it ran.
    final class Tally: Sendable {
        let counts: Locked<[Int]>
        init(_ n: Int) { counts = Locked(Array(repeating: 0, count: n)) }
        func ran(_ index: Int) { counts.withLock { $0[index] += 1 } }
        var each: [Int] { counts.withLock { $0 } }
    }

    @Test func everyIterationOfEveryBatchRunsOnce() {
        let threads = WorkerThreads(count: 3)
        for batch in 0..<2_000 {
            let n = 2 + batch % 37
            let tally = Tally(n)
            threads.perform(iterations: n) { tally.ran($0) }
            #expect(tally.each == Array(repeating: 1, count: n), "batch \(batch)")
        }
    }

    @Test func threadsAsleepWakeForTheNextBatch() throws {
        let threads = WorkerThreads(count: 3)
        let tally = Tally(8)
        threads.perform(iterations: 8) { tally.ran($0) }
        // Past the spin: every thread sleeps.
        usleep(5_000)
        let ranOn = Locked<Set<UInt>>([])
        threads.perform(iterations: 64) { index in
            tally.ran(index % 8)
            // Long enough that the sleepers wake and take some.
            let start = ContinuousClock.now
            while ContinuousClock.now - start < .microseconds(200) {}
            ranOn.withLock { _ = $0.insert(UInt(bitPattern: Int(bitPattern: pthread_self()))) }
        }
        #expect(tally.each == Array(repeating: 9, count: 8))
        #expect(ranOn.withLock { $0.count } > 1, "no thread but the caller's took a share")
    }

    @Test func aBatchInsideABatchRunsOnItsCallersThread() {
        let threads = WorkerThreads(count: 3)
        let inner = Tally(16)
        threads.perform(iterations: 4) { outer in
            threads.perform(iterations: 4) { inner.ran(outer * 4 + $0) }
        }
        #expect(inner.each == Array(repeating: 1, count: 16))
    }

    @Test func noThreadsRunsEverythingOnTheCaller() {
        let threads = WorkerThreads(count: 0)
        var order: [Int] = []
        threads.perform(iterations: 5) { order.append($0) }
        #expect(order == [0, 1, 2, 3, 4])
    }
}
