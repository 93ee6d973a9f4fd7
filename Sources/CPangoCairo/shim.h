// Umbrella header for the CPangoCairo system module: Cairo for pixels, Pango for text.
#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>

#endif
