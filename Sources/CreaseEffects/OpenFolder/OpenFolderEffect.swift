import CreaseCore
import CreaseImage
import CreaseMath

/// The springboard folder (docs/effects.md §1): the screen splits under a tapped icon and the part below
/// slides down to reveal the folder, with an arrow pointing at the icon; closing slides it back.
///
/// Layers, bottom to top: the live screen; when the folder would run off the bottom, the upper
/// part of the screen's snapshot, which then slides up as springboard does; the folder (its
/// arrow at its top, under the icon, so the upper part never covers it); the lower part of the
/// snapshot in a clipping container. Moves are implicit animations in 0.5 s ease-out
/// transactions, so a tap during one reverses from where the layers are on screen.
public final class OpenFolderEffect {
    /// Where the folder is: shut, opening, open, or closing.
    public enum State: Sendable, Equatable { case closed, opening, open, closing }

    /// Add this to a hosted layer tree; it covers the screen.
    public let container: Layer
    public private(set) var state = State.closed
    /// Called when an opening or closing has finished, with the state it reached.
    public var onFinish: ((State) -> Void)?

    /// Seconds an opening or closing takes.
    public static let duration = 0.5
    /// The moves' curve, as springboard's.
    public static let curve = TimingFunction.easeOut

    private let size: Size
    /// Holds the live screen. While the effect runs, the folder and the lower part cover all of
    /// the screen below the arrow strip, so the clip cuts it there: it is not drawn twice.
    private let screenClip = Layer(name: "screen-clip")
    private weak var host: LayerTreeHost?
    private let folder: Layer
    private let body: Layer
    private let arrow: Layer
    private let lower: Layer
    private let upper: Layer
    private let folderHeight: Double
    private let arrowSize: Size
    /// Where the screen is split: the bottom edge of the tapped icon (with its label), as tapped
    /// (any fraction).
    public private(set) var split: Double = 0
    /// What the folder's body shows from the next opening on: an open folder keeps the picture
    /// it opened with until it has closed. Nil shows nothing (a screen too small for one).
    public var folderContents: LayerContents?
    private var tapX: Double = 0
    /// Reduced motion: nothing slides. The folder and the parts of the screen are laid out where
    /// the opening ends and fade in over the whole live screen in the same 0.5 s ease-out
    /// transaction; closing fades them out. Taken at each opening, for it and its closing.
    public var reduceMotion = false
    /// Whether the run under way fades rather than slides.
    private var fades = false
    /// Rows the upper part moves up so that the folder fits on screen.
    public private(set) var upperShift: Double = 0
    private var generation = 0

    /// `screen` is the live screen layer (it is moved into the container); `snapshot` its
    /// picture. The folder is `folderHeight` tall: an arrow strip (`arrowContents`, `arrowSize`)
    /// through which the live screen shows around the tip, then the body (`folderContents`,
    /// folderHeight − arrow height tall).
    public init(size: Size, screen: Layer, snapshot: LayerContents, folderContents: LayerContents?, folderHeight: Double,
                arrowContents: LayerContents?, arrowSize: Size) {
        self.size = size
        self.folderHeight = folderHeight
        self.arrowSize = arrowSize
        self.folderContents = folderContents
        container = Layer(name: "open-folder")
        container.frame = Rect(origin: .zero, size: size)
        folder = Layer(name: "folder")
        body = Layer(name: "folder-body")
        body.frame = Rect(x: 0, y: arrowSize.height, width: size.width, height: max(0, folderHeight - arrowSize.height))
        folder.addSublayer(body)
        arrow = Layer(name: "arrow")
        // The arrow's base and the body's top are one line of the folder's picture: neither
        // antialiases it, or it would show as a seam.
        arrow.edgeAntialiasingMask.remove(.maxY)
        body.edgeAntialiasingMask.remove(.minY)
        arrow.contents = arrowContents
        arrow.anchorPoint = Point(x: 0.5, y: 0)
        arrow.bounds = Rect(origin: .zero, size: arrowSize)
        folder.addSublayer(arrow)
        lower = Self.snapshotPart("lower", snapshot, size: size)
        upper = Self.snapshotPart("upper", snapshot, size: size)
        screen.removeFromSuperlayer()
        screenClip.masksToBounds = true
        screenClip.anchorPoint = .zero
        screenClip.bounds = Rect(origin: .zero, size: size)
        screenClip.addSublayer(screen)
        container.setSublayers([screenClip, upper, folder, lower])
        for layer in [folder, lower, upper] { layer.isHidden = true }
    }

    /// A clipping container showing the snapshot at screen scale; its bounds pick the rows.
    private static func snapshotPart(_ name: String, _ snapshot: LayerContents, size: Size) -> Layer {
        let part = Layer(name: name)
        part.masksToBounds = true
        part.anchorPoint = .zero
        let image = Layer(name: "\(name)-image")
        image.frame = Rect(origin: .zero, size: size)
        image.contents = snapshot
        part.addSublayer(image)
        return part
    }

    // MARK: Driving it

    /// A tap at `point`; `icon` is the folder icon under it, if any. Closed: opens at that
    /// icon. Opening or open: closes, wherever the tap was (the split stays the first icon's).
    /// Closing: opens again, from where it is.
    public func tap(at point: Point, icon: Rect?, host: LayerTreeHost) {
        switch state {
        case .closed: if let icon { open(under: icon, host: host) }
        case .closing: reopen(host: host)
        case .opening, .open: close(host: host)
        }
    }

    /// Opens under `icon` (with its label, where the screen draws one) showing `folderContents`:
    /// the split is its bottom edge (kept on screen), the arrow under its centre.
    public func open(under icon: Rect, host: LayerTreeHost) {
        self.host = host
        split = min(max(icon.maxY, 0), size.height)
        tapX = icon.midX
        body.contents = folderContents
        upperShift = max(0, split + folderHeight - size.height)
        fades = reduceMotion
        host.withoutActions {
            layOutClosed()
            if fades {
                layOutOpen()
                // The live screen shows whole under the parts until they are opaque.
                showWholeScreen()
                setPartsOpacity(0)
            }
        }
        reopen(host: host)
    }

    /// Slides back to closed from wherever the layers are.
    public func close(host: LayerTreeHost) {
        guard state == .opening || state == .open else { return }
        self.host = host
        if fades { host.withoutActions { showWholeScreen() } }
        move(to: .closing, host: host) { fades ? setPartsOpacity(0) : layOutClosed() }
    }

    /// Runs the opening (again, after a close was interrupted).
    private func reopen(host: LayerTreeHost) {
        move(to: .opening, host: host) { fades ? setPartsOpacity(1) : layOutOpen() }
    }

    private func move(to newState: State, host: LayerTreeHost, _ layout: () -> Void) {
        state = newState
        generation += 1
        let run = generation
        host.transaction(duration: Self.duration, timingFunction: Self.curve, completion: { [weak self] in
            // Only the latest move finishes the effect: an interrupted one just fades out.
            guard let self, self.generation == run else { return }
            self.finish()
        }) { layout() }
    }

    private func finish() {
        state = state == .opening ? .open : .closed
        host?.withoutActions {
            switch state {
            case .closed:
                for layer in [folder, lower, upper] { layer.isHidden = true }
                // Closed, the live screen is all there is again.
                showWholeScreen()
                setPartsOpacity(1)
            default:
                // Faded in, the parts cover what the slide's clip cuts: the same screen now.
                if fades { clipScreenAtSplit() }
            }
        }
        onFinish?(state)
    }

    private func setPartsOpacity(_ opacity: Double) {
        for layer in [folder, lower, upper] { layer.opacity = opacity }
    }

    private func showWholeScreen() { screenClip.bounds = Rect(origin: .zero, size: size) }

    /// The live screen shows above the split, and behind the arrow, unless the upper part has
    /// to move: then the parts cover it all.
    private func clipScreenAtSplit() {
        screenClip.bounds = Rect(x: 0, y: 0, width: size.width, height: upperShift == 0 ? split + arrowSize.height : 0)
    }

    // MARK: Layout

    /// Closed: the parts sit exactly over the screen they show, so the first frame matches the
    /// screen before the tap. The lower part's bounds start at the row it is placed at, which
    /// keeps the split seamless at fractional positions (the original floored one and not the
    /// other).
    private func layOutClosed() {
        let top = split + arrowSize.height
        lower.bounds = Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
        lower.position = Point(x: 0, y: top)
        upper.bounds = Rect(x: 0, y: 0, width: size.width, height: top)
        upper.position = .zero
        folder.frame = Rect(x: 0, y: split, width: size.width, height: folderHeight)
        arrow.position = Point(x: tapX - folder.frame.minX, y: 0)
        lower.isHidden = false
        folder.isHidden = false
        upper.isHidden = upperShift == 0
        clipScreenAtSplit()
    }

    /// Open: the folder under the (possibly raised) icon, the lower part under the folder.
    private func layOutOpen() {
        folder.position = Point(x: folder.position.x, y: split - upperShift + folderHeight / 2)
        lower.position = Point(x: 0, y: split - upperShift + folderHeight)
        upper.position = Point(x: 0, y: -upperShift)
    }

    // MARK: For the package's tests (package access: not part of the library's API)

    /// The folder (its arrow and body), the body showing the folder's picture, and the arrow.
    package var folderLayers: (folder: Layer, body: Layer, arrow: Layer) { (folder, body, arrow) }

    /// The lower part's top edge on screen at host time `t`.
    package func lowerTop(atHostTime t: Double) -> Double { lower.presentation(atHostTime: t).position.y }
    /// The upper part's top edge on screen at host time `t` (0 unless it moves).
    package func upperTop(atHostTime t: Double) -> Double { upper.presentation(atHostTime: t).position.y }
    /// The arrow's tip on screen at host time `t`.
    package func arrowTip(atHostTime t: Double) -> Point {
        // Only the folder moves; the arrow and the container are as modelled.
        let folderState = folder.presentation(atHostTime: t)
        let m = arrow.model.localToSuperlayer(folderState) * folderState.localToSuperlayer(container.model) * container.localToAncestor(nil)
        return m.flattened.project(Point(x: arrowSize.width / 2, y: 0))
    }
    /// The first snapshot row the lower part shows (its bounds' top).
    package var lowerFirstRow: Double { lower.bounds.minY }
}
