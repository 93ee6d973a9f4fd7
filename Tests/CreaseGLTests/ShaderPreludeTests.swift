@testable import CreaseGL
import Testing

/// One shader source for both APIs: each program's text is its API's prelude, then the variant's
/// defines, then the file, which has no #version line of its own.
@Suite struct ShaderPreludeTests {
    static let families = [QuadShader.interface, FoldShader.interface, CopyShader.interface, ShadowShader.interface, PolygonShader.interface,
        GradientShader.interface, BlurShader.interface]

    @Test func noShaderFileNamesItsOwnVersion() {
        for family in Self.families {
            #expect(!family.vertexSource.contains("#version") && !family.fragmentSource.contains("#version"), "\(family.name)")
            #expect(!family.fragmentSource.isEmpty && !family.vertexSource.isEmpty)
        }
    }

    @Test func esProgramsStartWithVersion300AndHighPrecisionThenTheirDefines() {
        let source = ProgramSource(interface: ShadowShader.interface, defines: ["ROUNDED", "NEAR_EDGES"], api: .es)
        for text in [source.vertex, source.fragment] {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(Array(lines.prefix(6)) == ["#version 300 es", "precision highp float;", "precision highp int;", "precision highp sampler2D;",
                "#define ROUNDED", "#define NEAR_EDGES"])
        }
        #expect(source.fragment.hasSuffix(ShadowShader.interface.fragmentSource))
    }

    @Test func desktopProgramsStartWithVersion330Core() {
        let plain = ProgramSource(interface: CopyShader.interface, defines: [], api: .desktop)
        #expect(plain.vertex == "#version 330 core\n" + CopyShader.interface.vertexSource)
        let defined = ProgramSource(interface: CopyShader.interface, defines: ["FLIP"], api: .desktop)
        #expect(defined.fragment.hasPrefix("#version 330 core\n#define FLIP\n"))
    }

    /// A program takes the API of the device that links it.
    @Test func aProgramIsLinkedForItsDevicesAPI() throws {
        let device = RecordingDevice()
        device.api = .es
        _ = try ShaderProgram(CopyShader.interface, defines: ["FLIP"], device: device)
        #expect(device.linkedSources.last?.fragment.hasPrefix("#version 300 es\n") == true)
    }
}
