import ArgumentParser
import CreaseMath

/// A size given as WxH on the command line, in whole points.
struct PixelSize: ExpressibleByArgument, CustomStringConvertible {
    let width: Int
    let height: Int

    /// Far beyond any GPU's texture limit; the GPU's own limit is checked once a context exists.
    static let sanityLimit = 1 << 16

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        guard let size = try? Self.parse(argument) else { return nil }
        self = size
    }

    /// Parses WxH, saying what is wrong in one line.
    static func parse(_ text: String) throws -> PixelSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw ValidationError("a size is WxH in whole points, like 1920x1080")
        }
        guard w > 0, h > 0 else { throw ValidationError("width and height must be above 0") }
        guard w <= sanityLimit, h <= sanityLimit else { throw ValidationError("at most \(sanityLimit) points a side") }
        return PixelSize(width: w, height: h)
    }

    static var defaultCompletionKind: CompletionKind { .default }

    var size: Size { Size(width: Double(width), height: Double(height)) }
    var description: String { "\(width)x\(height)" }
}
