import CreaseDraw
import CreaseImage
import CreaseTestSupport
import Foundation
import Synchronization
import Testing

@Suite struct PNGFileTests {
    @Test func roundTripKeepsTranslucentPixelsExactly() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let bitmap = sampleBitmap(width: 37, height: 23)
        try PNGFile.write(bitmap, to: dir.file("sample.png"))
        let back = try PNGFile.read(path: dir.file("sample.png"))
        #expect(back.width == 37 && back.height == 23)
        #expect(back.pixels == bitmap.pixels)
    }

    @Test func roundTripOfOpaqueImage() throws {
        // Cairo saves an all-opaque surface without alpha and reads it back as RGB24.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let bitmap = sampleBitmap(width: 16, height: 9, opaque: true)
        try PNGFile.write(bitmap, to: dir.file("opaque.png"))
        #expect(try PNGFile.read(path: dir.file("opaque.png")).pixels == bitmap.pixels)
    }

    @Test(arguments: PNGCompression.allCases)
    func everyCompressionKeepsTranslucentPixelsExactly(_ compression: PNGCompression) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let bitmap = sampleBitmap(width: 41, height: 19)
        try PNGFile.write(bitmap, to: dir.file("sample.png"), compression: compression)
        #expect(try PNGFile.read(path: dir.file("sample.png")).pixels == bitmap.pixels)
        try PNGFile.write(encoded: try PNGFile.encoded(bitmap, compression: compression, named: "sample"), to: dir.file("encoded.png"))
        #expect(try PNGFile.read(path: dir.file("encoded.png")).pixels == bitmap.pixels)
    }

    /// A smooth picture, as frames mostly are: the harder compression makes the smaller file.
    @Test func harderCompressionMakesSmallerFilesOfASmoothPicture() throws {
        let width = 256, height = 128
        let pixels = (0..<(width * height)).flatMap { i -> [UInt8] in
            let x = i % width, y = i / width
            return [UInt8(x), UInt8(y * 2), UInt8((x + y) / 2), 255]
        }
        let bitmap = Bitmap(width: width, height: height, pixels: pixels)
        let sizes = try PNGCompression.allCases.map { try PNGFile.encoded(bitmap, compression: $0, named: "gradient").count }
        #expect(sizes[0] > sizes[1] && sizes[1] >= sizes[2], "fast, default, best: \(sizes)")
    }

    @Test func readsGreyAndGreyAlphaFilesMadeElsewhere() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let grey = HandmadePNG.make(width: 2, height: 1, colorType: 0, rows: [[0, 200]])
        try Data(grey).write(to: URL(fileURLWithPath: dir.file("grey.png")))
        let g = try PNGFile.read(path: dir.file("grey.png"))
        #expect(g.pixels == [0, 0, 0, 255, 200, 200, 200, 255])

        // Grey 255 at alpha 0x80 reads back premultiplied: 255 * 128 / 255 = 128.
        let greyAlpha = HandmadePNG.make(width: 1, height: 2, colorType: 4, rows: [[255, 128], [10, 0]])
        try Data(greyAlpha).write(to: URL(fileURLWithPath: dir.file("grey-alpha.png")))
        let ga = try PNGFile.read(path: dir.file("grey-alpha.png"))
        #expect(ga.pixels == [128, 128, 128, 128, 0, 0, 0, 0])
    }

    @Test func writeReplacesAnExistingFileAndLeavesNoTemporaryFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("out.png")
        try PNGFile.write(Bitmap(width: 3, height: 3, filledWith: (255, 0, 0, 255)), to: path)
        try PNGFile.write(Bitmap(width: 2, height: 5, filledWith: (0, 0, 255, 255)), to: path)
        let back = try PNGFile.read(path: path)
        #expect(back.width == 2 && back.height == 5)
        #expect(back.pixel(x: 1, y: 4) == (0, 0, 255, 255))
        #expect(try dir.contents() == ["out.png"])
    }

    @Test func aFileBeingWrittenHasNoNameUntilItIsComplete() throws {
        // What makes a kill -9 mid-write leave nothing behind: while the PNG is encoded, no
        // name for it (hidden or not) exists in the directory; then the whole file appears.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let bitmap = sampleBitmap(width: 1024, height: 1024)
        let started = DispatchSemaphore(value: 0), stopped = DispatchSemaphore(value: 0)
        let watching = Atomic(true)
        nonisolated(unsafe) var seen: Set<String> = []
        DispatchQueue.global().async {
            started.signal()
            while watching.load(ordering: .relaxed) {
                seen.formUnion((try? dir.contents()) ?? [])
            }
            stopped.signal()
        }
        started.wait()
        try PNGFile.write(bitmap, to: dir.file("big.png"))
        watching.store(false, ordering: .relaxed)
        stopped.wait()
        #expect(seen.isSubset(of: ["big.png"]), "names seen during the write: \(seen.sorted())")
        #expect(try PNGFile.read(path: dir.file("big.png")).pixels == bitmap.pixels)
        #expect(try dir.contents() == ["big.png"])
    }

    @Test func readingAMissingFileThrowsFileMissing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("nothing.png")
        #expect(throws: DrawError.fileMissing(path: path)) { try PNGFile.read(path: path) }
        #expect(DrawError.fileMissing(path: path).description == "no such file: \(path)")
    }

    @Test func readingATextFileThrowsNotPNG() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("notes.png")
        try "just some words\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: DrawError.notPNG(path: path)) { try PNGFile.read(path: path) }
    }

    @Test func readingAnEmptyFileThrowsNotPNG() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("empty.png")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(throws: DrawError.notPNG(path: path)) { try PNGFile.read(path: path) }
    }

    @Test func readingATruncatedPNGThrowsCorrupt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let whole = dir.file("whole.png"), cut = dir.file("cut.png")
        try PNGFile.write(sampleBitmap(width: 64, height: 64), to: whole)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        let error = #expect(throws: DrawError.self) { try PNGFile.read(path: cut) }
        guard case .corruptPNG(let path, let reason)? = error else {
            Issue.record("expected corruptPNG, got \(String(describing: error))")
            return
        }
        #expect(path == cut)
        #expect(reason.contains("read beyond end of data"))  // libpng's words
    }

    @Test func readingADamagedPNGThrowsCorrupt() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("damaged.png")
        try PNGFile.write(sampleBitmap(width: 32, height: 32), to: path)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        for i in 60..<90 { bytes[i] ^= 0x5A }  // inside the image data: CRC and zlib both break
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: DrawError.self) { try PNGFile.read(path: path) }
        guard case .corruptPNG? = error else {
            Issue.record("expected corruptPNG, got \(String(describing: error))")
            return
        }
    }

    @Test func readingAHugeImageThrowsTooLarge() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // Sound files (checksums right) whose headers ask for too much: a side, then in all.
        for (width, height) in [(40_000, 3), (20_000, 20_000)] {
            let path = dir.file("huge-\(width).png")
            try Data(HandmadePNG.make(width: width, height: height, colorType: 0, rows: [])).write(to: URL(fileURLWithPath: path))
            #expect(throws: DrawError.imageTooLarge(path: path, width: width, height: height)) { try PNGFile.read(path: path) }
        }
    }

    @Test func aDamagedLargeImageSaysDamagedNotTooLarge() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // 4096x4096 (2^24 pixels) whose image data holds two rows: the compressed data is cut
        // short though every chunk is whole. libpng names both this and the bad checksum below
        // (Cairo called both "out of memory").
        let shortData = HandmadePNG.make(width: 4096, height: 4096, colorType: 0, rows: [[UInt8]](repeating: [UInt8](repeating: 90, count: 4096), count: 2))
        var badChecksum = shortData
        badChecksum[badChecksum.count - 13] ^= 0xFF  // the IDAT chunk's CRC, just before the 12-byte IEND
        for (name, bytes, reason) in [("short.png", shortData, "Not enough image data"), ("crc.png", badChecksum, "IDAT: CRC error")] {
            let path = dir.file(name)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: DrawError.self) { try PNGFile.read(path: path) }
            guard case .corruptPNG(_, let why)? = error else {
                Issue.record("\(name): expected corruptPNG, got \(String(describing: error))")
                continue
            }
            #expect(why.contains(reason), "\(name): \(why)")
            #expect(error?.description.hasPrefix("'\(path)' is a damaged PNG (") == true)
        }
    }

    @Test func readingAFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("pipe.png")
        #expect(mkfifo(path, 0o644) == 0)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outcome: Result<Bitmap, any Error>?
        DispatchQueue.global().async {
            outcome = Result { try PNGFile.read(path: path) }
            done.signal()
        }
        if done.wait(timeout: .now() + 10) == .timedOut {
            Issue.record("reading a FIFO blocked in open()")
            // Open the other end, so the blocked reader gets an end of file and the test ends.
            close(open(path, O_WRONLY | O_NONBLOCK))
            done.wait()
        }
        guard case .failure(let error)? = outcome else {
            Issue.record("expected an error, got \(String(describing: outcome))")
            return
        }
        #expect(error as? DrawError == .notRegularFile(path: path))
        #expect("\(error)" == "'\(path)' is not a regular file")
    }

    @Test func readingADirectoryThrowsUnreadable() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let error = #expect(throws: DrawError.self) { try PNGFile.read(path: dir.path) }
        guard case .unreadable? = error else {
            Issue.record("expected unreadable, got \(String(describing: error))")
            return
        }
    }

    @Test func writingIntoAMissingDirectoryThrowsAndLeavesNothing() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("absent/out.png")
        let error = #expect(throws: DrawError.self) {
            try PNGFile.write(Bitmap(width: 2, height: 2, filledWith: (0, 0, 0, 255)), to: path)
        }
        guard case .cannotWrite(let errorPath, let reason)? = error else {
            Issue.record("expected cannotWrite, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(reason.contains("does not exist"))
        #expect(try dir.contents().isEmpty)
    }

    @Test func writingOverADirectoryThrowsAndRemovesTheTemporaryFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try FileManager.default.createDirectory(atPath: dir.file("taken.png"), withIntermediateDirectories: false)
        #expect(throws: DrawError.self) {
            try PNGFile.write(Bitmap(width: 2, height: 2, filledWith: (0, 0, 0, 255)), to: dir.file("taken.png"))
        }
        #expect(try dir.contents() == ["taken.png"])
    }

    @Test(.enabled(if: getuid() != 0, "root may write into read-only directories"))
    func writingIntoAReadOnlyDirectoryThrows() throws {
        let dir = try TemporaryDirectory()
        defer {
            chmod(dir.path, 0o755)
            dir.remove()
        }
        chmod(dir.path, 0o555)
        let error = #expect(throws: DrawError.self) {
            try PNGFile.write(Bitmap(width: 2, height: 2, filledWith: (0, 0, 0, 255)), to: dir.file("out.png"))
        }
        guard case .cannotWrite(_, let reason)? = error else {
            Issue.record("expected cannotWrite, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("not writable"))
    }
}
