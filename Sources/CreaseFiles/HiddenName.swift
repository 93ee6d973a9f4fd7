#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The start of a hidden name made beside a file or folder (`.NAME`, then a suffix), which must
/// fit in a file name's 255 bytes however long NAME already is.
enum HiddenName {
    /// `.NAME`, NAME cut (between characters) so that `room` more bytes still fit in a file name.
    static func prefix(for name: String, leaving room: Int) -> String {
        var kept = Substring(name)
        while 1 + kept.utf8.count + room > Int(NAME_MAX) { kept = kept.dropLast() }
        return "." + kept
    }
}
