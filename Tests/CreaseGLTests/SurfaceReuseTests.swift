import CreaseDrawList
import CreaseImage
@testable import CreaseGL
import CreaseMath
import Testing

/// Render surfaces through a recording device, frame after frame: the offscreen target kept
/// for a surface's key, its picture shown again when the surface is equal, drawn again only
/// where its list changed, and a target made only for a size the pool does not hold.
@Suite final class SurfaceReuseTests: RecordedFrameSuite {
    var stats: FrameStats { renderer.stats }
    /// The layer whose picture the surface is.
    let owner = Owner()

    final class Owner {}

    /// A keyed 40×30 surface holding one square of `color`, then a quad that shows it.
    func frame(color: Color = .white, width: Int = 40, key: Bool = true, filter: SurfaceFilter? = nil) -> DrawList {
        let size = Size(width: Double(width), height: 30)
        var inner = DrawList(viewport: size)
        inner.appendQuad(DrawQuad(unitToScreen: .scale(10, 10) * .translation(5, 5), size: Size(width: 10, height: 10),
            backgroundColor: color))
        let texture = TextureReference(id: -1, pixelWidth: width, pixelHeight: 30)
        let surface = RenderSurface(texture: texture, list: inner, layerName: "card", filter: filter,
            key: key ? SurfaceKey(layer: ObjectIdentifier(owner), role: .subtree) : nil)
        var list = DrawList(viewport: Self.viewport)
        let shown = DrawQuad(unitToScreen: .scale(size.width, size.height) * .translation(100, 50), size: size,
            contents: list.picture(.texture(texture)))
        list.append(surface)
        list.appendQuad(shown)
        return list
    }

    /// The targets made in the frame just drawn: a framebuffer each.
    var targetsMade: Int { device.made.filter { $0 == .framebuffer }.count }

    @Test func theFirstFrameMakesATargetAndDrawsTheSurfaceIntoIt() throws {
        try draw(frame())
        #expect(targetsMade == 1)
        #expect(stats.surfacesDrawn == 1 && stats.surfacesReused == 0)
        // The square into the surface, cleared to transparency, then the quad that shows it.
        #expect(device.commands.contains(.clear(.clear, stencil: false)))
        #expect(device.draws.map(\.program) == ["quad-plain-solid", "quad-plain"])
    }

    @Test func anEqualSurfaceIsShownAsTheLastFrameDrewIt() throws {
        try draw(frame())
        let drawnInto = device.commands.compactMap { if case .bindFramebuffer(let name, .drawAndRead) = $0, name != 0 { name } else { nil } }
        try draw(frame())
        #expect(stats.surfacesReused == 1 && stats.surfacesDrawn == 0)
        #expect(device.made.isEmpty)
        // Only the quad that shows it draws, from the texture the first frame drew into.
        #expect(device.draws.map(\.program) == ["quad-plain"])
        #expect(!device.commands.contains { if case .bindFramebuffer(let name, _) = $0 { drawnInto.contains(name) } else { false } })
    }

    @Test func aSurfaceWhoseQuadChangedIsDrawnAgainOnlyWhereItDid() throws {
        try draw(frame())
        try draw(frame(color: Color(red: 1, green: 0, blue: 0)))
        #expect(targetsMade == 0)
        #expect(stats.surfacesDrawn == 1 && stats.surfacesDrawnInPart == 1)
        // The square at (5, 5), 10 points a side, and two points of margin round it.
        #expect(device.commands.contains(.scissor(PixelBox(x: 3, y: 3, width: 14, height: 14))))
    }

    @Test func aSurfaceWithNoKeyTakesAFreeTargetOfItsSizeAndIsDrawnAgain() throws {
        try draw(frame(key: false))
        try draw(frame(key: false))
        #expect(targetsMade == 0)
        #expect(stats.surfacesDrawn == 1 && stats.surfacesReused == 0 && stats.surfacesDrawnInPart == 0)
    }

    @Test func aSurfaceOfAnotherSizeGetsATargetOfItsOwn() throws {
        try draw(frame())
        try draw(frame(width: 48))
        #expect(targetsMade == 1)
        #expect(stats.surfacesDrawn == 1 && stats.surfacesReused == 0)
    }

    @Test func aShadowSurfaceIsBlurredAcrossThroughASpareTargetThenDownTinted() throws {
        try draw(frame(filter: .shadow(sigma: 2, color: Color(white: 0, alpha: 0.5))))
        // The surface's target and a spare of its size.
        #expect(targetsMade == 2)
        #expect(device.draws.map(\.program) == ["quad-plain-solid", "blur", "blur-tint", "quad-plain"])
        // Reach 3σ = 6 texels; the tint premultiplied.
        #expect(device.uniforms("uReach") == [.int(6), .int(6)])
        #expect(device.uniforms("uTint") == [.vec4(0, 0, 0, 0.5)])
        // A filtered surface is never drawn in part: the next frame with a changed square draws it whole.
        try draw(frame(color: Color(red: 1, green: 0, blue: 0), filter: .shadow(sigma: 2, color: Color(white: 0, alpha: 0.5))))
        #expect(stats.surfacesDrawn == 1 && stats.surfacesDrawnInPart == 0)
    }
}
