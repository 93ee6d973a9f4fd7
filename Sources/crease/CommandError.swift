import CreasePlatform

/// A failure of a command, said in one line.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    var status: Int32 = 1

    init(_ description: String, status: Int32 = 1) {
        self.description = description
        self.status = status
    }

    /// Wraps any error from the layers below as one line.
    init(_ error: Error) {
        self.init(String(describing: error))
    }

    /// Exit status 2 says "no display: use --headless", so scripts can fall back.
    static func noDisplayStatus(_ error: PlatformError) -> Int32 {
        if case .noDisplay = error { return 2 }
        return 1
    }
}
