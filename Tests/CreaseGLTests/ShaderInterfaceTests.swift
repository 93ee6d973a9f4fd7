@testable import CreaseGL
import Testing

/// A linked program checked against its family's interface, on programs described by hand.
@Suite struct ShaderInterfaceTests {
    static let family = ShaderInterface(
        name: "test", vertexSource: "", fragmentSource: "", attributes: [ShaderAttribute(name: "aUnit", location: 0, type: .vec2)],
        uniforms: [ShaderUniform("uMatrix", .mat4), ShaderUniform("uPixels", .vec2, needs: ["EDGE_AA"])])

    static func linked(_ uniforms: [String: GLSLType], attributes: [String: (Int32, GLSLType)] = ["aUnit": (0, .vec2)]) -> LinkedProgram {
        LinkedProgram(
            id: 1,
            uniforms: Dictionary(uniqueKeysWithValues: uniforms.enumerated().map { ($1.key, .init(location: Int32($0), type: $1.value)) }),
            attributes: attributes.mapValues { .init(location: $0.0, type: $0.1) })
    }

    /// The message of the error `check` throws, or nil when it passes.
    static func problem(_ linked: LinkedProgram, defines: Set<String> = []) -> String? {
        do {
            _ = try family.check(linked, defines: defines, program: "test-variant")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aVariantMayLackAUniformItsDefinesLeaveOut() {
        #expect(Self.problem(Self.linked(["uMatrix": .mat4])) == nil)
        #expect(Self.problem(Self.linked(["uMatrix": .mat4, "uPixels": .vec2]), defines: ["EDGE_AA"]) == nil)
    }

    @Test func aUniformTheVariantUsesMustBeThere() {
        #expect(Self.problem(Self.linked(["uMatrix": .mat4]), defines: ["EDGE_AA"])
            == "shader program test-variant does not match its interface: uniform uPixels (vec2) is not in the linked program")
    }

    @Test func aUniformOfAnotherTypeIsRefused() {
        #expect(Self.problem(Self.linked(["uMatrix": .vec4]))
            == "shader program test-variant does not match its interface: uniform uMatrix is vec4, not mat4")
    }

    @Test func aUniformTheInterfaceDoesNotDeclareIsRefused() {
        #expect(Self.problem(Self.linked(["uMatrix": .mat4, "uMatrixx": .mat4]))
            == "shader program test-variant does not match its interface: the shaders use uniform uMatrixx, which the interface does not declare")
    }

    @Test func anAttributeMustBeWhereTheInterfaceSays() {
        #expect(Self.problem(Self.linked(["uMatrix": .mat4], attributes: ["aUnit": (3, .vec2)]))
            == "shader program test-variant does not match its interface: attribute aUnit is at location 3 as vec2, not 0 as vec2")
        #expect(Self.problem(Self.linked(["uMatrix": .mat4], attributes: ["aCorner": (0, .vec2)]))
            == "shader program test-variant does not match its interface: the shaders use attribute aCorner, which the interface does not declare")
    }

    @Test func uniformBlocksMustMatchTheInterface() {
        var family = Self.family
        family.uniformBlocks = ["RowTable"]
        func problem(_ blocks: [String: Int]) -> String? {
            var linked = Self.linked(["uMatrix": .mat4])
            linked.uniformBlocks = blocks
            do {
                _ = try family.check(linked, defines: [], program: "test-variant")
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(problem(["RowTable": 0]) == nil)
        #expect(problem([:]) == "shader program test-variant does not match its interface: uniform block RowTable is not in the linked program")
        #expect(problem(["RowTable": 0, "Rows": 1])
            == "shader program test-variant does not match its interface: the shaders use uniform block Rows, which the interface does not declare")
    }

    /// The quad shaders name the bits of a quad's flags attribute as constants: each must be the
    /// bit `InstanceLayout.Flags` sets, and every constant of the shaders one of them.
    @Test func theQuadShadersFlagBitsAreInstanceLayoutsFlags() {
        let sources = QuadShader.interface.vertexSource + QuadShader.interface.fragmentSource
        var declared: [String: UInt32] = [:]
        for match in sources.matches(of: /const\s+uint\s+(\w+)\s*=\s*(\d+)u\s*;/) {
            declared[String(match.1)] = UInt32(String(match.2))
        }
        typealias Flags = InstanceLayout.Flags
        #expect(declared == [
            "TEXTURED": Flags.textured.rawValue, "ROUNDS_CONTENTS": Flags.roundsContents.rawValue,
            "WHOLE_CONTENTS_SHAPE": Flags.shapeOfWholeContents.rawValue, "SIDE_SHADING_EDGES": Flags.sideShadingEdges.rawValue,
            "EDGE_MIN_X": Flags(antialiasedEdges: .minX).rawValue, "EDGE_MAX_X": Flags(antialiasedEdges: .maxX).rawValue,
            "EDGE_MIN_Y": Flags(antialiasedEdges: .minY).rawValue, "EDGE_MAX_Y": Flags(antialiasedEdges: .maxY).rawValue,
        ])
    }

    /// The fold pass binds `rowsPerDraw` rows of its table a draw: the shader's block must hold
    /// as many, and clamp its lookups to them.
    @Test func theFoldShadersRowTableHoldsOneDrawsRows() {
        let source = FoldShader.interface.fragmentSource
        #expect(source.contains("vec4 uRowValues[\(FoldPass.rowsPerDraw)];"))
        #expect(source.contains("0, \(FoldPass.rowsPerDraw - 1))"))
    }

    /// The quad family's variants, as its kinds name them: which use the viewport in pixels and the contents.
    @Test func theQuadInterfaceSaysWhichVariantsReadWhat() {
        let uniforms = QuadShader.interface.uniforms
        func used(_ kind: QuadPrograms.Kind) -> Set<String> {
            Set(uniforms.filter { $0.isUsed(with: Set(kind.defines)) }.map(\.name))
        }
        #expect(used(.general) == ["uScreenToClip", "uDepthScale", "uContents"])
        #expect(used(.clipShape) == ["uScreenToClip", "uDepthScale"])
        #expect(used(QuadPrograms.Kind(plain: true, edgeAntialiased: true, solid: true))
            == ["uScreenToClip", "uDepthScale", "uViewportPixels"])
    }
}
