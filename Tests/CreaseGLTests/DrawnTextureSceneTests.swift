import CreaseDrawList
import CreaseImage
@testable import CreaseGL
import CreaseMath
import Testing

/// On llvmpipe a draw that samples a texture the GPU drew into (a surface's picture, mipmaps)
/// may end the scene being built, or not, as the driver's threads happen to run; the renderer
/// ends it itself first, so each frame is cut into the same scenes every time. Other GPUs are
/// left to flush when they choose.
struct DrawnTextureSceneTests {
    static let viewport = Size(width: 200, height: 100)
    static let llvmpipe = GPUInfo(renderer: "llvmpipe (LLVM 15.0.6, 256 bits)", version: "4.5", versionNumber: 45,
        maxTextureSize: 16384, maxRenderbufferSize: 16384, maxSamples: 4, maxAnisotropy: 16)

    /// A 40×30 surface holding a square, then a picture drawn at its size, the surface, and the
    /// picture again: only the surface's texture was drawn by the GPU.
    static func frame() -> DrawList {
        var inner = DrawList(viewport: Size(width: 40, height: 30))
        inner.appendQuad(DrawQuad(unitToScreen: .scale(10, 10), size: Size(width: 10, height: 10), backgroundColor: .white))
        let texture = TextureReference(id: -1, pixelWidth: 40, pixelHeight: 30)
        let surface = RenderSurface(texture: texture, list: inner, layerName: "card", filter: nil, key: nil)
        var list = DrawList(viewport: viewport)
        let picture = DrawQuad(unitToScreen: .scale(8, 8), size: Size(width: 8, height: 8),
            contents: list.picture(.bitmap(Bitmap(width: 8, height: 8, filledWith: (200, 100, 50, 255)))))
        let shown = DrawQuad(unitToScreen: .scale(40, 30) * .translation(100, 50), size: Size(width: 40, height: 30),
            contents: list.picture(.texture(texture)))
        list.append(surface)
        for quad in [picture, shown, picture] { list.appendQuad(quad) }
        return list
    }

    /// A picture drawn at its size, then a 64×64 one drawn at 16×16: its mipmaps are drawn by the GPU.
    static func minifiedFrame() -> DrawList {
        var list = DrawList(viewport: viewport)
        let small = list.picture(.bitmap(Bitmap(width: 8, height: 8, filledWith: (200, 100, 50, 255))))
        list.appendQuad(DrawQuad(unitToScreen: .scale(8, 8), size: Size(width: 8, height: 8), contents: small))
        let large = list.picture(.bitmap(Bitmap(width: 64, height: 64, filledWith: (20, 100, 250, 255))))
        list.appendQuad(DrawQuad(unitToScreen: .scale(16, 16) * .translation(50, 20), size: Size(width: 16, height: 16), contents: large))
        return list
    }

    /// What the frame did into the screen's framebuffer (name 0), in order: each draw with the
    /// texture bound for it (0: none), and each end of a scene.
    static func screenEvents(drawing list: DrawList, on gpu: GPUInfo) throws -> [String] {
        let device = RecordingDevice()
        let renderer = try Renderer(device: device, gpu: gpu)
        let framebuffer = Framebuffer(target: nil, device: device, pixelWidth: 200, pixelHeight: 100, topRowFirst: true, samples: 1)
        try renderer.draw(list, into: framebuffer)
        var texture: GLName = 0
        var events: [String] = []
        for command in device.commands {
            switch command {
            case .bindTexture(let name): texture = name
            case .drawInstanced: events.append("draw \(texture)")
            case .flush: events.append("flush")
            case .bindFramebuffer(0, _): events = []
            default: break
            }
        }
        return events
    }

    @Test func onLlvmpipeTheSceneEndsBeforeADrawSamplesASurface() throws {
        let events = try Self.screenEvents(drawing: Self.frame(), on: Self.llvmpipe)
        // The draw that starts the scene (llvmpipe's), the picture; the scene ends; the surface,
        // the picture again, in the scene the surface began.
        try #require(events.count == 5)
        let picture = events[1], surface = events[3]
        #expect(picture != surface)
        #expect(events == [events[0], picture, "flush", surface, picture])
    }

    @Test func onLlvmpipeTheSceneEndsBeforeADrawSamplesMipmapsTheGPUMade() throws {
        let events = try Self.screenEvents(drawing: Self.minifiedFrame(), on: Self.llvmpipe)
        try #require(events.count == 4)
        #expect(events[2] == "flush" && events[3] != events[1])
    }

    @Test func aGradientRightAfterTheSurfaceKeepsTheScene() throws {
        var list = Self.frame()
        // The gradient in place of the picture drawn after the surface: it samples only its own
        // ramp, which the CPU wrote.
        list.gradients = [DrawGradient(unitToScreen: .scale(50, 20), size: Size(width: 50, height: 20),
            cornerRadius: 0, kind: .axial, start: Point(x: 0, y: 0), end: Point(x: 1, y: 0), stops: [(0, .white), (1, .black)],
            opacity: 1, antialiasedEdges: [])]
        list.commands[list.commands.count - 1] = .gradient(0)
        let events = try Self.screenEvents(drawing: list, on: Self.llvmpipe)
        try #require(events.count == 5)
        #expect(events.filter { $0 == "flush" } == ["flush"] && events[2] == "flush")
    }

    @Test func otherGPUsAreLeftToEndTheirScenes() throws {
        for list in [Self.frame(), Self.minifiedFrame()] {
            let events = try Self.screenEvents(drawing: list, on: RecordingDevice.gpu)
            #expect(!events.contains("flush"), "\(events)")
            #expect(events.count == list.commands.filter { if case .quad = $0 { true } else { false } }.count)
        }
    }
}
