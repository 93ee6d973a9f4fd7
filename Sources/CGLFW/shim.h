// GLFW 3: windows, contexts and input, found through pkg-config (glfw3).
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
