@testable import CreaseCommand
import CreaseDraw
import CreaseFiles
import CreaseImage
import Foundation
import Testing

/// A run of frames appears whole or not at all, each frame the picture `--time` draws.
@Suite(.serialized)
struct FrameRunTests {
    @Test func aRunOfFramesAppearsWholeInANewFolder() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = folder.appendingPathComponent("run")
        let result = try CreaseProcess.run(["render", "--effect", "open-doors", "--size", "60x80", "--out", run.path,
            "--fps", "10", "--duration", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: run.path).sorted()
        #expect(frames == (0..<5).map { String(format: "frame-%05d.png", $0) })
        #expect(try PNGFile.read(path: run.appendingPathComponent("frame-00004.png").path).width == 60)
        // Nothing beside it: the staging folder became the run.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["run"])
    }

    /// Ctrl-C (SIGINT), SIGTERM, SIGHUP or SIGQUIT part-way: one line, the shell's status, and no
    /// folder, no frames.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func anInterruptedRunLeavesNothing(_ signal: Int32) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Once frames are being written into the staging folder.
        let result = try CreaseProcess.interrupt(["render", "--effect", "pan-fold", "--size", "200x300", "--out",
            folder.appendingPathComponent("run").path, "--duration", "600"], with: signal) { _ in
            let staging = try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix(".run.crease-partial-") }
            guard let staging, let written = try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(staging).path)
            else { return false }
            return written.count >= 3
        }
        #expect(result.status == 128 + signal)
        #expect(result.stderr == "crease: error: \(CreaseProcess.stopWords[signal]!)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// After its first frame, a run whose frames would not fit in the space left is refused
    /// rather than filling the disk; one that fits goes on.
    @Test func aRunThatWouldFillTheDiskIsRefusedAfterItsFirstFrame() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try FrameFolder(folder.appendingPathComponent("run").path)
        defer { run.discard() }
        try run.write(Bitmap(width: 64, height: 64, filledWith: (10, 120, 200, 255)), index: 0)
        let frameBytes = try #require(try FileManager.default.attributesOfItem(atPath: run.staging.appendingPathComponent("frame-00000.png").path)[.size] as? Int)
        var disk = statvfs()
        try #require(statvfs(folder.path, &disk) == 0)
        let free = Int(disk.f_bavail) * Int(disk.f_frsize)
        #expect(throws: CommandError.self) { try run.checkRoom(forFrames: free / frameBytes * 2) }
        try run.checkRoom(forFrames: 100)
    }

    /// Folder names with dots, spaces, a leading dash, letters beyond ASCII, or as long as a name may be.
    static let folderNames = ["run", "my run.v2", "-run", ".run", "réalisé ✓", String(repeating: "r", count: Int(NAME_MAX))]

    @Test(arguments: folderNames)
    func aFolderAbandonedByAKilledRunIsClearedByTheNext(_ name: String) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // As a run killed with SIGKILL leaves it: a staging folder of a process that is gone.
        let abandoned = folder.appendingPathComponent(PartialPath.name(for: name, process: 999_999_999))
        try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: false)
        try Data("half".utf8).write(to: abandoned.appendingPathComponent("frame-00000.png"))
        let result = try CreaseProcess.run(["render", "--effect", "open-doors", "--size", "40x40", "--out",
            folder.appendingPathComponent(name).path + "/", "--fps", "4", "--duration", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    }

    /// SIGKILL allows no cleaning up: the staging folder stays until the next run into the same
    /// place, which removes it and puts its own frames there.
    @Test func aRunKilledOutrightLeavesItsStagingFolderForTheNextToClear() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = folder.appendingPathComponent("run").path
        let killed = try CreaseProcess.interrupt(["render", "--effect", "pan-fold", "--size", "64x64", "--out", run, "--duration", "600"],
            with: SIGKILL) { _ in
            let staging = try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix(".run.crease-partial-") }
            return staging.map { (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent($0).path).count) ?? 0 >= 2 } ?? false
        }
        #expect(killed.status == SIGKILL)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.count == 1)
        // What it holds is frames 0 to n - 1, each complete: a frame being written has no name,
        // and the frames under way in the pipeline were never written.
        let staging = folder.appendingPathComponent(try #require(left.first))
        let frames = try FileManager.default.contentsOfDirectory(atPath: staging.path).sorted()
        #expect(frames.count >= 2 && frames == (0..<frames.count).map { String(format: "frame-%05d.png", $0) }, "\(frames)")
        for frame in frames {
            let picture = try PNGFile.read(path: staging.appendingPathComponent(frame).path)
            #expect(picture.width == 64 && picture.height == 64, "\(frame)")
        }
        let next = try CreaseProcess.run(["render", "--effect", "open-doors", "--size", "40x40", "--out", run, "--fps", "4", "--duration", "0.5"])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["run"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: run).count == 2)
    }

    /// `--time T` is frame T·fps of a run, to the pixel: mid-drag, where a step played a frame
    /// late would show the frame before (the pan fold's 0.6 s, the list's pinch, the notch's pull).
    @Test(arguments: [("pan-fold", "320x480", 36), ("folding-list", "320x480", 95), ("flipping-notch", "375x812", 44)])
    func aPictureAtATimeIsThatFrameOfARun(effect: String, size: String, frame: Int) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = folder.appendingPathComponent("run"), picture = folder.appendingPathComponent("picture.png").path
        let common = ["render", "--effect", effect, "--size", size, "--scale", "0.25"]
        let ran = try CreaseProcess.run(common + ["--fps", "60", "--frames", "\(frame + 1)", "--out", run.path])
        #expect(ran.status == 0, "\(ran.stderr)")
        let drawn = try CreaseProcess.run(common + ["--time", "\(Double(frame) / 60)", "--out", picture])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        func frameOfRun(_ k: Int) throws -> Bitmap {
            try PNGFile.read(path: run.appendingPathComponent(String(format: "frame-%05d.png", k)).path)
        }
        let shown = try frameOfRun(frame)
        #expect(try PNGFile.read(path: picture).pixels == shown.pixels)
        // The finger moved since the frame before, and so did the picture.
        #expect(try frameOfRun(frame - 1).pixels != shown.pixels)
    }
}
