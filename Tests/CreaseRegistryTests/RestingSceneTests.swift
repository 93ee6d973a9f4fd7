import CreaseCompositor
import CreaseMath
import CreaseRegistry
import CreaseScene
import Testing

/// A window that sleeps while its scene rests shows what one drawing every frame shows: every
/// registered scene, through its demonstration and beyond, drawn at every frame and drawn only
/// when `nextChange(after:)` says a change may have come, gives the same draw list at every frame
/// (compared as dumps: the two scenes draw pictures of their own).
struct RestingSceneTests {
    static let size = Size(width: 320, height: 480)
    static let framesPerSecond = 60.0

    /// Every registered scene, and the transitions again with reduced motion (other clocks).
    static let cases: [(name: String, reduceMotion: Bool)] = SceneRegistry.entries.flatMap { entry in
        let name = entry.name == "tiles-N" ? "tiles-16" : entry.name
        return entry.options.contains(.reduceMotion) ? [(name, false), (name, true)] : [(name, false)]
    }

    static func scene(_ name: String, reduceMotion: Bool) throws -> any Scene {
        var setup = SceneSetup()
        setup.contentScale = 1
        setup.reduceMotion = reduceMotion
        return try SceneRegistry.make(name, size: size, setup: setup)
    }

    static func dump(_ scene: any Scene, at time: Double) -> String {
        Compositor().drawList(for: scene.root, viewport: size, time: time).dump
    }

    @Test(arguments: cases.map { "\($0.name)\($0.reduceMotion ? " reduced" : "")" })
    func aSceneUpdatedOnlyWhenItSaysGivesEveryFrame(_ label: String) throws {
        let name = String(label.split(separator: " ")[0]), reduceMotion = label.hasSuffix("reduced")
        let every = try Self.scene(name, reduceMotion: reduceMotion)
        let sleeping = try Self.scene(name, reduceMotion: reduceMotion)
        let end = (every.scriptedInputTimes.last ?? 0) + 6
        var shown = ""
        var due = -Double.infinity
        var updates = 0
        for k in 0...Int(end * Self.framesPerSecond) {
            let t = Double(k) / Self.framesPerSecond
            every.update(time: t)
            if SceneTime.hasCome(due, by: t) {
                sleeping.update(time: t)
                shown = Self.dump(sleeping, at: t)
                due = sleeping.nextChange(after: t)
                updates += 1
            }
            let drawn = Self.dump(every, at: t)
            #expect(drawn == shown, "\(label) at frame \(k) (\(t) s): the sleeping scene's frame is stale (next change said \(due))")
            if drawn != shown { return }
        }
        // The transitions come to rest once their demonstrations end (the doors by 4.7 s).
        if SceneRegistry.entries.first(where: { $0.name == name })?.kind == .transition {
            #expect(sleeping.nextChange(after: end) == .infinity, "\(label) is still moving at \(end) s")
        }
        #expect(updates > 0)
    }
}
