import CreaseDrawList
import CreaseMath

/// Pieces of planes' pictures (`Shaders/polygon.vert`, `polygon.frag`): each convex piece one
/// triangle strip over its corners. Compiled on first use: only contexts of crossing
/// translucent planes have pieces.
final class PolygonPass {
    private let state: GLState
    private let textures: TextureCache
    private var program: ShaderProgram?
    private let vertexArray: VertexArrayObject
    private let corners: BufferObject
    private var cornerCapacity = 0

    init(state: GLState, textures: TextureCache) {
        self.state = state
        self.textures = textures
        vertexArray = VertexArrayObject(device: state.device)
        corners = BufferObject(device: state.device)
    }

    /// Draws `polygon` into the bound framebuffer, whose pixels span `viewport` points.
    func draw(_ polygon: DrawPolygon, viewport: Size, topRowFirst: Bool) throws {
        guard polygon.corners.count >= 3, let texture = try textures.texture(for: polygon.contents, stats: &state.stats) else { return }
        let program = try self.program ?? ShaderProgram(PolygonShader.interface, device: state.device)
        self.program = program
        state.setBlending(true)
        state.setBlendFunction(.sourceOver)
        state.use(program)
        state.set(PolygonShader.unitToClip, of: program, to: .mat4(ClipSpace.matrix(polygon.unitToScreen, viewport: viewport, topRowFirst: topRowFirst)))
        state.set(PolygonShader.picture, of: program, to: .int(0))
        state.set(PolygonShader.opacity, of: program, to: .float(Float(polygon.opacity)))
        state.bind(texture)
        texture.sample(.linear)
        // A convex polygon as a strip: its first corner, then alternately from either end.
        var order: [Point] = [polygon.corners[0]]
        var (low, high) = (1, polygon.corners.count - 1)
        while low <= high {
            order.append(polygon.corners[low])
            low += 1
            if low <= high {
                order.append(polygon.corners[high])
                high -= 1
            }
        }
        let floats = order.flatMap { [Float($0.x), Float($0.y)] }
        vertexArray.bind()
        corners.bindAsVertexData()
        if floats.count > cornerCapacity {
            cornerCapacity = max(floats.count, 32)
            state.device.perform(.fillVertexBuffer(.streamed(bytes: cornerCapacity * 4)))
            state.device.perform(.enableAttribute(location: 0, perInstance: false))
        }
        state.device.perform(.writeVertexBuffer(floats))
        state.device.perform(.pointAttribute(location: 0, components: 2, isInteger: false, stride: 8, offset: 0))
        state.drawQuads(1, vertices: 0..<Int32(order.count))
    }
}
