import CreaseDraw
import CreaseMath

/// Text helpers shared by the artwork: font strings, fitting and wrapping.
enum ContentText {
    static let regular = "DejaVu Sans"
    static let bold = "DejaVu Sans Bold"

    /// A Pango font string at `size` points, rounded to a tenth so sizes scale smoothly.
    static func font(_ family: String, _ size: Double) -> String {
        "\(family) \((max(size, 1) * 10).rounded() / 10)"
    }

    /// `text`, shortened with an ellipsis if it is wider than `width`, as springboard labels are.
    static func fitted(_ text: String, font: String, width: Double, on canvas: Canvas) -> String {
        guard canvas.measureText(text, font: font).width > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = trailingSpacesRemoved(String(characters)) + "…"
            if canvas.measureText(candidate, font: font).width <= width { return candidate }
        }
        return "…"
    }

    /// `text` broken at spaces into at most `maxLines` lines no wider than `width`; the last
    /// line ends in an ellipsis if text was left over.
    static func lines(_ text: String, font: String, width: Double, maxLines: Int, on canvas: Canvas) -> [String] {
        var lines: [String] = []
        var current = ""
        var words = text.split(separator: " ").map(String.init)[...]
        while let word = words.first, lines.count < maxLines {
            let candidate = current.isEmpty ? word : current + " " + word
            if canvas.measureText(candidate, font: font).width <= width || current.isEmpty {
                current = candidate
                words = words.dropFirst()
            } else {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty && lines.count < maxLines { lines.append(current) }
        if !words.isEmpty, let last = lines.popLast() {
            lines.append(fitted(last + " " + words.joined(separator: " "), font: font, width: width, on: canvas))
        }
        return lines.map { fitted($0, font: font, width: width, on: canvas) }
    }

    private static func trailingSpacesRemoved(_ text: String) -> String {
        var result = text
        while result.last == " " { result.removeLast() }
        return result
    }
}
