import CreaseCore
import CreaseDraw
import CreaseMath
import Testing
@testable import CreaseEffects

/// The launch doors and the app behind them.
@Suite struct DoorArtTests {
    @Test(arguments: [1.0, 2.0])
    func backgroundHasTheScreensPixelSizeAndIsOpaque(scale: Double) {
        let background = DoorArt.background(size: ArtProbe.phone, scale: scale)
        #expect((background.width, background.height) == (Int(375 * scale), Int(812 * scale)))
        #expect(background.isOpaque)
    }

    @Test(arguments: [Size(width: 375, height: 812), Size(width: 1024, height: 768), Size(width: 320, height: 480),
                      Size(width: 1920, height: 1080)], [1.0, 2.0])
    func doorsSplitTheLetteringAtTheSeam(size: Size, scale: Double) {
        let doors = DoorArt.doors(size: size, scale: scale)
        #expect(doors.left.width + doors.right.width == Int((size.width * scale).rounded(.up)))
        #expect(abs(doors.left.width - doors.right.width) <= 1)
        #expect(doors.left.height == Int(size.height * scale) && doors.right.height == Int(size.height * scale))
        #expect(doors.left.isOpaque && doors.right.isOpaque)
        // Dark letter pixels in the three columns either side of the seam.
        let nearSeamLeft = ArtProbe.darkPixels(doors.left, columns: (doors.left.width - 3)..<doors.left.width)
        let nearSeamRight = ArtProbe.darkPixels(doors.right, columns: 0..<3)
        #expect(nearSeamLeft > 4, "no lettering at the left door's seam for \(size)")
        #expect(nearSeamRight > 4, "no lettering at the right door's seam for \(size)")
        // The outer edges are plain metal.
        #expect(ArtProbe.darkPixels(doors.left, columns: 0..<3) == 0)
        #expect(ArtProbe.darkPixels(doors.right, columns: (doors.right.width - 3)..<doors.right.width) == 0)
    }

    @Test func doorsMatchAcrossTheSeam() {
        // One picture cut in two: the rows either side of the seam continue each other.
        let doors = DoorArt.doors(size: ArtProbe.phone, scale: 1)
        let row = Int(812 * 0.7)
        let left = doors.left.pixel(x: doors.left.width - 3, y: row)
        let right = doors.right.pixel(x: 2, y: row)
        #expect(abs(Int(left.r) - Int(right.r)) < 40)
    }
}
