import CreaseMath

/// What opaque upright rectangles painted later hide, found on the draw list alone: a quad they
/// cover whole is left out, and an upright one they cover right across on one side is cut down
/// to the part that shows (a launch image behind two shut doors, then between them as they
/// slide). On a software rasteriser every hidden pixel drawn costs as much as a shown one.
///
/// Only quads outside 3D rendering contexts take part, where paint order alone decides what
/// shows; inside a rectangular clip an occluder covers only the clip's part of itself, and one
/// inside any other clip hides nothing.
extension DrawList {
    /// The most occluders a quad is tested against, the largest kept: full-screen views and
    /// halves hide nearly everything, and each costs a test per quad.
    static let occluderLimit = 8
    /// Points a cut-down quad keeps under its occluder, so that the pixels along the cut are
    /// drawn by one or both and never by neither.
    public static let cutOverlap = 1.0

    /// Leaves out or cuts down the quads that later opaque upright rectangles hide, a cut-down
    /// quad keeping `cutOverlap` points under its occluder; the quads left out are dropped from
    /// `quads` too.
    ///
    /// The scan reads each command and its quad in place, and changes a quad only to cut it:
    /// copying every command of a long list so cost more than the rest of the pass.
    public mutating func removeHiddenQuads(cutOverlap: Double = Self.cutOverlap) {
        // The pass's storage, taken from the list for the pass and given back after it.
        var scratch = occlusionScratch.taken()
        var occluders = Occluders(rects: scratch.rects.taken(), areas: scratch.areas.taken())
        // Going backwards, clips open at their pop: each level's rectangle (the intersection
        // of those around it), or nil inside a clip that is not one.
        var clips = scratch.clips.taken(), hidden = scratch.hidden.taken(), cut = scratch.cut.taken()
        clips.removeAll(keepingCapacity: true)
        cut.removeAll(keepingCapacity: true)
        defer {
            (scratch.rects, scratch.areas) = occluders.storage
            (scratch.clips, scratch.hidden, scratch.cut) = (clips, hidden, cut)
            occlusionScratch = scratch
        }
        var depthContexts = 0, anyHidden = false
        // Commands and quads are read in place through pointers held for the whole scan: an
        // array's subscript would copy a quad, and asking for the pointers at every command
        // cost as much again as the tests.
        commands.withUnsafeBufferPointer { commands in quads.withUnsafeMutableBufferPointer { quads in
            for index in commands.indices.reversed() {
                switch commands[index] {
                case .endDepthContext: depthContexts += 1
                case .beginDepthContext: depthContexts -= 1
                case .popClip(let clip):
                    let rect = quads[clip].screenRectangle
                    clips.append(clips.isEmpty ? rect : clips[clips.count - 1].flatMap { outer in rect.map { Rect.intersection(outer, $0) } })
                case .pushClip: clips.removeLast()
                case .accordion, .surface, .shadow, .gradient, .polygon: break
                case .quad(let quad):
                    // Cheapest first: most quads of a tilted or 3D scene stop at the rectangle.
                    guard depthContexts == 0, !quads[quad].isDepthTested, let rect = quads[quad].screenRectangle else { break }
                    switch occluders.visiblePart(of: rect, cutOverlap: cutOverlap) {
                    case .hidden:
                        if !anyHidden {
                            hidden.removeAll(keepingCapacity: true)
                            hidden.append(contentsOf: repeatElement(false, count: commands.count))
                            anyHidden = true
                        }
                        hidden[index] = true
                    case .cut(let drawn):
                        // A colour over the whole viewport is not cut: renderers clear to it.
                        if !quads[quad].coversViewportOpaquely(viewport), let shown = quads[quad].cut(to: drawn) {
                            quads[quad] = shown
                            cut.append(index)
                        }
                    case .whole: break
                    }
                    guard quads[quad].isOpaque else { break }
                    if clips.isEmpty {
                        occluders.add(rect)
                    } else if let clip = clips[clips.count - 1] {
                        occluders.add(Rect.intersection(rect, clip))
                    }
                }
            }
        } }
        if !keptSpans.isEmpty, anyHidden || !cut.isEmpty { keepSpans(hidden: anyHidden ? hidden : [], cut: cut) }
        guard anyHidden else { return }
        var kept = 0
        for index in commands.indices where !hidden[index] {
            commands[kept] = commands[index]
            kept += 1
        }
        commands.removeLast(commands.count - kept)
        dropUnnamedQuads(into: &scratch.newIndex)
    }

    /// Keeps the kept spans none of whose commands was left out (`hidden`, a flag a command;
    /// empty for none) nor cut (`cut`, commands from last to first, as the scan met them), each
    /// moved back past the commands left out before it: a span's commands are its kept list's
    /// only while none was touched.
    private mutating func keepSpans(hidden: [Bool], cut: [Int]) {
        var removedBefore = 0, next = 0, nextCut = cut.count - 1, kept = 0
        for index in keptSpans.indices {
            let span = keptSpans[index].commands
            if !hidden.isEmpty {
                while next < span.lowerBound {
                    if hidden[next] { removedBefore += 1 }
                    next += 1
                }
                if hidden[span].contains(true) { continue }
            }
            while nextCut >= 0, cut[nextCut] < span.lowerBound { nextCut -= 1 }
            if nextCut >= 0, cut[nextCut] < span.upperBound { continue }
            keptSpans[kept] = keptSpans[index]
            keptSpans[kept].commands = span.lowerBound - removedBefore..<span.upperBound - removedBefore
            kept += 1
        }
        keptSpans.removeLast(keptSpans.count - kept)
    }

    /// Leaves out the quads no command names, the commands renumbered to match (`newIndex`:
    /// storage for the renumbering).
    private mutating func dropUnnamedQuads(into newIndex: inout [Int]) {
        newIndex.removeAll(keepingCapacity: true)
        newIndex.append(contentsOf: repeatElement(-1, count: quads.count))
        for index in commands.indices {
            if let quad = commands[index].quadIndex { newIndex[quad] = 0 }
        }
        var kept = 0
        for quad in quads.indices where newIndex[quad] >= 0 {
            // Those between `kept` and `quad` are unnamed: swapped out, they are dropped below.
            quads.swapAt(kept, quad)
            newIndex[quad] = kept
            kept += 1
        }
        quads.removeLast(quads.count - kept)
        for index in commands.indices where commands[index].quadIndex != nil {
            commands[index] = commands[index].renumbered { newIndex[$0] }
        }
    }
}

/// The opaque upright rectangles found so far, the largest `DrawList.occluderLimit` of them,
/// with their areas and the box around them kept as they change: every quad is tested against
/// them, and most opaque quads are offered as one.
private struct Occluders {
    private var rects: [Rect]
    private var areas: [Double]
    /// The first of the smallest, the one a larger occluder replaces.
    private var smallest = 0
    /// Around all of them: a quad outside it is not even partly hidden.
    private var bounds = Rect(origin: .zero, size: .zero)

    /// None yet, in the storage of `rects` and `areas` (emptied).
    init(rects: [Rect], areas: [Double]) {
        self.rects = rects
        self.areas = areas
        self.rects.removeAll(keepingCapacity: true)
        self.areas.removeAll(keepingCapacity: true)
    }

    /// The storage, for the next pass.
    var storage: ([Rect], [Double]) { (rects, areas) }

    /// Offers `occluder`, kept when it is among the largest. Always inlined, down to the test
    /// that turns most away (no larger than the smallest kept, as in a grid of equal tiles):
    /// called, it cost as much again as the test.
    @inline(__always) mutating func add(_ occluder: Rect) {
        guard !occluder.isEmpty else { return }
        let area = occluder.width * occluder.height
        guard rects.count < DrawList.occluderLimit || areas[smallest] < area else { return }
        keep(occluder, area: area)
    }

    private mutating func keep(_ occluder: Rect, area: Double) {
        if rects.count < DrawList.occluderLimit {
            rects.append(occluder)
            areas.append(area)
        } else {
            rects[smallest] = occluder
            areas[smallest] = area
        }
        smallest = areas.indices.dropFirst().reduce(0) { areas[$1] < areas[$0] ? $1 : $0 }
        var (minX, minY, maxX, maxY) = (rects[0].minX, rects[0].minY, rects[0].maxX, rects[0].maxY)
        for r in rects.dropFirst() {
            (minX, minY, maxX, maxY) = (min(minX, r.minX), min(minY, r.minY), max(maxX, r.maxX), max(maxY, r.maxY))
        }
        bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How much of an upright quad's screen rectangle `whole` the occluders leave to draw.
    enum VisiblePart {
        case hidden
        case whole
        /// What shows, with a little under each cut.
        case cut(Rect)
    }

    /// Always inlined, down to the test that most quads pass (outside every occluder).
    @inline(__always) func visiblePart(of whole: Rect, cutOverlap: Double) -> VisiblePart {
        guard !rects.isEmpty,
            !(whole.minX > bounds.maxX || whole.maxX < bounds.minX || whole.minY > bounds.maxY || whole.maxY < bounds.minY)
        else { return .whole }
        return overlappedPart(of: whole, cutOverlap: cutOverlap)
    }

    /// `visiblePart` of a rectangle that meets the box around the occluders.
    private func overlappedPart(of whole: Rect, cutOverlap: Double) -> VisiblePart {
        // What is left showing, exactly, and what will be drawn: that and a little under each cut.
        var rest = whole, drawn = whole
        for o in rects {
            if o.minX <= rest.minX, o.maxX >= rest.maxX, o.minY <= rest.minY, o.maxY >= rest.maxY { return .hidden }
            if o.minX <= rest.minX, o.maxX >= rest.maxX {
                if o.minY <= rest.minY, o.maxY > rest.minY {
                    rest = Rect(x: rest.minX, y: o.maxY, width: rest.width, height: rest.maxY - o.maxY)
                    drawn = Rect(x: drawn.minX, y: o.maxY - cutOverlap, width: drawn.width, height: drawn.maxY - o.maxY + cutOverlap)
                } else if o.maxY >= rest.maxY, o.minY < rest.maxY {
                    rest = Rect(x: rest.minX, y: rest.minY, width: rest.width, height: o.minY - rest.minY)
                    drawn = Rect(x: drawn.minX, y: drawn.minY, width: drawn.width, height: o.minY + cutOverlap - drawn.minY)
                }
            } else if o.minY <= rest.minY, o.maxY >= rest.maxY {
                if o.minX <= rest.minX, o.maxX > rest.minX {
                    rest = Rect(x: o.maxX, y: rest.minY, width: rest.maxX - o.maxX, height: rest.height)
                    drawn = Rect(x: o.maxX - cutOverlap, y: drawn.minY, width: drawn.maxX - o.maxX + cutOverlap, height: drawn.height)
                } else if o.maxX >= rest.maxX, o.minX < rest.maxX {
                    rest = Rect(x: rest.minX, y: rest.minY, width: o.minX - rest.minX, height: rest.height)
                    drawn = Rect(x: drawn.minX, y: drawn.minY, width: o.minX + cutOverlap - drawn.minX, height: drawn.height)
                }
            }
        }
        drawn = Rect.intersection(drawn, whole)
        return drawn == whole ? .whole : .cut(drawn)
    }
}

extension DrawQuad {
    /// Whether the quad can be drawn as a part of itself: contents filling it, no corners,
    /// border or shading edges, whose places depend on the whole.
    var cutsCleanly: Bool {
        contentFrame == .unit && cornerRadius == 0 && borderWidth == 0 && (shading.map { $0.edgeWidth <= 0 } ?? true)
    }

    /// The part of this upright quad over `part` of its screen rectangle, showing the same
    /// contents there; nil when it cannot be cut.
    func cut(to part: Rect) -> DrawQuad? {
        guard cutsCleanly else { return nil }
        let (topLeft, topRight, _, bottomLeft) = projectedCorners
        // Upright, x depends on u alone and y on v alone (either may run backwards).
        let (dx, dy) = (topRight.x - topLeft.x, bottomLeft.y - topLeft.y)
        guard dx != 0, dy != 0 else { return nil }
        let us = ((part.minX - topLeft.x) / dx, (part.maxX - topLeft.x) / dx)
        let vs = ((part.minY - topLeft.y) / dy, (part.maxY - topLeft.y) / dy)
        let (u0, v0) = (min(us.0, us.1), min(vs.0, vs.1))
        let (du, dv) = (max(us.0, us.1) - u0, max(vs.0, vs.1) - v0)
        var cut = self
        cut.unitToScreen = .unitSquare(onto: Rect(x: u0, y: v0, width: du, height: dv), then: unitToScreen)
        cut.size = Size(width: size.width * du, height: size.height * dv)
        cut.contentsRect = Rect(x: contentsRect.minX + u0 * contentsRect.width, y: contentsRect.minY + v0 * contentsRect.height,
            width: du * contentsRect.width, height: dv * contentsRect.height)
        return cut
    }
}

/// The hidden-quad pass's working storage (occluders, clips, what it leaves out, the quads'
/// renumbering), kept with its list: a frame loop that rebuilds one list allocates nothing for
/// the pass after the first frame.
struct OcclusionScratch {
    var rects: [Rect] = []
    var areas: [Double] = []
    var clips: [Rect?] = []
    var hidden: [Bool] = []
    var newIndex: [Int] = []
    /// The commands whose quads were cut.
    var cut: [Int] = []
}

private extension OcclusionScratch {
    /// The storage, the list's field left empty, so that the pass holds it alone (and empties
    /// it without a copy).
    mutating func taken() -> OcclusionScratch {
        defer { self = OcclusionScratch() }
        return self
    }
}

private extension Array {
    /// The array, this variable left empty, so that the taker holds its storage alone.
    mutating func taken() -> [Element] {
        defer { self = [] }
        return self
    }
}
