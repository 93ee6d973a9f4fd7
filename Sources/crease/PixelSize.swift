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
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
            w > 0, h > 0, w <= Self.sanityLimit, h <= Self.sanityLimit
        else { return nil }
        self.init(width: w, height: h)
    }

    static var defaultCompletionKind: CompletionKind { .default }

    var size: Size { Size(width: Double(width), height: Double(height)) }
    var description: String { "\(width)x\(height)" }
}
