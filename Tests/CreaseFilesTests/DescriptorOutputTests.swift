import CreaseFiles
import Foundation
import Synchronization
import Testing

/// SIGPIPEs delivered to the handler the test installs.
private let pipeSignals = Atomic<Int>(0)

/// A pipe whose reader has gone fails the write with EPIPE; the process's SIGPIPE handling is
/// neither triggered nor changed.
@Suite(.serialized)
struct DescriptorOutputTests {
    @Test func aPipeWithoutReaderFailsWithEPIPEAndRaisesNoSignal() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        // A handler that counts, in place of whatever the runner has: were the signal delivered,
        // it would count it (under the default disposition it would end the test run).
        var counting = sigaction(), previous = sigaction()
        counting.__sigaction_handler.sa_handler = { _ in pipeSignals.add(1, ordering: .relaxed) }
        sigaction(SIGPIPE, &counting, &previous)
        defer { sigaction(SIGPIPE, &previous, nil) }
        let bytes: [UInt8] = Array(repeating: 7, count: 100)
        let error = #expect(throws: SystemError.self) {
            try bytes.withUnsafeBytes { try DescriptorOutput.writeAll($0, to: ends[1]) }
        }
        #expect(error?.code == EPIPE)
        #expect(pipeSignals.load(ordering: .relaxed) == 0, "SIGPIPE was delivered")
        // The thread's mask is as it was: SIGPIPE not left blocked.
        var mask = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &mask)
        #expect(sigismember(&mask, SIGPIPE) == 0)
    }

    @Test func everyByteReachesAPipeThatIsRead() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        // More than a pipe holds, so that the write goes in parts while the reader drains it.
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        nonisolated(unsafe) var received: [UInt8] = []
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                received += chunk[..<count]
            }
            done.signal()
        }
        try bytes.withUnsafeBytes { try DescriptorOutput.writeAll($0, to: writeEnd) }
        close(writeEnd)
        done.wait()
        #expect(received == bytes)
    }
}
