@testable import CreaseGL
import Testing

/// A frame for a host's framebuffer, copied into its viewport through a recording device.
@Suite struct HostCompositeTests {
    let device = RecordingDevice()
    let composite: HostComposite
    /// A window's framebuffer (rows from the bottom), the frame in 100×50 pixels of it at (10, 20) from its top-left.
    static let host = HostFramebuffer(name: 7, pixelWidth: 300, pixelHeight: 200, viewport: (x: 10, y: 20, width: 100, height: 50))

    init() {
        composite = HostComposite(gpu: RecordingDevice.gpu, device: device)
    }

    /// Where `command` first comes in the record.
    func place(of command: GLCommand) -> Int? { device.commands.firstIndex(of: command) }

    @Test func theFrameIsCopiedIntoTheHostsViewportWithTheCopyProgram() throws {
        let target = try composite.target(for: Self.host)
        device.reset()
        try composite.copy(target, into: Self.host, opaque: false)
        #expect(device.draws.map(\.program) == ["copy"])
        #expect(device.draws.map(\.instances) == [1])
        let draw = try #require(device.commands.firstIndex { if case .drawInstanced = $0 { true } else { false } })
        // Into the host's framebuffer, its rows counted from the bottom: 200 − 20 − 50 = 130.
        for command: GLCommand in [.bindFramebuffer(7, .draw), .viewport(PixelBox(x: 10, y: 130, width: 100, height: 50)),
            .bindTexture(target.texture.id), .enable(.depthTest, false), .enable(.stencilTest, false), .enable(.scissorTest, false)]
        {
            #expect(try #require(place(of: command)) < draw, "\(command)")
        }
        // Over the host's pixels, premultiplied.
        #expect(try #require(place(of: .enable(.blend, true))) < draw)
        #expect(try #require(place(of: .blendFunction(.sourceOver))) < draw)
    }

    @Test func anOpaqueFrameIsCopiedUnblended() throws {
        let target = try composite.target(for: Self.host)
        device.reset()
        try composite.copy(target, into: Self.host, opaque: true)
        #expect(device.commands.contains(.enable(.blend, false)))
        #expect(!device.commands.contains(.enable(.blend, true)))
    }

    @Test func theTargetIsKeptWhileTheViewportsSizeStays() throws {
        let first = try composite.target(for: Self.host)
        var moved = Self.host
        moved.viewportX = 50
        #expect(try composite.target(for: moved) === first)
        var larger = Self.host
        larger.viewportWidth = 120
        let second = try composite.target(for: larger)
        #expect(second !== first)
        #expect(second.pixelWidth == 120 && second.pixelHeight == 50)
    }
}
