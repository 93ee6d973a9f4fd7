import CreaseDrawList
@testable import CreaseGL
import CreaseMath
import Testing

/// Closed-form shadows through a recording device: a draw per part of the shadow's quad, each
/// with the program its coverage needs (`DrawShadow.patches`).
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
        // middle across and down, so nine cells, drawn row by row, and each band needs only its
        // near edge; each corner reads its coverage from the corner's table.
        try draw([.shadow(Self.shadow(width: 100, height: 60, radius: 8))])
        let (corner, band, across, middle) = ("shadow-rounded-near_edges-corner_table", "shadow-across_y-near_edges", "shadow-across_x-near_edges", "shadow-solid")
        #expect(device.draws.map(\.program) == [corner, band, corner, across, middle, across, corner, band, corner])
        #expect(device.draws.allSatisfy { $0.instances == 1 })
        // Each of the four corners reads the table over its cell: from 20 points in to 12 out;
        // none sums rows over the radius.
        #expect(device.uniforms("uCornerZone") == Array(repeating: .float(20), count: 4))
        #expect(device.uniforms("uCornerSpan") == Array(repeating: .float(32), count: 4))
        #expect(device.uniforms("uRadius").isEmpty)
        // The table is made once, a texture of 4 points a standard deviation (32 / 4 × 4 = 32 a
        // side), and kept for the next frame.
        let defined = device.commands.compactMap { if case .defineTexture(let image) = $0 { return image } else { return nil } }
        #expect(defined.map(\.width) == [32] && defined.map(\.height) == [32])
        try draw([.shadow(Self.shadow(width: 100, height: 60, radius: 8))])
        #expect(!device.commands.contains { if case .defineTexture = $0 { true } else { false } })
        // Premultiplied, the same colour for every cell.
        #expect(device.uniforms("uColor") == Array(repeating: .vec4(0, 0, 0, 0.5), count: 9))
    }

    @Test func anUnroundedShadowsCornersAreTheTwoAxisProduct() throws {
        try draw([.shadow(Self.shadow(width: 100, height: 60, radius: 0))])
        let corners = device.draws.map(\.program).enumerated().filter { [0, 2, 6, 8].contains($0.offset) }.map(\.element)
        #expect(corners == Array(repeating: "shadow-near_edges", count: 4))
        #expect(device.uniforms("uRadius").isEmpty)
    }

    @Test func aShadowTooSmallForAMiddleIsOneCellOfBothEdgesEachWay() throws {
        // 20×20 with 3σ = 12 each side: the corner zones overlap, one cell, rounded.
        try draw([.shadow(Self.shadow(width: 20, height: 20, radius: 4))])
        #expect(device.draws.map(\.program) == ["shadow-rounded"])
    }

    @Test func thePartTheCasterHidesIsNotDrawn() throws {
        var shadow = Self.shadow(width: 100, height: 60, radius: 8)
        // The middle cell, exactly: between the corner zones (12 + 20 to 112 − 20 across, 32 to 52 down).
        shadow.hidden = [Rect(x: 32, y: 32, width: 60, height: 20)]
        try draw([.shadow(shadow)])
        #expect(device.draws.count == 8)
        #expect(!device.draws.map(\.program).contains("shadow-solid"))
    }

    @Test func eachProgramIsLinkedOnFirstUseOnlyAndShadowsBlendOver() throws {
        let shadow = DrawCommand.shadow(Self.shadow(width: 100, height: 60, radius: 8))
        try draw([shadow])
        #expect(device.linked == ["shadow-rounded-near_edges-corner_table", "shadow-across_y-near_edges", "shadow-across_x-near_edges", "shadow-solid"])
        try draw([shadow])
        #expect(device.linked.isEmpty)
        #expect(device.draws.count == 9)
        let draw = try #require(device.firstDraw)
        #expect(try #require(device.commands.firstIndex(of: .enable(.blend, true))) < draw)
        #expect(!device.commands.contains(.blendFunction(.destinationIn)))
    }
}
