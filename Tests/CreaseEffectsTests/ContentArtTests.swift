import CreaseCore
import CreaseDraw
import CreaseMath
import Testing
@testable import CreaseEffects

/// The drawn content of the three effects: sizes, layout, and the pixels that matter.
@Suite struct ContentArtTests {
    static let screens = [
        Size(width: 320, height: 480), Size(width: 375, height: 812), Size(width: 768, height: 1024),
        Size(width: 1280, height: 800), Size(width: 1920, height: 1080),
    ]
    static let phone = Size(width: 375, height: 812)

    // MARK: Pixel sizes

    @Test(arguments: [1.0, 2.0])
    func bitmapsHaveTheScreensPixelSize(scale: Double) {
        let w = Int(375 * scale), h = Int(812 * scale)
        let home = HomeScreenArt.draw(size: Self.phone, scale: scale).image
        #expect((home.width, home.height) == (w, h))
        let cards = CardsAppArt.draw(size: Self.phone, scale: scale)
        #expect((cards.width, cards.height) == (w, h))
        let background = DoorArt.background(size: Self.phone, scale: scale)
        #expect((background.width, background.height) == (w, h))
        let folder = FolderArt.draw(width: 375, height: 240, title: "Utilities", apps: ["Clock", "Notes"], scale: scale)
        #expect((folder.width, folder.height) == (w, Int(240 * scale)))
        let arrow = FolderArt.arrow(width: 28, height: 14, scale: scale)
        #expect((arrow.width, arrow.height) == (Int(28 * scale), Int(14 * scale)))
    }

    @Test(arguments: [1.0, 2.0])
    func backgroundsAreOpaque(scale: Double) {
        #expect(HomeScreenArt.draw(size: Self.phone, scale: scale).image.isOpaque)
        #expect(CardsAppArt.draw(size: Self.phone, scale: scale).isOpaque)
        #expect(DoorArt.background(size: Self.phone, scale: scale).isOpaque)
        #expect(FolderArt.draw(width: 375, height: 200, title: "Games", apps: ["Chess"], scale: scale).isOpaque)
    }

    // MARK: Home screen

    @Test(arguments: screens)
    func homeScreenIconsLieOnScreenApart(size: Size) {
        let home = HomeScreenArt.draw(size: size, scale: 1)
        let screen = Rect(origin: .zero, size: size)
        for icon in home.icons {
            #expect(Self.rect(icon.frame, isInside: screen), "\(icon.name) at \(icon.frame) is off \(size)")
            #expect(Self.rect(icon.labelFrame, isInside: screen), "\(icon.name)'s label at \(icon.labelFrame) is off \(size)")
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

    @Test(arguments: screens)
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
        let phone = HomeScreenArt.draw(size: Self.phone, scale: 1).icons[0].frame.width
        #expect(abs(phone - 60 * 375 / 320) < 3)
    }

    @Test(arguments: [1.0, 2.0])
    func iconsStandOutFromWhatIsAroundThem(scale: Double) {
        let home = HomeScreenArt.draw(size: Self.phone, scale: scale)
        for icon in home.icons {
            let inside = Self.pixel(home.image, at: icon.frame.center, scale: scale)
            let outside = Self.pixel(home.image, at: Point(x: icon.frame.minX - 2, y: icon.frame.midY), scale: scale)
            let difference = zip(inside, outside).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(difference > 24, "\(icon.name)'s centre \(inside) looks like its surroundings \(outside)")
        }
    }

    @Test func foldersHoldApps() {
        for name in HomeScreenArt.folderNames {
            #expect(HomeScreenArt.apps(inFolder: name).count >= 4)
        }
        #expect(HomeScreenArt.apps(inFolder: "No Such Folder").isEmpty)
        let home = HomeScreenArt.draw(size: Self.phone, scale: 1)
        #expect(Set(home.icons.filter(\.isFolder).map(\.name)) == Set(HomeScreenArt.folderNames))
    }

    // MARK: Folder

    @Test func folderShowsItsTitleOnDarkLinen() {
        let folder = FolderArt.draw(width: 375, height: 240, title: "Utilities", apps: ["Calculator", "Clips"], scale: 1)
        // The linen is dark and not flat: its threads and grain vary from pixel to pixel.
        let corner = (0..<40).map { Self.luminance(folder, x: 300 + $0, y: 220) }
        #expect(corner.max()! < 110)
        #expect(Set(corner).count > 3)
        // The title's white letters at the top left.
        var brightest = 0
        for y in 8..<36 { for x in 10..<100 { brightest = max(brightest, Self.luminance(folder, x: x, y: y)) } }
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

    // MARK: Cards

    @Test func cardsScreenDiffersBetweenItsHalves() {
        let cards = CardsAppArt.draw(size: Self.phone, scale: 1)
        var differing = 0
        for y in 0..<cards.height {
            for x in 0..<(cards.width / 2) {
                let a = cards.pixel(x: x, y: y), b = cards.pixel(x: cards.width - 1 - x, y: y)
                if abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)) > 60 { differing += 1 }
            }
        }
        // Mirror images would differ nowhere; titles, pictures and buttons make a good share differ.
        #expect(differing > cards.width * cards.height / 40)
        // Light grey between the cards, at the left margin.
        let margin = cards.pixel(x: 4, y: cards.height / 2)
        #expect(margin.r > 230 && margin.g > 230 && margin.b > 235)
    }

    // MARK: Doors

    @Test(arguments: [Size(width: 375, height: 812), Size(width: 1024, height: 768), Size(width: 320, height: 480),
                      Size(width: 1920, height: 1080)], [1.0, 2.0])
    func doorsSplitTheLetteringAtTheSeam(size: Size, scale: Double) {
        let doors = DoorArt.doors(size: size, scale: scale)
        #expect(doors.left.width + doors.right.width == Int((size.width * scale).rounded(.up)))
        #expect(abs(doors.left.width - doors.right.width) <= 1)
        #expect(doors.left.height == Int(size.height * scale) && doors.right.height == Int(size.height * scale))
        #expect(doors.left.isOpaque && doors.right.isOpaque)
        // Dark letter pixels in the three columns either side of the seam.
        let nearSeamLeft = Self.darkPixels(doors.left, columns: (doors.left.width - 3)..<doors.left.width)
        let nearSeamRight = Self.darkPixels(doors.right, columns: 0..<3)
        #expect(nearSeamLeft > 4, "no lettering at the left door's seam for \(size)")
        #expect(nearSeamRight > 4, "no lettering at the right door's seam for \(size)")
        // The outer edges are plain metal.
        #expect(Self.darkPixels(doors.left, columns: 0..<3) == 0)
        #expect(Self.darkPixels(doors.right, columns: (doors.right.width - 3)..<doors.right.width) == 0)
    }

    @Test func doorsMatchAcrossTheSeam() {
        // One picture cut in two: the rows either side of the seam continue each other.
        let doors = DoorArt.doors(size: Self.phone, scale: 1)
        let row = Int(812 * 0.7)
        let left = doors.left.pixel(x: doors.left.width - 3, y: row)
        let right = doors.right.pixel(x: 2, y: row)
        #expect(abs(Int(left.r) - Int(right.r)) < 40)
    }

    @Test func cropCopiesTheRectangle() {
        var pixels = [UInt8]()
        for y in 0..<3 { for x in 0..<4 { pixels += [UInt8(x), UInt8(y), 0, 255] } }
        let bitmap = Bitmap(width: 4, height: 3, pixels: pixels)
        let piece = ContentCrop.crop(bitmap, x: 1, y: 1, width: 2, height: 2)
        #expect((piece.width, piece.height) == (2, 2))
        #expect(piece.pixel(x: 0, y: 0) == (1, 1, 0, 255))
        #expect(piece.pixel(x: 1, y: 1) == (2, 2, 0, 255))
    }

    @Test func labelsAreShortenedToFit() {
        let canvasWidth = 60.0
        let canvas = Canvas(pixelWidth: 10, pixelHeight: 10)
        let font = ContentText.font(ContentText.regular, 11)
        let fitted = ContentText.fitted("A Very Long Application Name", font: font, width: canvasWidth, on: canvas)
        #expect(fitted.hasSuffix("…"))
        #expect(canvas.measureText(fitted, font: font).width <= canvasWidth)
        #expect(ContentText.fitted("Mail", font: font, width: canvasWidth, on: canvas) == "Mail")
    }

    // MARK: Helpers

    static func rect(_ inner: Rect, isInside outer: Rect) -> Bool {
        inner.minX >= outer.minX - 1e-9 && inner.minY >= outer.minY - 1e-9
            && inner.maxX <= outer.maxX + 1e-9 && inner.maxY <= outer.maxY + 1e-9
    }

    static func pixel(_ bitmap: Bitmap, at point: Point, scale: Double) -> [UInt8] {
        let p = bitmap.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
        return [p.r, p.g, p.b, p.a]
    }

    static func luminance(_ bitmap: Bitmap, x: Int, y: Int) -> Int {
        let p = bitmap.pixel(x: x, y: y)
        return (Int(p.r) * 3 + Int(p.g) * 6 + Int(p.b)) / 10
    }

    /// Pixels in `columns` dark enough to be lettering (the metal, bevels and handles are lighter).
    static func darkPixels(_ bitmap: Bitmap, columns: Range<Int>) -> Int {
        var count = 0
        for x in columns {
            for y in 0..<bitmap.height where luminance(bitmap, x: x, y: y) < 90 { count += 1 }
        }
        return count
    }

    /// A receipt card: the merchant between the logo and the amount where it fits, nothing there
    /// (no ellipsis under the amount) on a card too narrow for a few letters.
    @Test func aReceiptLeavesOutTheMerchantWhereItCannotFit() {
        func darkInMerchantBand(width: Double) -> Int {
            let card = ReceiptArt.draw(.starbucks, size: Size(width: width, height: 177), scale: 1)
            var count = 0
            // The address's row, below the amount's.
            for y in 82..<96 {
                for x in 88..<110 where Self.luminance(card, x: x, y: y) < 230 { count += 1 }
            }
            return count
        }
        #expect(darkInMerchantBand(width: 343) > 20)  // "100 ft road"
        #expect(darkInMerchantBand(width: 168) == 0)
    }
}
