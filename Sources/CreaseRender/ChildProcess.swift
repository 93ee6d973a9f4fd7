import CreaseFiles
import Foundation

/// A program run with its standard input, output and error on descriptors given, by
/// posix_spawn: a failure to start it (no descriptor or memory left, a file that is not a
/// program) is an error. Foundation's `Process` traps instead where its helper thread cannot
/// get the descriptors it needs.
///
/// The child gets a process group of its own, so Ctrl-C at a terminal reaches only us (we end
/// it), and no blocked signals; signals ignored here stay ignored there (SIGXFSZ, so a file-size
/// limit is an error it reports).
package final class ChildProcess {
    /// How the program ended.
    package enum Ending: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// This signal ended it.
        case killed(by: Int32)
    }

    let pid: pid_t
    private(set) var ending: Ending?

    /// Starts `executable` with `arguments` (not counting its own name), its standard streams
    /// on `input`, `output` and `error`. Other descriptors pass on unless they are close-on-exec.
    package init(_ executable: String, arguments: [String], input: Int32, output: Int32, error: Int32) throws(SystemError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, standard) in [(input, STDIN_FILENO), (output, STDOUT_FILENO), (error, STDERR_FILENO)] {
            posix_spawn_file_actions_adddup2(&actions, descriptor, standard)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let failure = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        guard failure == 0 else { throw SystemError(failure) }
        pid = child
    }

    /// Marks `descriptor` close-on-exec: a child gets it only as one of its standard three.
    package static func keepFromChildren(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    /// A child never waited for is ended and reaped, rather than left a zombie.
    deinit {
        if ending == nil {
            kill(pid, SIGKILL)
            _ = wait()
        }
    }

    /// Whether it still runs (it has not ended, or not been seen to).
    var isRunning: Bool {
        guard ending == nil else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return true }
        ending = Self.ending(of: status)
        return false
    }

    /// Asks it to end (SIGTERM), if it still runs.
    func terminate() {
        if isRunning { kill(pid, SIGTERM) }
    }

    /// Waits until it has ended, and says how.
    @discardableResult
    package func wait() -> Ending {
        if let ending { return ending }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let ended = Self.ending(of: status)
        ending = ended
        return ended
    }

    /// The wait status's meaning (the macros Swift does not import).
    private static func ending(of status: Int32) -> Ending {
        status & 0x7F == 0 ? .exited(status >> 8 & 0xFF) : .killed(by: status & 0x7F)
    }
}
