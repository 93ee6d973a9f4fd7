import CreaseFiles
import CreaseTestSupport
import Foundation
import Testing

/// The hidden names outputs are made under: within a file name's length, and removed once the
/// run that made them is gone.
struct PartialPathTests {
    @Test func aShortNameKeepsItsNameWhole() {
        #expect(PartialPath.name(for: "run", process: 42) == ".run.crease-partial-42")
        #expect(PartialPath.name(for: "-my run.v2", process: 7) == ".-my run.v2.crease-partial-7")
    }

    /// A name as long as a file name may be (255 bytes) still has a partial name that fits,
    /// cut between characters, never inside one.
    @Test(arguments: [String(repeating: "r", count: 255), String(repeating: "é", count: 127), String(repeating: "✓", count: 85)])
    func aLongNameIsCutToFit(_ name: String) {
        let partial = PartialPath.name(for: name, process: Int32.max)
        #expect(partial.utf8.count <= 255)
        #expect(partial.hasSuffix(".crease-partial-\(Int32.max)"))
        let kept = partial.dropFirst().dropLast(".crease-partial-\(Int32.max)".count)
        #expect(!kept.isEmpty && name.hasPrefix(kept), "\(partial)")
    }

    /// After SIGKILL the process id is free again, and in a container the next run may well get
    /// the same one: a name under this process's own id was left by an earlier process.
    @Test func aNameUnderThisProcesssOwnIdIsLeftOverAndRemoved() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let leftOver = URL(fileURLWithPath: dir.file(PartialPath.name(for: "run", process: getpid())))
        try FileManager.default.createDirectory(at: leftOver, withIntermediateDirectories: false)
        let partial = PartialPath.beside(URL(fileURLWithPath: dir.file("run")))
        #expect(partial.lastPathComponent == leftOver.lastPathComponent)
        #expect(try dir.contents().isEmpty)
    }

    /// Another running process's name stays (process 1 runs as long as the system does), as do
    /// the names of other destinations.
    @Test func namesOfRunningProcessesAndOtherDestinationsStay() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let kept = [PartialPath.name(for: "run", process: 1), PartialPath.name(for: "run2", process: 999_999_999),
            PartialPath.name(for: "rùn", process: 999_999_999)]
        for name in kept { try FileManager.default.createDirectory(atPath: dir.file(name), withIntermediateDirectories: false) }
        _ = PartialPath.beside(URL(fileURLWithPath: dir.file("run")))
        #expect(try dir.contents().sorted() == kept.sorted())
    }
}
