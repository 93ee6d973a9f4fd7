// libjpeg-turbo's TurboJPEG API, found through pkg-config (libturbojpeg).
#include <turbojpeg.h>
