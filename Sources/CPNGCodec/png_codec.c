#include "CPNGCodec.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

// Whether every pixel of a row is opaque: the alphas ANDed together (no early exit, so it vectorises).
static int row_is_opaque(const uint8_t *row, int width) {
    uint8_t all = 255;
    for (int x = 0; x < width; x++) all &= row[x * 4 + 3];
    return all == 255;
}

int cpngc_is_opaque(const uint8_t *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        if (!row_is_opaque(pixels + (size_t)y * (size_t)stride, width)) return 0;
    }
    return 1;
}

// An opaque row of BGRA as RGB.
static void opaque_row(const uint8_t *restrict p, uint8_t *restrict q, int width) {
    for (int x = 0; x < width; x++) {
        q[3 * x] = p[4 * x + 2];
        q[3 * x + 1] = p[4 * x + 1];
        q[3 * x + 2] = p[4 * x];
    }
}

/// One row of premultiplied BGRA as straight RGB or RGBA.
static void straighten(const uint8_t *source, uint8_t *target, int width, int channels) {
    for (int x = 0; x < width; x++) {
        const uint8_t *p = source + x * 4;
        uint8_t *q = target + x * channels;
        unsigned a = p[3];
        if (a == 255) {
            q[0] = p[2];
            q[1] = p[1];
            q[2] = p[0];
        } else if (a == 0) {
            q[0] = q[1] = q[2] = 0;
        } else {
            unsigned r = (p[2] * 255u + a / 2) / a, g = (p[1] * 255u + a / 2) / a, b = (p[0] * 255u + a / 2) / a;
            q[0] = (uint8_t)(r > 255 ? 255 : r);
            q[1] = (uint8_t)(g > 255 ? 255 : g);
            q[2] = (uint8_t)(b > 255 ? 255 : b);
        }
        if (channels == 4) q[3] = (uint8_t)a;
    }
}

size_t cpngc_image_data(const uint8_t *pixels, int width, int height, int stride, int color_type, int level,
                        uint8_t **out) {
    *out = NULL;
    if (!pixels || width <= 0 || height <= 0 || stride < width * 4 || (color_type != 2 && color_type != 6) || level < 1 ||
        level > 12)
        return 0;
    int bpp = color_type == 6 ? 4 : 3;
    size_t length = (size_t)width * (size_t)bpp;
    size_t filtered_size = (length + 1) * (size_t)height;
    uint8_t *filtered = malloc(filtered_size);
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    size_t written = 0;
    if (filtered && compressor) {
        // Every row unfiltered (type 0, "None"). Our renders' gradients carry an 8 × 8 ordered
        // dither, which repeats exactly 8 pixels along a row and 8 rows down: deflate matches those
        // repeats in the raw bytes, where a Sub filter's differences hide them. Measured on 36
        // gallery pictures: 35% less compression time and 12% smaller files than Sub (D224).
        for (int y = 0; y < height; y++) {
            const uint8_t *source = pixels + (size_t)y * (size_t)stride;
            uint8_t *target = filtered + (size_t)y * (length + 1);
            target[0] = 0;
            if (bpp == 3 && row_is_opaque(source, width)) opaque_row(source, target + 1, width);
            else straighten(source, target + 1, width, bpp);
        }
        size_t bound = libdeflate_zlib_compress_bound(compressor, filtered_size);
        uint8_t *compressed = malloc(bound);
        if (compressed) {
            written = libdeflate_zlib_compress(compressor, filtered, filtered_size, compressed, bound);
            if (written) *out = compressed;
            else free(compressed);
        }
    }
    if (compressor) libdeflate_free_compressor(compressor);
    free(filtered);
    return written;
}

uint32_t cpngc_crc32(uint32_t crc, const uint8_t *data, size_t length) { return libdeflate_crc32(crc, data, length); }

void cpngc_premultiply(const uint8_t *rgba, uint8_t *bgra, size_t count) {
    for (size_t i = 0; i < count; i++) {
        const uint8_t *p = rgba + i * 4;
        uint8_t *q = bgra + i * 4;
        unsigned a = p[3];
        q[0] = (uint8_t)((p[2] * a + 127) / 255);
        q[1] = (uint8_t)((p[1] * a + 127) / 255);
        q[2] = (uint8_t)((p[0] * a + 127) / 255);
        q[3] = (uint8_t)a;
    }
}

long cpngc_first_unpremultiplied(const uint8_t *bgra, size_t count) {
    for (size_t i = 0; i < count; i++) {
        const uint8_t *p = bgra + i * 4;
        if (p[0] > p[3] || p[1] > p[3] || p[2] > p[3]) return (long)i;
    }
    return -1;
}
