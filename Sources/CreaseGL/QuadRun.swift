extension QuadPass {
    /// Instances drawn as one: consecutive, of one texture at most, their plans joining (one
    /// program, all opaque or all blended); or quads passed over, outside the part of the frame
    /// drawn.
    struct Run {
        var first: Int
        var count = 1
        /// Its texture's index in `frameTextures`, or `noTexture`: plain values, so gathering a
        /// run counts no references.
        var texture: Int
        /// The plan of all its quads.
        var plan: QuadPlan
        /// Its quads lie outside the part of the frame drawn: nothing of them is drawn.
        var passedOver = false
        /// Whether it is sampled from mipmaps (made before the frame's first draw).
        var wantsMipmaps: Bool { plan.minified && texture != QuadPass.noTexture && !passedOver }

        /// Quads from `first` passed over.
        static func passedOver(first: Int) -> Run { Run(first: first, texture: QuadPass.noTexture, plan: .nothing, passedOver: true) }

        /// This run and `next`, the run after it, as one; nil unless `next` starts where this
        /// ends, the plans join and the two show one texture at most, or both are passed over.
        /// Joining is associative, so runs joined a quad at a time or share by share come out
        /// the same.
        func joined(with next: Run) -> Run? {
            guard first + count == next.first, passedOver == next.passedOver else { return nil }
            if passedOver { return Run(first: first, count: count + next.count, texture: texture, plan: plan, passedOver: true) }
            guard plan.joins(next.plan), texture == QuadPass.noTexture || next.texture == QuadPass.noTexture || texture == next.texture
            else { return nil }
            return Run(first: first, count: count + next.count, texture: texture == QuadPass.noTexture ? next.texture : texture,
                plan: plan.joined(with: next.plan))
        }
    }
}
