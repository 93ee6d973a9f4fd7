import CreaseGestures

/// A key, what pressing it does, and the words the window's hint line shows for it ("H hinge"):
/// the hint and the dispatch come from this one declaration. `Input` is what the action is
/// handed: a scene's bindings get the scene's time, the window's own get the window.
public struct KeyBinding<Input> {
    /// The key.
    public let key: Key
    /// What it does, in a few words after the key's name ("hinge").
    public let hint: String
    /// The pointer's way to do the same, if there is one ("click"): the hint then reads
    /// "click or space flips".
    public let pointer: String?
    /// What pressing the key does.
    public let action: (Input) -> Void

    /// `key` does `action`, shown as "`key` `hint`", or "`pointer` or `key` `hint`".
    public init(_ key: Key, _ hint: String, or pointer: String? = nil, action: @escaping (Input) -> Void) {
        self.key = key
        self.hint = hint
        self.pointer = pointer
        self.action = action
    }
}

extension Array {
    /// The hint line's words for these bindings, in their order; neighbours with the same words
    /// are named together ("↑↓ strips").
    public func hints<Input>() -> [String] where Element == KeyBinding<Input> {
        var named: [(keys: String, binding: KeyBinding<Input>)] = []
        for binding in self {
            if let last = named.last, last.binding.hint == binding.hint, last.binding.pointer == binding.pointer {
                named[named.count - 1].keys += binding.key.description
            } else {
                named.append((binding.key.description, binding))
            }
        }
        return named.map { keys, binding in (binding.pointer.map { "\($0) or " } ?? "") + "\(keys) \(binding.hint)" }
    }
}
