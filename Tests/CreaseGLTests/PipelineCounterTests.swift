@testable import CreaseGL
import Testing

/// The pipeline counter through a recording device: a query of its own for each count, all
/// begun before and ended after the commands counted, each read back as its own count.
@Suite struct PipelineCounterTests {
    let device = RecordingDevice()

    @Test func eachCountComesFromAQueryOfItsOwn() {
        let counter = PipelineCounter(device: device)
        #expect(device.made == [.query, .query, .query])
        counter.begin()
        device.perform(.drawInstanced(vertices: 0..<4, instances: 1))
        device.queryResults = [1: 4, 2: 2, 3: 1920 * 1080]
        counter.end()
        #expect(device.commands == [.beginQuery(1, .vertexShaderInvocations), .beginQuery(2, .primitivesSubmitted),
            .beginQuery(3, .fragmentShaderInvocations), .drawInstanced(vertices: 0..<4, instances: 1),
            .endQuery(.vertexShaderInvocations), .endQuery(.primitivesSubmitted), .endQuery(.fragmentShaderInvocations)])
        #expect(counter.takeTotal() == PipelineCounts(vertices: 4, primitives: 2, fragments: 1920 * 1080))
        // Taken, the total starts again from zero.
        #expect(counter.takeTotal() == PipelineCounts(vertices: 0, primitives: 0, fragments: 0))
    }

    /// Stretches add up: a restart ends one and begins the next; one not counting does nothing.
    @Test func stretchesAddUpAcrossRestarts() {
        let counter = PipelineCounter(device: device)
        counter.restart()
        #expect(device.commands.isEmpty && !counter.isCounting)
        device.queryResults = [1: 4, 2: 2, 3: 100]
        counter.begin()
        counter.restart()
        device.queryResults = [1: 8, 2: 4, 3: 50]
        counter.end()
        #expect(device.commands.count == 12 && !counter.isCounting)
        #expect(counter.takeTotal() == PipelineCounts(vertices: 12, primitives: 6, fragments: 150))
    }

    @Test func aDriverThatCountsNothingGetsNoCounter() {
        #expect(PipelineCounter(gpu: RecordingDevice.gpu) == nil)
    }

    @Test func theQueriesGoWithTheirCounter() {
        _ = PipelineCounter(device: device)
        #expect(device.deleted == [.query, .query, .query])
    }
}
