/// One step of a frame, in paint order.
///
/// A plain value of two words that names what it draws by its index in one of its list's
/// arrays: a layer's rectangle in `DrawList.quads`, a fold pass in `accordions`, and so on. A
/// command holding its quad was copied whole wherever a `switch` bound it; one holding a boxed
/// payload (a shadow, a surface) made every command a value to retain and release, so that
/// emptying a list of 4,096 quads cost 80,000 instructions and every pass over the commands
/// asked each one whether it held a box.
public enum DrawCommand: Equatable, Sendable, BitwiseCopyable {
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
    /// The list's `accordions[index]`: a picture folded as an accordion in one pass (a layer with
    /// an accordion `fold`), by the renderer's dedicated fold pass, not quads.
    case accordion(Int)
    /// The list's `surfaces[index]`: a subtree drawn offscreen (the renderer does it before the
    /// list); later quads show it through its texture reference.
    case surface(Int)
    /// The list's `shadows[index]`: a rectangle's or rounded rectangle's shadow, in closed form.
    case shadow(Int)
    /// The list's `gradients[index]`: a gradient layer's fill.
    case gradient(Int)
    /// The list's `polygons[index]`: a convex piece of a plane's picture, in a context drawn
    /// back to front.
    case polygon(Int)

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

    /// The same command where the list's arrays it names start at `at` in a list it is joined into.
    func shifted(by at: JoinOffsets) -> DrawCommand {
        switch self {
        case .quad(let index): .quad(index + at.quad)
        case .pushClip(let index): .pushClip(index + at.quad)
        case .popClip(let index): .popClip(index + at.quad)
        case .beginDepthContext, .endDepthContext: self
        case .accordion(let index): .accordion(index + at.accordion)
        case .surface(let index): .surface(index + at.surface)
        case .shadow(let index): .shadow(index + at.shadow)
        case .gradient(let index): .gradient(index + at.gradient)
        case .polygon(let index): .polygon(index + at.polygon)
        }
    }
}
