import CreasePlatform
import CreaseRegistry
import CreaseRender

/// A failure of a command, said in one line.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    var status: Int32 = 1

    init(_ description: String, status: Int32 = 1) {
        self.description = description
        self.status = status
    }

    /// Wraps any error from the layers below as one line, with its status.
    init(_ error: any Error) {
        if let error = error as? CommandError {
            self = error
            return
        }
        self.init(String(describing: error) + Self.hint(for: error), status: Self.status(of: error))
    }

    /// What to give on the command line instead, where the layers below can only say what failed.
    static func hint(for error: any Error) -> String {
        switch error {
        case PlatformError.noDisplay: "; run the window in a virtual display (xvfb-run -a crease demo ...) or draw its frames to files with crease render"
        default: ""
        }
    }

    /// 64 for what the person asked wrongly (a usage error, as sysexits names it); 2 for no
    /// display, so scripts can tell it apart; 1 for everything else.
    static func status(of error: any Error) -> Int32 {
        switch error {
        case is UnknownSceneError: return 64
        case PlatformError.badSetting: return 64
        case VideoError.unsuitable: return 64
        case PlatformError.noDisplay: return 2
        default: return 1
        }
    }
}
