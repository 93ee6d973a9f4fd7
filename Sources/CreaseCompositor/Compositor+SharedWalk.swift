import CreaseCore
import CreaseDrawList
import CreaseMath
import CreaseThreads

extension Compositor {
    /// Fewer sublayers than this a thread are not worth waking one for.
    static let sublayersPerThread = 256

    /// Visits `sublayers` at `range`, `node`'s in paint order, in contiguous shares on up to
    /// `threads` threads, then joins what they drew in order: the same list, command for command,
    /// as one thread's walk. The first share draws straight into `out`, each other into a list of its
    /// own joined after it. A share's subtrees are its own, and the build has worked out every
    /// presentation before (`build`), so the shares only read the tree. A share numbers the
    /// surfaces it makes from where it starts, and the join numbers them after those made
    /// before: in paint order, as one walk numbers them.
    func visitSharingThreads(
        _ sublayers: [Layer], in range: Range<Int>, of node: Node, under transform: Transform3D, _ transformed: Bool, in plane: Plane,
        opacity: Double, into out: inout DrawList
    ) {
        let count = min(threads, range.count / Self.sublayersPerThread)
        while frame.shareLists.count < count - 1 {
            frame.shareLists.append(DrawList(viewport: .zero))
            frame.shareFrames.append(CompositingFrame())
        }
        for other in frame.shareFrames.prefix(count - 1) { other.begin(within: frame) }
        var first = self
        first.threads = 1
        // The first share walks with this build's frame: it keeps no blocks meanwhile, as no share does.
        let keepsBlocks = frame.keepsBlocks
        frame.keepsBlocks = false
        defer { frame.keepsBlocks = keepsBlocks }
        let viewport = out.viewport
        withUnsafeMutablePointer(to: &out) { out in
            frame.shareLists.withUnsafeMutableBufferPointer { lists in
                // Each thread writes only its own share's list and state.
                let frames = frame.shareFrames
                WorkerThreads.shared.perform(iterations: count) { k in
                    var share = first
                    var list = out
                    if k > 0 {
                        share.frame = frames[k - 1]
                        list = lists.baseAddress! + k - 1
                        list.pointee.removeAll(viewport: viewport)
                    }
                    share.visitSublayers(at: range.lowerBound + range.count * k / count..<range.lowerBound + range.count * (k + 1) / count, of: node,
                        under: transform, transformed, in: plane, opacity: opacity, into: &list.pointee)
                }
            }
        }
        for k in 0..<count - 1 where frame.shareFrames[k].surfaces > 0 {
            frame.shareLists[k].numberSurfaces(after: frame.surfaces)
            frame.surfaces += frame.shareFrames[k].surfaces
        }
        out.append(concurrently: frame.shareLists[0..<count - 1])
    }
}
