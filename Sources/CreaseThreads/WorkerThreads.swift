import Glibc
import Synchronization

/// Threads kept for a frame's shared work (the presentation's evaluation, the draw list's walk
/// and its join), woken together for a batch of iterations that any free thread takes one at a
/// time, the calling thread too. After a batch they spin a short while for the next before
/// they sleep: a frame's batches come back to back, and waking a sleeping thread costs tens of
/// microseconds, as much as a share of work takes. (Dispatch's `concurrentPerform` took 51 µs
/// for sixteen shares of 20 µs on a 16-core host, where these threads take 26.)
///
/// One batch runs at a time: a batch asked for while another runs (from another thread, or
/// from inside a batch's own body) runs on its calling thread alone.
public final class WorkerThreads: @unchecked Sendable {
    /// The machine's online cores: Crease's one count of them, for a frame's shares and an
    /// export's workers alike.
    public static let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// The process's threads: one fewer than its cores, the calling thread being the last.
    public static let shared = WorkerThreads(count: cores - 1)

    /// How many threads wait for batches, besides the caller's.
    public let count: Int
    /// How long a thread spins for the next batch before it sleeps.
    static let spinNanoseconds: UInt64 = 200_000

    /// The running batch: its number (from 1) << 48 | its iterations << 32 | the next iteration
    /// to take. One word, so that a thread late for a batch cannot take an iteration of the next.
    private let batch = Atomic<UInt64>(0)
    private let finished = Atomic<Int>(0)
    private let sleepers = Atomic<Int>(0)
    /// The running batch's body: set before the batch is published, read only by a thread that
    /// took one of its iterations (so before the batch is finished).
    private nonisolated(unsafe) var body: ((Int) -> Void)?
    private let caller = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let sleep = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let started = Atomic<Bool>(false)

    /// `count` threads, started at the first batch that shares its work; they live as long as
    /// the process.
    public init(count: Int) {
        self.count = max(0, count)
        pthread_mutex_init(caller, nil)
        pthread_mutex_init(sleep, nil)
        pthread_cond_init(wake, nil)
    }

    /// Calls `body` once for each of `0..<iterations`, on this thread and the waiting ones, and
    /// returns when every call has: the calls share no order.
    public func perform(iterations: Int, _ body: (Int) -> Void) {
        guard iterations > 1, count > 0, iterations < 1 << 16, pthread_mutex_trylock(caller) == 0 else {
            for index in 0..<iterations { body(index) }
            return
        }
        defer { pthread_mutex_unlock(caller) }
        if !started.exchange(true, ordering: .acquiringAndReleasing) { startThreads() }
        withoutActuallyEscaping(body) { body in
            self.body = body
            finished.store(0, ordering: .sequentiallyConsistent)
            // Numbered from 1 (a thread that saw none has seen 0), wrapping after 65,535.
            let number = batch.load(ordering: .acquiring) >> 48 % 0xffff + 1
            batch.store(number << 48 | UInt64(iterations) << 32, ordering: .sequentiallyConsistent)
            if sleepers.load(ordering: .sequentiallyConsistent) > 0 {
                pthread_mutex_lock(sleep)
                pthread_cond_broadcast(wake)
                pthread_mutex_unlock(sleep)
            }
            take(number)
            while finished.load(ordering: .acquiring) < iterations {}
            self.body = nil
        }
    }

    /// Takes and runs batch `number`'s iterations until none is left.
    private func take(_ number: UInt64) {
        var word = batch.load(ordering: .acquiring)
        while word >> 48 == number, word & 0xffff_ffff < (word >> 32) & 0xffff {
            let (taken, now) = batch.compareExchange(expected: word, desired: word + 1, ordering: .acquiringAndReleasing)
            guard taken else {
                word = now
                continue
            }
            body?(Int(word & 0xffff_ffff))
            finished.add(1, ordering: .acquiringAndReleasing)
            word = batch.load(ordering: .acquiring)
        }
    }

    private func startThreads() {
        for _ in 0..<count {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            pthread_create(&thread, nil, { Unmanaged<WorkerThreads>.fromOpaque($0!).takeRetainedValue().waitForBatches() }, context)
            pthread_detach(thread)
        }
    }

    /// A thread's life: each new batch taken from, spinning between them, sleeping when none comes.
    private func waitForBatches() -> Never {
        var seen: UInt64 = 0
        while true {
            var since = Self.now()
            var spins = 0
            while batch.load(ordering: .acquiring) >> 48 == seen {
                spins += 1
                guard spins % 64 == 0, Self.now() - since > Self.spinNanoseconds else { continue }
                pthread_mutex_lock(sleep)
                sleepers.add(1, ordering: .sequentiallyConsistent)
                while batch.load(ordering: .sequentiallyConsistent) >> 48 == seen { pthread_cond_wait(wake, sleep) }
                sleepers.subtract(1, ordering: .sequentiallyConsistent)
                pthread_mutex_unlock(sleep)
                since = Self.now()
            }
            seen = batch.load(ordering: .acquiring) >> 48
            take(seen)
        }
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
