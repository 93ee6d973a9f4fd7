import CreaseMath

/// The pointers a several-pointer recogniser (pan, pinch) knows of: where every pointer down
/// is, and which of them it follows.
struct FollowedPointers {
    /// Every pointer down, followed or not.
    var locations: [Int: Point] = [:]
    /// The followed ones, in the order they went down.
    var followed: [Int] = []

    /// Where the followed pointers are, in the order they went down.
    var followedLocations: [Point] { followed.compactMap { locations[$0] } }

    /// The followed pointers' centroid; nil while none of them is down.
    var centroid: Point? {
        let points = followedLocations
        guard !points.isEmpty else { return nil }
        return points.reduce(Point.zero) { $0 + $1 } * (1 / Double(points.count))
    }

    /// Moves the pointers `moves` name to where they are now, among those down; tells whether
    /// a followed one moved.
    mutating func record(_ moves: [PointerEvent]) -> Bool {
        var touched = false
        for event in moves where locations[event.pointer] != nil {
            locations[event.pointer] = event.location
            if followed.contains(event.pointer) { touched = true }
        }
        return touched
    }
}
