import ArgumentParser
import CreaseGL

/// `--gl`: the OpenGL API of the command's context, shared by render, demo and bench.
struct GLOption: ParsableArguments {
    @Option(name: .customLong("gl"), parsing: .unconditional, help: ArgumentHelp(
        "The OpenGL to draw with: desktop (OpenGL 3.3 core) or es (OpenGL ES 3.0). Default: CREASE_GL's, else desktop where the driver gives it, else es.",
        valueName: "desktop|es"))
    var api: GLAPI?
}

extension GLAPI: ExpressibleByArgument {}
