import CreaseEffects
import CreaseMath
import CreaseScene
import Testing

extension OpenFolderScene {
    /// The time of the first 60 Hz frame at which a fresh scene of this size and setup is opening
    /// by itself (its demonstration taps the folder): what the folder's frame tests time from.
    static func openingStart(size: Size, setup: SceneSetup) throws -> Double {
        let probe = OpenFolderScene(size: size, setup: setup)
        var frame = 0
        while probe.effect.state == .closed && frame < 120 {
            frame += 1
            probe.update(time: Double(frame) / 60)
        }
        try #require(probe.effect.state == .opening)
        return Double(frame) / 60
    }
}
