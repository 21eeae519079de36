// libpng 1.6's simplified API (png_image_*) and zlib's crc32, as Debian's libpng-dev ships them.
#include <png.h>
#include <zlib.h>
