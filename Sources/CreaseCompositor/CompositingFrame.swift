import CreaseCore
import CreaseDrawList
import CreaseMath

/// What one draw list's build keeps as it goes: the surfaces numbered so far, the size of the
/// target being drawn (the screen, or the surface being filled), and whether that is a shadow's
/// picture; and what a compositor keeps from build to build so that a frame allocates nothing:
/// the shares of a walk on several threads and the evaluator that readies the tree for them.
final class CompositingFrame {
    var surfaces = 0
    var viewports: [Size] = []
    var inShadow = false
    /// The lists the shares of a walk on several threads build, and their builds' own states.
    var shareLists: [DrawList] = []
    var shareFrames: [CompositingFrame] = []
    /// What long runs of sublayers drew, block by block, by the parent whose run it is
    /// (`Compositor.visitInBlocks`); kept by a build's own frame only (`keepsBlocks`), not a
    /// share's nor a block's.
    var keptRuns: [ObjectIdentifier: Compositor.KeptRun] = [:]
    /// Whether this frame keeps blocks: the one a build starts with.
    var keepsBlocks = false
    /// Builds begun: what the runs asked for in a build are marked with.
    var build = 0
    /// The lists of kept blocks waiting to be appended together.
    var keptLists: [DrawList] = []
    /// Their tags, one for each.
    var keptTags: [KeptListTag] = []
    private var presentationEvaluator: PresentationEvaluator?

    /// Starts a build whose frame keeps blocks, letting go of the runs the last build did not ask for.
    func beginBuild(viewport: Size) {
        if keptRuns.contains(where: { $0.value.build != build }) { keptRuns = keptRuns.filter { $0.value.build == build } }
        build += 1
        keepsBlocks = true
        begin(viewport: viewport)
    }

    /// Starts a list's build into a target of `viewport` points, keeping the storage.
    func begin(viewport: Size) {
        surfaces = 0
        viewports.removeAll(keepingCapacity: true)
        viewports.append(viewport)
        inShadow = false
    }

    /// Starts a share's build inside this one's, where it stands now.
    func begin(within outer: CompositingFrame) {
        begin(viewport: outer.viewports.last ?? .zero)
        inShadow = outer.inShadow
    }

    /// An evaluator for up to `threads` threads, made once.
    func evaluator(threads: Int) -> PresentationEvaluator {
        if let presentationEvaluator, presentationEvaluator.threads == threads { return presentationEvaluator }
        let made = PresentationEvaluator(threads: threads)
        presentationEvaluator = made
        return made
    }
}
