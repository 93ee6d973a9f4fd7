import Foundation
import Testing

/// OpenGL through one door, read from the sources: CreaseGL's files name the C wrappers
/// (every function `CCreaseGL.h` declares) only in the device, `ContextDevice`, and in the files
/// that speak to the context itself rather than draw for the renderer: `GPUInfo` (the context's
/// facts, read before a renderer is made), `GLAPI` (which API the context speaks), `HostGLState` (the host's own state, saved and put
/// back around a frame, most of which no command of the renderer names) and `RawFloor` (the
/// benchmark's floor: raw GL by definition, the yardstick the renderer is measured against).
@Suite struct GLCallSiteTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files of `Sources/CreaseGL` that may call GL.
    static let mayCallGL: Set<String> = ["ContextDevice.swift", "GLAPI.swift", "GPUInfo.swift", "HostGLState.swift", "RawFloor.swift"]

    /// The wrappers' names, as the header declares them.
    static func wrappers() throws -> Set<String> {
        let header = try String(contentsOf: root.appendingPathComponent("Sources/CCreaseGL/include/CCreaseGL.h"), encoding: .utf8)
        return Set(header.matches(of: /static inline[^(]*?\b(\w+)\(/).map { String($0.1) })
    }

    /// Each Swift file of CreaseGL, by name, with the wrappers it names.
    static func wrappersNamed() throws -> [String: Set<String>] {
        let wrappers = try wrappers()
        let folder = root.appendingPathComponent("Sources/CreaseGL")
        var named: [String: Set<String>] = [:]
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            named[file.lastPathComponent] = Set(text.matches(of: /\b\w+\b/).map { String($0.output) }).intersection(wrappers)
        }
        return named
    }

    @Test func theHeaderIsReadForItsWrappers() throws {
        let wrappers = try Self.wrappers()
        #expect(wrappers.isSuperset(of: ["crGlDrawArraysInstanced", "crGlGetString", "crGlBeginQuery", "crEglInitialize"]))
        #expect(!wrappers.contains("glDrawArraysInstanced"))
    }

    @Test func onlyTheDeviceAndTheContextsOwnFilesCallGL() throws {
        let named = try Self.wrappersNamed()
        #expect(named.count > 20)
        for (file, calls) in named.sorted(by: { $0.key < $1.key }) where !Self.mayCallGL.contains(file) {
            #expect(calls.isEmpty, "\(file) calls GL beside the device: \(calls.sorted())")
        }
        // And each file allowed does call it: the list names no file that has stopped.
        for file in Self.mayCallGL.sorted() {
            #expect(named[file]?.isEmpty == false, "\(file) no longer calls GL: take it off the list")
        }
    }
}
