import CreaseDraw
import Foundation
import Testing

/// The demo in a real window. The test command runs the suite under xvfb-run; without a display
/// these are skipped (the no-display error has its own test).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (run under xvfb-run)"))
struct WindowTests {
    @Test func demoWindowOpensDrawsAndExitsCleanly() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("window.png").path
        let result = try CreaseProcess.run(["demo", "--scene", "demo", "--size", "480x360", "--frames", "20", "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "GL or GLFW complained: \(result.stderr)")
        let image = try PNGFile.read(path: path)
        // (A window big enough that the hint line stays below the probes.) The framebuffer may be
        // larger on HiDPI; the picture is the demo's dark background with
        // the orange card on its left.
        let background = image.pixel(x: 2, y: 2)
        #expect(background.r == 28 && background.g == 28 && background.b == 46)
        let card = image.pixel(x: image.width / 10, y: image.height * 8 / 10)
        #expect(card.r > 200 && card.b < 150, "card pixel \(card)")
    }
}

/// Each transition in a real window, driven by a replayed gesture file (as recorded with
/// --record): it opens, runs, saves a screenshot and exits 0.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (run under xvfb-run)"))
struct EffectWindowTests {
    @Test(arguments: ["open-folder", "pan-fold", "open-doors"])
    func effectRunsInAWindowFromAGestureFile(_ effect: String) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A drag across the middle and a tap on the first folder's place: each effect reacts
        // to the part that concerns it.
        let gesture = folder.appendingPathComponent("gesture.json")
        let json = """
            {"events": [
              {"phase": "down", "pointer": 0, "x": 100, "y": 200, "time": 0.1},
              {"phase": "moved", "pointer": 0, "x": 160, "y": 200, "time": 0.2},
              {"phase": "moved", "pointer": 0, "x": 220, "y": 200, "time": 0.3},
              {"phase": "up", "pointer": 0, "x": 220, "y": 200, "time": 0.32}
            ]}
            """
        try Data(json.utf8).write(to: gesture)
        let shot = folder.appendingPathComponent("shot.png").path
        let recording = folder.appendingPathComponent("recorded.json").path
        let result = try CreaseProcess.run([
            "demo", "--effect", effect, "--gesture", gesture.path, "--delay", "0.2", "--size", "360x400", "--frames", "30",
            "--screenshot", shot, "--record", recording,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(path: shot)
        var colours = Set<UInt32>()
        for y in stride(from: 0, to: image.height, by: 8) {
            for x in stride(from: 0, to: image.width, by: 8) {
                let p = image.pixel(x: x, y: y)
                colours.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
            }
        }
        #expect(colours.count > 30, "the window shows real content")
        // No one touched the window, so the recording is an empty but valid script.
        let recorded = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recording))) as? [String: Any]
        #expect((recorded?["events"] as? [Any])?.isEmpty == true)
    }
}
