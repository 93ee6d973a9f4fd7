#if canImport(Glibc)
// stdout, a C global, is read here alone: on the main thread, as the command exits.
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import CreaseFiles

/// Standard output as `print` writes it, buffered: the lists, tables, version and help that are
/// the command's result. A write that fails (a full disk, a closed descriptor) is an error, not
/// output lost without a word.
enum StandardOutput {
    /// A closed standard output (`>&-`) is held on /dev/null opened read-only: its writes still
    /// fail, and no file the run opens takes descriptor 1 and gets the lines meant for it.
    static func hold() {
        guard fcntl(STDOUT_FILENO, F_GETFD) == -1 else { return }
        let placeholder = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard placeholder >= 0, placeholder != STDOUT_FILENO else { return }
        dup2(placeholder, STDOUT_FILENO)
        close(placeholder)
    }

    /// Writes out what is buffered; throws if it, or any write before it, failed.
    static func flush() throws(CommandError) {
        guard fflush(stdout) == 0, ferror(stdout) == 0 else { throw CommandError("cannot write standard output: \(SystemError.last)") }
    }
}
