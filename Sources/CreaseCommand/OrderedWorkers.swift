import CreaseThreads
import Foundation

/// Jobs run on worker threads, their results handed back in the order the jobs were given, on
/// the thread that gives them. At most `depth` jobs are in flight: giving one more first waits
/// for the oldest, so what a run holds stays bounded however long it is.
final class OrderedWorkers<Output: Sendable> {
    /// One serial queue a worker: job k goes to worker k mod their count.
    private let queues: [DispatchQueue]
    /// The most jobs given and not yet handed back.
    let depth: Int
    /// Takes each result, in order, on the giving thread.
    private let deliver: (Output) throws -> Void
    /// Jobs in flight, oldest first.
    private var inFlight: [Job] = []
    private var given = 0

    /// A job's result, written by its worker before `done` is signalled and read after.
    private final class Job: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        var result: Result<Output, any Error>?
    }

    init(workers: Int, depth: Int, label: String, deliver: @escaping (Output) throws -> Void) {
        precondition(workers >= 1 && depth >= workers, "a job for each worker at least")
        queues = (0..<workers).map { DispatchQueue(label: "\(label).\($0)", qos: .userInitiated) }
        self.depth = depth
        self.deliver = deliver
    }

    /// As many workers as the machine has cores, and two jobs more in flight, so none waits
    /// while the giving thread hands a result on.
    convenience init(label: String, deliver: @escaping (Output) throws -> Void) {
        let cores = WorkerThreads.cores
        self.init(workers: cores, depth: cores + 2, label: label, deliver: deliver)
    }

    /// Starts `job` on the next worker, once there is room; hands on the results finished by then.
    /// Throws what a job or the delivery of a result threw.
    func give(_ job: @escaping @Sendable () throws -> Output) throws {
        while inFlight.count >= depth { try handOnOldest(waiting: true) }
        let entry = Job()
        queues[given % queues.count].async {
            entry.result = Result { try job() }
            entry.done.signal()
        }
        inFlight.append(entry)
        given += 1
        while !inFlight.isEmpty, try handOnOldest(waiting: false) {}
    }

    /// Waits for every job given and hands their results on.
    func finish() throws {
        while !inFlight.isEmpty { try handOnOldest(waiting: true) }
    }

    /// Hands on the oldest job's result once it is done (or at once, when not `waiting`, only if it
    /// is); whether it was.
    @discardableResult
    private func handOnOldest(waiting: Bool) throws -> Bool {
        let oldest = inFlight[0]
        if waiting { oldest.done.wait() } else if oldest.done.wait(timeout: .now()) == .timedOut { return false }
        inFlight.removeFirst()
        try deliver(try oldest.result!.get())
        return true
    }
}
