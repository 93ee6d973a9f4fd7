import CreaseMath
import CreaseRender

/// What OpenGL says of itself in the tests' own context: what the command, run as a subprocess
/// on the same machine, is checked against.
enum LocalGPU {
    /// Read while its renderer is held: the renderer must not outlive its context. Nil where no
    /// context can be made.
    static let info = (try? OffscreenRenderer(viewport: Size(width: 1, height: 1), samples: 1)).map { $0.renderer.gpu }
    /// The same of an OpenGL ES context; nil where the driver gives none.
    static let es = (try? OffscreenRenderer(viewport: Size(width: 1, height: 1), samples: 1, api: .es)).map { $0.renderer.gpu }
}
