@testable import CreaseCommand
import Testing

struct BenchReportTests {
    @Test func theDriverIsWhatFollowsTheGLVersion() {
        #expect(BenchReport.GPU.driver(inVersion: "4.5 (Core Profile) Mesa 22.3.6") == "Mesa 22.3.6")
        #expect(BenchReport.GPU.driver(inVersion: "4.6.0 NVIDIA 535.54.03") == "NVIDIA 535.54.03")
        #expect(BenchReport.GPU.driver(inVersion: "3.3") == "unknown")
    }
}
