import CreaseCompositor
import CreaseCore
import CreaseDraw
import CreaseFold
import CreaseGL
import CreaseImage
import CreaseMath
import CreasePlatform
import CreaseRender
import CreaseShowcases
import CreaseTestSupport
import Foundation
import Testing

extension GLSuites {
    /// The accordion through the layer tree and through the dedicated pass, at θ = 45° with 16
    /// strips: no gaps at the hinges, the two paths alike, and light darker in the creases.
    @Suite
    struct FoldRenderTests {
        static let size = Size(width: 320, height: 180)
        static let theta = 45.0 * .pi / 180
        /// The amount that folds an accordion by `theta`.
        static let amount = FoldStyle.accordion(.center).amount(angle: theta)

        /// Rows of colour bands, no black anywhere: black on screen can only be background.
        static let picture: Bitmap = {
            let canvas = Canvas(size: size)
            canvas.fillLinearGradient(Rect(origin: .zero, size: size), top: Color(r255: 60, g: 120, b: 220), bottom: Color(r255: 230, g: 140, b: 60))
            for i in 0..<8 {
                canvas.fill(Rect(x: Double(i) * 40, y: 0, width: 20, height: size.height), color: Color(white: 1, alpha: 0.25))
            }
            return canvas.makeBitmap()
        }()

        /// The 16-strip accordion drawn with the fold pass from `minimumStrips` strips on (nil:
        /// never, a quad per strip).
        func fold(passFrom minimumStrips: Int?) throws -> Bitmap {
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            offscreen.renderer.gl.foldPassMinimumStrips = minimumStrips
            let scene = FoldScene(size: Self.size, picture: Self.picture, fold: LayerFold(strips: 16), amount: Self.amount)
            return try offscreen.render(scene.root)
        }

        func layerPath() throws -> Bitmap { try fold(passFrom: nil) }

        func dedicatedPath() throws -> Bitmap { try fold(passFrom: 1) }

        /// Black pixels down the middle column, between the fold's top and bottom rows.
        func gapsInside(_ image: Bitmap) -> Int {
            let extent = 180 * cos(Self.theta)
            let top = Int((90 - extent / 2).rounded(.up)) + 1, bottom = Int((90 + extent / 2).rounded(.down)) - 1
            return (top...bottom).filter { y in
                let p = image.pixel(x: 160, y: y)
                return Int(p.r) + Int(p.g) + Int(p.b) < 30
            }.count
        }

        @Test func noBackgroundShowsBetweenStrips() throws {
            #expect(gapsInside(try layerPath()) == 0)
            #expect(gapsInside(try dedicatedPath()) == 0)
        }

        /// A fold layer whose amount springs 0 → 0.7 (overshooting): at every sampled frame the
        /// picture runs unbroken down the middle column from the fold's top to its bottom, on
        /// both paths, and the whole shortens as the amount grows.
        @Test(arguments: [nil, 1] as [Int?])
        func aSpringingFoldLayerShowsNoBackgroundBetweenStrips(passFrom minimumStrips: Int?) throws {
            let offscreen = try OffscreenRenderer(viewport: Self.size, samples: 1)
            offscreen.renderer.gl.foldPassMinimumStrips = minimumStrips
            let root = Layer.root(size: Self.size, name: "root")
            root.backgroundColor = .black
            let layer = Layer.make("fold", frame: root.bounds)
            layer.contents = .bitmap(Self.picture)
            layer.fold = LayerFold(strips: 6)
            root.addSublayer(layer)
            let host = LayerTreeHost(root: root)
            host.advance(to: 0)
            host.withoutActions { layer.foldAmount = 0.7 }
            layer.add(SpringAnimation(\LayerState.foldAmount, from: 0, to: 0.7, spring: Spring(mass: 1, stiffness: 150, damping: 9)))
            var heights: [Int] = []
            for t in stride(from: 0.1, through: 1.2, by: 0.1) {
                let image = try offscreen.render(root, time: t)
                let rows = (0..<Int(Self.size.height)).filter { y in
                    let p = image.pixel(x: 160, y: y)
                    return Int(p.r) + Int(p.g) + Int(p.b) >= 30
                }
                let first = try #require(rows.first), last = try #require(rows.last)
                #expect(rows.count == last - first + 1, "t = \(t): background between rows \(first) and \(last)")
                heights.append(rows.count)
            }
            #expect(heights[0] > heights[3] && heights.min()! < Int(180 * cos(0.7 * .pi / 2)) + 10)
        }

        @Test func theTwoPathsAgree() throws {
            let layers = try layerPath(), pass = try dedicatedPath()
            // Edge-antialiased strips in the layer path against the pass's exact per-pixel fold:
            // the creases differ (1.1 % of pixels), the rest agrees (0.64 levels on average).
            let result = ImageComparison.compare(actual: pass, expected: layers, maxChannelDifference: 40, maxDifferingShare: 0.02,
                                                 maxMeanDifference: 1.5)
            #expect(result.passed, "\(result)")
            try GoldenImage.check(layers, named: "accordion-45-16")
        }

        /// A fold taller than one draw of the pass (its row table holds 1024 framebuffer rows):
        /// 1800 points at 45° cover 1273 rows, drawn in two parts that meet without a seam.
        @Test func aFoldTallerThanOneDrawAgreesWithTheStrips() throws {
            let size = Size(width: 160, height: 1800)
            let canvas = Canvas(size: size)
            canvas.fillLinearGradient(Rect(origin: .zero, size: size), top: Color(r255: 60, g: 120, b: 220), bottom: Color(r255: 230, g: 140, b: 60))
            for i in 0..<45 { canvas.fill(Rect(x: 0, y: Double(i) * 40, width: size.width, height: 20), color: Color(white: 1, alpha: 0.25)) }
            let picture = canvas.makeBitmap()
            func fold(passFrom minimumStrips: Int?) throws -> Bitmap {
                let offscreen = try OffscreenRenderer(viewport: size)
                offscreen.renderer.gl.foldPassMinimumStrips = minimumStrips
                let scene = FoldScene(size: size, picture: picture, fold: LayerFold(strips: 16), amount: Self.amount)
                return try offscreen.render(scene.root)
            }
            let layers = try fold(passFrom: nil), pass = try fold(passFrom: 1)
            let result = ImageComparison.compare(actual: pass, expected: layers, maxChannelDifference: 40, maxDifferingShare: 0.02,
                                                 maxMeanDifference: 1.5)
            #expect(result.passed, "\(result)")
            // Where the second draw takes over (the fold's first row plus 1024), rows agree too.
            let top = Int((900 - 900 * cos(Self.theta)).rounded(.down)) - 1
            func channels(_ image: Bitmap, _ y: Int) -> [Int] {
                let p = image.pixel(x: 80, y: y)
                return [Int(p.r), Int(p.g), Int(p.b)]
            }
            for y in top + 1020...top + 1028 {
                let a = channels(pass, y), b = channels(layers, y)
                let difference = zip(a, b).map { abs($0 - $1) }.reduce(0, +)
                #expect(difference < 40, "row \(y): \(a) against \(b)")
                #expect(a.reduce(0, +) >= 30, "row \(y) shows the background")
            }
        }

        /// A window's framebuffer counts its rows from the bottom: the pass drawn into one shows
        /// what it shows offscreen, where the first row is the top.
        @Test(.needsDisplay) func thePassInAWindowMatchesThePassOffscreen() throws {
            // A fold in the upper part of the screen, so that rows counted the wrong way land
            // elsewhere.
            let root = Layer.root(size: Self.size, name: "root")
            root.backgroundColor = .black
            let layer = Layer.make("fold", frame: Rect(x: 0, y: 10, width: 320, height: 100))
            layer.contents = .bitmap(Self.picture)
            layer.fold = LayerFold(strips: 16)
            layer.foldAmount = 0.4
            root.addSublayer(layer)
            // Offscreen first, its context gone before the window's is made.
            let expected = try {
                let offscreen = try OffscreenRenderer(viewport: Self.size)
                offscreen.renderer.gl.foldPassMinimumStrips = 1
                return try offscreen.render(root)
            }()
            let window = try Window(title: "fold", size: Self.size)
            let framebuffer = window.framebuffer
            try #require(framebuffer.pixelWidth == 320 && framebuffer.pixelHeight == 180)
            let renderer = try LayerRenderer(keeping: window)
            renderer.gl.foldPassMinimumStrips = 1
            try renderer.render(root, viewport: Self.size, into: framebuffer)
            let shown = try framebuffer.readBitmap()
            #expect(shown.pixel(x: 160, y: 60).r > 30 && shown.pixel(x: 160, y: 150) == (0, 0, 0, 255))
            let result = ImageComparison.compare(actual: shown, expected: expected, maxChannelDifference: 2, maxDifferingShare: 0.001,
                                                 maxMeanDifference: 0.05)
            #expect(result.passed, "\(result)")
        }

        @Test func creasesAreDarkerThanRidges() throws {
            // A plain grey picture, lit from the normals with darkening into valleys and a
            // highlight on ridges: compare the rows just by a valley hinge and a ridge hinge.
            let grey = Bitmap(width: 320, height: 180, filledWith: (128, 128, 128, 255))
            let scene = FoldScene(size: Self.size, picture: grey, fold: LayerFold(strips: 4, light: .lit(.default)), amount: Self.amount)
            let strips = try #require(scene.folded.fold).placedStrips(bounds: scene.folded.bounds, amount: scene.amount)
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            let image = try offscreen.render(scene.root)
            // Strip 0 ends in a valley (−θ then +θ), strip 1 in a ridge. Sample each strip just
            // before its trailing hinge, on screen, in the middle column.
            func brightnessBefore(hingeOf index: Int) -> Int {
                let p = scene.folded.convert(strips[index].unitToLocal.project(Point(x: 0.5, y: 0.95)), to: nil)!
                return Int(image.pixel(x: Int(p.x), y: Int(p.y)).r)
            }
            #expect(strips[0].strip.trailingEdge == .valley && strips[1].strip.trailingEdge == .ridge)
            let valley = brightnessBefore(hingeOf: 0), ridge = brightnessBefore(hingeOf: 1)
            #expect(valley + 10 < ridge, "valley \(valley), ridge \(ridge)")
        }
    
        @Test func roundedCornersAndBorderSurviveTheFold() throws {
            let grey = Bitmap(width: 320, height: 180, filledWith: (128, 128, 128, 255))
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            for theta in [0.0, Self.theta] {
                let scene = FoldScene(size: Self.size, picture: grey, fold: LayerFold(strips: 16),
                                      amount: FoldStyle.accordion(.center).amount(angle: theta))
                scene.cornerRadius = 30
                scene.border = (6, Color(red: 1, green: 0, blue: 0))
                let image = try offscreen.render(scene.root)
                // The view's top edge on screen: the fold is centred and spans 180·cos θ.
                let top = Int((90 - 90 * cos(theta)).rounded(.up))
                // Outside the rounded corner: background; along the top edge: border; inside and
                // at the inner hinges: the picture, lit (no border across the strips).
                #expect(Int(image.pixel(x: 1, y: top + 1).r) < 20, "corner at θ \(theta)")
                #expect(RGB(image, 160, top + 2).r > 150 && RGB(image, 160, top + 2).g < 60, "border at θ \(theta)")
                #expect(RGB(image, 2, 90).r > 150 && RGB(image, 2, 90).g < 60, "side border at θ \(theta)")
                let inner = RGB(image, 160, 90)
                #expect(abs(inner.r - inner.g) < 8, "no border inside at θ \(theta): \(inner)")
            }
        }

        @Test func aPageFlipShowsTheNextPageOnItsBack() throws {
            // Left half red, right half a left-to-right ramp; the next page blue.
            var pixels = [UInt8](repeating: 255, count: 320 * 180 * 4)
            for y in 0..<180 {
                for x in 0..<320 {
                    let i = (y * 320 + x) * 4
                    if x < 160 {
                        (pixels[i], pixels[i + 1], pixels[i + 2]) = (220, 30, 30)
                    } else {
                        (pixels[i], pixels[i + 1], pixels[i + 2]) = (UInt8(x - 160), 200, 40)
                    }
                }
            }
            let page = Bitmap(width: 320, height: 180, pixels: pixels)
            let next = Bitmap(width: 320, height: 180, filledWith: (30, 60, 220, 255))
            let scene = FoldScene(size: Self.size, picture: page,
                                  fold: LayerFold(style: .pageFlip, strips: 2, axis: .vertical, light: .flat, backContents: .bitmap(next)), amount: 1)
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            let image = try offscreen.render(scene.root)
            // Turned all the way over, the right half lies on the left one showing the next page.
            #expect(RGB(image, 80, 90).isClose(to: RGB(30, 60, 220), within: 3), "\(RGB(image, 80, 90))")
            scene.amount = 0.25
            let early = try offscreen.render(scene.root)
            // A quarter of the way, the turning page still shows its front: the green ramp.
            #expect(RGB(early, 240, 90).g > 150 && RGB(early, 80, 90).r > 200)
        }

        /// `LayerFold.backContents`: a page turned all the way over shows the next page's half
        /// that lies under it, the right way round, as a turned sheet of a flip book does: the
        /// next page's left half (blue) on the left for a vertical hinge, its top half for a
        /// horizontal one, never the far half (yellow) or the front (red).
        @Test func aFoldedLayersTurnedPageShowsTheNextPagesHalfUnderIt() throws {
            let front = Bitmap(width: 320, height: 180, filledWith: (220, 30, 30, 255))
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            for axis in [FoldAxis.vertical, .horizontal] {
                var pixels = [UInt8](repeating: 255, count: 320 * 180 * 4)
                for y in 0..<180 {
                    for x in 0..<320 {
                        let near = axis == .vertical ? x < 160 : y < 90
                        let i = (y * 320 + x) * 4
                        (pixels[i], pixels[i + 1], pixels[i + 2]) = near ? (30, 60, 220) : (230, 200, 40)
                    }
                }
                let root = Layer.root(size: Self.size, name: "root")
                root.backgroundColor = .black
                let page = Layer.make("page", frame: root.bounds)
                page.contents = .bitmap(front)
                page.fold = LayerFold(style: .pageFlip, strips: 2, axis: axis, light: .flat,
                    backContents: .bitmap(Bitmap(width: 320, height: 180, pixels: pixels)))
                page.foldAmount = 1
                root.addSublayer(page)
                let image = try offscreen.render(root)
                for (x, y) in axis == .vertical ? [(20, 90), (140, 90), (80, 10)] : [(160, 10), (160, 80), (20, 45)] {
                    #expect(RGB(image, x, y).isClose(to: RGB(30, 60, 220), within: 3), "\(axis) (\(x), \(y)): \(RGB(image, x, y))")
                }
            }
        }

        /// As the fold demo shows it: rounded corners and a white border on the view. The back's
        /// reversed contentsRect once made every back pixel border-white.
        @Test func aPageFlipWithCornersAndBorderShowsTheNextPageOnItsBack() throws {
            let page = Bitmap(width: 320, height: 180, filledWith: (220, 30, 30, 255))
            let next = Bitmap(width: 320, height: 180, filledWith: (30, 60, 220, 255))
            let scene = FoldScene(size: Self.size, picture: page,
                                  fold: LayerFold(style: .pageFlip, strips: 2, light: .flat, backContents: .bitmap(next)), amount: 1)
            scene.cornerRadius = 9
            scene.border = (3, .white)
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            for axis in [FoldAxis.vertical, .horizontal] {
                scene.folded.fold?.axis = axis
                let image = try offscreen.render(scene.root)
                // Turned over onto the leading half: the next page, with the white border only at the edge.
                let probe = axis == .vertical ? RGB(image, 80, 90) : RGB(image, 160, 45)
                #expect(probe.isClose(to: RGB(30, 60, 220), within: 3), "\(axis): \(probe)")
                let edge = axis == .vertical ? RGB(image, 80, 1) : RGB(image, 1, 45)
                #expect(edge.isClose(to: .white, within: 40), "\(axis) border: \(edge)")
            }
        }

        @Test func aManyStripFoldSceneDrawsInTheFoldPassAndLooksTheSame() throws {
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            offscreen.renderer.gl.foldPassMinimumStrips = 32
            let scene = FoldScene(size: Self.size, picture: Self.picture, fold: LayerFold(strips: 64), amount: Self.amount)
            let viaPass = try offscreen.render(scene.root)
            // One draw: the root's black is the clear, the fold is the pass.
            #expect(offscreen.renderer.stats.drawCalls == 1 && offscreen.renderer.stats.instances == 1)
            offscreen.renderer.gl.foldPassMinimumStrips = nil
            let viaLayers = try offscreen.render(scene.root)
            #expect(offscreen.renderer.stats.instances == 64)
            let result = ImageComparison.compare(actual: viaPass, expected: viaLayers, maxChannelDifference: 40, maxDifferingShare: 0.03,
                                                 maxMeanDifference: 1.5)
            #expect(result.passed, "\(result)")
            #expect(gapsInside(viaPass) == 0)
        }
}
}
