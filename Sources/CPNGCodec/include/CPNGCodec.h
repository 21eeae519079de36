#ifndef CPNGCODEC_H
#define CPNGCODEC_H

#include <stddef.h>
#include <stdint.h>

/// Whether every pixel of premultiplied BGRA rows is opaque (alpha 255).
int cpngc_is_opaque(const uint8_t *pixels, int width, int height, int stride);

/// The zlib stream of a PNG's image data: premultiplied BGRA rows turned into straight RGB
/// (`color_type` 2) or RGBA (6), each row unfiltered (filter type 0: our dithered renders
/// compress faster and smaller so, D224), compressed by libdeflate at `level` (1 to 12).
/// Returns the stream's length and sets `*out` to a malloc'd buffer the caller frees; 0 when the
/// input is invalid or memory runs out. The same input always gives the same bytes.
size_t cpngc_image_data(const uint8_t *pixels, int width, int height, int stride, int color_type, int level,
                        uint8_t **out);

/// CRC-32 as PNG chunks use it (libdeflate's), continuing from `crc` (0 to start).
uint32_t cpngc_crc32(uint32_t crc, const uint8_t *data, size_t length);

/// Straight-alpha RGBA (as PNG stores it) to premultiplied BGRA, `count` pixels, rounding to nearest.
void cpngc_premultiply(const uint8_t *rgba, uint8_t *bgra, size_t count);

/// The index of the first premultiplied BGRA pixel with a color channel above its alpha, or -1.
long cpngc_first_unpremultiplied(const uint8_t *bgra, size_t count);

/// `source` (premultiplied BGRA, `width` × `height`) made `factor` times smaller into `target`
/// (`target_width` × `target_height`, at most width / factor and height / factor but at least 1):
/// each pixel the rounded average of its factor × factor block, or of the part of it inside the
/// source. The average of premultiplied pixels is premultiplied.
void cpngc_downsample(const uint8_t *source, int width, int height, int factor, uint8_t *target, int target_width,
                      int target_height);

#endif
