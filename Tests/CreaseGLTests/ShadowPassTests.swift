import CreaseDrawList
@testable import CreaseGL
import CreaseMath
import Testing

/// Closed-form shadows through a recording device: the parts of the shadow's quad
/// (`DrawShadow.patches`), one draw for those that need the same program, an instance a part.
@Suite final class ShadowPassTests: RecordedFrameSuite {
    /// A shadow of `shape` blurred by σ = 4: its quad is the shape grown by 3σ = 12 points a side.
    static func shadow(width: Double, height: Double, radius: Double) -> DrawShadow {
        let size = Size(width: width + 24, height: height + 24)
        return DrawShadow(unitToScreen: .scale(size.width, size.height) * .translation(20, 10), size: size,
            shape: Rect(x: 12, y: 12, width: width, height: height), cornerRadius: radius, sigma: 4,
            color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func aLargeRoundedShadowDrawsCornersBandsAndItsMiddleEachWithItsProgram() throws {
        // Corner zones reach r + 3σ = 20 points in from the shape's sides: a 100×60 shape has a
        // middle across and down, so nine cells: four corners, two bands down the sides (across
        // x), two along the top and bottom (across y) and the middle; each band needs only its
        // near edge; each corner reads its coverage from the corner's table.
        try draw([Self.shadow(width: 100, height: 60, radius: 8)])
        let (corner, across, band, middle) = ("shadow-rounded-near_edges-corner_table", "shadow-across_x-near_edges", "shadow-across_y-near_edges", "shadow-solid")
        #expect(device.draws.map(\.program) == [corner, across, band, middle])
        #expect(device.draws.map(\.instances) == [4, 2, 2, 1])
        // The corners' cells, as corners of the unit square (the quad is 124×84 points): 32
        // points each way from each of the quad's corners, row by row.
        let (x0, x1, y0, y1) = (Float(32.0 / 124), Float(92.0 / 124), Float(32.0 / 84), Float(52.0 / 84))
        #expect(device.uniforms("uParts").first == .vec4s([0, 0, x0, y0, x1, 0, 1, y0, 0, y1, x0, 1, x1, y1, 1, 1]))
        #expect(device.uniforms("uParts").last == .vec4s([x0, y0, x1, y1]))
        // The corners read the table over their cells: from 20 points in to 12 out; none sums
        // rows over the radius.
        #expect(device.uniforms("uCornerZone") == [.float(20)])
        #expect(device.uniforms("uCornerSpan") == [.float(32)])
        #expect(device.uniforms("uRadius").isEmpty)
        // The table is made once, a texture of 4 points a standard deviation (32 / 4 × 4 = 32 a
        // side), and kept for the next frame.
        let defined = device.commands.compactMap { if case .defineTexture(let image) = $0 { return image } else { return nil } }
        #expect(defined.map(\.width) == [32] && defined.map(\.height) == [32])
        try draw([Self.shadow(width: 100, height: 60, radius: 8)])
        #expect(!device.commands.contains { if case .defineTexture = $0 { true } else { false } })
        // Premultiplied, the same colour for every draw.
        #expect(device.uniforms("uColor") == Array(repeating: .vec4(0, 0, 0, 0.5), count: 4))
    }

    @Test func anUnroundedShadowsCornersAreTheTwoAxisProduct() throws {
        try draw([Self.shadow(width: 100, height: 60, radius: 0)])
        #expect(device.draws.first?.program == "shadow-near_edges" && device.draws.first?.instances == 4)
        #expect(device.uniforms("uRadius").isEmpty)
    }

    @Test func aShadowTooSmallForAMiddleIsOneCellOfBothEdgesEachWay() throws {
        // 20×20 with 3σ = 12 each side: the corner zones overlap, one cell, rounded.
        try draw([Self.shadow(width: 20, height: 20, radius: 4)])
        #expect(device.draws.map(\.program) == ["shadow-rounded"])
    }

    @Test func thePartTheCasterHidesIsNotDrawn() throws {
        var shadow = Self.shadow(width: 100, height: 60, radius: 8)
        // The middle cell, exactly: between the corner zones (12 + 20 to 112 − 20 across, 32 to 52 down).
        shadow.hidden = [Rect(x: 32, y: 32, width: 60, height: 20)]
        try draw([shadow])
        #expect(device.draws.map(\.instances) == [4, 2, 2])
        #expect(!device.draws.map(\.program).contains("shadow-solid"))
    }

    /// Past the 16 parts `uParts` holds, a program's parts take a second draw.
    @Test func manyPartsOfOneKindTakeADrawASixteen() throws {
        var shadow = Self.shadow(width: 100, height: 60, radius: 8)
        // Two holes in each corner's 32-point cell cut it into many parts.
        shadow.hidden = [(0.0, 0.0), (92, 0), (0, 52), (92, 52)].flatMap { (x, y) in
            [Rect(x: x + 8, y: y + 8, width: 4, height: 4), Rect(x: x + 20, y: y + 20, width: 4, height: 4)]
        }
        let rounded = shadow.patches.filter { $0.kind == .rounded }.count
        #expect(rounded > 16 && rounded <= 32)
        try draw([shadow])
        #expect(device.draws.map(\.instances) == [16, rounded - 16, 2, 2, 1])
        #expect(device.uniforms("uParts").first.map { if case .vec4s(let v) = $0 { v.count } else { 0 } } == 64)
    }

    @Test func eachProgramIsLinkedOnFirstUseOnlyAndShadowsBlendOver() throws {
        let shadow = Self.shadow(width: 100, height: 60, radius: 8)
        try draw([shadow])
        #expect(device.linked == ["shadow-rounded-near_edges-corner_table", "shadow-across_x-near_edges", "shadow-across_y-near_edges", "shadow-solid"])
        try draw([shadow])
        #expect(device.linked.isEmpty)
        #expect(device.draws.count == 4)
        let draw = try #require(device.firstDraw)
        #expect(try #require(device.commands.firstIndex(of: .enable(.blend, true))) < draw)
        #expect(!device.commands.contains(.blendFunction(.destinationIn)))
    }
}
