/// One step of a frame, in paint order.
///
/// The commands that draw a layer's rectangle name it by its index in their list's `quads`
/// (`DrawList.quads`): a quad is a large value, and a command holding one was copied whole
/// wherever a `switch` bound it or an array handed it out. The other large values are held
/// boxed (`indirect`), being few: a command is then two words, and reading one copies no more.
public enum DrawCommand: Equatable {
    /// Draw the list's `quads[index]`: a layer's rectangle (background, contents, border).
    case quad(Int)
    /// From here on, draw only inside the shape of the list's `quads[index]` (masksToBounds).
    /// Clips nest.
    case pushClip(Int)
    /// Undo the matching `pushClip`, which named the same index.
    case popClip(Int)
    /// The quads up to `endDepthContext` share one 3D space and are depth-tested.
    case beginDepthContext
    case endDepthContext
    /// A picture folded as an accordion in one pass (a layer with an accordion `fold`): the renderer's
    /// dedicated fold pass, not quads.
    indirect case accordion(AccordionPass)
    /// Draw this subtree offscreen (the renderer does it before the list); later quads show it
    /// through its texture reference.
    indirect case surface(RenderSurface)
    /// A rectangle's or rounded rectangle's shadow, in closed form.
    indirect case shadow(DrawShadow)
    /// A gradient layer's fill.
    indirect case gradient(DrawGradient)
    /// A convex piece of a plane's picture, in a context drawn back to front.
    indirect case polygon(DrawPolygon)

    /// The index into the list's `quads` of the quad this command draws or clips to; nil for
    /// the commands that name none.
    public var quadIndex: Int? {
        switch self {
        case .quad(let index), .pushClip(let index), .popClip(let index): index
        case .beginDepthContext, .endDepthContext, .accordion, .surface, .shadow, .gradient, .polygon: nil
        }
    }

    /// The same command naming the quad at `newIndex(index)` where it names the one at
    /// `index`: for a list whose quads moved.
    public func renumbered(_ newIndex: (Int) -> Int) -> DrawCommand {
        switch self {
        case .quad(let index): .quad(newIndex(index))
        case .pushClip(let index): .pushClip(newIndex(index))
        case .popClip(let index): .popClip(newIndex(index))
        case .beginDepthContext, .endDepthContext, .accordion, .surface, .shadow, .gradient, .polygon: self
        }
    }
}
