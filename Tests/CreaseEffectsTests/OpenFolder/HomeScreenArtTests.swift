import CreaseCore
import CreaseDraw
import CreaseMath
import Testing
@testable import CreaseEffects

/// The home screen the open folder splits: its icons' layout and pixels.
@Suite struct HomeScreenArtTests {
    @Test(arguments: [1.0, 2.0])
    func bitmapHasTheScreensPixelSizeAndIsOpaque(scale: Double) {
        let home = HomeScreenArt.draw(size: ArtProbe.phone, scale: scale).image
        #expect((home.width, home.height) == (Int(375 * scale), Int(812 * scale)))
        #expect(home.isOpaque)
    }

    @Test(arguments: ArtProbe.screens)
    func homeScreenIconsLieOnScreenApart(size: Size) {
        let home = HomeScreenArt.draw(size: size, scale: 1)
        let screen = Rect(origin: .zero, size: size)
        for icon in home.icons {
            #expect(ArtProbe.rect(icon.frame, isInside: screen), "\(icon.name) at \(icon.frame) is off \(size)")
            #expect(ArtProbe.rect(icon.labelFrame, isInside: screen), "\(icon.name)'s label at \(icon.labelFrame) is off \(size)")
            #expect(abs(icon.frame.width - icon.frame.height) < 1e-9, "\(icon.name) is not square")
        }
        for (i, a) in home.icons.enumerated() {
            for b in home.icons[(i + 1)...] {
                #expect(!EffectFixtures.overlap(a.frame, b.frame), "\(a.name) overlaps \(b.name) on \(size)")
                if !a.isInDock && !b.isInDock {
                    #expect(!EffectFixtures.overlap(a.labelFrame, b.labelFrame), "\(a.name)'s label overlaps \(b.name)'s on \(size)")
                    #expect(!EffectFixtures.overlap(a.labelFrame, b.frame), "\(a.name)'s label overlaps \(b.name) on \(size)")
                }
            }
        }
        #expect(home.icons.filter(\.isFolder).count >= 1)
        #expect(home.icons.filter(\.isInDock).count == 4)
        #expect(home.icons.filter { $0.isInDock && $0.isFolder }.isEmpty)
    }

    @Test(arguments: ArtProbe.screens)
    func homeScreenGridHasTheRightShape(size: Size) {
        let page = HomeScreenArt.draw(size: size, scale: 1).icons.filter { !$0.isInDock }
        let columns = Set(page.map { $0.frame.minX.rounded() }).count
        let rows = Set(page.map { $0.frame.minY.rounded() }).count
        if size.height >= size.width {
            #expect(columns == 4)
            #expect((5...6).contains(rows))
        } else {
            #expect((6...8).contains(columns))
        }
        #expect(page.count == columns * rows)
    }

    @Test func iconSideScalesWithTheScreen() {
        let small = HomeScreenArt.draw(size: Size(width: 320, height: 568), scale: 1).icons[0].frame.width
        #expect(abs(small - 60) < 3)
        let phone = HomeScreenArt.draw(size: ArtProbe.phone, scale: 1).icons[0].frame.width
        #expect(abs(phone - 60 * 375 / 320) < 3)
    }

    @Test(arguments: [1.0, 2.0])
    func iconsStandOutFromWhatIsAroundThem(scale: Double) {
        let home = HomeScreenArt.draw(size: ArtProbe.phone, scale: scale)
        for icon in home.icons {
            let inside = ArtProbe.pixel(home.image, at: icon.frame.center, scale: scale)
            let outside = ArtProbe.pixel(home.image, at: Point(x: icon.frame.minX - 2, y: icon.frame.midY), scale: scale)
            let difference = zip(inside, outside).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(difference > 24, "\(icon.name)'s centre \(inside) looks like its surroundings \(outside)")
        }
    }

    @Test func foldersHoldApps() {
        for name in HomeScreenArt.folderNames {
            #expect(HomeScreenArt.apps(inFolder: name).count >= 4)
        }
        #expect(HomeScreenArt.apps(inFolder: "No Such Folder").isEmpty)
        let home = HomeScreenArt.draw(size: ArtProbe.phone, scale: 1)
        #expect(Set(home.icons.filter(\.isFolder).map(\.name)) == Set(HomeScreenArt.folderNames))
    }
}
