import CreaseThreads

/// Works out the presentation of every animated layer of a tree, masks included, at one time,
/// on several threads: what the compositor then reads in place, so that its walk finds each
/// layer's presentation done (`Layer.updatePresentation(atLocalTime:)` answers from what it
/// holds), and may share the tree among threads that only read it.
///
/// A layer's presentation depends on its own model, tracks and local time alone, so layers
/// are independent: on more than one thread the walk gathers those whose animations are all
/// compiled tracks (plain values, no code of the app's), and they are evaluated in contiguous
/// shares, one a thread; on one thread each is evaluated where the walk finds it.
/// Each layer is worked out by the same arithmetic whichever thread takes it, so the result is
/// the same, bit for bit, at any thread count. Layers with other animations (keyframes, an
/// app's own `LayerAnimation`, which may touch other layers, even take them out of the tree)
/// are evaluated on the calling thread in tree order, in a walk of their own before the
/// compiled ones are listed (again, where the first listing found such layers): the list does
/// not retain its layers. Nothing else may change the tree while `evaluate` runs.
public final class PresentationEvaluator {
    /// The most threads a frame's evaluation runs on; 1 evaluates on the calling thread alone.
    public let threads: Int
    /// Fewer layers than this a thread are not worth waking one for.
    static let layersPerThread = 256

    /// The layers gathered for the threads with their local times, kept from frame to frame so
    /// that a frame allocates nothing; not retained (the tree holds them while `evaluate` runs).
    /// Only `evaluate`'s thread changes it, so without runtime exclusivity checks (they were
    /// more than half of the walk).
    @exclusivity(unchecked) private var gathered: [(layer: Unmanaged<Layer>, localTime: Double)] = []
    /// Whether this evaluation ran an animation that is not a compiled track (its code may
    /// change another layer's model or animations, which takes back that layer's presentation).
    @exclusivity(unchecked) private var ranOtherAnimations = false
    /// Whether listing the layers for the threads passed one with such an animation, not run:
    /// its code runs first, and the layers are listed again.
    @exclusivity(unchecked) private var foundOtherAnimations = false

    /// An evaluator that uses up to `threads` threads (at least 1).
    public init(threads: Int) {
        self.threads = max(1, threads)
    }

    /// Works out the presentation of `root` and its subtree at `parentTime`, the time of
    /// `root`'s superlayer (the host time for a root), as `Layer.visitPresentation` does.
    public func evaluate(_ root: Layer, atParentTime parentTime: Double) {
        gathered.removeAll(keepingCapacity: true)
        ranOtherAnimations = false
        foundOtherAnimations = false
        if threads > 1 {
            gather(root, parentTime: parentTime, pass: .listing)
            if foundOtherAnimations {
                // The app's code first, which may change the tree; then the layers left are listed.
                gathered.removeAll(keepingCapacity: true)
                gather(root, parentTime: parentTime, pass: .otherAnimations)
                gather(root, parentTime: parentTime, pass: .listing)
            }
        } else {
            gather(root, parentTime: parentTime, pass: .inPlace)
        }
        let shares = min(threads, gathered.count / Self.layersPerThread)
        gathered.withUnsafeBufferPointer { all in
            guard shares > 1 else { return Self.evaluate(all[...]) }
            // Each thread reads the list and writes only its own share's layers.
            WorkerThreads.shared.perform(iterations: shares) { share in
                Self.evaluate(all[all.count * share / shares..<all.count * (share + 1) / shares])
            }
        }
        // Once more over the tree where such an animation ran, on this thread: a layer it
        // changed is worked out again, the others answer from what they hold. The draw list's
        // walk then finds every presentation done and does not ask.
        if ranOtherAnimations { gather(root, parentTime: parentTime, pass: .settling) }
    }

    /// What a walk over the tree does with each animated layer.
    private enum Pass {
        /// On one thread: works every layer out where it is found.
        case inPlace
        /// Works out the layers with other animations than compiled tracks (the app's code), in tree order.
        case otherAnimations
        /// Lists the layers whose animations are all compiled tracks, for the threads, and notes
        /// whether any has others (`foundOtherAnimations`).
        case listing
        /// Works every layer out in place once more, after the app's code ran: the layers it
        /// changed are worked out again, the others answer from what they hold.
        case settling
    }

    private func gather(_ layer: Layer, parentTime: Double, pass: Pass) {
        guard layer.animatesInSubtree else { return }
        let local = layer.localTime(fromParentTime: parentTime)
        if layer.isAnimated {
            let compiled = layer.compiledTracks != nil
            switch pass {
            case .listing:
                if compiled { gathered.append((Unmanaged.passUnretained(layer), local)) } else { foundOtherAnimations = true }
            case .otherAnimations where compiled:
                break
            case .inPlace, .otherAnimations, .settling:
                if !compiled { ranOtherAnimations = true }
                layer.updatePresentation(atLocalTime: local)
            }
        }
        if let mask = layer.mask { gather(mask, parentTime: local, pass: pass) }
        layer.forEachSublayer { gather($0, parentTime: local, pass: pass) }
    }

    private static func evaluate(_ share: Slice<UnsafeBufferPointer<(layer: Unmanaged<Layer>, localTime: Double)>>) {
        for (layer, time) in share { layer._withUnsafeGuaranteedRef { $0.updatePresentation(atLocalTime: time) } }
    }
}
