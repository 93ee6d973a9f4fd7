import ArgumentParser
import CreaseMath

/// A size given as WxH on the command line, in whole points.
struct PixelSize: ExpressibleByArgument, CustomStringConvertible {
    let width: Int
    let height: Int
    /// Why the text given did not make a size. ArgumentParser's message for a value it cannot
    /// parse says only "invalid", so the text is taken as it is and `validate()` says what is wrong.
    private var problem: String?

    /// Far beyond any GPU's texture limit; the GPU's own limit is checked once a context exists.
    static let sanityLimit = 1 << 16

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init(argument: String) {
        do {
            self = try Self.parse(argument)
        } catch {
            self.init(width: 0, height: 0)
            problem = "\(error)"
        }
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

    /// Called from each command's `validate()`.
    func validate() throws {
        if let problem { throw ValidationError(problem) }
    }

    static var defaultCompletionKind: CompletionKind { .default }

    /// What `--help` shows as the default.
    var defaultValueDescription: String { description }

    /// The frame in pixels at `scale` pixels a point, rounded as the offscreen renderer rounds it.
    func pixels(scale: Double) -> (width: Int, height: Int) { size.pixels(atScale: scale) }

    var size: Size { Size(width: Double(width), height: Double(height)) }
    var description: String { "\(width)x\(height)" }
}
