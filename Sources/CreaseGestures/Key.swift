/// A key a person pressed, as scenes and the window's controls name it.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case escape, space, up, down, left, right
    /// A letter key, lower case: "a"…"z".
    case letter(Character)
    /// A digit key, 0…9.
    case digit(Int)
    /// Any other key, by the window system's code.
    case other(Int)

    /// The key's name as the window's hint line and help print it.
    public var description: String {
        switch self {
        case .escape: "Esc"
        case .space: "space"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .letter(let c): c.uppercased()
        case .digit(let d): String(d)
        case .other(let code): "key \(code)"
        }
    }
}
