import CreaseMath
import Glibc

/// The one core every fold style runs on: strips laid end to end, each turned rigidly about its
/// leading hinge and starting exactly where the previous one ended.
///
/// It works in the fold frame (u along the fold direction, z toward the viewer): strip i covers
/// hinge_i … hinge_i + Lᵢ·(cos aᵢ, sin aᵢ). A first pass finds where the chain ends up, the
/// second writes the strips already placed, so nothing is revisited.
struct FoldChain {
    /// Where the chain sits in the source rect.
    enum Pin {
        /// The first hinge at the source's leading edge, z = 0.
        case leading
        /// The last hinge at the source's trailing edge, z = 0.
        case trailing
        /// The middle of the folded extent at the source's middle; the first hinge at z = 0.
        case center
        /// Hinge `index` (0 = leading edge, count = trailing edge) at fold-frame (u, z).
        case hinge(Int, u: Double, z: Double)
    }

    /// The strips' turns, by index.
    enum Angles {
        /// `first` for the strip at the start, −first for its neighbours, alternating; counted
        /// from the trailing end when `fromTrailing`.
        case alternating(first: Double, fromTrailing: Bool)
        /// Two strips.
        case pair(Double, Double)
    }

    var count: Int
    /// Every strip this long, or nil for the layout's lengths.
    var uniformLength: Double?
    var angles: Angles
    var pin: Pin

    @inline(__always)
    func length(_ i: Int, _ layout: StripLayout) -> Double {
        uniformLength ?? layout.lengths[i]
    }

    @inline(__always)
    func angle(_ i: Int) -> Double {
        switch angles {
        case .alternating(let first, let fromTrailing):
            let k = fromTrailing ? count - 1 - i : i
            return k & 1 == 0 ? first : -first
        case .pair(let a, let b):
            return i == 0 ? a : b
        }
    }

    /// The offset that places the chain (laid from u = 0, z = 0) as `pin` asks, and its span
    /// along u before that offset.
    func placement(source: Rect, layout: StripLayout, axis: FoldAxis)
        -> (du: Double, dz: Double, lo: Double, hi: Double)
    {
        var trig = Trig()
        var u = 0.0, z = 0.0, lo = 0.0, hi = 0.0
        var pinned = (u: 0.0, z: 0.0)  // hinge 0 sits at the chain's origin
        for i in 0..<count {
            let l = length(i, layout)
            let (c, s) = trig.cosSin(angle(i))
            u += l * c
            z += l * s
            lo = min(lo, u)
            hi = max(hi, u)
            if case .hinge(let k, _, _) = pin, k == i + 1 { pinned = (u, z) }
        }
        let start = axis.minU(source), span = axis.length(source)
        switch pin {
        case .leading: return (start, 0, lo, hi)
        case .trailing: return (start + span - u, -z, lo, hi)
        case .center: return (start + span / 2 - (lo + hi) / 2, 0, lo, hi)
        case .hinge(_, let pu, let pz): return (pu - pinned.u, pz - pinned.z, lo, hi)
        }
    }

    /// The folded span along the fold direction in fold space (y for horizontal, x for vertical).
    func extent(source: Rect, layout: StripLayout, axis: FoldAxis) -> ClosedRange<Double> {
        let p = placement(source: source, layout: layout, axis: axis)
        return (p.lo + p.du)...(p.hi + p.du)
    }

    /// Replaces `out`'s contents with the strips, keeping its storage.
    func write(source: Rect, layout: StripLayout, axis: FoldAxis, into out: inout [FoldStrip]) {
        out.removeAll(keepingCapacity: true)
        guard count > 0 else { return }
        out.reserveCapacity(count)
        let place = placement(source: source, layout: layout, axis: axis)
        let span = axis.length(source)
        let unit = span > 0 ? 1 / span : 0  // a degenerate source gets texture rects of 0
        var trig = Trig()
        var u = place.du, z = place.dz, offset = 0.0
        var previous = 0.0, current = angle(0)
        for i in 0..<count {
            let l = length(i, layout)
            let next = i + 1 < count ? angle(i + 1) : current
            let (c, s) = trig.cosSin(current)
            let leadTurn = i > 0 ? current - previous : 0
            let trailTurn = i + 1 < count ? next - current : 0
            let t0 = offset * unit, t1 = (offset + l) * unit
            let leadingEdge = i > 0 ? Self.edge(leadTurn) : .outer
            let trailingEdge = i + 1 < count ? Self.edge(trailTurn) : .outer
            // The local plane's u axis turns to (cos a, sin a) in (u, z); the cross axis stays.
            let strip =
                switch axis {
                case .horizontal:
                    FoldStrip(
                        index: i,
                        sourceRect: Rect(x: source.minX, y: source.minY + offset, width: source.width, height: l),
                        textureRect: Rect(x: 0, y: t0, width: 1, height: t1 - t0),
                        transform: Transform3D(
                            r1: SIMD4(1, 0, 0, 0), r2: SIMD4(0, c, s, 0), r3: SIMD4(0, -s, c, 0),
                            r4: SIMD4(source.minX, u, z, 1)),
                        angle: current, normal: Vector3(0, -s, c), showsBack: c < 0,
                        leadingEdge: leadingEdge, trailingEdge: trailingEdge,
                        leadingCrease: leadTurn, trailingCrease: trailTurn)
                case .vertical:
                    FoldStrip(
                        index: i,
                        sourceRect: Rect(x: source.minX + offset, y: source.minY, width: l, height: source.height),
                        textureRect: Rect(x: t0, y: 0, width: t1 - t0, height: 1),
                        transform: Transform3D(
                            r1: SIMD4(c, 0, s, 0), r2: SIMD4(0, 1, 0, 0), r3: SIMD4(-s, 0, c, 0),
                            r4: SIMD4(u, source.minY, z, 1)),
                        angle: current, normal: Vector3(-s, 0, c), showsBack: c < 0,
                        leadingEdge: leadingEdge, trailingEdge: trailingEdge,
                        leadingCrease: leadTurn, trailingCrease: trailTurn)
                }
            out.append(strip)
            u += l * c
            z += l * s
            offset += l
            previous = current
            current = next
        }
    }

    /// The kind of crease a turn between neighbours makes: turning toward the front face
    /// (positive) folds the surface up in front of the hinge, a valley.
    static func edge(_ turn: Double) -> FoldEdge {
        turn > 0 ? .valley : turn < 0 ? .ridge : .flat
    }
}

/// cos and sin of the last magnitude seen: folds mostly alternate ±θ, so one pair serves all.
struct Trig {
    private var magnitude = 0.0, c = 1.0, s = 0.0

    @inline(__always)
    mutating func cosSin(_ a: Double) -> (Double, Double) {
        let m = abs(a)
        if m != magnitude {
            magnitude = m
            c = cos(m)
            s = sin(m)
        }
        return (c, a < 0 ? -s : s)
    }
}
