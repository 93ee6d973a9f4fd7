import CreaseImage
import Testing

/// A pixel as opaque 0...255 RGB, for probes on an opaque background.
public struct RGB: Equatable, Sendable, CustomStringConvertible {
    public let r: Int, g: Int, b: Int

    public init(_ r: Int, _ g: Int, _ b: Int) {
        self.r = r
        self.g = g
        self.b = b
    }

    public init(_ bitmap: Bitmap, _ x: Int, _ y: Int) {
        let p = bitmap.pixel(x: x, y: y)
        self.init(Int(p.r), Int(p.g), Int(p.b))
    }

    public func isClose(to other: RGB, within tolerance: Int = 3) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }

    public var description: String { "(\(r), \(g), \(b))" }

    public static let white = RGB(255, 255, 255)
}

/// Expects the pixel at (x, y) within `tolerance` of `expected` in each channel, naming both when not.
public func expectPixel(_ image: Bitmap, _ x: Int, _ y: Int, _ expected: RGB, within tolerance: Int,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = RGB(image, x, y)
    #expect(actual.isClose(to: expected, within: tolerance), "pixel (\(x), \(y)) is \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}
