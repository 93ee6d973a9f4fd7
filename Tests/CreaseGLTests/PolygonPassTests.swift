import CreaseDrawList
import CreaseImage
@testable import CreaseGL
import CreaseMath
import Testing

/// Pieces of planes' pictures through a recording device: each convex piece one triangle strip
/// over its corners, its picture bound and faded by its opacity.
@Suite final class PolygonPassTests: RecordedFrameSuite {
    static func polygon(_ corners: [Point], opacity: Double = 0.75) -> DrawPolygon {
        DrawPolygon(unitToScreen: .scale(100, 80) * .translation(20, 10), corners: corners,
            contents: .bitmap(Bitmap(width: 4, height: 4, filledWith: (0, 128, 255, 255))), opacity: opacity)
    }

    static let pentagon = [Point(x: 0.5, y: 0), Point(x: 1, y: 0.4), Point(x: 0.8, y: 1), Point(x: 0.2, y: 1), Point(x: 0, y: 0.4)]

    @Test func aPieceIsOneStripOverItsCornersFromBothEnds() throws {
        try draw([Self.polygon(Self.pentagon)])
        #expect(device.draws.map(\.program) == ["polygon"])
        #expect(device.draws.map(\.vertices) == [0..<5])
        // A fan as a strip: the first corner, then the second and the last, the third and the fourth.
        let strip = [0, 1, 4, 2, 3].map { Self.pentagon[$0] }.flatMap { [Float($0.x), Float($0.y)] }
        #expect(device.commands.contains(.writeVertexBuffer(strip)))
        #expect(device.uniforms("uOpacity") == [.float(0.75)])
        #expect(device.uniforms("uPicture") == [.int(0)])
        // Its picture is uploaded and bound before the draw.
        let draw = try #require(device.firstDraw)
        let upload = try #require(device.place { if case .defineTexture(let image) = $0 { image.width == 4 } else { false } })
        #expect(upload < draw)
        #expect(device.commands[upload..<draw].contains { if case .bindTexture(let name) = $0 { name != 0 } else { false } })
    }

    @Test func lessThanATriangleDrawsNothing() throws {
        try draw([Self.polygon(Array(Self.pentagon.prefix(2)))])
        #expect(device.draws.isEmpty)
    }

    @Test func theCornerBufferIsMadeOnceForPiecesThatFitIt() throws {
        try draw([Self.polygon(Self.pentagon), Self.polygon(Array(Self.pentagon.prefix(3)))])
        // From the polygon program on (the quad pass fills its instance buffer before).
        let start = try #require(device.place { if case .useProgram(let name) = $0 { name.label == "polygon" } else { false } })
        let fills = device.commands[start...].filter { if case .fillVertexBuffer = $0 { true } else { false } }
        // Room for 32 floats (16 corners) the first time; the triangle fits in it.
        #expect(fills == [.fillVertexBuffer(.streamed(bytes: 32 * 4))])
        #expect(device.draws.map(\.vertices) == [0..<5, 0..<3])
    }
}
