import CreaseCore
import CreaseGestures
import CreaseImage
import CreaseMath
import CreaseScene

/// The open-folder effect on a drawn home screen: tap a folder to open it, tap again or
/// anywhere to close. Without input it plays its own demonstration: a tap on the first folder
/// at 0.5 s, a tap outside at 2.5 s.
public final class OpenFolderScene: EffectScene {
    /// The scene as the registry lists it.
    public static let entry = SceneEntry("open-folder", .transition, key: .digit(1), shortName: "folder",
        summary: "tap a folder: the screen splits under it and the lower part slides down",
        options: [.image, .gesture, .reduceMotion], pointerHints: ["click a folder"]) { size, setup in
        OpenFolderScene(size: size, setup: setup)
    }

    /// The effect the scene shows, for its state.
    public let effect: OpenFolderEffect
    /// The folder icons, in screen points.
    public let folders: [AppIcon]
    /// Each folder's opened picture by name, drawn once: what the folder shows when tapped.
    private let folderPictures: [String: LayerContents]
    private let tap = TapRecognizer()

    /// The arrow at most, as springboard draws it; smaller where the rows leave less room.
    static let arrowSize = Size(width: 28, height: 14)

    /// A drawn home screen (or the user's picture) at `size`; plays `setup.script` or the
    /// demonstration.
    public init(size: Size, setup: SceneSetup = SceneSetup()) {
        let scale = setup.contentScale
        let screen = Layer.make("home-screen", frame: Rect(origin: .zero, size: size))
        let folderHeight = (size.height * 0.3).rounded()
        // The arrow fits under a label (clear of the next row) and leaves the folder a body.
        var arrowHeight = min(Self.arrowSize.height, folderHeight / 2)
        if let image = setup.picture(for: size) {
            screen.contents = .bitmap(image)
            // The user's picture has no icons: any tap opens a folder under a 60 pt cell there.
            folders = []
        } else {
            let home = HomeScreenArt.draw(size: size, scale: scale)
            screen.contents = .bitmap(home.image)
            folders = home.icons.filter(\.isFolder)
            arrowHeight = min(arrowHeight, home.spaceBelowLabels)
        }
        let arrowSize = Size(width: arrowHeight * Self.arrowSize.width / Self.arrowSize.height, height: arrowHeight)
        let bodyHeight = folderHeight - arrowHeight
        var pictures: [String: LayerContents] = [:]
        if bodyHeight > 0 {
            for name in folders.isEmpty ? [Self.pictureFolder] : folders.map(\.name) {
                pictures[name] = .bitmap(FolderArt.draw(width: size.width, height: bodyHeight, title: name,
                                                        apps: HomeScreenArt.apps(inFolder: name), scale: scale))
            }
        }
        folderPictures = pictures
        let arrow = arrowHeight > 0 ? LayerContents.bitmap(FolderArt.arrow(width: arrowSize.width, height: arrowHeight, scale: scale)) : nil
        effect = OpenFolderEffect(size: size, screen: screen, snapshot: screen.contents!, folderContents: nil,
            folderHeight: folderHeight, arrowContents: arrow, arrowSize: arrowSize)
        effect.reduceMotion = setup.reduceMotion
        super.init(name: "open-folder", size: size, container: effect.container, script: setup.script,
            demonstration: Self.demonstration(size: size, folders: folders))
        listen(with: tap)
        tap.onChange = { [unowned self] tap in
            guard tap.state == .ended else { return }
            self.tap(at: tap.location, on: self.folder(at: tap.location))
        }
    }

    /// What a tap on the user's picture opens.
    private static let pictureFolder = HomeScreenArt.folderNames[0]

    /// The folder under `point`: one of the drawn folders, or on a picture a 60 pt cell there.
    private func folder(at point: Point) -> AppIcon? {
        if let folder = folders.first(where: { $0.frame.contains(point) }) { return folder }
        guard folders.isEmpty else { return nil }
        let cell = Rect(x: point.x - 30, y: point.y - 30, width: 60, height: 60)
        return AppIcon(name: Self.pictureFolder, frame: cell, labelFrame: Rect(x: cell.minX, y: cell.maxY, width: 60, height: 0),
                       isFolder: true, isInDock: false)
    }

    /// A tap at `point`, on `folder` or not: closed, it opens that folder, split under its label
    /// as springboard splits; otherwise the effect closes or reopens what it shows.
    private func tap(at point: Point, on folder: AppIcon?) {
        if let folder { effect.folderContents = folderPictures[folder.name] }
        effect.tap(at: point, icon: folder?.frameWithLabel, host: host)
    }

    static func demonstration(size: Size, folders: [AppIcon]) -> GestureScript {
        let target = folders.first?.frame.center ?? Point(x: size.width / 2, y: size.height * 0.3)
        return GestureScript(events: GestureScript.tap(at: target, time: 0.5)
            + GestureScript.tap(at: Point(x: size.width * 0.9, y: size.height * 0.05), time: 2.5))
    }

    /// Space closes the folder and plays the demonstration again; R turns a run around.
    public override var keyBindings: [KeyBinding<Double>] {
        [
            KeyBinding(.space, "replay") { [unowned self] time in
                if effect.state != .closed { effect.close(host: host) }
                replayInput(at: time + OpenFolderEffect.duration + 0.1)
            },
            KeyBinding(.letter("r"), "open/close") { [unowned self] _ in
                if let folder = folders.first ?? folder(at: Point(x: root.bounds.midX, y: root.bounds.midY)) {
                    tap(at: folder.frame.center, on: folder)
                }
            },
        ]
    }
}
