/// The GLSL types the shaders' attributes and uniforms have.
enum GLSLType: Hashable {
    case float, vec2, vec4, mat4, int, uint, bool, sampler2D
}

/// A uniform a program family declares, and which of its variants use it: GLSL compilers drop
/// a uniform that a variant's code does not reach, so only those variants are checked for it.
struct ShaderUniform: Hashable {
    let name: String
    let type: GLSLType
    /// Defines all of which a variant has when it uses the uniform.
    let needs: Set<String>
    /// Defines any of which leaves it unused.
    let unless: Set<String>

    init(_ name: String, _ type: GLSLType, needs: Set<String> = [], unless: Set<String> = []) {
        self.name = name
        self.type = type
        self.needs = needs
        self.unless = unless
    }

    func isUsed(with defines: Set<String>) -> Bool { needs.isSubset(of: defines) && unless.isDisjoint(with: defines) }
}

/// A vertex attribute at its layout location.
struct ShaderAttribute: Hashable {
    let name: String
    let location: Int
    let type: GLSLType
}

/// What one program family reads, stated once: its sources, attributes and uniforms. Each
/// program is checked against it as it links, so that a uniform misspelt on either side stops
/// the renderer at start-up, named, instead of setting location −1 in silence.
struct ShaderInterface {
    /// The family's name: `quad`, `fold`.
    let name: String
    let vertexSource: String
    let fragmentSource: String
    let attributes: [ShaderAttribute]
    var uniforms: [ShaderUniform]
    /// Uniform blocks, each bound to the binding point of its index here.
    var uniformBlocks: [String] = []

    /// Checks a variant (`defines`) of this family as it linked, and gives its uniforms' slots.
    ///
    /// - Throws: `GLError.shaderInterface` naming the program and the first mismatch.
    func check(_ linked: LinkedProgram, defines: Set<String>, program: String) throws -> [String: UniformSlot] {
        func mismatch(_ problem: String) -> GLError { .shaderInterface(program: program, problem) }
        var slots: [String: UniformSlot] = [:]
        for uniform in uniforms where uniform.isUsed(with: defines) {
            guard let active = linked.uniforms[uniform.name], active.location >= 0 else {
                throw mismatch("uniform \(uniform.name) (\(uniform.type)) is not in the linked program")
            }
            guard active.type == uniform.type else {
                throw mismatch("uniform \(uniform.name) is \(active.type.map { "\($0)" } ?? "another type"), not \(uniform.type)")
            }
            slots[uniform.name] = UniformSlot(name: uniform.name, type: uniform.type, location: active.location)
        }
        for block in uniformBlocks where linked.uniformBlocks[block] == nil {
            throw mismatch("uniform block \(block) is not in the linked program")
        }
        if let stray = linked.uniformBlocks.keys.sorted().first(where: { !uniformBlocks.contains($0) }) {
            throw mismatch("the shaders use uniform block \(stray), which the interface does not declare")
        }
        let declared = Set(uniforms.map(\.name))
        if let stray = linked.uniforms.keys.sorted().first(where: { !declared.contains($0) }) {
            throw mismatch("the shaders use uniform \(stray), which the interface does not declare")
        }
        // Attributes have layout locations in the source; the linker may drop unused ones.
        for (name, active) in linked.attributes.sorted(by: { $0.key < $1.key }) where !name.hasPrefix("gl_") {
            guard let attribute = attributes.first(where: { $0.name == name }) else {
                throw mismatch("the shaders use attribute \(name), which the interface does not declare")
            }
            guard active.location == attribute.location, active.type == attribute.type else {
                throw mismatch("attribute \(name) is at location \(active.location) as \(active.type.map { "\($0)" } ?? "another type"), "
                    + "not \(attribute.location) as \(attribute.type)")
            }
        }
        return slots
    }
}

/// One program to link: a family's sources with a variant's defines set in both, for one API.
struct ProgramSource {
    let interface: ShaderInterface
    let defines: [String]
    /// The API the program is for: its sources start with that API's prelude.
    var api = GLAPI.desktop

    /// The variant's name: the family's, then its defines (`quad-plain-edge_aa`).
    var label: String { interface.name + defines.map { "-" + $0.lowercased() }.joined() }
    var vertex: String { compiled(interface.vertexSource) }
    var fragment: String { compiled(interface.fragmentSource) }

    /// `source` as compiled: the API's prelude (the shader files have no #version line of their
    /// own), the defines, then the file.
    private func compiled(_ source: String) -> String {
        api.shaderPrelude + defines.map { "#define \($0)\n" }.joined() + source
    }
}

/// What a linked program uses, as the driver reports it.
struct LinkedProgram {
    /// A uniform's or attribute's location, and its type (nil for one no shader here declares).
    struct Variable: Equatable {
        let location: Int32
        let type: GLSLType?
    }

    let id: GLName
    /// Uniforms outside blocks (those inside one have no location of their own).
    let uniforms: [String: Variable]
    let attributes: [String: Variable]
    /// Uniform blocks by name, with their indices.
    var uniformBlocks: [String: Int] = [:]
}
