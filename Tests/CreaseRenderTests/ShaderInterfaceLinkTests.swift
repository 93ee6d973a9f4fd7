@testable import CreaseGL
import CreasePlatform
import Testing

extension GLSuites {
    /// The shaders' interfaces checked by a real driver as the renderer starts: a description
    /// that does not match the GLSL stops it, naming the uniform and the program.
    @Suite
    struct ShaderInterfaceLinkTests {
        /// The quad family with one uniform's description changed by `change`.
        static func quadShader(changing name: String, _ change: (ShaderUniform) -> ShaderUniform) -> ShaderInterface {
            var shader = QuadShader.interface
            shader.uniforms = shader.uniforms.map { $0.name == name ? change($0) : $0 }
            return shader
        }

        /// The error starting a renderer with the quad programs from `shader` throws, if any.
        static func startingError(_ shader: ShaderInterface) throws -> String? {
            let context = try HeadlessContext()
            return withExtendedLifetime(context) {
                do {
                    _ = try Renderer(device: ContextDevice(), gpu: GPUInfo.current(), quadShader: shader)
                    return nil
                } catch {
                    return "\(error)"
                }
            }
        }

        @Test func everyProgramMatchesItsInterface() throws {
            #expect(try Self.startingError(QuadShader.interface) == nil)
            let context = try HeadlessContext()
            withExtendedLifetime(context) {
                let variants: [(ShaderInterface, [String])] = [
                    (FoldShader.interface, []), (CopyShader.interface, []), (ShadowShader.interface, []),
                    (ShadowShader.interface, ["ROUNDED"]), (BlurShader.interface, []), (BlurShader.interface, ["TINT"]),
                ]
                for (shader, defines) in variants {
                    #expect(throws: Never.self) { try ShaderProgram(shader, defines: defines, device: ContextDevice()) }
                }
            }
        }

        @Test func aMisspeltUniformStopsTheRendererNamingIt() throws {
            let shader = Self.quadShader(changing: "uScreenToClip") { ShaderUniform("uScreenToClipp", $0.type, needs: $0.needs, unless: $0.unless) }
            let error = try #require(try Self.startingError(shader))
            #expect(error.hasPrefix("shader program quad"), "\(error)")
            #expect(error.contains("uniform uScreenToClipp (mat4) is not in the linked program"), "\(error)")
        }

        @Test func aUniformOfAnotherTypeStopsTheRenderer() throws {
            let shader = Self.quadShader(changing: "uDepthScale") { ShaderUniform($0.name, .vec2) }
            let error = try #require(try Self.startingError(shader))
            #expect(error.contains("uniform uDepthScale is float, not vec2"), "\(error)")
        }

        /// A uniform said to be used by a variant whose defines leave it out is missing there.
        @Test func aUniformAVariantDoesNotUseMustNotBeRequiredOfIt() throws {
            let shader = Self.quadShader(changing: "uViewportPixels") { ShaderUniform($0.name, $0.type) }
            let error = try #require(try Self.startingError(shader))
            #expect(error.contains("uniform uViewportPixels (vec2) is not in the linked program"), "\(error)")
        }
    }
}
