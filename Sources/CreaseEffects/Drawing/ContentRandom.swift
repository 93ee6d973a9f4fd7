/// A small seeded generator (SplitMix64) for textures and noise.
///
/// Seeded rather than system-random so that every run, machine and scale draws the same
/// picture: golden images and pixel tests can rely on it.
struct ContentRandom {
    private var state: UInt64

    /// Starts the sequence at `state`: the same state, the same numbers.
    init(state: UInt64) {
        self.state = state
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in 0..<1.
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// A uniform value in `range`.
    mutating func value(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
}
