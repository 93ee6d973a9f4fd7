import CreaseCore
import CreaseGestures
import CreaseMath
import CreaseScene

/// The folding list of 20 to-dos: pull down at the top to make a row, pinch apart between rows
/// to insert one, pinch a row shut to delete it; drag to scroll. Without input it plays a pull,
/// a pinch open and a pinch shut; space plays them again. Any size, resized in place.
public final class FoldingListScene: EffectScene {
    /// The scene as the registry lists it.
    public static let entry = SceneEntry("folding-list", .transition, key: .digit(7), shortName: "list",
        summary: "Clear's to-do list: rows fold in 3D as a pull or a pinch makes them and a pinch shuts them",
        options: [.gesture, .reduceMotion], mouse: rowPinch,
        pointerHints: ["pull down at the top: new row", "right-drag down or wheel up between rows: insert",
            "right-drag up or wheel down on a row: delete"]) { size, setup in
        FoldingListScene(size: size, setup: setup)
    }

    /// The list's mouse: pinch fingers one above the other, a row apart (on a row's edges, as the
    /// original's scale assumed: a right drag of 22.5 pt, or six wheel notches, opens a row far
    /// enough to stay; one notch is not enough to delete one).
    static let rowPinch: MouseGestureMapper = {
        var mouse = MouseGestureMapper()
        mouse.pinchAxis = .vertical
        mouse.rightPinchSpread = FoldingListEffect.rowHeight / 2
        mouse.scrollSpread = FoldingListEffect.rowHeight / 2
        return mouse
    }()

    /// The effect the scene shows, for its state.
    public let effect: FoldingListEffect
    private let pan = PanRecognizer()
    private let pinch = PinchRecognizer()

    /// The list at `size`, rows drawn at `setup.contentScale`; plays `setup.script` or the
    /// demonstration.
    public init(size: Size, setup: SceneSetup = SceneSetup()) {
        effect = FoldingListEffect(size: size, items: ListRowArt.startingItems, newItems: ListRowArt.newItems,
            contentScale: setup.contentScale, reduceMotion: setup.reduceMotion)
        super.init(name: "folding-list", size: size, background: .black, container: effect.container, script: setup.script,
            demonstration: Self.demonstration(size: size))
        listen(with: pan, pinch)
        pan.onChange = { [unowned self] pan in
            switch pan.state {
            case .began: self.effect.panBegan(translation: pan.translation)
            case .changed: self.effect.panChanged(translation: pan.translation)
            case .ended, .cancelled:
                // Where the finger lifted counts.
                self.effect.panChanged(translation: pan.translation)
                self.effect.panEnded()
            default: break
            }
        }
        pinch.onChange = { [unowned self] pinch in
            switch pinch.state {
            case .began:
                self.effect.pinchBegan(center: pinch.center, initial: pinch.initialPointerLocations,
                    current: pinch.pointerLocations, scale: pinch.scale)
            case .changed: self.effect.pinchChanged(current: pinch.pointerLocations)
            case .ended:
                self.effect.pinchChanged(current: pinch.pointerLocations)
                self.effect.pinchEnded()
            case .cancelled: self.effect.pinchEnded()
            default: break
            }
        }
    }

    /// A pull that makes a row at the top (0.3 s), fingers on the edges of the third row
    /// spreading to insert one below it (1.3 s), and fingers on the sixth row's edges closing
    /// it (2.5 s): each released past its threshold.
    static func demonstration(size: Size) -> GestureScript {
        let x = size.width / 2, row = FoldingListEffect.rowHeight
        return GestureScript(events:
            GestureScript.drag(from: Point(x: x, y: 2 * row), by: Point(x: 0, y: 75), at: 0.3, duration: 0.5)
            + GestureScript.pinch(about: Point(x: x, y: 2.5 * row), from: Point(x: 0, y: row / 2), to: Point(x: 0, y: row * 1.05),
                at: 1.3, duration: 0.6)
            + GestureScript.pinch(about: Point(x: x, y: 5.5 * row), from: Point(x: 0, y: row / 2), to: Point(x: 0, y: row * 0.12),
                at: 2.5, duration: 0.5))
    }

    /// The settle moves on before input plays: what a gesture starts shows from this frame on.
    override func beforeInput(at time: Double) { effect.update(time: time) }

    override func effectNextChange(after time: Double) -> Double { effect.isSettling ? time : .infinity }

    /// The rows take the new width and the list its new height, mid-gesture too.
    public override func resize(to size: Size, time: Double) -> Bool {
        resizeRoot(to: size)
        effect.resize(to: size)
        return true
    }
}
