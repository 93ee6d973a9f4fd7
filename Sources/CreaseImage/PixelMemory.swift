#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Large pixel buffers, asked of the system before they are made. Swift ends the process when an
/// allocation fails (a gigabyte for a picture under `ulimit -v`, or a container's memory cap);
/// asked here first, memory that cannot be had is an `OutOfMemory` error instead.
public enum PixelMemory {
    /// Throws unless `bytes` can be had now: a block that size is taken and given straight back,
    /// so the buffer made next finds the room it left.
    public static func reserve(_ bytes: Int, for purpose: @autoclosure () -> String) throws(OutOfMemory) {
        guard let block = malloc(bytes) else { throw OutOfMemory(bytes: bytes, purpose: purpose()) }
        free(block)
    }

    /// `count` zero bytes, or `OutOfMemory`.
    public static func zeroed(_ count: Int, for purpose: @autoclosure () -> String) throws(OutOfMemory) -> [UInt8] {
        try reserve(count, for: purpose())
        return [UInt8](repeating: 0, count: count)
    }

    /// Memory that code which cannot throw (drawing on a canvas) did not get. By default the
    /// process stops with the error's message, where Swift would have stopped it anyway, less
    /// clearly; a program may end its own way instead (`onShortage`).
    public static func shortage(_ error: OutOfMemory) -> Never {
        ending.withLock { $0 }(error)
    }

    /// Sets how a shortage ends the program: `end` must not return (a command prints its one
    /// line, removes what it had half made, and exits).
    public static func onShortage(_ end: @escaping @Sendable (OutOfMemory) -> Never) {
        ending.withLock { $0 = end }
    }

    private static let ending = Mutex<@Sendable (OutOfMemory) -> Never>({ error in fatalError(error.description) })
}
