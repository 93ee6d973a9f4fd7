import Foundation

/// How far a long run is, in one line on stderr rewritten in place: frames done of the total,
/// frames per second and the time left. Only for a person watching a terminal: off when stderr
/// is not one (logs and pipes get no carriage returns) and with --quiet.
final class ProgressLine {
    private let label: String
    private let total: Int
    private let sink: ((String) -> Void)?
    private let clock: () -> Double
    private let start: Double
    private var done = 0
    private var shownAt = -Double.infinity

    /// At most this often, so that drawing the line costs nothing next to the frames.
    static let interval = 0.1

    init(_ label: String, total: Int, isTerminal: Bool, quiet: Bool = false,
         clock: @escaping () -> Double = ProgressLine.seconds, sink: @escaping (String) -> Void) {
        self.label = label
        self.total = total
        self.sink = isTerminal && !quiet ? sink : nil
        self.clock = clock
        start = clock()
    }

    /// On stderr, when it is a terminal.
    static func onStandardError(_ label: String, total: Int, quiet: Bool) -> ProgressLine {
        ProgressLine(label, total: total, isTerminal: isatty(STDERR_FILENO) == 1, quiet: quiet) {
            FileHandle.standardError.write(Data($0.utf8))
        }
    }

    static func seconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// One more frame done.
    func advance() {
        done += 1
        guard let sink else { return }
        let now = clock()
        guard now - shownAt >= Self.interval || done == total else { return }
        shownAt = now
        // \r to the line's start, the text, ESC[K to clear what a longer line left.
        sink("\r" + text(at: now) + "\u{1B}[K")
    }

    /// Removes the line, so that what follows (a result or an error) starts a clean line.
    func clear() {
        guard shownAt > -Double.infinity else { return }
        sink?("\r\u{1B}[K")
        shownAt = -Double.infinity
    }

    func text(at now: Double) -> String {
        let elapsed = now - start
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        var text = "\(label): \(done)/\(total) frames, " + String(format: "%.1f fps", rate)
        if rate > 0 {
            let left = Int((Double(total - done) / rate).rounded(.up))
            text += String(format: ", %d:%02d left", left / 60, left % 60)
        }
        return text
    }
}
