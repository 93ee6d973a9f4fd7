@testable import CreaseGL
import Testing

/// The readback ring, on a recording device: each frame is copied into a buffer of its own
/// without waiting, and taken `depth` frames later, oldest first, never more under way.
struct PixelReadbackTests {
    /// The buffers frames were copied into, in order.
    static func copiedInto(_ device: RecordingDevice) -> [GLName] {
        device.commands.compactMap { if case .readPixelsIntoBuffer(let buffer, 8, 4) = $0 { buffer } else { nil } }
    }

    @Test func framesComeBackInTheOrderDrawnOnceDepthAreUnderWay() throws {
        let device = RecordingDevice()
        let target = try RenderTarget(pixelWidth: 8, pixelHeight: 4, samples: 1, gpu: RecordingDevice.gpu, device: device)
        let readback = PixelReadback(target: target, depth: 2, device: device)
        #expect(device.commands.filter { if case .definePixelBuffer(_, bytes: 8 * 4 * 4) = $0 { true } else { false } }.count == 2)
        // The first two only start; from the third, each start hands back the frame two before.
        let handed = try (0..<5).map { _ in try readback.start() }
        #expect(handed.map { $0 != nil } == [false, false, true, true, true])
        #expect(handed.compactMap { $0 }.allSatisfy { $0.width == 8 && $0.height == 4 && $0.pixels.count == 8 * 4 * 4 })
        #expect(try readback.takeOldest() != nil && readback.takeOldest() != nil && readback.takeOldest() == nil)
        // Two buffers used in turn, read back in the order they were written.
        let copied = Self.copiedInto(device)
        #expect(copied.count == 5 && Set(copied).count == 2)
        #expect(device.pixelBuffersRead == copied)
    }
}
