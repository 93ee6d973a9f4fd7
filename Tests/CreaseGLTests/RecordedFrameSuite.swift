import CreaseDrawList
@testable import CreaseGL
import CreaseMath

/// What suites of recorded frames start from: a renderer drawing into a 200×100 framebuffer
/// through a recording device, its first frame drawn already (the first frame of a size gives
/// every program the viewport). Each test gets its own; no GL context.
class RecordedFrameSuite {
    static let viewport = Size(width: 200, height: 100)

    let device = RecordingDevice()
    let renderer: Renderer
    let framebuffer: Framebuffer

    init() throws {
        renderer = try Renderer(device: device, gpu: RecordingDevice.gpu)
        framebuffer = Framebuffer(target: nil, device: device, pixelWidth: 200, pixelHeight: 100, topRowFirst: true, samples: 1)
        try renderer.draw(DrawList(viewport: Self.viewport), into: framebuffer)
    }

    /// Draws `commands`, naming `quads` by index, as one frame into `target` (the 200×100
    /// framebuffer unless given), recording only that frame.
    func draw(_ commands: [DrawCommand], quads: [DrawQuad] = [], into target: Framebuffer? = nil, clearColor: Color? = .black) throws {
        try draw(DrawList(viewport: Self.viewport, commands: commands, quads: quads), into: target, clearColor: clearColor)
    }

    /// Draws `list` as one frame into `target` (the 200×100 framebuffer unless given),
    /// recording only that frame.
    func draw(_ list: DrawList, into target: Framebuffer? = nil, clearColor: Color? = .black) throws {
        device.reset()
        try renderer.draw(list, into: target ?? framebuffer, clearColor: clearColor)
    }
}
