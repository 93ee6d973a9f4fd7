@testable import CreaseGL
import Testing

/// A texture's anisotropy goes with its mipmaps: set as it turns trilinear, taken off as it
/// turns back, so that a draw reading level 0 alone may leave the footprint to the GPU.
struct TextureSamplingTests {
    @Test func anisotropyComesAndGoesWithTrilinearSampling() {
        let device = RecordingDevice()
        let texture = TextureObject(pixelWidth: 64, pixelHeight: 64, pixels: [UInt8](repeating: 9, count: 64 * 64 * 4), anisotropy: 8, device: device)
        texture.sample(.trilinear)
        texture.sample(.trilinear)
        texture.sample(.linear)
        texture.sample(.nearest)
        let sampling = device.commands.filter { if case .sampling = $0 { true } else { false } }
        #expect(sampling == [.sampling(.trilinear, anisotropy: 8), .sampling(.linear, anisotropy: 1), .sampling(.nearest, anisotropy: 1)])
        // The mipmaps were made before the first trilinear read, once.
        #expect(device.commands.filter { $0 == .generateMipmaps }.count == 1)
    }

    @Test func aTextureWithoutAnisotropyLeavesItAlone() {
        let device = RecordingDevice()
        let texture = TextureObject(pixelWidth: 64, pixelHeight: 64, pixels: [UInt8](repeating: 9, count: 64 * 64 * 4), device: device)
        texture.sample(.trilinear)
        texture.sample(.linear)
        let sampling = device.commands.filter { if case .sampling = $0 { true } else { false } }
        #expect(sampling == [.sampling(.trilinear, anisotropy: nil), .sampling(.linear, anisotropy: nil)])
    }
}
