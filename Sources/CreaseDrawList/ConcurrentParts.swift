import CreaseThreads

/// Elements made in parts, each part by a thread of its own, straight into the room an array
/// makes for them: `Array.append(contentsOf:)` hands a sequence the uninitialised room to fill
/// (`_copyContents(initializing:)`), so a large join is written once, concurrently, with no
/// placeholder written first.
struct ConcurrentParts<Element>: Sequence {
    /// How many elements all the parts make.
    let count: Int
    /// How many parts; each is made by one call of `fill`.
    let parts: Int
    /// Initialises part k's elements in `room` (the room of all `count`, which the part knows
    /// its own place in), and nothing else of it.
    let fill: (_ k: Int, _ room: UnsafeMutablePointer<Element>) -> Void

    var underestimatedCount: Int { count }

    func _copyContents(initializing room: UnsafeMutableBufferPointer<Element>) -> (IndexingIterator<[Element]>, Int) {
        precondition(room.count >= count, "room for \(count) elements")
        guard count > 0, let first = room.baseAddress else { return ([].makeIterator(), 0) }
        // Each part writes only its own stretch of the room.
        WorkerThreads.shared.perform(iterations: parts) { fill($0, first) }
        return ([].makeIterator(), count)
    }

    /// The elements one by one, made all at once first.
    func makeIterator() -> IndexingIterator<[Element]> {
        Array(unsafeUninitializedCapacity: count) { room, made in made = _copyContents(initializing: room).1 }.makeIterator()
    }
}
