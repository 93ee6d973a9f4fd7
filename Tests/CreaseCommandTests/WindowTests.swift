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
        let result = try CreaseProcess.run(["demo", "--size", "320x200", "--frames", "20", "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "GL or GLFW complained: \(result.stderr)")
        let image = try PNGFile.read(path: path)
        // The framebuffer may be larger on HiDPI; the picture is the demo's dark background with
        // the orange card on its left.
        let background = image.pixel(x: 2, y: 2)
        #expect(background.r == 28 && background.g == 28 && background.b == 46)
        let card = image.pixel(x: image.width / 10, y: image.height * 8 / 10)
        #expect(card.r > 200 && card.b < 150, "card pixel \(card)")
    }
}
