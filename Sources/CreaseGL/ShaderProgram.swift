/// A linked GLSL program, one variant of a family, checked against the family's interface.
final class ShaderProgram {
    let name: ProgramName
    private let device: any GLDevice
    private let slots: [String: UniformSlot]

    /// Links `interface`'s sources with `defines` set in both, after the device's API prelude:
    /// how one shader file gives several specialised programs on either API.
    ///
    /// - Throws: `GLError` when a shader does not compile, the program does not link, or it does
    ///   not match `interface` (a uniform missing, misspelt or of another type).
    init(_ interface: ShaderInterface, defines: [String] = [], device: any GLDevice) throws {
        let source = ProgramSource(interface: interface, defines: defines, api: device.api)
        let linked = try device.linkProgram(source)
        do {
            slots = try interface.check(linked, defines: Set(defines), program: source.label)
        } catch {
            device.deleteProgram(linked.id)
            throw error
        }
        for (binding, block) in interface.uniformBlocks.enumerated() {
            if let index = linked.uniformBlocks[block] { device.perform(.bindUniformBlock(program: linked.id, block: index, binding: binding)) }
        }
        name = ProgramName(id: linked.id, label: source.label)
        self.device = device
    }

    deinit { device.deleteProgram(name.id) }

    /// Where `uniform` is in this program; nil when this variant does not use it.
    func slot(_ uniform: ShaderUniform) -> UniformSlot? { slots[uniform.name] }
}
