import CCreaseGL
import CreaseImage

/// The pixels of a 2D texture of the current context, `width`×`height`, row 0 first, read through
/// a framebuffer of the test's own; the framebuffer bindings and pack alignment are put back after.
func readTexture(_ name: GLuint, width: Int, height: Int) -> Bitmap {
    var (draw, read, alignment) = (GLint(0), GLint(0), GLint(0))
    crGlGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &draw)
    crGlGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &read)
    crGlGetIntegerv(GLenum(GL_PACK_ALIGNMENT), &alignment)
    var framebuffer = GLuint(0)
    crGlGenFramebuffers(1, &framebuffer)
    crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    crGlFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), name, 0)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    crGlPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
    crGlReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &pixels)
    crGlDeleteFramebuffers(1, &framebuffer)
    crGlBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), GLuint(draw))
    crGlBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(read))
    crGlPixelStorei(GLenum(GL_PACK_ALIGNMENT), alignment)
    return Bitmap(width: width, height: height, pixels: pixels)
}

extension Bitmap {
    /// The pixel at (x, y) as premultiplied RGBA bytes.
    func rgba(x: Int, y: Int) -> [UInt8] {
        let p = pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }
}
