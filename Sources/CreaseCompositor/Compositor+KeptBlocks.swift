import CreaseCore
import CreaseDrawList
import CreaseMath

extension Compositor {
    /// Sublayers a block holds: a long run of sublayers is walked in blocks of this many, and
    /// what a block drew is kept while its layers stand still.
    static let keptBlockSublayers = 256

    /// What a long run of sublayers drew, block by block, kept from build to build for the
    /// parent whose run it is.
    struct KeptRun {
        /// What the run's drawing depends on besides its layers: another empties the run.
        var context: RunContext
        var blocks: [KeptBlock] = []
        /// The build that last asked for the run (`CompositingFrame.build`): runs not asked for
        /// by the last build are let go.
        var build: Int
    }

    /// A block of a run: its layers, when they were last seen changed, and what they drew.
    struct KeptBlock {
        /// The block's layers, in order.
        var layers: [ObjectIdentifier]
        /// The change clock's reading when the block was walked: it stands still while no layer
        /// of its subtrees reads later (`Layer.changedAt`) and none animates.
        var seen: UInt64
        /// What it drew, once it had stood still a frame, and what that is known by in the
        /// lists it is appended to; nil before, and where it made surfaces (numbered anew each frame).
        var kept: (list: DrawList, tag: KeptListTag)?
    }

    /// What a run draws depends on besides its layers: where it is drawn, how, and into what.
    struct RunContext: Equatable {
        var transform: Transform3D
        var transformed: Bool
        var plane: Plane
        var opacity: Double
        var reading: Node.Reading
        var pixelsPerPoint: Double
        var foldPassMinimumStrips: Int?
        var maxSurfaceSide: Int
        var maxSurfacePixels: Int
        var inShadow: Bool
        var viewport: Size?
    }

    /// `visitSublayers` of a long run, block by block: whether it did (false: every block is to be
    /// walked, which the caller's loop does faster: walked here, a layer cost 45 instructions
    /// more, retained and copied). A block whose layers stood still since
    /// the last build appends what it drew then, kept, instead of being walked (on a frame of
    /// 4,096 still tiles the walk was 3.4 M instructions of the 3.9 M the list took, the block's
    /// list costs a copy); the others are walked, on several threads where there are enough,
    /// and a block walked still a second time is kept. The list is the one a walk of every
    /// layer makes, command for command (`KeptBlockTests`). Each build asks whether each
    /// block's subtrees changed (`isStill`), 30 instructions a layer: what changed is not
    /// told up the tree, so setting a property costs what it did.
    func visitInBlocks(
        _ sublayers: [Layer], of node: Node, under transform: Transform3D, _ transformed: Bool, in plane: Plane, opacity: Double,
        into out: inout DrawList
    ) -> Bool {
        let key = ObjectIdentifier(node.layer), now = Layer.changeClock
        let context = RunContext(transform: transform, transformed: transformed, plane: plane, opacity: opacity, reading: node.reading,
            pixelsPerPoint: pixelsPerPoint, foldPassMinimumStrips: foldPassMinimumStrips, maxSurfaceSide: maxSurfaceSide,
            maxSurfacePixels: maxSurfacePixels, inShadow: frame.inShadow, viewport: frame.viewports.last)
        // Taken out while it changes, so that the dictionary's copy is not copied.
        var run = frame.keptRuns.removeValue(forKey: key) ?? KeptRun(context: context, build: frame.build)
        if run.context != context { run = KeptRun(context: context, build: frame.build) }
        run.build = frame.build
        let size = Self.keptBlockSublayers, blockCount = (sublayers.count + size - 1) / size
        // Which blocks draw what they kept, which are walked into a list to keep, and which are walked straight.
        var plan: [(range: Range<Int>, step: BlockStep)] = []
        for b in 0..<blockCount {
            let range = b * size..<min(sublayers.count, (b + 1) * size)
            let (known, still) = b < run.blocks.count ? Self.compare(node.layer, range, with: run.blocks[b]) : (false, false)
            let step: BlockStep
            if still {
                step = run.blocks[b].kept == nil ? .keep(b) : .append(b)
            } else if known {
                (run.blocks[b].seen, run.blocks[b].kept) = (now, nil)
                step = .walk
            } else {
                var layers: [ObjectIdentifier] = []
                layers.reserveCapacity(range.count)
                node.layer.forEachSublayer(in: range) { layers.append(ObjectIdentifier($0)) }
                let block = KeptBlock(layers: layers, seen: now)
                if b < run.blocks.count { run.blocks[b] = block } else { run.blocks.append(block) }
                step = .walk
            }
            // Stretches walked straight are walked as one.
            if step == .walk, let last = plan.last, last.step == .walk {
                plan[plan.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                plan.append((range, step))
            }
        }
        run.blocks.removeLast(run.blocks.count - blockCount)
        guard plan.count > 1 || plan.first?.step != .walk else {
            frame.keptRuns[key] = run
            return false
        }
        for (range, step) in plan {
            switch step {
            case .append(let b):
                let (list, tag) = run.blocks[b].kept!
                frame.keptLists.append(list)
                frame.keptTags.append(tag)
            case .walk:
                flushKeptLists(into: &out)
                if threads > 1, range.count >= 2 * Self.sublayersPerThread {
                    visitSharingThreads(sublayers, in: range, of: node, under: transform, transformed, in: plane, opacity: opacity, into: &out)
                } else {
                    visitSublayers(at: range, of: node, under: transform, transformed, in: plane, opacity: opacity, into: &out)
                }
            case .keep(let b):
                // Still a second time: walked into a list of its own, kept unless it made surfaces.
                flushKeptLists(into: &out)
                var walker = self
                walker.frame = CompositingFrame()
                walker.frame.begin(within: frame)
                var list = DrawList(viewport: out.viewport)
                walker.visitSublayers(at: range, of: node, under: transform, transformed, in: plane, opacity: opacity, into: &list)
                if walker.frame.surfaces > 0 {
                    list.numberSurfaces(after: frame.surfaces)
                    frame.surfaces += walker.frame.surfaces
                    out.append(contentsOf: list)
                } else {
                    let tag = KeptListTag(of: list)
                    (run.blocks[b].kept, run.blocks[b].seen) = ((list, tag), now)
                    frame.keptLists.append(list)
                    frame.keptTags.append(tag)
                }
            }
        }
        flushKeptLists(into: &out)
        frame.keptRuns[key] = run
        return true
    }

    /// What a block of a run does this build.
    enum BlockStep: Equatable {
        /// Appends what block `index` drew, kept.
        case append(Int)
        /// Walks block `index` into a list of its own, and keeps it.
        case keep(Int)
        /// Walks straight into the frame's list.
        case walk
    }

    /// Appends the kept blocks' lists waiting, together: their quads copied on several threads,
    /// each noted as a span of its tag.
    private func flushKeptLists(into out: inout DrawList) {
        guard !frame.keptLists.isEmpty else { return }
        out.append(concurrently: frame.keptLists[...], tags: frame.keptTags[...])
        frame.keptLists.removeAll(keepingCapacity: true)
        frame.keptTags.removeAll(keepingCapacity: true)
    }

    /// Whether `parent`'s sublayers at `range` are `block`'s, and whether they all stood still
    /// since it was seen: read borrowed, in one pass (through the array each was retained,
    /// 40 instructions a layer of a run that moves).
    private static func compare(_ parent: Layer, _ range: Range<Int>, with block: KeptBlock) -> (known: Bool, still: Bool) {
        guard block.layers.count == range.count else { return (false, false) }
        var known = true, still = true, index = 0
        block.layers.withUnsafeBufferPointer { layers in
            parent.forEachSublayer(in: range) { layer in
                guard known else { return }
                known = ObjectIdentifier(layer) == layers[index]
                still = still && known && isStill(layer, since: block.seen)
                index += 1
            }
        }
        return (known, still)
    }

    /// Whether nothing of `layer`'s subtree (its sublayers and masks, theirs) has changed since
    /// the change clock read `seen`, nor animates.
    static func isStill(_ layer: Layer, since seen: UInt64) -> Bool {
        guard layer.changedAt <= seen, !layer.animatesInSubtree else { return false }
        if let mask = layer.mask, !isStill(mask, since: seen) { return false }
        var still = true
        layer.forEachSublayer { sublayer in if still { still = isStill(sublayer, since: seen) } }
        return still
    }
}
