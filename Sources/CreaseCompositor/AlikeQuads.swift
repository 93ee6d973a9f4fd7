import CreaseCore
import CreaseMath

/// Quads that draw alike brought next to each other where paint order allows, so that a
/// renderer draws each group in one call: a list's separator lines, each painted after its own
/// row, all go after the last row instead of breaking the rows' draws one by one. A quad only
/// moves past quads whose pixels it does not touch, so every pixel is painted by the same quads
/// in the same order: the picture is the same. Browser compositors batch this way.
extension DrawList {
    /// How many groups back a quad looks for one it can join.
    public static let groupingLookback = 32

    /// Moves quads later in paint order, past quads they do not overlap, to join a later quad
    /// with the same picture (or none) and `style` (the rest of what lets a renderer draw them
    /// together: its program and blending, say).
    ///
    /// Only runs of consecutive quads outside 3D rendering contexts take part: clips, passes
    /// and depth-tested quads stay where they are, and nothing crosses them. Overlap is judged
    /// in pixels at `pixelsPerPoint`: an upright rectangle covers the pixels whose centres it
    /// contains when `edgesByPixelCentre` (no multisampling: that is how it is drawn), anything
    /// else its bounds grown by two pixels for antialiased edges.
    public mutating func groupAlikeQuads(pixelsPerPoint: (x: Double, y: Double), edgesByPixelCentre: Bool, style: (DrawQuad) -> Int) {
        guard pixelsPerPoint.x.isFinite, pixelsPerPoint.y.isFinite, pixelsPerPoint.x > 0, pixelsPerPoint.y > 0 else { return }
        var start = 0, depthContexts = 0
        for index in commands.indices {
            switch commands[index] {
            case .quad where depthContexts == 0: continue
            case .beginDepthContext: depthContexts += 1
            case .endDepthContext: depthContexts -= 1
            default: break
            }
            groupRun(start..<index, pixelsPerPoint, edgesByPixelCentre, style)
            start = index + 1
        }
        groupRun(start..<commands.count, pixelsPerPoint, edgesByPixelCentre, style)
    }

    /// Groups the quads of `run`. Walking backwards, each quad joins the nearest group with its
    /// key among those painted after it, unless one painted between them overlaps it.
    private mutating func groupRun(_ run: Range<Int>, _ scale: (x: Double, y: Double), _ byPixelCentre: Bool, _ style: (DrawQuad) -> Int) {
        guard run.count > 2 else { return }
        func footprint(_ index: Int) -> PixelBox {
            guard case .quad(let q) = commands[index] else { return .everywhere }
            return PixelBox(q, scale, byPixelCentre: byPixelCentre)
        }
        // Last painted first: the list's order is these groups reversed, each one reversed.
        var groups: [QuadGroup] = []
        var moved = false
        for index in run.reversed() {
            guard case .quad(let q) = commands[index] else { continue }
            let k = QuadGroup.Key(picture: q.contents?.identity, style: style(q))
            // A quad like the one painted after it joins it where it is: no footprint needed.
            if let last = groups.indices.last, groups[last].key == k {
                groups[last].members.append(index)
                continue
            }
            let box = footprint(index)
            var joined = false
            for g in groups.indices.reversed().prefix(Self.groupingLookback) {
                if groups[g].key == k {
                    groups[g].members.append(index)
                    joined = true
                    moved = true
                    break
                }
                // Footprints are gathered only for groups something looks past.
                while groups[g].measured < groups[g].members.count {
                    groups[g].footprint.formUnion(footprint(groups[g].members[groups[g].measured]))
                    groups[g].measured += 1
                }
                if groups[g].footprint.overlaps(box) { break }
            }
            if !joined { groups.append(QuadGroup(key: k, members: [index])) }
        }
        guard moved else { return }
        let original = commands[run]
        var next = run.lowerBound
        for group in groups.reversed() {
            for member in group.members.reversed() {
                commands[next] = original[member]
                next += 1
            }
        }
    }
}

/// Quads of one key drawn together, and the pixels they may touch.
private struct QuadGroup {
    struct Key: Equatable {
        var picture: LayerContents.Identity?
        var style: Int
    }

    let key: Key
    /// Command indices, last painted first.
    var members: [Int]
    /// The pixels of the first `measured` members.
    var footprint = PixelBox.nothing
    var measured = 0
}

/// The pixels a quad may touch, as a box of pixel columns and rows (inclusive).
struct PixelBox {
    var minX, minY, maxX, maxY: Int

    static let everywhere = PixelBox(minX: .min, minY: .min, maxX: .max, maxY: .max)
    /// The union's start: overlaps nothing, and gives way to anything joined to it.
    static let nothing = PixelBox(minX: .max, minY: .max, maxX: .min, maxY: .min)

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    init(_ q: DrawQuad, _ scale: (x: Double, y: Double), byPixelCentre: Bool) {
        if byPixelCentre, let r = q.screenRectangle, r.isFinite {
            // The pixels whose centres lie inside, or on an edge (either quad may take those).
            self.init(minX: Self.pixel((r.minX * scale.x - 0.5).rounded(.up)), minY: Self.pixel((r.minY * scale.y - 0.5).rounded(.up)),
                      maxX: Self.pixel((r.maxX * scale.x - 0.5).rounded(.down)), maxY: Self.pixel((r.maxY * scale.y - 0.5).rounded(.down)))
            return
        }
        let m = q.unitToScreen
        var lo = Point(x: Double.infinity, y: .infinity), hi = Point(x: -Double.infinity, y: -.infinity)
        for corner in Self.unitCorners {
            let p = m.project(corner)
            // A corner at or behind the eye projects anywhere.
            guard corner.x * m.m14 + corner.y * m.m24 + m.m44 > 0, p.x.isFinite, p.y.isFinite else {
                self = .everywhere
                return
            }
            lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
            hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
        }
        self.init(minX: Self.pixel((lo.x * scale.x).rounded(.down)) - 2, minY: Self.pixel((lo.y * scale.y).rounded(.down)) - 2,
                  maxX: Self.pixel((hi.x * scale.x).rounded(.up)) + 2, maxY: Self.pixel((hi.y * scale.y).rounded(.up)) + 2)
    }

    private static let unitCorners = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]

    /// A pixel coordinate, held far inside Int's range (a quad may reach far off screen).
    private static func pixel(_ v: Double) -> Int { Int(min(max(v, -1e12), 1e12)) }

    func overlaps(_ other: PixelBox) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    mutating func formUnion(_ other: PixelBox) {
        (minX, minY, maxX, maxY) = (min(minX, other.minX), min(minY, other.minY), max(maxX, other.maxX), max(maxY, other.maxY))
    }
}
