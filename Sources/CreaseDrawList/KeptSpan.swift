import CreaseMath
import Synchronization

/// What a list kept from build to build (a still block of a long run of sublayers, kept by the
/// compositor) is known by where it is appended: a serial of its own and where it draws.
public struct KeptListTag: Equatable, Sendable {
    /// One list's, never another's: two spans of one serial hold the same commands.
    public let serial: UInt64
    /// Where the list's commands draw on screen, in points; nil where that is not bounded.
    public let bounds: Rect?
    /// Whether every command is a quad: a span passed over as a whole draws nothing else.
    public let quadsOnly: Bool

    /// The tag of `list`, kept from now on and not changed: a serial not given before.
    public init(of list: DrawList) {
        serial = Self.serials.add(1, ordering: .relaxed).newValue
        var bounds: Rect?, unbounded = false, quadsOnly = true
        for index in list.commands.indices {
            if case .quad = list.commands[index] {} else { quadsOnly = false }
            switch list.footprint(at: index) {
            case .none: break
            case .unbounded: unbounded = true
            case .rect(let r): bounds = bounds.map { Rect.union($0, r) } ?? r
            }
        }
        self.bounds = unbounded ? nil : bounds ?? .zero
        self.quadsOnly = quadsOnly
    }

    private static let serials = Atomic<UInt64>(0)
}

/// A stretch of a list's commands appended whole from a kept list (`append(concurrently:tags:)`):
/// two lists with spans of one tag hold the same commands there, drawing the same quads,
/// pictures and names. What changed between two lists (`DrawList.damage(since:)`) passes over
/// such a span at the same place in both without comparing it, and a frame drawn in part
/// passes over one whose bounds miss the part.
public struct KeptSpan: Equatable, Sendable {
    /// The commands, in the list that holds the span.
    public var commands: Range<Int>
    /// The kept list they came from.
    public var tag: KeptListTag
}
