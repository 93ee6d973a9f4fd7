import CreaseCore
import CreaseGestures
import CreaseImage
import CreaseMath

/// The flipping notch (docs/effects.md §4): pull the list of receipts down and the black notch at the
/// top of the screen comes down with it, 1:1, up to 86 points (less on a screen too short for
/// that). Let go there and a card drops from the notch, rounds its corners and flips from the
/// bottom into the list's first cell, as a new receipt inserted at the top.
///
/// Times are host times. The run is animations added at the release, all of it at once, so
/// any frame of it can be drawn at any time; its end inserts the receipt.
///
/// With reduced motion the notch stays at rest (the list still follows the finger: scrolling is
/// not the effect's motion), and the run drops, flips and pushes nothing: the list with the new
/// receipt on top fades in over the pulled list, over the run's 0.9 s.
public final class FlippingNotchEffect {
    /// Add this to a hosted layer tree; it covers the screen.
    public let container: Layer
    public private(set) var layout: FlippingNotchLayout
    /// The receipts, first at the top.
    public private(set) var receipts: [Receipt]
    /// The release that started the run under way, if one is.
    public private(set) var runStart: Double?
    /// Called when a run has put its receipt in.
    public var onInserted: (() -> Void)?
    /// Reduced motion: the notch stays put and a run crossfades (see above). Taken from the
    /// next frame, and by the next run.
    public var reduceMotion = false

    /// The root colour (Display P3 (0.337, 0.263, 0.584) in the original).
    public static let background = Color(red: 0.337, green: 0.263, blue: 0.584)

    /// The scroll view: its bounds' origin is the content offset, as UIScrollView's is.
    private let list = Layer(name: "list")
    private var cells: [Layer] = []
    /// Each receipt's picture at the cell size, in the receipts' order: drawn once.
    private var pictures: [LayerContents] = []
    private let notch = Layer(name: "notch")
    private var scroll: ScrollMotion
    private let draw: (Receipt, Size) -> LayerContents
    private var added = 0
    /// The card's faces while a run is under way.
    private var faces: (front: Layer, back: Layer)?
    /// Reduced motion's run: the list as it will be, fading in over the list as it was.
    private var incoming: Layer?

    /// `draw` pictures a receipt at a cell's size.
    public init(size: Size, receipts: [Receipt] = [.starbucks], draw: @escaping (Receipt, Size) -> LayerContents) {
        layout = FlippingNotchLayout(size: size)
        self.receipts = receipts
        self.draw = draw
        scroll = ScrollMotion(range: 0...0, viewport: 0)
        container = Layer(name: "flipping-notch")
        container.backgroundColor = Self.background
        list.masksToBounds = true
        notch.backgroundColor = .black
        notch.cornerRadius = FlippingNotchLayout.notchRadius
        container.setSublayers([list, notch])
        layOut()
    }

    // MARK: Pulling

    /// A finger takes the list at `time` (ignored while a run is under way). Where the list is
    /// too short to rubber-band to the limit, the pull is in the drag's range: followed 1:1.
    public func beginDrag(at time: Double) {
        guard runStart == nil else { return }
        if layout.pullsOneToOne { scroll.range = -layout.pullLimit...scroll.range.upperBound }
        scroll.beginDrag(at: time)
    }

    /// The finger has moved `translation` points down since it went down.
    public func drag(by translation: Double, at time: Double) {
        guard runStart == nil else { return }
        scroll.drag(by: -translation, at: time)
        showScroll(at: time)
    }

    /// The finger lifts, moving `velocity` points a second downwards. Pulled to the clamp it
    /// starts a run; short of it the list bounces back and the notch with it.
    public func endDrag(velocity: Double, at time: Double) {
        guard runStart == nil, scroll.isDragging else { return }
        // The list rests within its content again: a pull bounces back from where it is.
        scroll.range = 0...scroll.range.upperBound
        if layout.pullLimit > 0, pull(at: time) >= layout.pullLimit - 1e-9 {
            startRun(at: time)
        } else {
            scroll.endDrag(velocity: -velocity, at: time)
        }
    }

    /// How far the list is pulled down past its top, clamped at the pull limit (86): the notch's
    /// bottom edge follows it 1:1.
    public func pull(at time: Double) -> Double {
        min(layout.pullLimit, max(0, -scroll.offset(at: time)))
    }

    /// How far a finger must drag down from the list's top to pull it to the clamp: through the
    /// rubber band, or 1:1 where the list is too short for that (infinite where nothing can be
    /// pulled).
    public var fingerTravelToClamp: Double {
        if layout.pullsOneToOne { return layout.pullLimit > 0 ? layout.pullLimit : .infinity }
        let banded = ScrollMotion(range: 0...0, viewport: layout.listFrame.height)
        return banded.fingerTravel(showing: layout.pullLimit)
    }

    /// The list's content offset, clamped at the pull limit above.
    public func contentOffset(at time: Double) -> Double {
        max(-layout.pullLimit, scroll.offset(at: time))
    }

    /// Moves the list and the notch to `time`.
    public func update(time: Double) {
        guard runStart == nil else { return }
        showScroll(at: time)
    }

    /// Whether anything moves by itself at `time`.
    public func isMoving(at time: Double) -> Bool { runStart != nil || scroll.isMoving(at: time) }

    private func showScroll(at time: Double) {
        let offset = contentOffset(at: time)
        container.withoutActions {
            list.bounds = Rect(x: 0, y: offset, width: layout.listFrame.width, height: layout.listFrame.height)
            notch.frame = layout.notchFrame(pull: reduceMotion ? 0 : pull(at: time))
        }
    }

    // MARK: The run

    /// The release at the clamp (docs/effects.md §4.4): the card over the notch, the list pushed by the pull,
    /// the 0.3 s drop, then the 0.6 s flip into the first cell; then the receipt goes in.
    private func startRun(at time: Double) {
        runStart = time
        let l = layout
        let newReceipt = Receipt.more[added % Receipt.more.count]
        added += 1
        let drop = FlippingNotchLayout.dropDuration, total = drop + FlippingNotchLayout.flipDuration
        let split = drop / total
        let eased = [TimingFunction.easeInEaseOut, .easeInEaseOut]
        if reduceMotion {
            let picture = draw(newReceipt, Size(width: l.cellWidth, height: FlippingNotchLayout.cellHeight))
            return crossfade(to: [picture] + pictures, at: time, keyTimes: [0, split, 1], timingFunctions: eased, duration: total) {
                [weak self] in self?.finishRun(inserting: newReceipt, picture: picture)
            }
        }

        // The dark face over the notch, and the new cell's picture on its back.
        let front = Layer(name: "card")
        front.backgroundColor = .black
        // The original's 1×1 image: the root colour at alpha 0.2 over black.
        front.contents = .bitmap(Self.placeholder)
        front.masksToBounds = true
        let back = Layer(name: "card-back")
        back.contents = draw(newReceipt, Size(width: l.cellWidth, height: FlippingNotchLayout.cellHeight))
        back.cornerRadius = FlippingNotchLayout.cellRadius
        back.masksToBounds = true
        faces = (front, back)
        let frames = [l.notchFrame(pull: l.pullLimit), l.dropFrame, l.landedFrame]
        container.withoutActions {
            scroll.set(offset: 0, at: time)
            showScroll(at: time)
            // Cells stay put: the pulled offset (86) becomes the list's transform.
            list.transform = .identity
            for face in [back, front] {
                face.frame = frames[2]
                container.addSublayer(face)
            }
            front.cornerRadius = FlippingNotchLayout.cellRadius
        }
        for face in [front, back] {
            face.add(KeyframeAnimation(\LayerState.bounds, values: frames.map { Rect(origin: .zero, size: $0.size) },
                keyTimes: [0, split, 1], timingFunctions: eased, duration: total), forKey: .frameSize)
            face.add(KeyframeAnimation(\LayerState.position, values: frames.map { Point(x: $0.midX, y: $0.midY) },
                keyTimes: [0, split, 1], timingFunctions: eased, duration: total), forKey: .framePosition)
        }
        // From the notch's 20 to 10 in a straight line over the drop: the original jumped to 16
        // first (a visible snap), then ran 16 → 10.
        front.add(KeyframeAnimation(\LayerState.cornerRadius, values: [FlippingNotchLayout.notchRadius, FlippingNotchLayout.cellRadius,
            FlippingNotchLayout.cellRadius], keyTimes: [0, split, 1], duration: total), forKey: .corners)
        FlipTransition(edge: .bottom, duration: FlippingNotchLayout.flipDuration).run(from: front, to: back, beginTime: time + drop)
        let shifts = [l.pullLimit, l.listShiftAfterDrop, l.listShiftAfterFlip]
        list.add(KeyframeAnimation(\LayerState.transform, values: shifts.map { Transform3D.translation(0, $0) },
            keyTimes: [0, split, 1], timingFunctions: eased, duration: total), forKey: .push) { [weak self] _ in
            self?.finishRun(inserting: newReceipt, picture: back.contents)
        }
    }

    /// Reduced motion's run from `time`: the list's cells as they will be (`after`, the new
    /// picture first), on the screen's colour, fade in along the run's keyframes over the pulled
    /// list, which stays whole beneath (what the two share keeps its colour) and keeps its pulled
    /// offset until `done` lays the cells out anew at the top.
    private func crossfade(to after: [LayerContents], at time: Double, keyTimes: [Double], timingFunctions: [TimingFunction],
                           duration: Double, done: @escaping () -> Void) {
        let next = Layer(name: "list-incoming")
        next.masksToBounds = true
        next.backgroundColor = Self.background
        // At the top once the run is over; the list keeps its pulled look until then.
        scroll.set(offset: 0, at: time)
        container.withoutActions {
            next.frame = layout.listFrame
            next.setSublayers(after.indices.map { makeCell($0, picture: after[$0]) })
            next.opacity = 0
            container.insertSublayer(next, at: 1)
        }
        incoming = next
        next.add(KeyframeAnimation(\LayerState.opacity, values: keyTimes, keyTimes: keyTimes, timingFunctions: timingFunctions,
            duration: duration), forKey: .fade) { _ in done() }
    }

    /// The run's end: the receipt goes in at the top of the data, the list returns to its
    /// place and the card (or the incoming list) leaves; every cell lands where the animation
    /// left its picture.
    private func finishRun(inserting receipt: Receipt, picture: LayerContents?) {
        guard let start = runStart else { return }
        runStart = nil
        receipts.insert(receipt, at: 0)
        // The card's picture is the new cell's.
        if let picture { pictures.insert(picture, at: 0) }
        container.withoutActions {
            // The front too: turned away by now, but its own end may fall a rounding later.
            faces?.front.removeFromSuperlayer()
            faces?.back.removeFromSuperlayer()
            faces = nil
            incoming?.removeFromSuperlayer()
            incoming = nil
            list.transform = .identity
            layOutCells()
            showScroll(at: start)
        }
        onInserted?()
    }

    static let placeholder: Bitmap = {
        let c = background
        let a = 0.2
        return Bitmap(width: 1, height: 1, filledWith: (UInt8((c.red * a * 255).rounded()), UInt8((c.green * a * 255).rounded()),
            UInt8((c.blue * a * 255).rounded()), UInt8((a * 255).rounded())))
    }()

    // MARK: Layout

    /// The screen changed size: everything is laid out again; a run under way ends at once.
    public func resize(to size: Size, time: Double) {
        card.front?.removeFromSuperlayer()
        // Ends the run, if any: its end puts the receipt in.
        list.removeAnimation(forKey: .push)
        incoming?.removeAnimation(forKey: .fade)
        layout = FlippingNotchLayout(size: size)
        pictures = []
        layOut()
        showScroll(at: time)
    }

    private func layOut() {
        container.withoutActions {
            container.frame = Rect(origin: .zero, size: layout.size)
            list.frame = layout.listFrame
            notch.frame = layout.notchFrame(pull: 0)
            layOutCells()
        }
    }

    /// One layer a receipt, with the content length kept true.
    private func layOutCells() {
        let cellSize = Size(width: layout.cellWidth, height: FlippingNotchLayout.cellHeight)
        if pictures.count != receipts.count { pictures = receipts.map { draw($0, cellSize) } }
        cells = receipts.indices.map { makeCell($0, picture: pictures[$0]) }
        list.setSublayers(cells)
        let overflow = max(0, layout.contentHeight(count: receipts.count) - layout.listFrame.height)
        scroll.range = 0...overflow
        scroll.viewport = layout.listFrame.height
    }

    /// Cell `index` showing `picture`; a screen no wider than the margins leaves it no width,
    /// and then no picture.
    private func makeCell(_ index: Int, picture: LayerContents) -> Layer {
        let cell = Layer(name: "cell-\(index)")
        cell.frame = layout.cellFrame(index)
        cell.contents = cell.bounds.isEmpty ? nil : picture
        cell.cornerRadius = FlippingNotchLayout.cellRadius
        cell.masksToBounds = true
        return cell
    }

    // MARK: For the package's tests (package access: not part of the library's API)

    /// The card's faces while a run is under way: front (dark) and back (the new receipt).
    package var card: (front: Layer?, back: Layer?) { (faces?.front, faces?.back) }

    package var cellLayers: [Layer] { cells }
    package var notchLayer: Layer { notch }
    package var listLayer: Layer { list }
}

/// The card's drop (its size, place and corners) and the list's push.
extension AnimationKey {
    static let frameSize: AnimationKey = "frame-size"
    static let framePosition: AnimationKey = "frame-position"
    static let corners: AnimationKey = "corners"
    static let push: AnimationKey = "push"
    /// Reduced motion's incoming list.
    static let fade: AnimationKey = "fade"
}
