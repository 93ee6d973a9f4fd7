/// A README command made quick to run, doing the same thing small: drawn at 96x64 points, a
/// video or folder of 2 frames (for whatever `--frames` or `--duration` it asked), a bench of 2
/// frames a scenario without warm-up, a window closed after 2 frames. A still keeps its `--time`.
enum TinyForm {
    static func of(_ arguments: [String]) -> [String] {
        guard let command = arguments.first, ["demo", "render", "bench"].contains(command),
            !arguments.contains("--list"), !arguments.contains("--compare") else { return arguments }
        var kept: [String] = []
        var words = arguments.makeIterator()
        while let word = words.next() {
            if ["--size", "--frames", "--duration", "--warmup"].contains(word) {
                _ = words.next()
            } else {
                kept.append(word)
            }
        }
        kept += ["--size", "96x64"]
        switch command {
        case "bench": kept += ["--frames", "2", "--warmup", "0"]
        case "demo": kept += ["--frames", "2"]
        default:
            if let out = value(of: "--out", in: arguments), out != "-", !out.lowercased().hasSuffix(".png") { kept += ["--frames", "2"] }
        }
        return kept
    }

    /// The value given after `option`, if any.
    static func value(of option: String, in arguments: [String]) -> String? {
        guard let at = arguments.firstIndex(of: option), at + 1 < arguments.count else { return nil }
        return arguments[at + 1]
    }
}
