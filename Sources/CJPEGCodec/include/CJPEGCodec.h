#ifndef CJPEGCODEC_H
#define CJPEGCODEC_H

#include <stdint.h>

/// Decodes the baseline or progressive JPEG file at `path` with libjpeg-turbo into opaque BGRA
/// rows (Cairo's ARGB32 on little-endian machines, alpha 255), `*width` × 4 bytes each. Sets `*out`
/// to a malloc'd buffer the caller frees and returns 1; returns 0, with nothing allocated, when
/// the file cannot be read, is not a JPEG, is damaged, or is larger than `max_pixels`. A libjpeg
/// error never exits the process: it returns here.
int cjpegc_decode_file(const char *path, long max_pixels, uint8_t **out, int *width, int *height);

#endif
