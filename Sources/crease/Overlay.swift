import CreaseCore
import CreaseDraw
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
        hint.contents = .bitmap(Self.label(hintText, size: hint.bounds.size, alignment: .center))
        stats.frame = Rect(x: 8, y: 8, width: min(size.width - 16, 420), height: 26)
    }

    private static let font = "DejaVu Sans 12"

    /// Redraws the statistics line when it changed.
    func setStats(_ text: String) {
        guard text != lastStats else { return }
        lastStats = text
        stats.contents = .bitmap(Self.label(text, size: stats.bounds.size, alignment: .left))
    }

    private static func label(_ text: String, size: Size, alignment: TextAlignment) -> Bitmap {
        let canvas = Canvas(size: size, scale: 2)
        canvas.fillRoundedRect(Rect(origin: .zero, size: size), radius: 6, color: Color(white: 0, alpha: 0.55))
        canvas.drawText(text, in: Rect(x: 8, y: 5, width: size.width - 16, height: size.height - 6),
            font: font, color: .white, alignment: alignment)
        return canvas.makeBitmap()
    }
}
