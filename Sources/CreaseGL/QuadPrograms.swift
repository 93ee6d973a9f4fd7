import CreaseDrawList
import CreaseMath

/// The quad shader compiled twenty-one ways (`Shaders/quad.frag`), so that a quad pays only for what
/// it draws: on a software rasteriser every instruction of the fragment shader counts, and the
/// whole shader made a plain full-screen picture cost half as much again as the picture alone.
final class QuadPrograms {
    /// Which specialisation draws a quad.
    struct Kind: Hashable {
        /// Contents filling the quad, no corners, border or shading edges: one texture fetch.
        /// Or no contents: see `solid`.
        var plain: Bool
        /// Some antialiased edge crosses pixels at a slant: coverage from the distance to them.
        var edgeAntialiased: Bool
        /// A plain quad's background shows through its contents (a row's colour under its text).
        var overBackground = false
        /// A plain quad's colour is scaled by a shade or an opacity; without, its pixels are the
        /// picture's as they are.
        var scaled = false
        /// Only the wholly covered inside of an antialiased plain quad (`QuadPass` draws its edge
        /// ring apart): no coverage, and opaque when the quad is.
        var inside = false
        /// A plain quad with no contents: its background colour, no texture fetch (rows, panels
        /// and lines of a screen are mostly that).
        var solid = false
        /// A masksToBounds shape written into the stencil: the general quad's shape, no colour.
        var stencilOnly = false

        /// Where the program sits in `programs`: plain + 2·edge + 4·background + 8·scaled + 16·inside + 32·solid
        /// + 64·stencil.
        var index: Int {
            (plain ? 1 : 0) + (edgeAntialiased ? 2 : 0) + (overBackground ? 4 : 0) + (scaled ? 8 : 0) + (inside ? 16 : 0) + (solid ? 32 : 0)
                + (stencilOnly ? 64 : 0)
        }
        static let general = Kind(plain: false, edgeAntialiased: false)
        /// What writes a clip shape into the stencil.
        static let clipShape = Kind(plain: false, edgeAntialiased: false, stencilOnly: true)
        /// Every kind there is a program for (background, scale, inside and solid are only a
        /// plain quad's options, inside only an antialiased one's, background only a textured one's).
        static let all = [clipShape] + [false, true].flatMap { edge in
            [Kind(plain: false, edgeAntialiased: edge)] + [(false, false), (true, false), (false, true)].flatMap { background, solid in
                [false, true].flatMap { scaled in
                    (edge ? [false, true] : [false]).map {
                        Kind(plain: true, edgeAntialiased: edge, overBackground: background, scaled: scaled, inside: $0, solid: solid)
                    }
                }
            }
        }
        static let slots = 128

        /// The kind that draws the inside of a quad this kind draws whole.
        var insideOnly: Kind {
            var kind = self
            kind.inside = true
            return kind
        }

        /// The cheapest kind that draws `q` (textured or not) exactly, with `edgeCoverage`
        /// (false in a multisampled framebuffer). `q` is only read: `inout` as in `QuadPlan`'s.
        @inline(__always) init(for q: inout DrawQuad, textured: Bool, edgeCoverage: Bool) {
            let noEdges = q.shading.map { $0.edgeWidth <= 0 || ($0.leadingEdge == 0 && $0.trailingEdge == 0) } ?? true
            plain = (!textured || q.contentFrame == .unit) && q.cornerRadius == 0 && q.borderWidth == 0 && noEdges
            solid = plain && !textured
            overBackground = plain && textured && q.backgroundColor.alpha > 0 && q.contents?.isOpaqueBitmap != true
            scaled = plain && (q.opacity != 1 || (q.shading.map { $0.multiplier != 1 } ?? false))
            edgeAntialiased = edgeCoverage && q.needsEdgeAntialiasing
        }

        init(plain: Bool, edgeAntialiased: Bool, overBackground: Bool = false, scaled: Bool = false, inside: Bool = false,
             solid: Bool = false, stencilOnly: Bool = false) {
            self.plain = plain
            self.edgeAntialiased = edgeAntialiased
            self.overBackground = overBackground
            self.scaled = scaled
            self.inside = inside
            self.solid = solid
            self.stencilOnly = stencilOnly
        }

        var defines: [String] {
            (plain ? ["PLAIN"] : []) + (edgeAntialiased ? ["EDGE_AA"] : []) + (overBackground ? ["OVER_BACKGROUND"] : [])
                + (scaled ? ["SCALED"] : []) + (inside ? ["INSIDE"] : []) + (solid ? ["SOLID"] : [])
                + (stencilOnly ? ["STENCIL_ONLY"] : [])
        }
    }

    /// By `Kind.index`; nil where no kind has that index.
    private let programs: [ShaderProgram?]
    private let state: GLState
    /// What the programs' view of the frame is made from.
    private struct View: Equatable {
        var viewport: Size
        var topRowFirst: Bool
        var pixelWidth: Int
        var pixelHeight: Int
    }
    /// The view the programs were last given: frames of one size set it once.
    private var view: View?

    /// Links every kind's program from `shader` (the quad shader's interface, unless a test
    /// gives another).
    init(state: GLState, shader: ShaderInterface = QuadShader.interface) throws {
        self.state = state
        var programs = [ShaderProgram?](repeating: nil, count: Kind.slots)
        for kind in Kind.all {
            programs[kind.index] = try ShaderProgram(shader, defines: kind.defines, device: state.device)
        }
        self.programs = programs
        for program in programs.compactMap({ $0 }) {
            // Uniforms stay with their program: only the viewport's change between frames.
            state.set(QuadShader.contents, of: program, to: .int(0))
            state.set(QuadShader.depthScale, of: program, to: .float(1.0 / 20_000))  // context z/w in points: ±20000 pt fit the depth range
        }
    }

    /// The program that draws `kind`.
    func program(_ kind: Kind) -> ShaderProgram? { programs[kind.index] }

    /// Makes `kind`'s program current.
    func use(_ kind: Kind) {
        if let program = programs[kind.index] { state.use(program) }
    }

    /// Sets every program's view of the frame: screen points to clip space (from the list's
    /// `viewport` in points, the first row the top where `topRowFirst`), and the framebuffer's
    /// size in pixels (edges are measured in them). The matrix is made only when the view
    /// changes: a frame like the last allocates nothing here.
    func setViewport(_ viewport: Size, topRowFirst: Bool, pixelWidth: Int, pixelHeight: Int) {
        let view = View(viewport: viewport, topRowFirst: topRowFirst, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        guard view != self.view else { return }
        self.view = view
        let screenToClip = Self.screenToClip(viewport, topRowFirst: topRowFirst)
        for program in programs.compactMap({ $0 }) {
            state.set(QuadShader.screenToClip, of: program, to: .mat4(screenToClip))
            state.set(QuadShader.viewportPixels, of: program, to: .vec2(Float(pixelWidth), Float(pixelHeight)))
        }
    }

    /// Screen points to clip space, as a GL column-major matrix.
    private static func screenToClip(_ viewport: Size, topRowFirst: Bool) -> [Float] {
        let flip: Float = topRowFirst ? 1 : -1
        return [
            Float(2 / viewport.width), 0, 0, 0,
            0, flip * Float(2 / viewport.height), 0, 0,
            0, 0, 1, 0,
            -1, -flip, 0, 1,
        ]
    }
}
