/// A small random generator (SplitMix64) that gives the same numbers from the same start on
/// every run and machine: noise drawn into pictures stays the same for golden images, and a
/// resampled interval comes out the same each time the same samples are read.
public struct RepeatableRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Starts the sequence at `state`: the same state, the same numbers.
    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in 0..<1, from the top 53 bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// A uniform value in `range`.
    public mutating func value(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
}
