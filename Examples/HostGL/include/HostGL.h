// A stand-in for an application that owns its OpenGL context and draws with its own program:
// the host that the EmbedInHost example puts a Crease frame into. Plain C, as such a host often is.
#ifndef HOSTGL_H
#define HOSTGL_H

// Opens a hidden width x height window with an OpenGL 3.3 core context, or with `es` an OpenGL
// ES 3.0 one (through EGL), current on this thread. Returns 0, or -1 with a line on what failed
// in `error` (at most `size` bytes).
int host_open(int width, int height, int es, unsigned char *error, int size);

// Builds the host's program (a white rectangle placed by a uniform) and vertex array, binds
// both, and clears the framebuffer to (0, 64, 128). Returns 0, or -1 with a line in `error`.
int host_setup(unsigned char *error, int size);

// Draws a white rectangle of the given pixels from the top-left corner, with whatever program,
// vertex array, viewport and blending are in force: it rebinds nothing.
void host_draw_rectangle(int x, int y, int width, int height);

// Reads the window's framebuffer into `rgba` (width x height x 4 bytes), top row first.
void host_read_pixels(unsigned char *rgba);

void host_close(void);

#endif
