import CreaseDrawList
import CreaseImage
@testable import CreaseGL
import CreaseMath
import Testing

/// The quad pass through a recording device, on draw lists built by hand: which program draws
/// each quad, how quads batch into instanced draws, what instance data goes up and which state
/// changes are sent. No GL context.
@Suite final class QuadPassTests: RecordedFrameSuite {
    /// A quad of `width`×`height` points at (`x`, `y`).
    static func quad(x: Double = 0, y: Double = 0, width: Double = 50, height: Double = 40) -> DrawQuad {
        DrawQuad(unitToScreen: .scale(width, height) * .translation(x, y), size: Size(width: width, height: height))
    }

    static func picture(opaque: Bool = true) -> LayerContents {
        .bitmap(Bitmap(width: 8, height: 8, filledWith: (200, 100, 50, opaque ? 255 : 128)))
    }

    static func solid(x: Double) -> DrawQuad {
        var q = quad(x: x)
        q.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
        return q
    }

    /// A list of `quad` alone showing `contents`, kept by the list.
    static func list(_ quad: DrawQuad, showing contents: LayerContents) -> DrawList {
        var list = DrawList(viewport: viewport)
        var q = quad
        q.contents = list.picture(contents)
        list.appendQuad(q)
        return list
    }

    @Test func aPlainOpaquePictureDrawsWithThePlainProgramUnblended() throws {
        try draw(Self.list(Self.quad(), showing: Self.picture()))
        #expect(device.draws.map(\.program) == ["quad-plain"])
        #expect(device.draws.map(\.instances) == [1])
        // Blending goes off before the draw: the picture hides what is under it.
        let blendOff = try #require(device.commands.lastIndex(of: .enable(.blend, false)))
        #expect(blendOff < device.commands.lastIndex { if case .drawInstanced = $0 { true } else { false } }!)
    }

    @Test func aRoundedBorderedQuadDrawsWithTheWholeShaderBlended() throws {
        var q = Self.quad()
        q.cornerRadius = 8
        q.borderWidth = 2
        q.borderColor = .white
        try draw(Self.list(q, showing: Self.picture()))
        #expect(device.draws.map(\.program) == ["quad"])
        #expect(!device.commands.contains(.enable(.blend, false)))
    }

    @Test func aTranslucentPictureIsScaledByItsOpacity() throws {
        var q = Self.quad()
        q.opacity = 0.5
        try draw(Self.list(q, showing: Self.picture()))
        #expect(device.draws.map(\.program) == ["quad-plain-scaled"])
    }

    @Test func alikeQuadsMakeOneInstancedDraw() throws {
        try draw((0..<5).map { .quad($0) }, quads: (0..<5).map { Self.solid(x: Double($0) * 30) })
        #expect(device.draws.count == 1)
        #expect(device.draws.first?.program == "quad-plain-solid")
        #expect(device.draws.first?.instances == 5)
        #expect(renderer.stats.drawCalls == 1 && renderer.stats.instances == 5)
    }

    @Test func quadsOfAnotherTextureStartAnotherDraw() throws {
        let a = Self.picture(), b = Self.picture()
        var list = DrawList(viewport: Self.viewport)
        for (index, contents) in [a, a, b, a].enumerated() {
            var q = Self.quad(x: Double(index) * 30)
            q.contents = list.picture(contents)
            list.appendQuad(q)
        }
        // The list keeps the first two as one picture, and the last apart from the first.
        #expect(list.pictures.count == 3)
        try draw(list)
        #expect(device.draws.map(\.instances) == [2, 1, 1])
        // One program for all three: it is made current once.
        #expect(device.programsUsed == ["quad-plain"])
        #expect(renderer.stats.programSwitches == 1)
    }

    @Test func quadsNamingOnePictureApartShowItsOneTexture() throws {
        // Two pictures kept once each, shown in turn by four quads: each quad draws the texture
        // of the picture it names, and each picture goes up once.
        var list = DrawList(viewport: Self.viewport)
        let a = list.picture(Self.picture()), b = list.picture(Self.picture(opaque: false))
        for (index, picture) in [a, b, a, b].enumerated() {
            var q = Self.quad(x: Double(index) * 30)
            q.contents = picture
            list.appendQuad(q)
        }
        try draw(list)
        var bound: GLName = 0
        var drawnWith: [GLName] = []
        for command in device.commands {
            if case .bindTexture(let name) = command { bound = name }
            if case .drawInstanced = command { drawnWith.append(bound) }
        }
        try #require(drawnWith.count == 4)
        #expect(drawnWith[0] != drawnWith[1] && drawnWith == [drawnWith[0], drawnWith[1], drawnWith[0], drawnWith[1]])
        #expect(renderer.stats.textureUploads == 2)
    }

    @Test func aProgramAlreadyInUseIsNotMadeCurrentAgain() throws {
        // A 3D rendering context ends a batch; both sides draw with the same program.
        try draw([.quad(0), .beginDepthContext, .quad(1), .endDepthContext], quads: [Self.solid(x: 0), Self.solid(x: 60)])
        #expect(device.draws.map(\.program) == ["quad-plain-solid", "quad-plain-solid"])
        #expect(device.programsUsed.count == 1)
        // And blending, opaque throughout, is turned off once.
        #expect(device.commands.filter { $0 == .enable(.blend, false) }.count == 1)
    }

    @Test func aQuadsInstanceDataHoldsItsMatrixColourAndOpacity() throws {
        var q = Self.quad(x: 10, y: 20, width: 30, height: 40)
        q.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        q.opacity = 0.25
        q.cornerRadius = 3
        try draw([.quad(0)], quads: [q])
        let data = device.instanceData
        #expect(data.count == 51)
        // Rows of the unit square → screen matrix: scale by the size, then move to (10, 20).
        #expect(Array(data[0..<16]) == [30, 0, 0, 0, 0, 40, 0, 0, 0, 0, 1, 0, 10, 20, 0, 1])
        // contentsRect and contentFrame: the whole unit square.
        #expect(Array(data[16..<24]) == [0, 0, 1, 1, 0, 0, 1, 1])
        // The background, premultiplied.
        #expect(Array(data[24..<28]) == [0.5, 0, 0, 0.5])
        // Size, corner radius, border width.
        #expect(Array(data[32..<36]) == [30, 40, 3, 0])
        // Opacity and depth level, then the flags: untextured, nothing set.
        #expect(Array(data[48..<50]) == [0.25, 0])
        #expect(data[50].bitPattern == 0)
    }

    @Test func theInstancesAreWrittenInPlaceAndLetGoBeforeTheFirstDraw() throws {
        try draw([.quad(0), .beginDepthContext, .quad(1), .endDepthContext], quads: [Self.solid(x: 0), Self.solid(x: 60)])
        // One map a frame, let go of before anything draws from the buffer.
        #expect(device.unmappedAfter.count == 1)
        let firstDraw = try #require(device.firstDraw)
        #expect(device.unmappedAfter[0] <= firstDraw)
        let data = device.instanceData
        #expect(data.count == 4 * 51)
        // Commands that are no quad get zeros, not the fresh storage's leftovers (NaN here).
        #expect(Array(data[51..<102]) == Array(repeating: 0, count: 51))
        #expect(Array(data[153..<204]) == Array(repeating: 0, count: 51))
        // The second quad's matrix moves it to x = 60.
        #expect(data[102 + 12] == 60)
    }

    @Test func anInstanceBufferTheDriverCannotGiveOrKeepFailsTheFrameInOneLine() throws {
        for (refuses, loses) in [(true, false), (false, true)] {
            device.refusesMaps = refuses
            device.losesMappedData = loses
            #expect {
                try draw([.quad(0)], quads: [Self.solid(x: 0)])
            } throws: { error in
                "\(error)" == "the driver could not give or keep the instance buffer"
            }
            // Nothing was drawn from a buffer that holds nothing.
            #expect(device.firstDraw == nil)
        }
        device.refusesMaps = false
        device.losesMappedData = false
        try draw([.quad(0)], quads: [Self.solid(x: 0)])
        #expect(device.draws.count == 1)
    }

    @Test func aTurnedClipWritesItsShapeWithTheStencilProgram() throws {
        var clip = Self.quad(x: 50, y: 20)
        clip.unitToScreen = .scale(50, 40) * .rotation(0.3, 0, 0, 1) * .translation(50, 20)
        var list = Self.list(Self.quad(x: 40, y: 10), showing: Self.picture())
        let clipIndex = list.store(clip)
        list.commands = [.pushClip(clipIndex), .quad(0), .popClip(clipIndex)]
        try draw(list)
        #expect(device.draws.map(\.program) == ["quad-stencil_only", "quad-plain", "quad-stencil_only"])
        #expect(renderer.stats.stencilClips == 2 && renderer.stats.drawCalls == 3)
        // Colour writes are off exactly while the shapes are written.
        let writes = device.commands.compactMap { if case .writeColorAndDepth(let on) = $0 { on } else { nil } }
        #expect(writes == [true, false, true, false, true])
    }

    @Test func anUprightClipIsAScissorBoxInPixels() throws {
        let target = Framebuffer(target: nil, device: device, pixelWidth: 400, pixelHeight: 200, topRowFirst: false, samples: 1)
        let clip = Self.quad(x: 10, y: 20, width: 30, height: 40)
        try draw([.pushClip(0), .quad(1), .popClip(0)], quads: [clip, Self.solid(x: 0)], into: target)
        // Twice the points; a window's rows count from the bottom: 200 − 2·(20 + 40) = 80.
        #expect(device.commands.contains(.scissor(PixelBox(x: 20, y: 80, width: 60, height: 80))))
        #expect(renderer.stats.stencilClips == 0)
    }
}
