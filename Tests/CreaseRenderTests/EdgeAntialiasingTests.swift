import CreaseCore
import CreaseImage
import CreaseMath
import CreaseRender
import Foundation
import Testing

extension GLSuites {
    /// Edges fade by coverage without multisampling: partly covered pixels on a turned quad's
    /// edge, none where the layer turns it off, and none between strips that share an edge.
    @Suite
    struct EdgeAntialiasingTests {
        static let size = Size(width: 120, height: 120)

        /// A white square turned 30° about its centre, on black; how many pixels are neither.
        func partlyCovered(antialiased: Bool, samples: Int = 1) throws -> (count: Int, whiteCentre: Bool) {
            let root = Layer.root(size: Self.size, name: "root")
            root.backgroundColor = .black
            let square = Layer.make("square", frame: Rect(x: 30, y: 30, width: 60, height: 60), color: .white)
            square.transform = .rotation(.pi / 6, 0, 0, 1)
            square.allowsEdgeAntialiasing = antialiased
            root.addSublayer(square)
            let image = try OffscreenRenderer(viewport: Self.size, samples: samples).render(root)
            var count = 0
            for y in 0..<120 {
                for x in 0..<120 {
                    let p = image.pixel(x: x, y: y)
                    if p.r > 8 && p.r < 247 { count += 1 }
                }
            }
            return (count, image.pixel(x: 60, y: 60).r == 255)
        }

        @Test func aTurnedQuadsEdgesArePartlyCoveredByDefault() throws {
            let smooth = try partlyCovered(antialiased: true)
            // Four edges of about 60 px each: most edge pixels are partial.
            #expect(smooth.whiteCentre && smooth.count > 150, "\(smooth.count) partial pixels")
            let hard = try partlyCovered(antialiased: false)
            #expect(hard.whiteCentre && hard.count == 0, "\(hard.count) partial pixels")
            // Asked for, multisampling antialiases instead (and the quad does not fade its edges twice).
            let multisampled = try partlyCovered(antialiased: true, samples: 4)
            #expect(multisampled.count > 60 && multisampled.count < smooth.count * 2, "\(multisampled.count) against \(smooth.count)")
        }

        /// Two halves of a square, turned together, meet along an edge neither antialiases:
        /// nothing of the black background shows through down the seam.
        @Test func halvesSharingAnEdgeShowNoSeam() throws {
            let root = Layer.root(size: Self.size, name: "root")
            root.backgroundColor = .black
            let group = Layer.make("group", frame: Rect(x: 30, y: 30, width: 60, height: 60))
            group.transform = .rotation(.pi / 7, 0, 0, 1)
            let top = Layer.make("top", frame: Rect(x: 0, y: 0, width: 60, height: 30), color: .white)
            let bottom = Layer.make("bottom", frame: Rect(x: 0, y: 30, width: 60, height: 30), color: .white)
            top.edgeAntialiasingMask.remove(.maxY)
            bottom.edgeAntialiasingMask.remove(.minY)
            group.setSublayers([top, bottom])
            root.addSublayer(group)
            let image = try OffscreenRenderer(viewport: Self.size, samples: 1).render(root)
            // Along the seam (the square's middle line, turned), every pixel is fully white.
            for k in -20...20 {
                let t = Double(k), a = Double.pi / 7
                let x = Int((60 + t * cos(a)).rounded(.down)), y = Int((60 + t * sin(a)).rounded(.down))
                #expect(image.pixel(x: x, y: y).r == 255, "seam at (\(x), \(y))")
            }
        }
    
        /// A large opaque picture turned 30° is drawn as its inside (neither blended nor measured)
        /// and then its edge ring: two draws that meet exactly, so that a pixel well inside is
        /// the picture's colour exactly, one well outside the background's, and the band
        /// between fades.
        @Test func aLargeOpaqueQuadIsItsInsideAndAnEdgeRingWithNoSeam() throws {
            let size = Size(width: 400, height: 400), side = 240.0, angle = Double.pi / 6
            let root = Layer.root(size: size, name: "root")
            root.backgroundColor = .black
            let picture = Layer.make("picture", frame: Rect(x: 80, y: 80, width: side, height: side))
            picture.contents = .bitmap(Bitmap(width: 8, height: 8, filledWith: (255, 128, 0, 255)))
            picture.transform = .rotation(angle, 0, 0, 1)
            root.addSublayer(picture)
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            let image = try offscreen.render(root)
            #expect(offscreen.renderer.stats.drawCalls == 2, "the inside and the ring")
            var partial = 0
            for y in 0..<400 {
                for x in 0..<400 {
                    // The pixel centre in the square's own frame (turned clockwise on screen).
                    let dx = Double(x) + 0.5 - 200, dy = Double(y) + 0.5 - 200
                    let local = (x: dx * cos(angle) + dy * sin(angle), y: -dx * sin(angle) + dy * cos(angle))
                    let inside = side / 2 - max(abs(local.x), abs(local.y))
                    let p = image.pixel(x: x, y: y)
                    if inside > 1 {
                        #expect(p.r == 255 && p.g == 128 && p.b == 0, "(\(x), \(y)), \(inside) px in: \(p)")
                    } else if inside < -1 {
                        #expect(p.r == 0 && p.g == 0 && p.b == 0, "(\(x), \(y)), \(-inside) px out: \(p)")
                    } else if p.r > 8 && p.r < 247 {
                        partial += 1
                    }
                }
            }
            // Four edges of 240 px, each crossing about a pixel of partial coverage along its length.
            #expect(partial > 4 * 200, "\(partial) partly covered pixels")
        }
    }
}
