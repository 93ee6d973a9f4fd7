@testable import CreaseGL

/// A GL device that draws nothing: it keeps every command in order, and links programs as a
/// driver would, with exactly the uniforms each variant's interface says it uses.
final class RecordingDevice: GLDevice {
    private(set) var commands: [GLCommand] = []
    /// The objects made and deleted, in order.
    private(set) var made: [GLObjectKind] = []
    private(set) var deleted: [GLObjectKind] = []
    /// The programs linked, by name (`quad-plain`), in order, and their sources.
    private(set) var linked: [String] = []
    private(set) var linkedSources: [ProgramSource] = []
    private var lastName: GLName = 0
    /// What every query measured, unless `queryResults` names it.
    var elapsed: UInt64 = 0
    /// What particular queries measured, by name.
    var queryResults: [GLName: UInt64] = [:]
    /// Whether queries' results are in.
    var queryResultsIn = true
    /// Fences inserted and not yet waited on, oldest first (each a fresh address).
    private(set) var fences: [GLFence] = []
    /// How many fences were waited on.
    private(set) var fencesWaited = 0

    /// A GPU for the renderer to plan by; not a software rasteriser, so no llvmpipe rule applies.
    static let gpu = GPUInfo(renderer: "recording", version: "3.3", versionNumber: 33, maxTextureSize: 4096,
                             maxRenderbufferSize: 4096, maxSamples: 4, maxAnisotropy: 1)

    /// The API whose prelude its programs get.
    var api = GLAPI.desktop

    func perform(_ command: GLCommand) { commands.append(command) }

    func makeObject(_ kind: GLObjectKind) -> GLName {
        made.append(kind)
        lastName += 1
        return lastName
    }

    func deleteObject(_ kind: GLObjectKind, _ name: GLName) { deleted.append(kind) }

    func linkProgram(_ source: ProgramSource) throws -> LinkedProgram {
        linked.append(source.label)
        linkedSources.append(source)
        let defines = Set(source.defines)
        let used = source.interface.uniforms.filter { $0.isUsed(with: defines) }
        let uniforms = Dictionary(uniqueKeysWithValues: used.enumerated().map {
            ($1.name, LinkedProgram.Variable(location: Int32($0), type: $1.type))
        })
        let attributes = Dictionary(uniqueKeysWithValues: source.interface.attributes.map {
            ($0.name, LinkedProgram.Variable(location: Int32($0.location), type: $0.type))
        })
        let blocks = Dictionary(uniqueKeysWithValues: source.interface.uniformBlocks.enumerated().map { ($1, $0) })
        lastName += 1
        return LinkedProgram(id: lastName, uniforms: uniforms, attributes: attributes, uniformBlocks: blocks)
    }

    func deleteProgram(_ name: GLName) {}
    func nextError() -> UInt32? { nil }
    func incompleteFramebufferStatus() -> UInt32? { nil }
    func queryResult(_ query: GLName) -> UInt64 { queryResults[query] ?? elapsed }
    func queryResultAvailable(_ query: GLName) -> Bool { queryResultsIn }

    func insertFence() -> GLFence? {
        let fence = OpaquePointer(bitPattern: 0x1000 + 16 * (fences.count + fencesWaited))!
        fences.append(fence)
        return fence
    }

    func waitAndDelete(_ fence: GLFence) {
        precondition(fences.first == fence, "fences are waited on oldest first")
        fences.removeFirst()
        fencesWaited += 1
    }
    func readPixels(width: Int, height: Int) -> [UInt8] { [UInt8](repeating: 0, count: width * height * 4) }
    /// Each pixel buffer read back, in order.
    private(set) var pixelBuffersRead: [GLName] = []

    func pixelBufferBytes(_ buffer: GLName, count: Int) -> [UInt8] {
        pixelBuffersRead.append(buffer)
        return [UInt8](repeating: 0, count: count)
    }

    /// The vertex buffer's mapped bytes while mapped, and what each map held when let go.
    private var mapped: UnsafeMutableBufferPointer<Float>?
    private(set) var unmappedWrites: [[Float]] = []
    /// How many commands were recorded when each map was let go.
    private(set) var unmappedAfter: [Int] = []

    /// What a driver short of memory does: maps nothing, or loses what was written.
    var refusesMaps = false
    var losesMappedData = false

    func mapVertexBuffer(bytes: Int) -> UnsafeMutableRawPointer? {
        precondition(mapped == nil, "a mapped buffer is let go before it is mapped again")
        if refusesMaps { return nil }
        // Not a driver's zeros: what nobody writes shows as NaN.
        let storage = UnsafeMutableBufferPointer<Float>.allocate(capacity: bytes / MemoryLayout<Float>.size)
        storage.initialize(repeating: .nan)
        mapped = storage
        return UnsafeMutableRawPointer(storage.baseAddress)
    }

    func unmapVertexBuffer() -> Bool {
        guard let storage = mapped else { preconditionFailure("unmapping a buffer not mapped") }
        unmappedWrites.append(Array(storage))
        unmappedAfter.append(commands.count)
        storage.deallocate()
        mapped = nil
        return !losesMappedData
    }

    /// Forgets what was recorded so far.
    func reset() {
        commands.removeAll()
        made.removeAll()
        deleted.removeAll()
        linked.removeAll()
    }

    // MARK: Reading the record

    /// Each instanced draw with the program in use then: its name (`quad-plain`), its
    /// instances, and whether it drew the whole quad or the edge ring.
    var draws: [(program: String, instances: Int, vertices: Range<Int32>)] {
        var program = "", found: [(String, Int, Range<Int32>)] = []
        for command in commands {
            switch command {
            case .useProgram(let name): program = name.label
            case .drawInstanced(let vertices, let instances): found.append((program, instances, vertices))
            default: break
            }
        }
        return found
    }

    /// The programs made current, in order.
    var programsUsed: [String] {
        commands.compactMap { if case .useProgram(let name) = $0 { name.label } else { nil } }
    }

    /// The values uniform `name` was given, in order, whichever program had it.
    func uniforms(_ name: String) -> [UniformValue] {
        commands.compactMap { if case .setUniform(let slot, let value) = $0, slot.name == name { value } else { nil } }
    }

    /// Where the first command `matching` comes in the record.
    func place(of matching: (GLCommand) -> Bool) -> Int? { commands.firstIndex(where: matching) }

    /// Where the first draw comes in the record.
    var firstDraw: Int? { place { if case .drawInstanced = $0 { true } else { false } } }

    /// The instance data of the last frame, one quad's floats after another.
    var instanceData: [Float] { unmappedWrites.last ?? [] }
}
