import CreaseCore
import CreaseGestures
import CreaseMath
import CreaseScenes

/// The open-folder effect on a drawn home screen: tap a folder to open it, tap again or
/// anywhere to close. Without input it plays its own demonstration: a tap on the first folder
/// at 0.5 s, a tap outside at 2.5 s.
public final class OpenFolderScene: Scene {
    public let root: Layer
    public let host: LayerTreeHost
    public let effect: OpenFolderEffect
    /// The folder icons, in screen points.
    public let folders: [Rect]
    private let tap = TapRecognizer()
    private var player: ScriptPlayer

    public init(size: Size, setup: SceneSetup = SceneSetup()) {
        let scale = setup.contentScale
        let screen = Layer.make("home-screen", frame: Rect(origin: .zero, size: size))
        let folderHeight = (size.height * 0.3).rounded()
        let arrowSize = Size(width: 28, height: 14)
        if let image = setup.image {
            screen.contents = .bitmap(image)
            // The user's picture has no icons: any tap opens a folder under a 60 pt cell there.
            folders = []
        } else {
            let home = HomeScreenArt.draw(size: size, scale: scale)
            screen.contents = .bitmap(home.image)
            folders = home.icons.filter(\.isFolder).map(\.frame)
        }
        let folder = FolderArt.draw(width: size.width, height: folderHeight - arrowSize.height, title: "Utilities",
            apps: ["Clock", "Notes", "Maps", "Weather", "Files"], scale: scale)
        effect = OpenFolderEffect(size: size, screen: screen, snapshot: screen.contents!, folderContents: .bitmap(folder),
            folderHeight: folderHeight, arrowContents: .bitmap(FolderArt.arrow(width: arrowSize.width, height: arrowSize.height, scale: scale)),
            arrowSize: arrowSize)
        root = .root(size: size, name: "open-folder")
        root.addSublayer(effect.container)
        host = LayerTreeHost(root: root)
        player = ScriptPlayer(setup.script ?? Self.demonstration(size: size, folders: folders))
        tap.onChange = { [unowned self] tap in
            guard tap.state == .ended else { return }
            self.effect.tap(at: tap.location, icon: self.icon(at: tap.location), host: self.host)
        }
    }

    /// The folder icon under `point`: one of the drawn folders, or a 60 pt cell for a picture.
    private func icon(at point: Point) -> Rect? {
        if let folder = folders.first(where: { $0.contains(point) }) { return folder }
        return folders.isEmpty ? Rect(x: point.x - 30, y: point.y - 30, width: 60, height: 60) : nil
    }

    static func demonstration(size: Size, folders: [Rect]) -> GestureScript {
        let target = folders.first?.center ?? Point(x: size.width / 2, y: size.height * 0.3)
        return GestureScript(events: GestureScript.tap(at: target, time: 0.5)
            + GestureScript.tap(at: Point(x: size.width * 0.9, y: size.height * 0.05), time: 2.5))
    }

    public func update(time: Double) {
        player.play(upTo: time, into: tap)
        host.advance(to: time)
    }

    public func handle(_ event: PointerEvent) { tap.handle(event) }

    /// Space plays the demonstration again; R turns a run around.
    public func key(_ key: Key, time: Double) {
        switch key {
        case .space:
            if effect.state != .closed { effect.close(host: host) }
            player.restart(at: time + OpenFolderEffect.duration + 0.1)
        case .letter("r"):
            if let folder = folders.first ?? icon(at: Point(x: root.bounds.midX, y: root.bounds.midY)) {
                effect.tap(at: folder.center, icon: folder, host: host)
            }
        default: break
        }
    }
}
