import CreaseMath

/// A value that animations can interpolate and accumulate (additive and `by` animations).
public protocol Animatable: Equatable {
    /// The value a fraction `t` of the way from `a` to `b` (t may leave 0…1: springs overshoot).
    static func interpolate(from a: Self, to b: Self, fraction t: Double) -> Self
    /// This value accumulated onto `base`.
    func adding(to base: Self) -> Self
    /// The value that, added to `base`, gives this one: `a.difference(from: b).adding(to: b) == a`.
    func difference(from base: Self) -> Self
    /// Adding it changes nothing.
    static var additiveIdentity: Self { get }
    /// How far apart two values are, for paced keyframes.
    func distance(to other: Self) -> Double
    /// Interpolation between two fixed ends, with whatever can be worked out once done up
    /// front (transforms decompose their ends here rather than on every frame).
    static func interpolator(from a: Self, to b: Self) -> Interpolator<Self>
}

/// The values between two fixed ends, by fraction.
public struct Interpolator<Value> {
    /// Gives the value at a fraction of the way between the ends (beyond 0…1 for springs).
    public let value: (Double) -> Value

    /// Wraps a function from fraction to value.
    public init(_ value: @escaping (Double) -> Value) { self.value = value }
}

extension Animatable {
    /// By default, `interpolate(from:to:fraction:)` worked out at each fraction.
    public static func interpolator(from a: Self, to b: Self) -> Interpolator<Self> {
        Interpolator { interpolate(from: a, to: b, fraction: $0) }
    }
}

extension Double: Animatable {
    public static func interpolate(from a: Double, to b: Double, fraction t: Double) -> Double { a + (b - a) * t }
    public func adding(to base: Double) -> Double { base + self }
    public func difference(from base: Double) -> Double { self - base }
    public static var additiveIdentity: Double { 0 }
    public func distance(to other: Double) -> Double { abs(other - self) }
}

extension Point: Animatable {
    public static func interpolate(from a: Point, to b: Point, fraction t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    public func adding(to base: Point) -> Point { base + self }
    public func difference(from base: Point) -> Point { self - base }
    public static var additiveIdentity: Point { .zero }
}

extension Size: Animatable {
    public static func interpolate(from a: Size, to b: Size, fraction t: Double) -> Size {
        Size(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }
    public func adding(to base: Size) -> Size { Size(width: base.width + width, height: base.height + height) }
    public func difference(from base: Size) -> Size { Size(width: width - base.width, height: height - base.height) }
    public static var additiveIdentity: Size { .zero }
    public func distance(to other: Size) -> Double {
        Point(x: width, y: height).distance(to: Point(x: other.width, y: other.height))
    }
}

extension Rect: Animatable {
    public static func interpolate(from a: Rect, to b: Rect, fraction t: Double) -> Rect {
        Rect(origin: .interpolate(from: a.origin, to: b.origin, fraction: t), size: .interpolate(from: a.size, to: b.size, fraction: t))
    }
    public func adding(to base: Rect) -> Rect { Rect(origin: origin.adding(to: base.origin), size: size.adding(to: base.size)) }
    public func difference(from base: Rect) -> Rect {
        Rect(origin: origin.difference(from: base.origin), size: size.difference(from: base.size))
    }
    public static var additiveIdentity: Rect { .zero }
    public func distance(to other: Rect) -> Double { origin.distance(to: other.origin) + size.distance(to: other.size) }
}

extension Color: Animatable {
    public func adding(to base: Color) -> Color {
        Color(red: base.red + red, green: base.green + green, blue: base.blue + blue, alpha: base.alpha + alpha)
    }
    public func difference(from base: Color) -> Color {
        Color(red: red - base.red, green: green - base.green, blue: blue - base.blue, alpha: alpha - base.alpha)
    }
    public static var additiveIdentity: Color { Color(red: 0, green: 0, blue: 0, alpha: 0) }
    public func distance(to other: Color) -> Double {
        let d = difference(from: other)
        return (d.red * d.red + d.green * d.green + d.blue * d.blue + d.alpha * d.alpha).squareRoot()
    }
}

/// Transforms interpolate by decomposition (so a 180° turn passes through 90°) and accumulate by
/// concatenation: the added transform applies first, in the layer's own space, then the base.
extension Transform3D: Animatable {
    public static func interpolator(from a: Transform3D, to b: Transform3D) -> Interpolator<Transform3D> {
        guard let da = DecomposedTransform3D(a), let db = DecomposedTransform3D(b) else {
            return Interpolator { $0 < 0.5 ? a : b }
        }
        let between = DecomposedTransform3D.Interpolation(from: da, to: db)
        return Interpolator { between.matrix(at: $0) }
    }

    public func adding(to base: Transform3D) -> Transform3D { self * base }
    public func difference(from base: Transform3D) -> Transform3D { base.inverted.map { self * $0 } ?? self }
    public static var additiveIdentity: Transform3D { .identity }
    public func distance(to other: Transform3D) -> Double {
        zip(entries, other.entries).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}

/// Lists of values (a gradient's colours and locations) animate element by element; lists of
/// different lengths cannot be blended, and switch from one to the other halfway.
extension Array: Animatable where Element: Animatable {
    public static func interpolate(from a: [Element], to b: [Element], fraction t: Double) -> [Element] {
        guard a.count == b.count else { return t < 0.5 ? a : b }
        return zip(a, b).map { Element.interpolate(from: $0, to: $1, fraction: t) }
    }
    public func adding(to base: [Element]) -> [Element] {
        guard count == base.count else { return isEmpty ? base : self }
        return zip(self, base).map { $0.adding(to: $1) }
    }
    public func difference(from base: [Element]) -> [Element] {
        guard count == base.count else { return self }
        return zip(self, base).map { $0.difference(from: $1) }
    }
    public static var additiveIdentity: [Element] { [] }
    public func distance(to other: [Element]) -> Double {
        guard count == other.count else { return 1 }
        return zip(self, other).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }
}
