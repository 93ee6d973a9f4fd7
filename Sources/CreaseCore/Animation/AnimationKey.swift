/// The name a running animation is added under (CALayer's animation keys): adding another
/// under the same key replaces it. Effects name theirs as static keys; a string literal makes
/// one too.
public struct AnimationKey: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key's text, as a string.
    public let name: String

    /// A key named `name`.
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}
