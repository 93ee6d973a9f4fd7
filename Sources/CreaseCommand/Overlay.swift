import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath

/// What the demo window draws over the scene: a one-line hint at the bottom, and frame
/// statistics at the top left while F is on. Text is drawn with Cairo into layer contents.
final class Overlay {
    let root = Layer(name: "overlay")
    private let hint = Layer(name: "hint")
    private let stats = Layer(name: "stats")
    private var lastStats = ""
    var showsStats = false {
        didSet { stats.isHidden = !showsStats }
    }

    init(size: Size, hintText: String) {
        root.frame = Rect(origin: .zero, size: size)
        stats.isHidden = true
        root.setSublayers([hint, stats])
        layOut(size: size, hintText: hintText)
    }

    func layOut(size: Size, hintText: String) {
        root.frame = Rect(origin: .zero, size: size)
        // As tall as the hint needs at this width: it wraps in narrow windows.
        let text = Canvas(size: Size(width: 1, height: 1)).measureText(hintText, font: Self.font, width: max(40, size.width - 16))
        let hintHeight = (text.height + 10).rounded(.up)
        hint.frame = Rect(x: 0, y: size.height - hintHeight, width: size.width, height: hintHeight)
        hint.contents = Self.label(hintText, size: hint.bounds.size, alignment: .center).map(LayerContents.bitmap)
        // Just above the hint: the top of most scenes is a status bar with text of its own.
        stats.frame = Rect(x: 8, y: max(0, hint.frame.minY - 30), width: max(0, min(size.width - 16, 420)), height: 26)
        lastStats = ""
    }

    private static let font = "DejaVu Sans 12"

    /// Redraws the statistics line when it changed.
    func setStats(_ text: String) {
        guard text != lastStats else { return }
        lastStats = text
        stats.contents = Self.label(text, size: stats.bounds.size, alignment: .left).map(LayerContents.bitmap)
    }

    /// A rounded dark label, or nothing where the window is too small to hold one.
    private static func label(_ text: String, size: Size, alignment: TextAlignment) -> Bitmap? {
        guard size.width >= 24, size.height >= 12 else { return nil }
        // Sharp at 2 pixels a point, but never wider than any GPU's textures (a 17000-point window).
        let canvas = Canvas(size: size, scale: min(2, 8192 / max(size.width, size.height)))
        canvas.fillRoundedRect(Rect(origin: .zero, size: size), radius: 6, color: Color(white: 0, alpha: 0.55))
        canvas.drawText(text, in: Rect(x: 8, y: 5, width: size.width - 16, height: size.height - 6),
            font: font, color: .white, alignment: alignment)
        return canvas.makeBitmap()
    }
}
