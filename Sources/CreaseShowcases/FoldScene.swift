import CreaseCore
import CreaseFold
import CreaseImage
import CreaseMath
import CreaseScene

/// A picture folded as one layer (`Layer.fold`) filling a black frame.
///
/// The compositor draws a centred horizontal accordion of equal strips under a turn shade
/// through the renderer's fold pass or as a quad per strip, whichever the renderer says is
/// faster, and every other fold as a quad per strip, each keeping its part of the view's
/// corners and border.
public final class FoldScene: Scene {
    public let root: Layer
    /// The folded picture, the scene's one layer: its `fold` says how it folds.
    public let folded = Layer(name: "folded")
    /// How far it is folded (the layer's `foldAmount`: 0 flat, 1 fully), set at once.
    public var amount: Double {
        get { folded.foldAmount }
        set { folded.foldAmount = newValue }
    }
    /// The view's rounded corners, which cut the picture too.
    public var cornerRadius: Double {
        get { folded.cornerRadius }
        set { folded.cornerRadius = newValue }
    }
    /// The view's border, its width in points.
    public var border: (width: Double, color: Color) {
        get { (folded.borderWidth, folded.borderColor) }
        set { (folded.borderWidth, folded.borderColor) = newValue }
    }

    /// `picture` filling `size`, folded as `fold` says by `amount`.
    public init(size: Size, picture: Bitmap, fold: LayerFold, amount: Double = 0) {
        root = .root(size: size, name: "fold")
        root.backgroundColor = .black
        folded.frame = root.bounds
        folded.contents = .bitmap(picture)
        folded.masksToBounds = true
        folded.fold = fold
        folded.foldAmount = amount
        root.addSublayer(folded)
    }

    public func update(time: Double) {}
}
