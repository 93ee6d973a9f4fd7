import Glibc

/// A fold's light from each strip's turn alone, which the dedicated fold pass draws: a strip turned by `a`
/// has its colour times 1 − k·sin|a|, with k = `away` when it turns away from the viewer
/// (a < 0) and `toward` when it turns toward (a > 0).
public struct TurnShade: Hashable, Sendable {
    /// The shade constant k for strips turned away from the viewer (negative angles).
    public var away: Double
    /// The shade constant k for strips turned toward the viewer (positive angles).
    public var toward: Double

    /// A shade with the constants `away` and `toward`.
    public init(away: Double, toward: Double) {
        self.away = away
        self.toward = toward
    }

    /// The default constants, stated here once: k = 0.25 away, 0.6 toward.
    public static let standard = TurnShade(away: 0.25, toward: 0.6)
    /// No shade: every strip keeps its colour.
    public static let none = TurnShade(away: 0, toward: 0)

    /// The colour multiplier of a strip turned by `angle` radians.
    public func multiplier(angle: Double) -> Double {
        1 - (angle < 0 ? away : toward) * sin(abs(angle))
    }
}
