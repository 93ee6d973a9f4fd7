import CreaseDrawList
import CreaseImage
@testable import CreaseGL
import CreaseMath
import Testing

/// A long list's quads planned and written on several threads give the frame one thread
/// gives: the same GL calls in the same order (programs, textures, mipmaps, clips, draws) and
/// the same instance data, float for float.
struct SharedQuadPlanTests {
    static let viewport = Size(width: 200, height: 100)

    /// 3,000 commands (shares of 750 at four threads): solid quads, quads of two pictures (one
    /// squeezed past 2:1, so it gets mipmaps), translucent and rounded ones, a rounded clip
    /// and a 3D context on the way.
    static func list() -> DrawList {
        var list = DrawList(viewport: viewport)
        let pictures = [LayerContents.bitmap(Bitmap(width: 8, height: 8, filledWith: (200, 100, 50, 255))),
            .bitmap(Bitmap(width: 64, height: 64, filledWith: (20, 100, 250, 128)))]
        for i in 0..<2_990 {
            let side = i % 11 == 0 ? 8.0 : 30
            var q = DrawQuad(unitToScreen: .scale(side, side) * .translation(Double(i % 17) * 10, Double(i % 7) * 10),
                size: Size(width: side, height: side))
            q.backgroundColor = Color(red: Double(i % 5) / 4, green: 0.5, blue: 0.25)
            if i % 3 == 0 { q.contents = list.picture(pictures[i % 2]) }
            if i % 13 == 0 { q.opacity = 0.5 }
            if i % 19 == 0 { q.cornerRadius = 4 }
            switch i {
            case 700:
                var clip = q
                clip.cornerRadius = 6
                let index = list.store(clip)
                list.commands.append(.pushClip(index))
                list.appendQuad(q)
                list.commands.append(.popClip(index))
            case 1_600:
                list.commands.append(.beginDepthContext)
                q.unitToDepth = .rotation(0.3, 0, 1, 0)
                list.appendQuad(q)
                list.commands.append(.endDepthContext)
            default:
                list.appendQuad(q)
            }
        }
        return list
    }

    @Test func fourThreadsPlanTheFrameOnePlans() throws {
        let list = Self.list()
        #expect(list.commands.count >= 2_994)
        // Each renderer on a device of its own, made alike, so that their GL objects are named alike.
        let (aloneDevice, sharedDevice) = (RecordingDevice(), RecordingDevice())
        let (alone, shared) = (try Renderer(device: aloneDevice, gpu: RecordingDevice.gpu), try Renderer(device: sharedDevice, gpu: RecordingDevice.gpu))
        alone.threads = 1
        shared.threads = 4
        func target(on device: RecordingDevice) -> Framebuffer {
            Framebuffer(target: nil, device: device, pixelWidth: 200, pixelHeight: 100, topRowFirst: true, samples: 1)
        }
        // Two frames each, as a frame loop draws them: the second finds its textures made.
        for frame in 0..<2 {
            aloneDevice.reset()
            sharedDevice.reset()
            try alone.draw(list, into: target(on: aloneDevice))
            try shared.draw(list, into: target(on: sharedDevice))
            #expect(aloneDevice.commands == sharedDevice.commands, "frame \(frame)")
            #expect(aloneDevice.instanceData.elementsEqual(sharedDevice.instanceData) { $0.bitPattern == $1.bitPattern }, "frame \(frame)")
            // Not an empty agreement: every command has its instance, none left unwritten, and
            // the frame drew in several runs, the squeezed picture with its mipmaps.
            #expect(sharedDevice.instanceData.count >= list.commands.count * InstanceLayout.floats)
            #expect(!sharedDevice.instanceData.contains { $0.isNaN }, "frame \(frame)")
            #expect(sharedDevice.draws.count > 10, "frame \(frame)")
            if frame == 0 { #expect(sharedDevice.commands.contains(.generateMipmaps)) }
        }
        #expect(alone.stats == shared.stats)
    }

    /// 3,000 solid quads, translucent from `translucentFrom` on, after a colour over the whole
    /// viewport (cleared to, not drawn) when `background` is set.
    static func solidQuads(translucentFrom split: Int, background: Bool = false) -> DrawList {
        var list = DrawList(viewport: viewport)
        if background {
            var whole = DrawQuad(unitToScreen: .scale(viewport.width, viewport.height), size: viewport)
            whole.backgroundColor = Color(red: 0.9, green: 0.9, blue: 0.9)
            list.appendQuad(whole)
        }
        for i in 0..<3_000 {
            var q = DrawQuad(unitToScreen: .scale(10, 10) * .translation(Double(i % 19) * 10, Double(i % 9) * 10), size: Size(width: 10, height: 10))
            q.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
            if i >= split { q.opacity = 0.5 }
            list.appendQuad(q)
        }
        return list
    }

    /// Quads that draw as one draw as one on any number of threads: each share joins its own
    /// quads into runs, and the runs meeting at the shares' boundaries (750, 1,500 and 2,250 at
    /// four threads) join after. A change of plan at a boundary or beside one still splits there.
    @Test(arguments: [1, 4]) func runsJoinAcrossTheSharesBoundaries(threads: Int) throws {
        let device = RecordingDevice()
        let renderer = try Renderer(device: device, gpu: RecordingDevice.gpu)
        renderer.threads = threads
        let target = Framebuffer(target: nil, device: device, pixelWidth: 200, pixelHeight: 100, topRowFirst: true, samples: 1)
        func instancesDrawn(_ list: DrawList) throws -> [Int] {
            device.reset()
            try renderer.draw(list, into: target)
            return device.draws.filter { !$0.program.contains("clip") }.map(\.instances)
        }
        #expect(try instancesDrawn(Self.solidQuads(translucentFrom: 3_000)) == [3_000])
        #expect(try instancesDrawn(Self.solidQuads(translucentFrom: 1_500)) == [1_500, 1_500])
        #expect(try instancesDrawn(Self.solidQuads(translucentFrom: 2_249)) == [2_249, 751])
        #expect(try instancesDrawn(Self.solidQuads(translucentFrom: 751)) == [751, 2_249])
        // The background is cleared to: the quads after it are one draw from instance 1.
        #expect(try instancesDrawn(Self.solidQuads(translucentFrom: 3_000, background: true)) == [3_000])
    }
    /// Rounded quads of one program, all without a picture but a picture at 749, none at 750
    /// and another picture at 751: one thread gathers quad 750 into 749's run (a quad with no
    /// picture draws in any textured run) and starts the next at 751; at four threads quad 750
    /// starts the second share, whose first run is 751's picture's. The runs meeting at the
    /// boundary hand the quads before the next run's picture to the run before, as one thread
    /// would have gathered them.
    @Test func quadsWithoutAPictureAtABoundaryGoToTheRunBeforeAsOnOneThread() throws {
        var list = DrawList(viewport: Self.viewport)
        let pictures = [LayerContents.bitmap(Bitmap(width: 8, height: 8, filledWith: (200, 100, 50, 255))),
            .bitmap(Bitmap(width: 8, height: 8, filledWith: (20, 100, 250, 255)))]
        for i in 0..<3_000 {
            var q = DrawQuad(unitToScreen: .scale(10, 10) * .translation(Double(i % 19) * 10, Double(i % 9) * 10), size: Size(width: 10, height: 10))
            q.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
            q.cornerRadius = 3
            if i == 749 { q.contents = list.picture(pictures[0]) }
            if i == 751 { q.contents = list.picture(pictures[1]) }
            list.appendQuad(q)
        }
        func draws(threads: Int) throws -> (instances: [Int], commands: [GLCommand]) {
            let device = RecordingDevice()
            let renderer = try Renderer(device: device, gpu: RecordingDevice.gpu)
            renderer.threads = threads
            try renderer.draw(list, into: Framebuffer(target: nil, device: device, pixelWidth: 200, pixelHeight: 100, topRowFirst: true, samples: 1))
            return (device.draws.map(\.instances), device.commands)
        }
        let (alone, shared) = (try draws(threads: 1), try draws(threads: 4))
        // One thread: 0 to 750 with the first picture, 751 on with the second.
        #expect(alone.instances == [751, 2_249])
        #expect(shared.instances == alone.instances && shared.commands == alone.commands)
    }
}
