import ArgumentParser
import CreaseGL

/// `--gl`: the OpenGL API of the command's context, shared by render, demo and bench.
struct GLOption: ParsableArguments {
    enum Choice: String, CaseIterable, ExpressibleByArgument {
        case desktop, es
    }

    @Option(name: .customLong("gl"), parsing: .unconditional, help: ArgumentHelp(
        "The OpenGL to draw with: desktop (OpenGL 3.3 core) or es (OpenGL ES 3.0). Default: CREASE_GL's, else desktop where the driver gives it, else es.",
        valueName: "desktop|es"))
    var choice: Choice?

    /// The API asked for; nil leaves it to the platform.
    var api: GLAPI? {
        switch choice {
        case .desktop?: .desktop
        case .es?: .es
        case nil: nil
        }
    }
}
