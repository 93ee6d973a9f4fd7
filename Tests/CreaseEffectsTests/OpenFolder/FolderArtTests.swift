import CreaseCore
import CreaseDraw
import CreaseMath
import Testing
@testable import CreaseEffects

/// The opened folder's linen body and its arrow.
@Suite struct FolderArtTests {
    @Test(arguments: [1.0, 2.0])
    func bitmapsHaveTheirPixelSizeAndTheFolderIsOpaque(scale: Double) {
        let folder = FolderArt.draw(width: 375, height: 240, title: "Utilities", apps: ["Clock", "Notes"], scale: scale)
        #expect((folder.width, folder.height) == (Int(375 * scale), Int(240 * scale)))
        #expect(folder.isOpaque)
        let arrow = FolderArt.arrow(width: 28, height: 14, scale: scale)
        #expect((arrow.width, arrow.height) == (Int(28 * scale), Int(14 * scale)))
    }

    /// At a fractional size the canvas rounds up to whole pixels and the layer stretches all of
    /// them: the last row and column must be covered, or they show as a translucent line where
    /// the arrow meets the body and the body the screen.
    @Test(arguments: [1.0, 2.0])
    func aFractionalSizeIsCoveredToTheLastPixel(scale: Double) {
        let folder = FolderArt.draw(width: 375.3, height: 189.3155, title: "Utilities", apps: ["Clock"], scale: scale)
        #expect(folder.height == Int((189.3155 * scale).rounded(.up)))
        #expect(folder.isOpaque)
        let arrow = FolderArt.arrow(width: 21.369, height: 10.6845, scale: scale)
        #expect(arrow.height == Int((10.6845 * scale).rounded(.up)))
        // The base's middle half, on the bitmap's last row.
        for x in arrow.width / 4...arrow.width * 3 / 4 {
            #expect(arrow.pixel(x: x, y: arrow.height - 1).a == 255, "x \(x)")
        }
    }

    @Test func folderShowsItsTitleOnDarkLinen() {
        let folder = FolderArt.draw(width: 375, height: 240, title: "Utilities", apps: ["Calculator", "Clips"], scale: 1)
        // The linen is dark and not flat: its threads and grain vary from pixel to pixel.
        let corner = (0..<40).map { ArtProbe.luminance(folder, x: 300 + $0, y: 220) }
        #expect(corner.max()! < 110)
        #expect(Set(corner).count > 3)
        // The title's white letters at the top left.
        var brightest = 0
        for y in 8..<36 { for x in 10..<100 { brightest = max(brightest, ArtProbe.luminance(folder, x: x, y: y)) } }
        #expect(brightest > 230)
    }

    @Test func folderFitsManyAppsInItsHeight() {
        let apps = (1...16).map { "App \($0)" }
        let folder = FolderArt.Layout(width: 375, height: 300, count: apps.count)
        let last = folder.frame(at: apps.count - 1)
        #expect(last.maxY + HomeScreenLayout.labelHeight * folder.unit <= 300)
        #expect(last.maxX <= 375)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func arrowIsATriangleInTheFoldersColour(scale: Double) {
        let arrow = FolderArt.arrow(width: 28, height: 14, scale: scale)
        #expect(arrow.pixel(x: 0, y: 0).a == 0)
        #expect(arrow.pixel(x: arrow.width - 1, y: 0).a == 0)
        let bottom = arrow.pixel(x: arrow.width / 2, y: arrow.height - 1)
        #expect(bottom.a == 255)
        let color = FolderArt.backgroundColor
        #expect(abs(Int(bottom.r) - Int((color.red * 255).rounded())) <= 1)
        #expect(abs(Int(bottom.b) - Int((color.blue * 255).rounded())) <= 1)
        // Left and right of the tip, halfway down, are clear.
        #expect(arrow.pixel(x: 0, y: arrow.height / 2).a == 0)
        #expect(arrow.pixel(x: arrow.width - 1, y: arrow.height / 2).a == 0)
    }
}
