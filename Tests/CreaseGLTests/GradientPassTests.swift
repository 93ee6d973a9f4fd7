import CreaseDrawList
@testable import CreaseGL
import CreaseMath
import Testing

/// Gradient fills through a recording device: a program per kind (rounded or not), the
/// gradient's line as uniforms, its colours as a ramp texture of 256 premultiplied texels.
@Suite final class GradientPassTests: RecordedFrameSuite {
    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    static func gradient(_ kind: DrawGradient.Kind, radius: Double = 0, stops: [(location: Double, color: Color)] = [(0, red), (1, blue)],
                         opacity: Double = 1) -> DrawGradient {
        DrawGradient(unitToScreen: .scale(80, 40) * .translation(10, 10), size: Size(width: 80, height: 40), cornerRadius: radius, kind: kind,
            start: Point(x: 0, y: 0.25), end: Point(x: 1, y: 0.75), stops: stops, opacity: opacity, antialiasedEdges: [])
    }

    /// The ramps uploaded, one per gradient drawn: their texels' RGBA bytes.
    var ramps: [TextureImage] {
        device.commands.compactMap { if case .defineTexture(let image) = $0, image.height == 1 { image } else { nil } }
    }

    @Test func anAxialGradientDrawsWithItsKindsProgramItsLineAndItsRamp() throws {
        try draw([Self.gradient(.axial, opacity: 0.5)])
        #expect(device.draws.map(\.program) == ["gradient-axial"])
        #expect(device.uniforms("uStart") == [.vec2(0, 0.25)])
        #expect(device.uniforms("uEnd") == [.vec2(1, 0.75)])
        #expect(device.uniforms("uOpacity") == [.float(0.5)])
        #expect(device.uniforms("uRamp") == [.int(0)])
        // Square corners: no shape to measure.
        #expect(device.uniforms("uRadius").isEmpty && device.uniforms("uSize").isEmpty)
        let ramp = try #require(ramps.first)
        #expect(ramps.count == 1 && ramp.width == GradientPass.rampLength && ramp.filter == .linear)
        // From the first stop's colour to the last's.
        let bytes = try #require(ramp.bytes)
        #expect(Array(bytes.prefix(4)) == [255, 0, 0, 255])
        #expect(Array(bytes.suffix(4)) == [0, 0, 255, 255])
        // Bound where the program reads it, before the draw.
        let draw = try #require(device.firstDraw)
        #expect(try #require(device.place { if case .defineTexture(let image) = $0 { image.height == 1 } else { false } }) < draw)
    }

    @Test func aRoundedGradientMeasuresItsCorners() throws {
        try draw([Self.gradient(.radial, radius: 6)])
        #expect(device.draws.map(\.program) == ["gradient-radial-rounded"])
        #expect(device.uniforms("uSize") == [.vec2(80, 40)])
        #expect(device.uniforms("uRadius") == [.float(6)])
    }

    @Test func aTranslucentStopIsPremultipliedInTheRamp() throws {
        let halfWhite = Color(white: 1, alpha: 0.5)
        try draw([Self.gradient(.conic, stops: [(0, halfWhite), (1, halfWhite)])])
        let bytes = try #require(ramps.first?.bytes)
        // 0.5 × 255 = 127.5, rounded up: every texel the same.
        #expect(bytes == Array(repeating: 128, count: GradientPass.rampLength * 4))
    }

    @Test func eachKindIsLinkedOnFirstUseAndEveryGradientGetsItsOwnRamp() throws {
        let axial = Self.gradient(.axial), conic = Self.gradient(.conic)
        try draw([axial, conic, axial])
        #expect(device.linked == ["gradient-axial", "gradient-conic"])
        #expect(device.draws.map(\.program) == ["gradient-axial", "gradient-conic", "gradient-axial"])
        #expect(ramps.count == 3)
    }
}
