import CreaseDrawList
import CreaseImage
@testable import CreaseGL
import CreaseMath
import Foundation
import Testing

/// The fold pass through a recording device: one draw of the fold program per block of
/// framebuffer rows, the fold's parameters as uniforms, its row table in a uniform buffer.
@Suite final class FoldPassTests: RecordedFrameSuite {
    /// A fold of the whole viewport's height into four strips, turned by `theta`.
    static func accordion(theta: Double = 0.5, picture side: Int = 64, opaque: Bool = true) -> AccordionPass {
        let source = Rect(x: 50, y: 0, width: 100, height: 100)
        return AccordionPass(source: source, contents: .bitmap(Bitmap(width: side, height: side, filledWith: (10, 20, 30, opaque ? 255 : 100))),
            strips: 4, theta: theta, center: source.center)
    }

    @Test func theFoldIsOneDrawOfTheFoldProgramWithItsParameters() throws {
        try draw([Self.accordion()])
        #expect(device.draws.map(\.program) == ["fold"])
        #expect(device.draws.map(\.instances) == [1])
        #expect(device.uniforms("uViewport") == [.vec2(200, 100)])
        #expect(device.uniforms("uPointsPerPixel") == [.vec2(1, 1)])
        #expect(device.uniforms("uSource") == [.vec4(50, 0, 100, 100)])
        #expect(device.uniforms("uStripCount") == [.float(4)])
        #expect(device.uniforms("uCenter") == [.vec2(100, 50)])
        // Strips turned away darken by the standard shade's 0.25·sin θ, those turned toward by 0.6·sin θ.
        #expect(device.uniforms("uShade") == [.vec2(Float(1 - 0.25 * sin(0.5)), Float(1 - 0.6 * sin(0.5)))])
        // The row table bound at the binding point the shader's block names, a whole block of rows.
        #expect(device.commands.contains { command in
            if case .bindUniformBuffer(_, FoldShader.rowTableBinding, 0, FoldPass.rowsPerDraw * 16) = command { true } else { false }
        })
    }

    @Test func firstOverAnOpaqueClearAnOpaqueFoldMissesToTheClearUnblended() throws {
        try draw([Self.accordion()], clearColor: .black)
        #expect(device.uniforms("uMiss") == [.vec4(0, 0, 0, 1)])
        let draw = try #require(device.firstDraw)
        #expect(try #require(device.commands.lastIndex(of: .enable(.blend, false))) < draw)
    }

    @Test func afterAQuadTheFoldMissesToTransparencyBlended() throws {
        var quad = DrawQuad(unitToScreen: .scale(10, 10), size: Size(width: 10, height: 10))
        quad.backgroundColor = .white
        try draw([DrawCommand.quad(0), Self.accordion()] as [any DrawStep], quads: [quad])
        #expect(device.uniforms("uMiss") == [.vec4(0, 0, 0, 0)])
        #expect(device.draws.map(\.program) == ["quad-plain-solid", "fold"])
        // The quad drew unblended; blending goes back on for the fold.
        let foldDraw = try #require(device.commands.lastIndex { if case .drawInstanced = $0 { true } else { false } })
        #expect(try #require(device.commands.lastIndex(of: .enable(.blend, true))) < foldDraw)
    }

    @Test func aTranslucentPictureBlendsEvenOverAnOpaqueClear() throws {
        try draw([Self.accordion(opaque: false)], clearColor: .black)
        #expect(!device.commands.contains(.enable(.blend, false)))
    }

    @Test func aFoldTallerThanABlockOfRowsTakesADrawABlock() throws {
        // 25 framebuffer rows a point: the fold's 100 points (from row 0, to the framebuffer's
        // last) are 2500 rows, two whole blocks of 1024 and part of a third.
        let tall = Framebuffer(target: nil, device: device, pixelWidth: 200, pixelHeight: 2500, topRowFirst: true, samples: 1)
        try draw([Self.accordion(theta: 0)], into: tall)
        let rows = FoldPass.rowsPerDraw
        #expect(device.draws.count == 3)
        #expect(device.uniforms("uFirstRow") == [.int(0), .int(Int32(rows)), .int(Int32(2 * rows))])
        let bound = device.commands.compactMap { if case .bindUniformBuffer(_, _, let offset, let bytes) = $0 { [offset, bytes] } else { nil } }
        #expect(bound == [[0, rows * 16], [rows * 16, rows * 16], [2 * rows * 16, rows * 16]])
        // The table goes up once, padded to whole blocks: four floats a row.
        let tables = device.commands.compactMap { if case .fillUniformBuffer(_, let floats) = $0 { floats.count } else { nil } }
        #expect(tables == [3 * rows * 4])
    }

    @Test func aPictureSqueezedPastTwoTexelsAPixelIsSampledFromMipmaps() throws {
        // 1024 texels across 100 points of a one-to-one framebuffer: over ten a pixel.
        try draw([Self.accordion(picture: 1024)])
        let draw = try #require(device.firstDraw)
        #expect(try #require(device.place { if case .generateMipmaps = $0 { true } else { false } }) < draw)
        #expect(try #require(device.place { if case .sampling(.trilinear, _) = $0 { true } else { false } }) < draw)
        // Mipmapped, it samples with the fold's own footprint.
        #expect(device.draws.map(\.program) == ["fold-footprint"])
    }

    @Test func aPictureAboutItsOwnSizeIsSampledBilinearly() throws {
        // 100 texels over 100 points, barely turned: about one a pixel.
        try draw([Self.accordion(theta: 0.1, picture: 100)])
        #expect(!device.commands.contains { if case .generateMipmaps = $0 { true } else { false } })
        #expect(!device.commands.contains { if case .sampling(.trilinear, _) = $0 { true } else { false } })
        // Level 0 alone: the GPU's own derivatives do, and both programs were made at once.
        #expect(device.draws.map(\.program) == ["fold"])
        #expect(device.linked.filter { $0.hasPrefix("fold") } == ["fold", "fold-footprint"])
    }
}
