/// How much work the GPU's pipeline did over a stretch of commands: exact counts that repeat
/// from run to run on any driver, as instruction counts do for the CPU.
public struct PipelineCounts: Equatable, Sendable {
    /// Vertex shader runs: 4 a quad drawn as a strip of two triangles, more where a driver
    /// shades a shared vertex twice.
    public var vertices: UInt64
    /// Primitives handed to the rasteriser, before clipping (a quad is two triangles).
    public var primitives: UInt64
    /// Fragment shader runs: every pixel (sample, with sample shading) a primitive covers,
    /// whether or not it shows; the GPU's work where most of it is.
    public var fragments: UInt64

    public init(vertices: UInt64, primitives: UInt64, fragments: UInt64) {
        self.vertices = vertices
        self.primitives = primitives
        self.fragments = fragments
    }
}

/// Counts the pipeline's work over stretches of commands through one query of each count
/// (GL_ARB_pipeline_statistics_query), adding each stretch's into `total`. A query leaves
/// llvmpipe's linear path as a time query does, so count frames apart from those whose time is
/// taken; and llvmpipe shades by its general path only the scene a query began in (the others
/// it may copy or rasterise linearly, running no shader and counting nothing), so a renderer
/// counting its frame restarts the stretch wherever a scene starts (`Renderer.pipelineCounter`).
public final class PipelineCounter {
    private let vertices: GLObject, primitives: GLObject, fragments: GLObject
    /// Whether a stretch is being counted.
    public private(set) var isCounting = false
    /// The stretches counted since the last `takeTotal`; nil once the driver failed a query.
    private var total: PipelineCounts? = PipelineCounts(vertices: 0, primitives: 0, fragments: 0)

    /// A counter in the current context; nil where its driver counts nothing (`GPUInfo.countsPipeline`).
    public convenience init?(gpu: GPUInfo) {
        guard gpu.countsPipeline else { return nil }
        self.init(device: ContextDevice())
    }

    init(device: any GLDevice) {
        vertices = GLObject(.query, device: device)
        primitives = GLObject(.query, device: device)
        fragments = GLObject(.query, device: device)
    }

    private var queries: [(GLObject, GLQueryKind)] {
        [(vertices, .vertexShaderInvocations), (primitives, .primitivesSubmitted), (fragments, .fragmentShaderInvocations)]
    }

    /// Starts a stretch.
    public func begin() {
        guard !isCounting else { return }
        for (query, what) in queries { query.device.perform(.beginQuery(query.id, what)) }
        isCounting = true
    }

    /// Ends the stretch and adds its counts to the total; waits for the GPU.
    public func end() {
        guard isCounting else { return }
        let device = vertices.device
        for (_, what) in queries { device.perform(.endQuery(what)) }
        isCounting = false
        let stretch = PipelineCounts(vertices: device.queryResult(vertices.id), primitives: device.queryResult(primitives.id),
            fragments: device.queryResult(fragments.id))
        guard device.nextError() == nil, let sum = total else { total = nil; return }
        total = PipelineCounts(vertices: sum.vertices + stretch.vertices, primitives: sum.primitives + stretch.primitives,
            fragments: sum.fragments + stretch.fragments)
    }

    /// Ends the stretch being counted, if any, and starts another.
    public func restart() {
        guard isCounting else { return }
        end()
        begin()
    }

    /// The counts of the stretches ended so far, the total then zero again; nil where the
    /// driver failed a query.
    public func takeTotal() -> PipelineCounts? {
        defer { total = PipelineCounts(vertices: 0, primitives: 0, fragments: 0) }
        return total
    }
}
