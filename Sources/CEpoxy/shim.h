// libepoxy: OpenGL and EGL entry points, found through pkg-config (epoxy).
#include <epoxy/gl.h>
#include <epoxy/egl.h>
