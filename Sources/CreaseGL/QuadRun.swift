extension QuadPass {
    /// Instances drawn as one: consecutive, of one texture at most, their plans joining (one
    /// program, all opaque or all blended).
    struct Run {
        var first: Int
        var count = 1
        /// Its texture's index in `frameTextures`, or `noTexture`: plain values, so gathering a
        /// run counts no references.
        var texture: Int
        /// The plan of all its quads.
        var plan: QuadPlan
        /// Whether it is sampled from mipmaps (made before the frame's first draw).
        var wantsMipmaps: Bool { plan.minified && texture != QuadPass.noTexture }

        /// This run and `next`, the run after it, as one; nil unless `next` starts where this
        /// ends, the plans join and the two show one texture at most. Joining is associative,
        /// so runs joined a quad at a time or share by share come out the same.
        func joined(with next: Run) -> Run? {
            guard first + count == next.first, plan.joins(next.plan),
                texture == QuadPass.noTexture || next.texture == QuadPass.noTexture || texture == next.texture
            else { return nil }
            return Run(first: first, count: count + next.count, texture: texture == QuadPass.noTexture ? next.texture : texture,
                plan: plan.joined(with: next.plan))
        }
    }
}
