import CreaseMath

extension Layer {
    /// A root layer covering a viewport of `size` points.
    public static func root(size: Size, name: String) -> Layer {
        let root = Layer(name: name)
        root.frame = Rect(origin: .zero, size: size)
        return root
    }

    /// A layer with the given frame, for building scenes tersely.
    public static func make(_ name: String, frame: Rect, color: Color = .clear) -> Layer {
        let layer = Layer(name: name)
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }
}
