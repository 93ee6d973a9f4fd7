import CreaseCore
import CreaseImage
import CreaseMath
import CreasePlatform
import CreaseRender
import CreaseShowcases
import CreaseTestSupport
import Testing

extension GLSuites {
    /// The check scenes rendered headless on whatever OpenGL is here (llvmpipe in CI), each probed
    /// at pixels whose colours follow from the scene's geometry, then compared with its recording.
    /// GL contexts belong to a thread, so these run one at a time, each with its own context.
    @Suite
    struct CheckSceneRenderTests {
        static let size = Size(width: 160, height: 120)

        func render(_ kind: CheckScene.Kind) throws -> Bitmap {
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            return try offscreen.render(CheckScene(kind, size: Self.size).root)
        }

        @Test func rotatedCardRecedesOnTheRight() throws {
            let image = try render(.rotatedCard)
            // Card (32, 24, 96, 72) turned 40° about y under m34 = −1/500: the left edge comes
            // forward to x ≈ 40.8 spanning y 21.6…98.4, the right recedes to x ≈ 114.6 spanning 26.1…93.9.
            func covered(_ x: Int, _ y: Int) -> Bool { RGB(image, x, y) != .white }
            #expect(!covered(38, 60) && covered(43, 60) && covered(112, 60) && !covered(117, 60))
            #expect(covered(43, 23) && covered(43, 97))
            #expect(!covered(112, 24) && !covered(112, 96))
            try GoldenImage.check(image, named: "rotated-card")
        }

        @Test func roundedCornersAreCutAndAntialiased() throws {
            let image = try render(.roundedCorners)
            // Panel (16, 12, 128, 96), radius 24, border 4.8 yellow over blue.
            expectPixel(image, 17, 13, .white, within: 3)
            expectPixel(image, 80, 14, RGB(255, 204, 0), within: 3)
            expectPixel(image, 80, 60, RGB(0, 122, 255), within: 3)
            // Somewhere along the corner's arc a pixel is part covered: neither white nor yellow.
            let arc = (0..<24).map { i in RGB(image, 16 + i, 12 + Int((24 - (Double(24 * 24 - (24 - i) * (24 - i))).squareRoot()).rounded())) }
            #expect(arc.contains { !$0.isClose(to: .white, within: 10) && !$0.isClose(to: RGB(255, 204, 0), within: 10) })
            try GoldenImage.check(image, named: "rounded-corners")
        }

        @Test func opacityMultipliesAndTheGroupFadesAsOne() throws {
            let image = try render(.opacity)
            // Blue at 0.5 over white; red at 0.5 × 0.5 over white. Where they overlap the group
            // is first (0.5 red over opaque blue) = (127.5, 0, 127.5), then that at 0.5 over
            // white: (191, 128, 191). Faded one by one, it would be (159, 96, 191).
            expectPixel(image, 30, 30, RGB(128, 128, 255), within: 3)
            expectPixel(image, 130, 100, RGB(255, 191, 191), within: 3)
            expectPixel(image, 80, 60, RGB(191, 128, 191), within: 3)
            try GoldenImage.check(image, named: "opacity")
        }

        @Test func masksToBoundsClipsARotatedChild() throws {
            let image = try render(.mask)
            // The red bar runs out of the grey group at its lower right; outside, it is cut away.
            expectPixel(image, 106, 75, RGB(255, 0, 0), within: 3)
            expectPixel(image, 124, 86, .white, within: 3)
            expectPixel(image, 115, 35, RGB(204, 204, 204), within: 3)
            try GoldenImage.check(image, named: "mask")
        }

        @Test func singleSidedBackFacesAreNotDrawn() throws {
            let image = try render(.backface)
            expectPixel(image, 40, 60, RGB(0, 153, 0), within: 3)
            expectPixel(image, 120, 60, .white, within: 3)
            expectPixel(image, 120, 105, RGB(0, 0, 255), within: 3)
            try GoldenImage.check(image, named: "backface")
        }

        @Test func nearerQuadWinsWhereTwoCross() throws {
            let image = try render(.crossing)
            // Red is turned +30° (left side forward), blue −30°: each wins on its near side.
            expectPixel(image, 55, 60, RGB(255, 0, 0), within: 3)
            expectPixel(image, 105, 60, RGB(0, 0, 255), within: 3)
            try GoldenImage.check(image, named: "crossing")
        }
    }
}
