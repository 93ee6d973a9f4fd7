import Foundation

extension stat {
    /// Why a file's reader or writer cannot take what this describes ("it is a directory", "it is
    /// not a regular file": a FIFO would block, a device never end), or nil for a regular file.
    var whyNotRegular: String? {
        switch st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "it is a directory"
        default: "it is not a regular file"
        }
    }
}
