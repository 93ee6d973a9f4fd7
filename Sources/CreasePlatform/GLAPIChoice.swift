import CreaseGL
import Foundation

extension GLAPI {
    /// The APIs to try for a new context, in order: the one asked for; else the one
    /// `CREASE_GL` names (`desktop` or `es`: how a whole test run or script asks for one);
    /// else desktop OpenGL, then OpenGL ES where the driver gives no desktop context.
    static func choices(_ asked: GLAPI?) throws -> [GLAPI] {
        if let asked { return [asked] }
        let named = ProcessInfo.processInfo.environment["CREASE_GL"].flatMap { $0.isEmpty ? nil : $0 }
        guard let named else { return [.desktop, .es] }
        guard let api = GLAPI(rawValue: named) else {
            throw PlatformError.badSetting("CREASE_GL is '\(named)'; it takes desktop or es")
        }
        return [api]
    }
}
