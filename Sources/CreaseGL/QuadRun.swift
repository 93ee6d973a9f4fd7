extension QuadPass {
    /// Instances drawn as one: consecutive, of one texture at most, their plans joining (one
    /// program, all opaque or all blended); or quads passed over, outside the part of the frame
    /// drawn.
    struct Run {
        var first: Int
        var count = 1
        /// Its texture's index in `frameTextures`, `noTexture`, or `passedOver`: plain values, so
        /// gathering a run counts no references.
        var texture: Int
        /// The plan of all its quads.
        var plan: QuadPlan
        /// Whether it is sampled from mipmaps (made before the frame's first draw).
        var wantsMipmaps: Bool { plan.minified && texture >= 0 }
        /// Its quads lie outside the part of the frame drawn: nothing of them is drawn.
        var isPassedOver: Bool { texture == QuadPass.passedOver }

        /// Quads from `first` passed over.
        static func passedOver(first: Int) -> Run { Run(first: first, texture: QuadPass.passedOver, plan: .nothing) }

        /// This run and `next`, the run after it, as one; nil unless `next` starts where this
        /// ends, the plans join and the two show one texture at most (both passed over, or
        /// neither). Joined a quad at a time, quads with no picture go to the run before; a
        /// share starting among them gathers them into its own first run, which the shares'
        /// boundary hands back (`QuadPass.handingOver`), so the runs are the same on any number
        /// of threads.
        func joined(with next: Run) -> Run? {
            guard first + count == next.first, plan.joins(next.plan),
                texture == next.texture || (texture == QuadPass.noTexture && next.texture >= 0) || (next.texture == QuadPass.noTexture && texture >= 0)
            else { return nil }
            return Run(first: first, count: count + next.count, texture: texture == QuadPass.noTexture ? next.texture : texture,
                plan: plan.joined(with: next.plan))
        }
    }
}
