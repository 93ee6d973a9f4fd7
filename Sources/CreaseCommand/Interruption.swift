import Foundation
import Synchronization

/// Ctrl-C, SIGTERM, a closed terminal (SIGHUP) and Ctrl-\ (SIGQUIT) during a render: the handler
/// only raises a flag, and the run stops at its next step (the next frame, or before a picture is
/// written), cleaning up what it wrote before it exits.
enum Interruption {
    private static let signalled = Atomic<Int32>(0)

    /// The signals watched, with the word the run ends with.
    private static let words: [Int32: String] = [SIGINT: "interrupted", SIGTERM: "terminated", SIGHUP: "hung up", SIGQUIT: "quit"]

    /// Installs the handlers; until then the signals end the process at once, as usual. They
    /// replace the Swift runtime's own for SIGQUIT, which prints a crash report and goes on.
    static func watch() {
        var watched = sigset_t()
        sigemptyset(&watched)
        for sig in words.keys {
            signal(sig) { Interruption.signalled.store($0, ordering: .relaxed) }
            sigaddset(&watched, sig)
        }
        // A parent may have started us with these blocked (threads of a test runner do): then
        // they would wait, undelivered, for ever.
        pthread_sigmask(SIG_UNBLOCK, &watched, nil)
    }

    /// Gives SIGQUIT its usual meaning (end the process, with a core dump where they are kept)
    /// where no render watches it: the Swift runtime takes it at start-up to print a crash
    /// report of every thread and then lets the program go on.
    static func restoreQuit() {
        signal(SIGQUIT, SIG_DFL)
    }

    /// Throws once a signal came: status 128 + its number, as a shell reports it.
    static func check() throws {
        let sig = signalled.load(ordering: .relaxed)
        guard sig != 0 else { return }
        throw CommandError(words[sig] ?? "stopped by signal \(sig)", status: 128 + sig)
    }
}
