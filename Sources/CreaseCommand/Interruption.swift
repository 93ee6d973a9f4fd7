import Foundation
import Synchronization

/// Ctrl-C and SIGTERM during a long run: the handler only raises a flag, and the frame loop
/// stops at the next frame, cleaning up what it wrote before it exits.
enum Interruption {
    private static let signalled = Atomic<Int32>(0)

    /// Installs the handlers; until then the signals end the process at once, as usual.
    static func watch() {
        var watched = sigset_t()
        sigemptyset(&watched)
        for sig in [SIGINT, SIGTERM] {
            signal(sig) { Interruption.signalled.store($0, ordering: .relaxed) }
            sigaddset(&watched, sig)
        }
        // A parent may have started us with these blocked (threads of a test runner do): then
        // they would wait, undelivered, for ever.
        pthread_sigmask(SIG_UNBLOCK, &watched, nil)
    }

    /// Throws once a signal came: status 128 + its number, as a shell reports it.
    static func check() throws {
        let sig = signalled.load(ordering: .relaxed)
        guard sig != 0 else { return }
        throw CommandError(sig == SIGINT ? "interrupted" : "terminated", status: 128 + sig)
    }
}
