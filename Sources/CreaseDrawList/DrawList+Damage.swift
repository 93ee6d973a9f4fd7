import CreaseImage
import CreaseMath

extension DrawList {
    /// What differs between `old` and this list, in points: drawing this list again inside the
    /// rectangle, over a picture of `old`, gives the picture of this list. The rectangle holds
    /// the old and new screen footprints of every command that changed (quads, clips, shadows,
    /// gradients, polygons, folds, and the quads that show a surface whose picture changed),
    /// grown by `damageMargin` for antialiased edges and cut to the viewport; it is empty when
    /// the lists draw the same. Nil when nothing short of the whole can be said: another
    /// viewport, a 3D context begun or ended, or a footprint that is not bounded on screen.
    ///
    /// The lists are compared as they run: the commands both start and end with alike are
    /// passed over (outside the footprints of the rest, a pixel sees the same commands in the
    /// same clips). Of lists as long as each other, the rest is compared command by command,
    /// where each pair is of one kind (a quad for a quad, a clip for a clip); otherwise all of
    /// it counts. Spans of one kept list at the same place in both (`keptSpans`) are alike
    /// without being compared.
    public func damage(since old: DrawList) -> Rect? {
        guard viewport == old.viewport else { return nil }
        let count = commands.count, oldCount = old.commands.count
        var area = DamageArea(viewport: viewport)
        comparing(with: old) { same in
            // Kept spans both lists hold at one place draw the same there: passed over whole.
            var ahead = SharedSpans(keptSpans, old.keptSpans)
            var first = 0
            while first < count, first < oldCount {
                let shared = ahead.length(from: first, first)
                if shared > 0 { first += shared } else if same(first, first) { first += 1 } else { break }
            }
            var behind = SharedSpans(keptSpans, old.keptSpans)
            var tail = 0
            while tail < count - first, tail < oldCount - first {
                let shared = behind.length(endingAt: count - tail, oldCount - tail)
                if shared > 0, shared <= min(count, oldCount) - first - tail {
                    tail += shared
                } else if same(count - 1 - tail, oldCount - 1 - tail) {
                    tail += 1
                } else {
                    break
                }
            }
            let changed = first..<(count - tail), oldChanged = first..<(oldCount - tail)
            if count == oldCount, pairsAlike(changed, with: old) {
                var between = SharedSpans(keptSpans, old.keptSpans)
                var index = changed.lowerBound
                while index < changed.upperBound {
                    let shared = between.length(from: index, index)
                    if shared > 0, index + shared <= changed.upperBound {
                        index += shared
                        continue
                    }
                    if !same(index, index) {
                        area.add(footprint(at: index), surface: surface(at: index))
                        area.add(old.footprint(at: index), surface: old.surface(at: index))
                    }
                    index += 1
                }
            } else {
                for index in changed { area.add(footprint(at: index), surface: surface(at: index)) }
                for index in oldChanged { area.add(old.footprint(at: index), surface: old.surface(at: index)) }
            }
        }
        // A surface drawn anew shows through quads the comparison passed over, alike by name.
        if !area.surfaces.isEmpty {
            addQuads(showing: area.surfaces, to: &area)
            old.addQuads(showing: area.surfaces, to: &area)
        }
        return area.rect(margin: Self.damageMargin)
    }

    /// Points around a changed quad drawn again: its antialiased edges reach a pixel past it.
    public static let damageMargin = 2.0

    /// Whether every command in `indices` is of one kind with `old`'s at the same index (a
    /// quad for a quad, a clip's start for a clip's start), and none begins or ends a 3D context
    /// unless both do: then changes can be told apart command by command.
    private func pairsAlike(_ indices: Range<Int>, with old: DrawList) -> Bool {
        indices.allSatisfy { index in
            switch (commands[index], old.commands[index]) {
            case (.quad, .quad), (.pushClip, .pushClip), (.popClip, .popClip), (.beginDepthContext, .beginDepthContext),
                 (.endDepthContext, .endDepthContext), (.accordion, .accordion), (.surface, .surface), (.shadow, .shadow),
                 (.gradient, .gradient), (.polygon, .polygon): true
            default: false
            }
        }
    }

    /// Where command `index` draws on screen, in points: `.none` for what draws nothing there
    /// (a surface, drawn offscreen), `.unbounded` for what changes more than it covers (a 3D
    /// context's start or end, which clears the depth and turns the test on or off for all that
    /// follows) or covers points behind the eye.
    func footprint(at index: Int) -> Footprint {
        switch commands[index] {
        case .quad(let q), .pushClip(let q), .popClip(let q): return Footprint(corners: quads[q].unitToScreen)
        case .beginDepthContext, .endDepthContext: return .unbounded
        case .surface: return .none
        case .shadow(let shadow): return Footprint(corners: shadows[shadow].unitToScreen)
        case .gradient(let gradient): return Footprint(corners: gradients[gradient].unitToScreen)
        case .polygon(let index):
            let polygon = polygons[index]
            return Footprint(polygon.corners.map { polygon.unitToScreen.apply(Vector4($0.x, $0.y, 0, 1)) })
        case .accordion(let index):
            // The fold pass fills whole rows of its flat extent: perspective with z ≤ 0 keeps
            // the folded strips inside them.
            let fold = accordions[index]
            return .rect(Rect(x: 0, y: fold.source.minY - 1, width: viewport.width, height: fold.source.height + 2))
        }
    }

    /// The texture id of the surface command `index` draws, if it is one.
    private func surface(at index: Int) -> Int? {
        if case .surface(let surface) = commands[index] { return surfaces[surface].texture.id }
        return nil
    }

    /// Adds the footprints of this list's quads that show one of `surfaces` (texture ids).
    private func addQuads(showing surfaces: Set<Int>, to area: inout DamageArea) {
        for index in commands.indices {
            guard case .quad(let q) = commands[index], let picture = quads[q].contents,
                case .texture(let texture) = pictures[picture.index], surfaces.contains(texture.id) else { continue }
            area.add(footprint(at: index), surface: nil)
        }
    }

    /// Where a command draws on screen.
    enum Footprint: Equatable {
        /// Nowhere on screen.
        case none
        /// Inside this rectangle, in points.
        case rect(Rect)
        /// Anywhere: the whole must be drawn again.
        case unbounded

        /// The bounds of the unit square through `unitToScreen`: unbounded where a corner lies
        /// behind the eye (w ≤ 0), whose projection says nothing of where it draws.
        init(corners unitToScreen: Transform3D) {
            let m = unitToScreen
            self.init([m.r4, m.r1 + m.r4, m.r1 + m.r2 + m.r4, m.r2 + m.r4].map { Vector4($0.x, $0.y, $0.z, $0.w) })
        }

        /// The bounds of homogeneous points once divided.
        init(_ points: [Vector4]) {
            guard points.allSatisfy({ $0.w > 0 }) else {
                self = .unbounded
                return
            }
            self = .rect(Rect.bounding(points.map { Point(x: $0.x / $0.w, y: $0.y / $0.w) }))
        }
    }
}

/// The union of changed footprints, and the surfaces drawn anew, as `DrawList.damage` gathers them.
struct DamageArea {
    let viewport: Size
    private var bounds: Rect?
    private var unbounded = false
    /// Texture ids of surfaces whose pictures changed.
    private(set) var surfaces: Set<Int> = []

    init(viewport: Size) { self.viewport = viewport }

    mutating func add(_ footprint: DrawList.Footprint, surface: Int?) {
        if let surface { surfaces.insert(surface) }
        switch footprint {
        case .none: break
        case .unbounded: unbounded = true
        case .rect(let r):
            bounds = bounds.map { Rect.union($0, r) } ?? r
        }
    }

    /// The area grown by `margin` and cut to the viewport: empty for none, nil when unbounded.
    func rect(margin: Double) -> Rect? {
        if unbounded { return nil }
        guard let b = bounds else { return .zero }
        let grown = Rect(x: b.minX - margin, y: b.minY - margin, width: b.width + 2 * margin, height: b.height + 2 * margin)
        let cut = Rect.intersection(grown, Rect(origin: .zero, size: viewport))
        return cut.isEmpty ? .zero : cut
    }
}

/// Two lists' kept spans, read in step from one end: where both hold a span of one kept list
/// at the same place, it is passed over whole. Each cursor moves one way only.
struct SharedSpans {
    private var mine: ArraySlice<KeptSpan>
    private var theirs: ArraySlice<KeptSpan>

    init(_ mine: [KeptSpan], _ theirs: [KeptSpan]) {
        (self.mine, self.theirs) = (mine[...], theirs[...])
    }

    /// How many commands from `index` (in the first list) and `oldIndex` (in the second) on are
    /// a span of one kept list in both; 0 for none. Asked with indices that only grow.
    mutating func length(from index: Int, _ oldIndex: Int) -> Int {
        while let span = mine.first, span.commands.lowerBound < index { mine.removeFirst() }
        while let span = theirs.first, span.commands.lowerBound < oldIndex { theirs.removeFirst() }
        guard let a = mine.first, let b = theirs.first, a.commands.lowerBound == index, b.commands.lowerBound == oldIndex,
            a.tag.serial == b.tag.serial else { return 0 }
        return a.commands.count
    }

    /// How many commands before `end` (in the first list) and `oldEnd` (in the second) are a
    /// span of one kept list in both; 0 for none. Asked with ends that only shrink.
    mutating func length(endingAt end: Int, _ oldEnd: Int) -> Int {
        while let span = mine.last, span.commands.upperBound > end { mine.removeLast() }
        while let span = theirs.last, span.commands.upperBound > oldEnd { theirs.removeLast() }
        guard let a = mine.last, let b = theirs.last, a.commands.upperBound == end, b.commands.upperBound == oldEnd,
            a.tag.serial == b.tag.serial else { return 0 }
        return a.commands.count
    }
}
