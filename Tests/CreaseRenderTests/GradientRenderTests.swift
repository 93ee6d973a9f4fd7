import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseTestSupport
import Foundation
import Testing

extension GLSuites {
    /// Gradient layers rendered, probed where the gradient's geometry puts a known colour.
    @Suite
    struct GradientRenderTests {
        static let size = Size(width: 300, height: 200)

        static func render(_ change: (GradientLayer) -> Void) throws -> Bitmap {
            let root = Layer.root(size: size, name: "root")
            root.backgroundColor = .white
            let layer = GradientLayer(name: "gradient")
            layer.frame = Rect(x: 50, y: 50, width: 200, height: 100)
            layer.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
            change(layer)
            root.addSublayer(layer)
            let image = try OffscreenRenderer(viewport: size).render(root)
            if let folder = ProcessInfo.processInfo.environment["CREASE_LOOK"] {
                try PNGFile.write(image, to: folder + "/gradient-\(layer.type.rawValue).png")
            }
            return image
        }

        @Test func anAxialGradientRunsFromStartToEnd() throws {
            // Left to right: red at x 50, blue at 250; pixel centre x + 0.5 is (x + 0.5 - 50)/200 along.
            let image = try Self.render { $0.startPoint = Point(x: 0, y: 0.5); $0.endPoint = Point(x: 1, y: 0.5) }
            expectPixel(image, 50, 100, RGB(254, 0, 1), within: 4)
            expectPixel(image, 150, 100, RGB(127, 0, 128), within: 4)
            expectPixel(image, 249, 100, RGB(1, 0, 254), within: 4)
            expectPixel(image, 40, 100, RGB(255, 255, 255), within: 4)
        }

        @Test func locationsPlaceTheColoursAndAHardStopCuts() throws {
            let image = try Self.render {
                $0.startPoint = Point(x: 0, y: 0.5)
                $0.endPoint = Point(x: 1, y: 0.5)
                $0.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0)]
                $0.locations = [0, 0.5, 0.5, 1]
            }
            expectPixel(image, 140, 100, RGB(255, 0, 0), within: 1)
            expectPixel(image, 160, 100, RGB(0, 255, 0), within: 1)
        }

        @Test func aRadialGradientSpreadsFromItsStart() throws {
            // From the centre (150, 100): red there, blue on the ellipse of radii (100, 50).
            let image = try Self.render {
                $0.type = .radial
                $0.startPoint = Point(x: 0.5, y: 0.5)
                $0.endPoint = Point(x: 1, y: 1)
            }
            expectPixel(image, 150, 100, RGB(254, 0, 1), within: 6)
            // Halfway out along x (50 points) and along y (25 points): the middle colour.
            expectPixel(image, 200, 100, RGB(127, 0, 128), within: 6)
            expectPixel(image, 150, 125, RGB(127, 0, 128), within: 6)
            expectPixel(image, 248, 148, RGB(0, 0, 255), within: 4)
        }

        @Test func aConicGradientTurnsClockwiseFromItsEnd() throws {
            // About the centre, from the right: a quarter turn clockwise (downward on screen) is
            // a quarter of the way from red to blue.
            let image = try Self.render {
                $0.type = .conic
                $0.startPoint = Point(x: 0.5, y: 0.5)
                $0.endPoint = Point(x: 1, y: 0.5)
            }
            expectPixel(image, 150, 140, RGB(191, 0, 64), within: 6)
            expectPixel(image, 100, 100, RGB(127, 0, 128), within: 6)
            expectPixel(image, 150, 60, RGB(64, 0, 191), within: 6)
        }

        @Test func cornersRoundAndTheBorderLiesOverTheGradient() throws {
            let image = try Self.render {
                $0.cornerRadius = 30
                $0.borderWidth = 4
                $0.borderColor = .black
            }
            expectPixel(image, 52, 52, RGB(255, 255, 255), within: 4)  // the corner cut
            expectPixel(image, 150, 51, RGB(0, 0, 0), within: 4)  // the border, over the gradient's top
            expectPixel(image, 150, 70, RGB(204, 0, 51), within: 6)  // 0.2 of the way down
        }
    }
}
