// The wrappers are inline in include/CCreaseGL.h; SwiftPM needs one C file to build the target.
#include "CCreaseGL.h"
