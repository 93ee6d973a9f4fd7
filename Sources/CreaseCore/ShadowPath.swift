import CreaseMath

/// A shadow's shape (CALayer.shadowPath), in the layer's coordinates. Rectangles and rounded
/// rectangles cast their shadow in closed form, with no offscreen drawing.
public enum ShadowPath: Hashable, Sendable {
    case rect(Rect)
    case roundedRect(Rect, cornerRadius: Double)
    /// The ellipse inside the rectangle.
    case ellipse(Rect)

    /// The rectangle the shape fills or is inscribed in.
    public var bounds: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): r
        }
    }
}
