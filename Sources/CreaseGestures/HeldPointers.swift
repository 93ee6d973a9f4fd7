/// The pointers held down, and when a finished recogniser starts over: at the first down after
/// every pointer has lifted.
struct HeldPointers {
    private(set) var ids: Set<Int> = []

    var count: Int { ids.count }

    /// Whether `event` begins a new touch sequence for a recogniser that has finished.
    func startsOver(with event: PointerEvent, finished: Bool) -> Bool {
        event.phase == .down && finished && ids.isEmpty
    }

    mutating func record(_ event: PointerEvent) {
        switch event.phase {
        case .down: ids.insert(event.pointer)
        case .up, .cancelled: ids.remove(event.pointer)
        case .moved: break
        }
    }

    mutating func removeAll() { ids = [] }
}
