import CreaseCore
import CreaseDraw
import CreaseMath

/// An iPhone-like springboard drawn for real: wallpaper, status bar, a grid of app icons and
/// folders with their names, and the dock, laid out for any screen size.
public enum HomeScreenArt {
    /// The folders on the home screen, in the order they appear.
    public static let folderNames = ["Utilities", "Games"]

    /// Draws the home screen for a screen of `size` points at `scale` pixels per point, and
    /// says where each icon went.
    public static func draw(size: Size, scale: Double) -> HomeScreen {
        let layout = HomeScreenLayout(size: size)
        let canvas = Canvas(size: size, scale: scale)
        let unit = layout.unit
        drawWallpaper(size: size, on: canvas)
        drawStatusBar(width: size.width, unit: unit, on: canvas)

        var icons: [AppIcon] = []
        let folderSlots = folderPositions(columns: layout.columns, count: layout.gridFrames.count)
        var apps = ContentApp.catalog.makeIterator()
        var extra = 0
        for (index, frame) in layout.gridFrames.enumerated() {
            let name: String
            let isFolder: Bool
            if let folder = folderSlots[index] {
                name = folder
                isFolder = true
                ContentIcon.drawFolder(ContentApp.folderApps[folder] ?? [], in: frame, on: canvas)
            } else {
                // Past the catalogue (only on very wide screens) apps are made up from a name.
                let app: ContentApp
                if let next = apps.next() {
                    app = next
                } else {
                    extra += 1
                    app = ContentApp.named("App \(extra)")
                }
                name = app.name
                isFolder = false
                ContentIcon.drawApp(app, in: frame, on: canvas)
            }
            let label = ContentIcon.drawLabel(name, under: frame, gap: HomeScreenLayout.labelGap * unit,
                                              width: layout.labelWidth, fontSize: 11 * unit, on: canvas)
            icons.append(AppIcon(name: name, frame: frame, labelFrame: label, isFolder: isFolder, isInDock: false))
        }

        let space = spaceBelowLabels(icons, dotsTop: layout.pageDotsTop)
        drawPageDots(layout: layout, on: canvas)
        canvas.fillRoundedRect(layout.dockFrame, radius: 22 * unit, color: Color(white: 1, alpha: 0.26))
        canvas.strokeRoundedRect(layout.dockFrame, radius: 22 * unit, lineWidth: 0.5 * unit, color: Color(white: 1, alpha: 0.2))
        for (app, frame) in zip(ContentApp.dock, layout.dockIconFrames) {
            ContentIcon.drawApp(app, in: frame, on: canvas)
            let label = Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: 0)
            icons.append(AppIcon(name: app.name, frame: frame, labelFrame: label, isFolder: false, isInDock: true))
        }
        return HomeScreen(image: canvas.makeBitmap(), icons: icons, spaceBelowLabels: space)
    }

    /// The apps inside the home screen's folder called `name` (empty for no such folder), to
    /// draw it opened with `FolderArt`.
    public static func apps(inFolder name: String) -> [String] {
        (ContentApp.folderApps[name] ?? []).map(\.name)
    }

    // MARK: Parts

    /// The narrowest gap from a page icon's label down to the next row's icons, or to the page
    /// dots under the last row (none on a screen too small to keep them apart).
    private static func spaceBelowLabels(_ page: [AppIcon], dotsTop: Double) -> Double {
        let gaps = page.map { icon in
            let below = page.map(\.frame.minY).filter { $0 > icon.frame.maxY }.min() ?? dotsTop
            return below - icon.labelFrame.maxY
        }
        return max(0, gaps.min() ?? 0)
    }

    /// Which grid slots hold folders: one on the second row at the right, one on the fourth at
    /// the left, so the open-folder effect can be tried high and low on the screen.
    private static func folderPositions(columns: Int, count: Int) -> [Int: String] {
        var slots: [Int: String] = [:]
        let wanted = [columns + columns - 1, 3 * columns]
        for (slot, name) in zip(wanted, folderNames) where slot < count {
            slots[slot] = name
        }
        return slots
    }

    private static func drawWallpaper(size: Size, on canvas: Canvas) {
        let full = Rect(origin: .zero, size: size)
        canvas.fillLinearGradient(full, top: Color(r255: 24, g: 40, b: 104), bottom: Color(r255: 112, g: 46, b: 128))
        let m = min(size.width, size.height)
        // Soft blooms of colour, like the out-of-focus light of a stock wallpaper.
        ContentShapes.fillGlow(center: Point(x: size.width * 0.1, y: size.height * 0.18), radius: m * 0.75,
                               color: Color(r255: 40, g: 170, b: 255, alpha: 0.55), on: canvas)
        ContentShapes.fillGlow(center: Point(x: size.width * 0.95, y: size.height * 0.72), radius: m * 0.85,
                               color: Color(r255: 255, g: 120, b: 90, alpha: 0.6), on: canvas)
        ContentShapes.fillGlow(center: Point(x: size.width * 0.25, y: size.height * 1.0), radius: m * 0.6,
                               color: Color(r255: 255, g: 60, b: 160, alpha: 0.45), on: canvas)
    }

    private static func drawStatusBar(width: Double, unit: Double, on canvas: Canvas) {
        let height = HomeScreenLayout.statusBar * unit
        let timeFont = ContentText.font(ContentText.bold, 12 * unit)
        let timeHeight = canvas.measureText("9:41", font: timeFont).height
        canvas.drawText("9:41", at: Point(x: width / 2, y: (height - timeHeight) / 2), font: timeFont,
                        color: .white, alignment: .center)

        // Signal bars and a carrier name at the left.
        let margin = 6 * unit
        for i in 0..<4 {
            let barHeight = (3 + 2 * Double(i)) * unit
            canvas.fillRoundedRect(Rect(x: margin + Double(i) * 4.5 * unit, y: height / 2 + 5 * unit - barHeight,
                                        width: 3 * unit, height: barHeight), radius: 0.8 * unit, color: .white)
        }
        let carrierFont = ContentText.font(ContentText.regular, 11 * unit)
        let carrierHeight = canvas.measureText("Crease", font: carrierFont).height
        canvas.drawText("Crease", at: Point(x: margin + 20 * unit, y: (height - carrierHeight) / 2), font: carrierFont,
                        color: .white)

        // The battery: an outline, its charge, and the nub at its right end.
        let body = Rect(x: width - margin - 2 * unit - 23 * unit, y: height / 2 - 5.5 * unit, width: 23 * unit, height: 11 * unit)
        canvas.strokeRoundedRect(body, radius: 3 * unit, lineWidth: 1 * unit, color: Color(white: 1, alpha: 0.55))
        canvas.fillRoundedRect(Rect(x: body.minX + 2 * unit, y: body.minY + 2 * unit, width: (body.width - 4 * unit) * 0.8,
                                    height: body.height - 4 * unit), radius: 1.5 * unit, color: .white)
        canvas.fillRoundedRect(Rect(x: body.maxX + 0.8 * unit, y: body.midY - 2 * unit, width: 1.6 * unit, height: 4 * unit),
                               radius: 0.8 * unit, color: Color(white: 1, alpha: 0.55))
    }

    private static func drawPageDots(layout: HomeScreenLayout, on canvas: Canvas) {
        let unit = layout.unit
        let d = HomeScreenLayout.pageDot * unit
        let spacing = 10 * unit
        let count = 3
        let left = layout.size.width / 2 - spacing * Double(count - 1) / 2
        for i in 0..<count {
            let center = Point(x: left + Double(i) * spacing, y: layout.pageDotsCenterY)
            canvas.fillEllipse(in: Rect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d),
                               color: Color(white: 1, alpha: i == 0 ? 1 : 0.4))
        }
    }
}
