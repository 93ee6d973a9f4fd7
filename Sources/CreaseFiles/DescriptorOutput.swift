#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to a descriptor that may be a pipe (an encoder's input, standard output) without
/// letting a reader that has gone kill the process.
public enum DescriptorOutput {
    /// Writes all of `bytes` to `descriptor`, going on after interruptions by signals.
    ///
    /// A pipe whose reader has gone fails with EPIPE instead of ending the process: SIGPIPE is
    /// held back on this thread during the write (the kernel sends it to the writing thread) and
    /// the one the write raised is taken, so how the process handles SIGPIPE is left as it is.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(SystemError) {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            let code = errno
            if code == EINTR { continue }
            if code == EPIPE { takePipeSignal(pipeSignal, unlessHeldBefore: previous) }
            throw SystemError(code)
        }
    }

    /// Takes the SIGPIPE a failed write raised, so that it is not delivered once unblocked; one
    /// already blocked by the caller is the caller's to handle.
    private static func takePipeSignal(_ pipeSignal: sigset_t, unlessHeldBefore previous: sigset_t) {
        var previous = previous, pipeSignal = pipeSignal
        guard sigismember(&previous, SIGPIPE) == 0 else { return }
        var pending = sigset_t()
        sigpending(&pending)
        guard sigismember(&pending, SIGPIPE) == 1 else { return }
        var now = timespec()
        _ = sigtimedwait(&pipeSignal, nil, &now)
    }
}
