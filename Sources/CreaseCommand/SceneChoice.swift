import ArgumentParser
import CreaseCore
import CreaseDraw
import CreaseGestures
import CreaseMath
import CreaseRegistry
import CreaseScene

/// What to show: a scene from the registry by name (`--scene`, or `--effect` for a transition),
/// and the settings it takes.
struct SceneChoice: ParsableArguments {
    @Option(parsing: .unconditional, help: "Scene to show: any name `crease list` prints.",
            completion: .list(SceneRegistry.entries.map(\.name)))
    var scene: String?

    @Option(parsing: .unconditional, help: "Transition to show: \(Self.transitions.joined(separator: ", ")).", completion: .list(Self.transitions))
    var effect: String?

    @Option(parsing: .unconditional, help: "Your own PNG or JPEG picture instead of the drawn content (a JPEG turned upright by its EXIF orientation).")
    var image: String?

    @Option(parsing: .unconditional, help: "How --image fits a frame of another shape, by Core Animation's contentsGravity names: resizeAspect (the default: whole, letterboxed), resizeAspectFill (cropped to fill) or resize (stretched).",
            completion: .list(ContentsGravity.allCases.map(\.rawValue)), transform: Self.gravity)
    var imageGravity: ContentsGravity?

    static let transitions = SceneRegistry.entries.filter { $0.kind == .transition }.map(\.name)

    static func gravity(_ name: String) throws -> ContentsGravity {
        guard let gravity = ContentsGravity(rawValue: name) else {
            throw ValidationError("--image-gravity is one of \(ContentsGravity.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
        }
        return gravity
    }

    @Option(parsing: .unconditional, help: "A gesture script (JSON, from `crease demo --record`) to play instead of the scene's demonstration.")
    var gesture: String?

    @Option(parsing: .unconditional, help: "Seconds the doors stay shut (open-doors).")
    var delay: Double?

    @Flag(help: "Hinged halves for the pan fold (the crease stays joined).")
    var hinged = false

    @Flag(help: "Reduced motion: the transitions crossfade instead of turning, folding or sliding, with the same timing and end.")
    var reduceMotion = false

    func validate() throws {
        if scene != nil && effect != nil { throw ValidationError("give --scene or --effect, not both") }
        if let delay, !(delay.isFinite && delay >= 0) { throw ValidationError("--delay must be 0 or more seconds") }
        if imageGravity != nil, image == nil { throw ValidationError("--image-gravity goes with --image") }
    }

    /// The scene's name; `fallback` when none was given.
    func name(or fallback: String) -> String { effect ?? scene ?? fallback }

    /// The settings given on the command line.
    var given: [SettingFlag] {
        [image.map { _ in .image }, gesture.map { _ in .gesture }, delay.map { _ in .delay }, hinged ? .hinged : nil, reduceMotion ? .reduceMotion : nil].compactMap { $0 }
    }

    /// Checks the name and that the scene takes every setting given, before any file is read.
    func entry(or fallback: String) throws -> SceneEntry {
        do {
            let entry = try SceneRegistry.entry(named: name(or: fallback))
            if effect != nil, entry.kind != .transition {
                throw CommandError("'\(entry.name)' is not a transition: give it as --scene", status: 64)
            }
            if let stray = given.first(where: { !entry.options.contains($0.option) }) { throw SettingFlag.notTaken(stray, by: entry) }
            return entry
        } catch {
            throw CommandError(error)
        }
    }

    /// The settings, with the files they name read; unreadable files are one-line errors.
    func setup() throws -> SceneSetup {
        do {
            var setup = SceneSetup()
            setup.image = try image.map { try PictureFile.read(path: $0) }
            if let imageGravity { setup.imageGravity = imageGravity }
            setup.script = try gesture.map { try GestureScript.load(path: $0) }
            if let delay { setup.openDoors.delay = delay }
            setup.panFold.hinged = hinged
            setup.reduceMotion = reduceMotion
            return setup
        } catch {
            throw CommandError(error)
        }
    }

    /// Builds the scene for a viewport; bad names, settings and files are one-line errors.
    func make(size: Size, fallback: String) throws -> any Scene {
        let entry = try entry(or: fallback)
        let setup = try setup()
        do { return try entry.make(size: size, setup: setup) } catch { throw CommandError(error) }
    }
}
