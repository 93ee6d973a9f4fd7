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

    /// Draws `steps` in order, quads named by their index in `quads`, as one frame into `target`
    /// (the 200×100 framebuffer unless given), recording only that frame.
    func draw(_ steps: [any DrawStep], quads: [DrawQuad] = [], into target: Framebuffer? = nil, clearColor: Color? = .black) throws {
        var list = DrawList(viewport: Self.viewport, commands: [], quads: quads)
        for step in steps { step.append(to: &list) }
        try draw(list, into: target, clearColor: clearColor)
    }

    /// Draws `commands`, naming `quads` by index, as `draw(_:quads:into:clearColor:)` draws steps.
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

/// What a test's frame is made of, in paint order: a command naming a quad, or what a command
/// draws (a shadow, a fold pass), which the list keeps for its command to name.
protocol DrawStep {
    func append(to list: inout DrawList)
}

extension DrawCommand: DrawStep {
    func append(to list: inout DrawList) { list.commands.append(self) }
}

extension AccordionPass: DrawStep {
    func append(to list: inout DrawList) { list.append(self) }
}

extension DrawShadow: DrawStep {
    func append(to list: inout DrawList) { list.append(self) }
}

extension DrawGradient: DrawStep {
    func append(to list: inout DrawList) { list.append(self) }
}

extension DrawPolygon: DrawStep {
    func append(to list: inout DrawList) { list.append(self) }
}
