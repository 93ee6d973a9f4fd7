import CreaseCore
import CreaseImage
import CreaseMath
import CreaseRender
import Testing

extension GLSuites {
    /// renderInContext: in a host's own context: the snapshot draws as in a context of its own,
    /// whatever state the host left, and the host finds every value as it left it.
    @Suite
    struct HostSnapshotTests {
        let host = HostFramebufferTests()

        /// A snapshot's pixels, read from its texture in the current context.
        func pixels(of snapshot: TextureReference, by renderer: LayerRenderer) throws -> Bitmap {
            readTexture(try #require(renderer.glTextureName(of: snapshot)), width: snapshot.pixelWidth, height: snapshot.pixelHeight)
        }

        @Test func aSnapshotInAHostsContextAtGLDefaultsLeavesEveryValue() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 40, height: 30))
            let renderer = try LayerRenderer(keeping: offscreen)
            let before = GLStateReadout.current()
            let snapshot = try renderer.snapshot(host.busyTree(), scale: 1)
            before.expectCurrent(after: "a snapshot")
            let shown = try pixels(of: snapshot, by: renderer)
            host.expectBusyTree({ shown.rgba(x: $0, y: $1) }, showingHostTexture: false)
            renderer.releaseSnapshot(snapshot)
        }

        @Test func aSnapshotUnderABusyHostStateDrawsAsInAContextOfItsOwn() throws {
            // The snapshot in a context of its own, which is gone before the host's is made.
            let expected = try {
                let own = try OffscreenRenderer(viewport: Size(width: 32, height: 48))
                own.renderer.gl.foldPassMinimumStrips = 1
                let snapshot = try own.renderer.snapshot(host.busyTree(), scale: 1)
                defer { own.renderer.releaseSnapshot(snapshot) }
                return try pixels(of: snapshot, by: own.renderer)
            }()
            host.expectBusyTree({ expected.rgba(x: $0, y: $1) }, showingHostTexture: false)
            #expect(expected.rgba(x: 1, y: 1) == [0, 0, 0, 0], "a corner the tree leaves bare")

            let offscreen = try OffscreenRenderer(viewport: Size(width: 32, height: 48))
            _ = host.makeHostFramebuffer()
            let busy = try BusyHostState()
            let renderer = try LayerRenderer(keeping: offscreen)
            renderer.gl.foldPassMinimumStrips = 1
            let before = GLStateReadout.current()
            // Twice: the second finds what the first left in the renderer's own state cache.
            for attempt in 1...2 {
                let snapshot = try renderer.snapshot(host.busyTree(), scale: 1)
                before.expectCurrent(after: "snapshot \(attempt)")
                let shown = try pixels(of: snapshot, by: renderer)
                let worst = zip(shown.pixels, expected.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(worst <= 1, "snapshot \(attempt) differs from one in a context of its own by up to \(worst)")
                #expect(shown.rgba(x: 1, y: 1) == [0, 0, 0, 0] && shown.rgba(x: 26, y: 20) == [255, 0, 0, 255])
                renderer.releaseSnapshot(snapshot)
            }
            withExtendedLifetime(busy) {}
        }
    }
}
