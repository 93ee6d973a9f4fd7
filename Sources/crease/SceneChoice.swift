import ArgumentParser
import CreaseCore
import CreaseDraw
import CreaseEffects
import CreaseGestures
import CreaseMath
import CreaseScenes

/// What to show: a renderer scene (`--scene`) or a transition (`--effect`, with its options).
struct SceneChoice: ParsableArguments {
    @Option(help: "Renderer scene: \(SceneCatalog.names.joined(separator: ", ")), tiles-N.")
    var scene: String?

    @Option(help: "Transition: \(EffectCatalog.names.joined(separator: ", ")).")
    var effect: String?

    @Option(help: "Your own PNG picture instead of the drawn content (effects and the fold scene).")
    var image: String?

    @Option(help: "A gesture script (JSON, from `crease demo --record`) to play instead of the effect's demonstration.")
    var gesture: String?

    @Option(help: "Seconds the doors stay shut (open-doors).")
    var delay = 3.5

    @Flag(help: "Hinged halves for the pan fold (the crease stays joined).")
    var hinged = false

    func validate() throws {
        if scene != nil && effect != nil { throw ValidationError("give --scene or --effect, not both") }
        guard delay.isFinite, delay >= 0 else { throw ValidationError("--delay must be 0 or more seconds") }
    }

    /// The name shown in messages.
    var name: String { effect ?? scene ?? "demo" }

    /// Builds the choice for a viewport; bad names and unreadable files are one-line errors.
    func make(size: Size) throws -> Scene {
        do {
            if let effect {
                var options = EffectOptions()
                options.image = try image.map { try PNGFile.read(path: $0) }
                options.script = try gesture.map { try GestureScript.load(path: $0) }
                options.doorsDelay = delay
                options.hinged = hinged
                return try EffectCatalog.make(effect, size: size, options: options)
            }
            let name = scene ?? "demo"
            if gesture != nil { throw CommandError("--gesture goes with --effect") }
            if let image {
                guard name == "fold" else { throw CommandError("--image goes with --effect or --scene fold") }
                return FoldDemoScene(size: size, picture: try PNGFile.read(path: image))
            }
            return try SceneCatalog.make(name, size: size)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(error)
        }
    }
}
