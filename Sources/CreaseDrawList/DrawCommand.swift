/// One step of a frame, in paint order.
public enum DrawCommand: Equatable {
    /// Draw a layer's rectangle (background, contents, border).
    case quad(DrawQuad)
    /// From here on, draw only inside this quad's shape (masksToBounds). Clips nest.
    case pushClip(DrawQuad)
    /// Undo the matching `pushClip`, which named the same quad.
    case popClip(DrawQuad)
    /// The quads up to `endDepthContext` share one 3D space and are depth-tested.
    case beginDepthContext
    case endDepthContext
    /// A picture folded as an accordion in one pass (a layer with an accordion `fold`): the renderer's
    /// dedicated fold pass, not quads.
    case accordion(AccordionPass)
    /// Draw this subtree offscreen (the renderer does it before the list); later quads show it
    /// through its texture reference.
    case surface(RenderSurface)
    /// A rectangle's or rounded rectangle's shadow, in closed form.
    case shadow(DrawShadow)
    /// A gradient layer's fill.
    case gradient(DrawGradient)
    /// A convex piece of a plane's picture, in a context drawn back to front.
    case polygon(DrawPolygon)
}
