import CreaseMath

/// What changed in the last few frames drawn into a surface, each since the one before: what a
/// frame must draw over a picture some frames old (a window's back buffer a few swaps old) is
/// the union of the changes since that picture.
struct DamageHistory {
    /// Each frame's damage since the one before, newest first; nil for a frame drawn whole.
    private var recent: [Rect?] = []
    /// Frames remembered: back buffers are rarely more than three swaps old.
    static let depth = 4

    /// What to draw of a frame whose damage since the last frame is `damage` (nil: all of it),
    /// over a picture `age` frames old: nil to draw it whole.
    func area(_ damage: Rect?, overPictureAged age: Int) -> Rect? {
        guard var area = damage, age >= 1, age - 1 <= recent.count else { return nil }
        for earlier in recent.prefix(age - 1) {
            guard let earlier else { return nil }
            area = area.isEmpty ? earlier : earlier.isEmpty ? area : Rect.union(area, earlier)
        }
        return area
    }

    /// A frame was drawn and shown with `damage` since the one before (nil: drawn whole).
    mutating func record(_ damage: Rect?) {
        recent.insert(damage, at: 0)
        if recent.count > Self.depth { recent.removeLast() }
    }

    /// Forgets every frame: the surface's picture is unknown from here.
    mutating func forget() { recent.removeAll(keepingCapacity: true) }
}
