import CreaseMath

/// One plain pointer sample: a finger touching, moving or lifting, or a mouse button doing the same.
///
/// Recognisers are fed these rather than platform events, so they can be driven by a window,
/// by a recorded gesture script or by a test alike.
public struct PointerEvent: Sendable, Equatable, Codable {
    /// What the pointer did.
    public enum Phase: String, Sendable, Equatable, Codable, CaseIterable {
        /// The pointer touched down (or a button was pressed).
        case down
        /// A pointer that is down moved.
        case moved
        /// The pointer lifted.
        case up
        /// The system took the pointer away (the touch is void, not a release).
        case cancelled
    }

    /// What the pointer did.
    public var phase: Phase
    /// Which finger or button: distinct ids for pointers down at the same time.
    public var pointer: Int
    /// Where, in points, y down.
    public var location: Point
    /// When, in seconds on any clock shared by all events of a gesture.
    public var time: Double

    /// An event of `phase` by `pointer` at `location` (points) and `time` (seconds).
    public init(phase: Phase, pointer: Int = 0, location: Point, time: Double) {
        self.phase = phase
        self.pointer = pointer
        self.location = location
        self.time = time
    }

    /// Shorter spelling for scripts and tests: `PointerEvent(.down, at: p, time: 0)`.
    public init(_ phase: Phase, pointer: Int = 0, at location: Point, time: Double) {
        self.init(phase: phase, pointer: pointer, location: location, time: time)
    }

    // Point is not Codable (CreaseMath stays free of coding concerns), so the
    // location is written flat as x and y: easy to read in a script file too.
    private enum CodingKeys: String, CodingKey {
        case phase, pointer, x, y, time
    }

    /// Reads the flat form: phase, pointer (0 when absent), x, y and time.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        phase = try c.decode(Phase.self, forKey: .phase)
        pointer = try c.decodeIfPresent(Int.self, forKey: .pointer) ?? 0
        location = Point(x: try c.decode(Double.self, forKey: .x), y: try c.decode(Double.self, forKey: .y))
        time = try c.decode(Double.self, forKey: .time)
    }

    /// Writes the flat form: phase, pointer, x, y and time.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(phase, forKey: .phase)
        try c.encode(pointer, forKey: .pointer)
        try c.encode(location.x, forKey: .x)
        try c.encode(location.y, forKey: .y)
        try c.encode(time, forKey: .time)
    }
}
