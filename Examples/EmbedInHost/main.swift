// Crease inside an application that owns its GL context: the host (HostGL, plain C) opens a
// 640x360 window, clears it to (0, 64, 128) and draws a white square with its own program;
// Crease draws a layer tree into the right half without clearing it; the host then draws a
// second square without rebinding anything, which works because Crease left its state as it
// was. The framebuffer is written to a PNG. With --es the host's context is OpenGL ES 3.0, and
// Crease draws in it as it finds it.
//
//   swift run EmbedInHost [--es] out.png      (under xvfb-run -a without a display)
import Crease
import Foundation
import HostGL

/// One line on standard error, and out.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("EmbedInHost: \(message)\n".utf8))
    exit(1)
}

/// Stands for whatever owns the host's context; the renderer keeps it while it lives.
final class HostWindow {
    deinit { host_close() }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let es = arguments.first == "--es"
if es { arguments.removeFirst() }
guard arguments.count == 1, let output = arguments.first, !output.hasPrefix("-") else {
    FileHandle.standardError.write(Data("usage: EmbedInHost [--es] OUT.png\n".utf8))
    exit(2)
}
let (width, height) = (640, 360)
var error = [UInt8](repeating: 0, count: 512)
/// The host's line on what failed, up to its terminating zero.
var errorLine: String { String(decoding: error.prefix { $0 != 0 }, as: UTF8.self) }
guard host_open(Int32(width), Int32(height), es ? 1 : 0, &error, Int32(error.count)) == 0 else { fail(errorLine) }
let window = HostWindow()
guard host_setup(&error, Int32(error.count)) == 0 else { fail(errorLine) }
host_draw_rectangle(20, 20, 100, 100)

// The tree: a red layer inset 20 points in the 320x360 viewport.
let viewport = Size(width: 320, height: 360)
let root = Layer(name: "root")
root.frame = Rect(origin: .zero, size: viewport)
let card = Layer(name: "card")
card.frame = Rect(x: 20, y: 20, width: viewport.width - 40, height: viewport.height - 40)
card.backgroundColor = Color(red: 1, green: 0, blue: 0)
root.addSublayer(card)

let drawnWith: String
do {
    let renderer = try LayerRenderer(keeping: window)
    drawnWith = renderer.gpu.versionName
    let target = HostFramebuffer(name: 0, pixelWidth: width, pixelHeight: height, viewport: (x: 320, y: 0, width: 320, height: 360))
    try renderer.render(root, viewport: viewport, into: target)
    host_draw_rectangle(20, 200, 100, 100)
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    host_read_pixels(&rgba)
    try PNGFile.write(Bitmap(width: width, height: height, pixels: rgba), to: output)
} catch {
    fail("\(error)")
}
print("wrote \(output), drawn with \(drawnWith)")
