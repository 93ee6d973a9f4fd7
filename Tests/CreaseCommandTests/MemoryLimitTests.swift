@testable import CreaseCommand
import Foundation
import Testing

/// Memory that cannot be had (an address-space limit, `ulimit -v`, as a container's cap may set):
/// one line saying how much was wanted for what, status 1 and nothing left; never a crash.
@Suite(.serialized)
struct MemoryLimitTests {
    /// The least address space a render starts in, in the KiB `ulimit -v` counts.
    static let least = AddressSpace.leastForARender >> 10

    static func run(_ arguments: [String], limit kibibytes: Int, in folder: URL) throws -> CreaseProcess.Result {
        try CreaseProcess.run(arguments, ulimit: "-v \(kibibytes)", in: folder)
    }

    /// Under what no render runs in (the GL driver, fonts and their threads take most of a
    /// gigabyte), the run is refused before any of them is started: they crash, rather than
    /// report, when memory runs out.
    @Test func tooSmallAnAddressSpaceIsRefusedAtOnce() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["render", "--scene", "floor", "--size", "64x64", "--out", "o.png"], limit: 400_000, in: folder)
        try CreaseProcess.expectOneLineAndNothingLeft(result, saying: "the address-space limit (ulimit -v 400000) is below", in: folder)
    }

    /// A picture file's pixels, decoded before anything else is drawn: a valid 20000x13000 PNG
    /// takes 1,040,000,000 bytes, beyond what is left of the least address space.
    @Test func aPictureFileBeyondTheMemoryLeft() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("big.png")
        try BlackPNG.data(width: 20_000, height: 13_000).write(to: picture)
        let result = try Self.run(["render", "--effect", "open-doors", "--size", "96x64", "--image", "big.png", "--out", "o.png"],
            limit: Self.least, in: folder)
        try FileManager.default.removeItem(at: picture)
        try CreaseProcess.expectOneLineAndNothingLeft(result, saying: "out of memory: 1040.0 MB for big.png (20000x13000 pixels)", in: folder)
    }

    /// The floor's 8192x8192 picture (268 MB as drawn, and as much again as pixels) finds no room
    /// left beside the GL driver: the folder the frames were going into is removed. Which
    /// allocation fails first is the driver's: llvmpipe's target lies in this process's memory,
    /// so the pixels find none; a GPU's lies in its own, and its driver runs out reading back.
    @Test func aDrawnPictureBeyondTheMemoryLeft() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["render", "--scene", "floor", "--size", "8192x8192", "--frames", "2", "--out", "run/"],
            limit: Self.least + 128 << 10, in: folder)
        try CreaseProcess.expectOneLineAndNothingLeft(result, saying: "out of memory: ", in: folder)
        #expect(result.stderr.contains("8192x8192"), "\(result.stderr)")
    }

    /// A frame of 13000x13000 needs 676 MB for its colour alone: llvmpipe cannot have it for the
    /// render target, and where the target lies in a GPU's memory the pixels read back cannot.
    @Test func aFrameBeyondTheMemoryLeft() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["render", "--scene", "floor", "--size", "13000x13000", "--out", "o.png"], limit: Self.least + 128 << 10, in: folder)
        try CreaseProcess.expectOneLineAndNothingLeft(result, saying: "out of memory: 676.0 MB for a 13000x13000 ", in: folder)
    }

    /// The bench's 8192x8192 frame under two limits: under 1.5 GB its pixels find no room; under
    /// 2 GB they fit, and on llvmpipe the driver's storage for the target, which lies in this
    /// process's memory, does not (llvmpipe leaves the attachment incomplete and raises no error):
    /// one line names the size and memory, not a bare framebuffer status. A GPU keeps the target
    /// in its own memory, so there the bench runs.
    @Test(arguments: [(1_500_000, "out of memory: 268.4 MB for "), (2_000_000, "8192x8192")])
    func aBenchBeyondTheMemoryLeft(kibibytes: Int, saying line: String) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["bench", "--scenario", "floor,tiles-16", "--size", "8192x8192", "--frames", "2", "--quiet"],
            limit: kibibytes, in: folder)
        if kibibytes > 1_500_000, LocalGPU.info?.isSoftwareRasterizer == false {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("tiles-16"), "\(result.stdout)")
            return
        }
        try CreaseProcess.expectOneLineAndNothingLeft(result, saying: line, in: folder)
        #expect(result.stderr.contains("8192x8192") && result.stderr.contains("memory"), "\(result.stderr)")
    }
}
