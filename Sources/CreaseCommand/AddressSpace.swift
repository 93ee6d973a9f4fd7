import Foundation

/// The address-space limit (`ulimit -v`) a render starts under. Below what any render needs,
/// the GL driver, fontconfig and GLib fail where they cannot report it (a null pointer
/// followed, a thread that cannot start, pages of messages): the run is refused before them.
enum AddressSpace {
    /// What the smallest render needs, with room to spare: the GL driver's code and threads, each
    /// thread's stack and allocation arena, the fonts and Foundation.
    static let leastForARender = 1 << 30

    /// Throws where the limit is below `leastForARender`.
    static func check() throws {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0,
            limit.rlim_cur < rlim_t(leastForARender) else { return }
        throw CommandError("the address-space limit (ulimit -v \(limit.rlim_cur / 1024)) is below the \(leastForARender >> 20) MiB "
            + "a render needs at the least")
    }
}
