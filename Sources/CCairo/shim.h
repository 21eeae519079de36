// Cairo for drawing, Pango (HarfBuzz, fontconfig) for text, as Debian ships them.
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
