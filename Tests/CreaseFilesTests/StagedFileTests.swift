import CreaseFiles
import CreaseTestSupport
import Foundation
import Testing

/// A staged file has no name until it is published, and leaves nothing when dropped.
struct StagedFileTests {
    @Test func writtenBytesAppearWholeUnderTheirNameAndNothingBeside() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try StagedFile.write(Array("first".utf8), to: dir.file("report.json"))
        try StagedFile.write(Array("second, longer".utf8), to: dir.file("report.json"))
        #expect(try String(contentsOfFile: dir.file("report.json"), encoding: .utf8) == "second, longer")
        #expect(try dir.contents() == ["report.json"])
    }

    /// A file is replaced through a hidden name beside it: one as long as a name may be (255
    /// bytes) is replaced too.
    @Test func aFileWithTheLongestNameIsReplaced() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let name = String(repeating: "é", count: 125) + ".png"
        try StagedFile.write(Array("first".utf8), to: dir.file(name))
        try StagedFile.write(Array("second".utf8), to: dir.file(name))
        #expect(try String(contentsOfFile: dir.file(name), encoding: .utf8) == "second")
        #expect(try dir.contents() == [name])
    }

    @Test func aFileDroppedUnpublishedLeavesNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        do {
            let file = try StagedFile(for: dir.file("video.mp4"))
            #expect(write(file.descriptor, "half a video", 12) == 12)
            #expect(try dir.contents().isEmpty, "a name appeared before publishing")
        }
        #expect(try dir.contents().isEmpty)
    }

    /// As a video encoder writes it: the descriptor as another program's standard output,
    /// reopened there by name.
    @Test func anotherProgramWritesItThroughDevFd() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try StagedFile(for: dir.file("out.txt"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "printf 'from a child' > /dev/fd/1"]
        process.standardOutput = FileHandle(fileDescriptor: file.descriptor, closeOnDealloc: false)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try dir.contents().isEmpty)
        try file.publish()
        #expect(try String(contentsOfFile: dir.file("out.txt"), encoding: .utf8) == "from a child")
    }

    @Test func aPathNamingADirectoryIsRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        for path in [dir.path + "/", dir.file("."), dir.file("..")] {
            let error = #expect(throws: FileWriteError.self) { try StagedFile(for: path) }
            #expect(error?.reason == "the path names a directory, not a file")
        }
        #expect(try dir.contents().isEmpty)
    }
}
