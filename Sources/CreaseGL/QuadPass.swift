import CreaseDrawList
import CreaseMath
import CreaseThreads

/// Layer quads (`Shaders/quad.vert`, `quad.frag`): the program, the unit square and a frame's
/// instances, and the draws: each run of consecutive quads sharing a texture (or having none)
/// and an opacity kind as one instanced draw. Paint order is never changed; clips and depth
/// contexts end a run. A large opaque quad with antialiased slanted edges is
/// drawn as its inside, unblended, then the ring along those edges, blended.
final class QuadPass {
    /// A run's texture where it has none.
    static let noTexture = -1
    /// A run's texture where its quads are passed over, outside the part of the frame drawn.
    static let passedOver = -3

    /// What an instanced draw covers of its quads: the whole unit square (vertices 0-3 of the
    /// corner buffer), or the edge ring (4-13).
    enum Part {
        case quad, edgeRing
        var vertices: Range<Int32> { self == .quad ? 0..<4 : 4..<14 }
    }

    private let state: GLState
    private let textures: TextureCache
    /// Each frame starts with a draw that covers nothing (`primeRasterizer`).
    private let drawsBeforeClear: Bool
    private let programs: QuadPrograms
    private let vertexArray: VertexArrayObject
    private let corners: BufferObject
    private let instances: BufferObject
    private var instanceBufferBytes = 0
    /// The instance the attribute pointers start at now, so that a quad drawn as its inside
    /// and then its ring points them once.
    private var attributesStart: Int?

    // The frame being drawn. What every quad reads or changes is not checked for exclusive
    // access at run time: the pass is one thread's, and the checks cost more than the work.
    /// Per command (one instance each): its quad as a run of one, with its texture and plan;
    /// nil for the other commands.
    @exclusivity(unchecked) private var quads: [Run?] = []
    /// The frame's runs in paint order, each as long as it can be, from the first command drawn.
    @exclusivity(unchecked) private var runs: [Run] = []
    /// Each share's runs, joined into `runs` at the shares' boundaries (storage kept).
    @exclusivity(unchecked) private var shareRuns: [[Run]] = []
    /// The kept spans of quads wholly outside the part of the frame drawn, in order: passed
    /// over whole, none of their quads asked where it draws.
    @exclusivity(unchecked) private var passedSpans: [Range<Int>] = []
    /// The run in `runs` the next quad command starts.
    private var nextRun = 0
    /// The frame's textures, in the order the list's pictures are first shown (a texture under
    /// two pictures is listed again unless it was the last listed).
    @exclusivity(unchecked) private var frameTextures: [TextureObject] = []
    /// Per picture of the list (`DrawList.pictures`), found when a quad first shows it: its
    /// texture's index in `frameTextures`, `noTexture` for none to be had, `unresolved` before.
    @exclusivity(unchecked) private var pictureTextures: [Int] = []
    private static let unresolved = -2
    private var toPixels = PixelMapping()
    /// The most threads a frame's quads are planned and written on (`Renderer.threads`).
    var threads = 1
    /// Whether quads fade their own edges (the framebuffer is not multisampled).
    private var edgeCoverage = true
    private var clipLevel = 0
    /// Each open clip: the scissor rectangle in force inside it, and whether it wrote the stencil.
    private var clips: [(scissor: Rect?, usesStencil: Bool)] = []

    /// Links the quad programs from `shader` (see `QuadPrograms`) and sets up the unit square;
    /// with `drawsBeforeClear`, each frame starts with a draw that covers nothing.
    init(state: GLState, textures: TextureCache, shader: ShaderInterface = QuadShader.interface, drawsBeforeClear: Bool = false) throws {
        self.state = state
        self.textures = textures
        self.drawsBeforeClear = drawsBeforeClear
        programs = try QuadPrograms(state: state, shader: shader)
        let device = state.device
        vertexArray = VertexArrayObject(device: device)
        corners = BufferObject(device: device)
        instances = BufferObject(device: device)

        vertexArray.bind()
        corners.bindAsVertexData()
        // The unit square as a triangle strip; from vertex 4 the edge ring's, each corner twice
        // (the vertex shader puts the even ones on its outer outline, the odd on its inner).
        let ring: [[Float]] = [[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]].flatMap { [$0, $0] }
        device.perform(.fillVertexBuffer(.floats([0, 0, 1, 0, 0, 1, 1, 1] + ring.joined())))
        device.perform(.enableAttribute(location: 0, perInstance: false))
        device.perform(.pointAttribute(location: 0, components: 2, isInteger: false, stride: 8, offset: 0))
        instances.bindAsVertexData()
        for attribute in InstanceLayout.attributes {
            device.perform(.enableAttribute(location: attribute.location, perInstance: true))
        }
        bind()
        try GLCheck.after("setting up the quad pass", on: device)
    }

    /// Makes the quad vertex array current (each run makes its program current): at a frame's
    /// start, and again after a fold pass.
    func bind() {
        vertexArray.bind()
    }

    // MARK: A frame

    /// Starts a frame of `list` into `framebuffer`: uploads its instances and textures (with the
    /// mipmaps of those its quads draw smaller, before anything is drawn), and tells whether it
    /// has clips through the stencil (then the stencil needs clearing). With `limit`, everything
    /// drawn (the clear included) stays inside that rectangle, as inside an upright clip. The
    /// commands before `firstDrawn` are not drawn (the clear stands for them).
    /// Throws, before drawing anything, when a texture cannot be made.
    func begin(_ list: DrawList, into framebuffer: Framebuffer, limitedTo limit: Rect? = nil, from firstDrawn: Int = 0) throws -> Bool {
        toPixels = PixelMapping(viewport: list.viewport, framebuffer: framebuffer)
        edgeCoverage = framebuffer.samples <= 1
        // Quads that cannot reach the limit, their antialiased edges' pixel and the scissor's
        // rounding included, are passed over.
        let reach = limit.map { Rect(x: $0.minX - 2 / toPixels.scaleX, y: $0.minY - 2 / toPixels.scaleY,
            width: $0.width + 4 / toPixels.scaleX, height: $0.height + 4 / toPixels.scaleY) }
        let hasClips = try upload(list, from: firstDrawn, within: reach)
        bind()
        programs.setViewport(list.viewport, topRowFirst: framebuffer.topRowFirst, pixelWidth: framebuffer.pixelWidth,
            pixelHeight: framebuffer.pixelHeight)
        clipLevel = 0
        clips.removeAll(keepingCapacity: true)
        if let limit {
            clips.append((limit, false))
            state.setScissor(toPixels.box(limit))
        }
        attributesStart = nil
        if drawsBeforeClear { primeRasterizer(instance: list.commands.count) }
        return hasClips
    }

    /// Draws the run that starts at command `instance`, the frame's next quad command in
    /// paint order; returns the command after the run.
    func drawRun(at instance: Int) -> Int {
        let run = runs[nextRun]
        precondition(run.first == instance, "quad commands are drawn in paint order, each once")
        nextRun += 1
        if !run.isPassedOver { draw(run) }
        return run.first + run.count
    }

    /// From here on, draws only inside command `instance`'s quad.
    func pushClip(_ quad: DrawQuad, instance: Int) {
        // An upright rectangle clips with the scissor alone; any other shape (rounded, turned,
        // in perspective) goes through the stencil.
        if let rect = quad.screenRectangle {
            let inner = scissor.map { Rect.intersection($0, rect) } ?? rect
            clips.append((inner, false))
            state.setScissor(toPixels.box(inner))
        } else {
            drawClipShape(instance: instance, entering: true)
            clips.append((scissor, true))
        }
    }

    /// Undoes the innermost `pushClip`, whose quad is command `instance`'s too.
    func popClip(instance: Int) {
        if clips.removeLast().usesStencil { drawClipShape(instance: instance, entering: false) }
        state.setScissor(scissor.map(toPixels.box))
    }

    /// Enters a 3D rendering context (depth-tested from an empty depth buffer) or leaves it.
    func setDepthContext(_ inside: Bool) {
        if inside { state.clearDepth() }
        state.setDepthTest(inside)
    }

    /// Draws `run` with its texture, sampling and blend function.
    private func draw(_ run: Run) {
        let texture = run.texture == Self.noTexture ? nil : frameTextures[run.texture]
        state.bind(texture)
        texture?.sample(run.plan.sampling)
        state.setBlendFunction(run.plan.blendFunction)
        if run.plan.splits {
            drawSplitting(run)
        } else {
            drawWhole(run.plan.kind, opaque: run.plan.opaque, first: run.first, count: run.count)
        }
    }

    private func drawWhole(_ kind: QuadPrograms.Kind, opaque: Bool, first: Int, count: Int) {
        guard count > 0 else { return }
        state.setBlending(!opaque)
        programs.use(kind)
        drawInstances(first: first, count: count)
    }

    /// Draws `run` in paint order, each quad that splits as its inside then its edge ring, and
    /// those between them whole.
    private func drawSplitting(_ run: Run) {
        let kind = run.plan.kind
        var whole = run.first
        for instance in run.first..<(run.first + run.count) where quads[instance]?.plan.splits == true {
            drawWhole(kind, opaque: run.plan.opaque, first: whole, count: instance - whole)
            drawWhole(kind.insideOnly, opaque: true, first: instance, count: 1)
            state.setBlending(true)
            programs.use(kind)
            drawInstances(first: instance, count: 1, part: .edgeRing)
            whole = instance + 1
        }
        drawWhole(kind, opaque: run.plan.opaque, first: whole, count: run.first + run.count - whole)
    }

    /// Ends the frame, letting go of its textures.
    func end() {
        frameTextures.removeAll(keepingCapacity: true)
    }

    // MARK: Parts

    /// A quad of no size: drawn, it covers no pixel.
    private static var nothing: DrawQuad { DrawQuad(unitToScreen: .scale(0, 0), size: Size(width: 0, height: 0)) }

    /// llvmpipe decides for each scene (what it draws between flushes) whether tiles of upright
    /// quads may take its linear rasteriser, and a clear that starts the scene takes the decision
    /// of the last draw, into whichever framebuffer that went: none yet in a new context, or one
    /// with depth (a 3D surface), says no, and the frame came out up to 3 levels off the same
    /// frame drawn after another. A draw into this framebuffer before the clear, of `nothing`
    /// (instance `instance`, after the list's), makes the decision this framebuffer's. It draws
    /// no layer, so it is not counted.
    private func primeRasterizer(instance: Int) {
        programs.use(.clipShape)
        pointAttributes(at: instance)
        state.device.perform(.drawInstanced(vertices: Part.quad.vertices, instances: 1))
    }

    /// The scissor in force: the innermost rectangular clip's, intersected on the way in.
    private var scissor: Rect? { clips.last?.scissor }

    /// Packs every command's quad into the instance buffer (one instance per command, so the
    /// command index is the instance index) and notes its texture and plan; tells whether there
    /// are clips through the stencil. The instances are written straight into the buffer, mapped
    /// with its old contents given up, so a frame's instance data is copied by no one. A long
    /// list's quads are planned and written in shares on up to `threads` threads (each quad's
    /// plan and instance are its own, and each share joins its quads into runs); textures and
    /// mipmaps, being GL's, are this thread's work, before and after, with the joins at the
    /// shares' boundaries. Runs start at `firstDrawn` at the earliest. Quads wholly outside
    /// `within` (points) are passed over: neither planned nor written.
    private func upload(_ list: DrawList, from firstDrawn: Int, within: Rect?) throws -> Bool {
        frameTextures.removeAll(keepingCapacity: true)
        pictureTextures.removeAll(keepingCapacity: true)
        pictureTextures.append(contentsOf: repeatElement(Self.unresolved, count: list.pictures.count))
        let count = list.commands.count
        let floats = (count + (drawsBeforeClear ? 1 : 0)) * InstanceLayout.floats
        guard floats > 0 else { return false }
        instances.bindAsVertexData()
        let bytes = floats * MemoryLayout<Float>.size
        if bytes > instanceBufferBytes {
            instanceBufferBytes = max(bytes, instanceBufferBytes * 2)
            state.device.perform(.fillVertexBuffer(.streamed(bytes: instanceBufferBytes)))
        }
        guard let mapped = state.device.mapVertexBuffer(bytes: bytes) else {
            try GLCheck.after("mapping the instance buffer", on: state.device)
            throw GLError.bufferUnavailable("the instance buffer")
        }
        var unmapped = false
        defer { if !unmapped { _ = state.device.unmapVertexBuffer() } }
        let data = UnsafeMutableBufferPointer(start: mapped.bindMemory(to: Float.self, capacity: floats), count: floats)
        let hasClips = try resolveTextures(of: list)
        passedSpans.removeAll(keepingCapacity: true)
        if let within {
            for span in list.keptSpans where span.tag.quadsOnly {
                guard let b = span.tag.bounds, b.maxX < within.minX || b.minX > within.maxX || b.maxY < within.minY || b.minY > within.maxY
                else { continue }
                passedSpans.append(span.commands)
            }
        }
        // Every entry is written by a share: only a change of length initialises any.
        if quads.count < count { quads.append(contentsOf: repeatElement(nil, count: count - quads.count)) }
        quads.removeLast(quads.count - count)
        let shares = max(1, min(threads, count / Self.commandsPerShare))
        while shareRuns.count < shares { shareRuns.append([]) }
        list.commands.withUnsafeBufferPointer { commands in list.quads.withUnsafeBufferPointer { listQuads in
            quads.withUnsafeMutableBufferPointer { single in shareRuns.withUnsafeMutableBufferPointer { joined in
                // Each share writes only its own commands' runs and instances, and its own runs.
                WorkerThreads.shared.perform(iterations: shares) { k in
                    plan(commands, count * k / shares..<count * (k + 1) / shares, of: listQuads, into: single, data,
                        joiningFrom: firstDrawn, within: within, passing: passedSpans, into: &joined[k])
                }
            } }
        } }
        runs.removeAll(keepingCapacity: true)
        nextRun = 0
        for k in 0..<shares {
            // Within a share the runs are as long as they can be; only a share's first may join
            // the run before, whole or (`handingOver`) the quads before its picture.
            var share = shareRuns[k][...]
            if let first = share.first, let last = runs.last {
                if let both = last.joined(with: first) {
                    runs[runs.count - 1] = both
                    share = share.dropFirst()
                } else if let (both, rest) = handingOver(first, to: last) {
                    runs[runs.count - 1] = both
                    share[share.startIndex] = rest
                }
            }
            runs.append(contentsOf: share)
        }
        // Mipmaps for the textures a run samples trilinear (some quad of it shows its picture
        // squeezed), before anything is drawn: made between two draws, they end llvmpipe's scene
        // there, and tiles of that frame take another rasteriser than the same frame drawn once
        // they exist.
        for run in runs where run.wantsMipmaps { frameTextures[run.texture].updateMipmaps() }
        if drawsBeforeClear {
            withUnsafePointer(to: Self.nothing) { InstanceLayout.write($0, textured: false, to: data, at: count * InstanceLayout.floats) }
        }
        unmapped = true
        guard state.device.unmapVertexBuffer() else { throw GLError.bufferUnavailable("the instance buffer") }
        return hasClips
    }

    /// Fewer commands than this a thread are not worth waking one for.
    static let commandsPerShare = 512

    /// Finds the texture of every picture a quad of `list` shows, in paint order; tells whether
    /// a clip goes through the stencil (upright rectangles clip by the scissor alone). A picture
    /// is looked up once: quads in a row that show the one before's (a grid's tiles, a fold's
    /// strips) are passed over with one comparison.
    private func resolveTextures(of list: DrawList) throws -> Bool {
        var hasClips = false
        var stats = state.stats
        defer { state.stats = stats }
        var last = -1
        try list.commands.withUnsafeBufferPointer { commands in try list.quads.withUnsafeBufferPointer { listQuads in
            for command in commands {
                switch command {
                case .quad(let q):
                    guard let picture = listQuads[q].contents, picture.index != last else { break }
                    last = picture.index
                    _ = try frameTexture(showing: picture, of: list, stats: &stats)
                case .pushClip(let q): hasClips = hasClips || listQuads[q].screenRectangle == nil
                default: break
                }
            }
        } }
        return hasClips
    }

    /// `last` with the quads of `next` (the run after it, of another picture) that show no
    /// picture before `next`'s first that does, and the rest of `next`; nil where there are none.
    /// One thread gathering a quad at a time puts those quads in `last`'s run (a quad with no
    /// picture draws in a run of any); a share starting among them gathers them into its own
    /// first run instead. Handed over, the runs are the same on any number of threads.
    private func handingOver(_ next: Run, to last: Run) -> (Run, Run)? {
        guard last.texture >= 0, next.texture >= 0, last.texture != next.texture, last.plan.joins(next.plan),
            last.first + last.count == next.first
        else { return nil }
        // Every quad of `next` is planned and joins the others (they made one run), and joins
        // `last` while it shows no picture.
        let end = next.first + next.count
        var both = last, index = next.first
        while index < end, let quad = quads[index], quad.texture == Self.noTexture, let longer = both.joined(with: quad) {
            both = longer
            index += 1
        }
        guard index > next.first, index < end, var rest = quads[index] else { return nil }
        for later in index + 1..<end {
            guard let quad = quads[later], let longer = rest.joined(with: quad) else { return nil }
            rest = longer
        }
        return (both, rest)
    }

    /// Plans the quads of `commands` at `indices` into `single` (nil for the other commands),
    /// writes their instances into `data` and joins those from `firstDrawn` on into `joined`,
    /// their textures found before (`resolveTextures`); those wholly outside `within` are passed
    /// over, and the stretches of quads in `passed` (in order) without a look at their quads,
    /// their entries in `single` left as they were (no run drawn reads them). Reads the pass's
    /// frame state only, so shares of a list run it together.
    private func plan(
        _ commands: UnsafeBufferPointer<DrawCommand>, _ indices: Range<Int>, of listQuads: UnsafeBufferPointer<DrawQuad>,
        into single: UnsafeMutableBufferPointer<Run?>, _ data: UnsafeMutableBufferPointer<Float>,
        joiningFrom firstDrawn: Int, within: Rect?, passing passed: [Range<Int>], into joined: inout [Run]
    ) {
        let (scaleX, scaleY, edgeCoverage) = (toPixels.scaleX, toPixels.scaleY, self.edgeCoverage)
        let quadAt = listQuads.baseAddress!
        joined.removeAll(keepingCapacity: true)
        var gathered: Run?
        defer { if let gathered { joined.append(gathered) } }
        @inline(__always) func gather(_ run: Run) {
            if let sofar = gathered, let both = sofar.joined(with: run) {
                gathered = both
            } else {
                if let sofar = gathered { joined.append(sofar) }
                gathered = run
            }
        }
        // The quads between the spans passed over, and then each span.
        var passing = passed[...]
        while let span = passing.first, span.upperBound <= indices.lowerBound { passing.removeFirst() }
        var from = indices.lowerBound
        while from < indices.upperBound {
            // The next span passed over, as far as this share goes; nil past the share.
            let skipped = passing.first.flatMap { span in
                span.lowerBound < indices.upperBound ? max(span.lowerBound, from)..<min(span.upperBound, indices.upperBound) : nil
            }
            for index in from..<(skipped?.lowerBound ?? indices.upperBound) {
                let start = index * InstanceLayout.floats
                switch commands[index] {
                case .quad(let q) where within.map { !Self.reaches(quadAt + q, $0) } ?? false:
                    single[index] = .passedOver(first: index)
                    if index >= firstDrawn { gather(.passedOver(first: index)) }
                case .quad(let q):
                    let texture = listQuads[q].contents.map { pictureTextures[$0.index] } ?? Self.noTexture
                    let textured = texture != Self.noTexture
                    // Lent to the plan in place, only read (`QuadPlan.init` says why `inout`).
                    let plan = QuadPlan(for: &UnsafeMutablePointer(mutating: quadAt + q).pointee, textured: textured,
                        pixelsPerPoint: scaleX, scaleY, edgeCoverage: edgeCoverage)
                    let run = Run(first: index, texture: texture, plan: plan)
                    single[index] = run
                    InstanceLayout.write(quadAt + q, textured: textured, to: data, at: start)
                    if index >= firstDrawn { gather(run) }
                case .pushClip(let q), .popClip(let q):
                    single[index] = nil
                    InstanceLayout.write(quadAt + q, textured: false, to: data, at: start)
                case .beginDepthContext, .endDepthContext, .accordion, .surface, .shadow, .gradient, .polygon:
                    single[index] = nil
                    // Never drawn from; zeros rather than whatever the driver's fresh storage held.
                    (data.baseAddress! + start).initialize(repeating: 0, count: InstanceLayout.floats)
                }
            }
            guard let skipped else { break }
            let drawnFrom = max(skipped.lowerBound, firstDrawn)
            if drawnFrom < skipped.upperBound {
                gather(Run(first: drawnFrom, count: skipped.upperBound - drawnFrom, texture: Self.passedOver, plan: .nothing))
            }
            from = skipped.upperBound
            passing.removeFirst()
        }
    }

    /// Whether the quad at `quad` may draw inside `area` (points): the bounds of its corners
    /// meet it, or a corner lies behind the eye (w ≤ 0), whose projection says nothing.
    @inline(__always) private static func reaches(_ quad: UnsafePointer<DrawQuad>, _ area: Rect) -> Bool {
        let m = quad.pointee.unitToScreen
        guard m.r4.w > 0, m.r1.w + m.r4.w > 0, m.r2.w + m.r4.w > 0, m.r1.w + m.r2.w + m.r4.w > 0 else { return true }
        let (a, b, c, d) = quad.pointee.projectedCorners
        return max(a.x, b.x, c.x, d.x) >= area.minX && min(a.x, b.x, c.x, d.x) <= area.maxX
            && max(a.y, b.y, c.y, d.y) >= area.minY && min(a.y, b.y, c.y, d.y) <= area.maxY
    }

    /// The index in `frameTextures` of the texture showing `picture` of `list`, or `noTexture`:
    /// looked up when a quad first shows the picture, and remembered for the frame.
    private func frameTexture(showing picture: QuadPicture, of list: DrawList, stats: inout FrameStats) throws -> Int {
        let found = pictureTextures[picture.index]
        if found != Self.unresolved { return found }
        let index = try textures.texture(for: list.pictures[picture.index], stats: &stats).map { texture in
            // One texture under two pictures (a bitmap kept twice) is one run's still.
            if frameTextures.last !== texture { frameTextures.append(texture) }
            return frameTextures.count - 1
        } ?? Self.noTexture
        pictureTextures[picture.index] = index
        return index
    }

    /// Draws `count` instances from `first`, with the texture, blending and stencil in force:
    /// their quads, or their edge rings.
    private func drawInstances(first: Int, count: Int, part: Part = .quad, clipShape: Bool = false) {
        // GL 3.3 has no base instance: the attributes start at the first instance instead (in
        // the instance buffer, which stays bound as vertex data from the upload).
        if attributesStart != first { pointAttributes(at: first) }
        state.drawQuads(count, vertices: part.vertices, clipShape: clipShape)
    }

    private func pointAttributes(at first: Int) {
        attributesStart = first
        for attribute in InstanceLayout.attributes {
            state.device.perform(.pointAttribute(location: attribute.location, components: attribute.components,
                isInteger: attribute.isInteger, stride: InstanceLayout.stride, offset: first * InstanceLayout.stride + attribute.offset))
        }
    }

    /// Writes command `instance`'s shape into the stencil: pixels at the current clip level
    /// inside it go one level up (or back down), and drawing goes on at the new level.
    private func drawClipShape(instance: Int, entering: Bool) {
        state.setWritesColorAndDepth(false)
        programs.use(.clipShape)
        state.setStencil(clipLevel, step: entering ? .increment : .decrement)
        drawInstances(first: instance, count: 1, clipShape: true)
        state.setWritesColorAndDepth(true)
        clipLevel += entering ? 1 : -1
        state.setStencil(clipLevel == 0 ? nil : clipLevel)
    }
}

/// Screen points to a framebuffer's pixels, for scissor boxes.
private struct PixelMapping {
    var scaleX = 1.0
    var scaleY = 1.0
    /// The framebuffer's height when its first row is the bottom (a window's), else nil.
    var flipHeight: Double?

    init() {}

    init(viewport: Size, framebuffer: Framebuffer) {
        scaleX = Double(framebuffer.pixelWidth) / viewport.width
        scaleY = Double(framebuffer.pixelHeight) / viewport.height
        flipHeight = framebuffer.topRowFirst ? nil : Double(framebuffer.pixelHeight)
    }

    func box(_ rect: Rect) -> PixelBox {
        let x0 = (rect.minX * scaleX).rounded(), x1 = (rect.maxX * scaleX).rounded()
        var y0 = (rect.minY * scaleY).rounded(), y1 = (rect.maxY * scaleY).rounded()
        if let flipHeight { (y0, y1) = (flipHeight - y1, flipHeight - y0) }
        return PixelBox(x: Int(x0), y: Int(y0), width: Int(max(0, x1 - x0)), height: Int(max(0, y1 - y0)))
    }
}
