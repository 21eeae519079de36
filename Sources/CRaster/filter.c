#include "CRaster.h"
#include "filter_internal.h"
#include <stddef.h>

static inline float clampf(float v, float lo, float hi) { return v < lo ? lo : (v > hi ? hi : v); }

// One premultiplied pixel (B, G, R, A in units where `full` is opaque): saturation about Rec. 709
// luma, then the tint (`t*` already multiplied by its alpha and `full`) laid over source-over.
// Results are offset by a half for truncation.
static inline void filter_pixel(float px[4], float s, float keep, float tb, float tg, float tr, float ta, float full) {
    float b = px[0], g = px[1], r = px[2], a = px[3];
    float luma = 0.2126f * r + 0.7152f * g + 0.0722f * b;
    r = clampf(luma + (r - luma) * s, 0, a);
    g = clampf(luma + (g - luma) * s, 0, a);
    b = clampf(luma + (b - luma) * s, 0, a);
    float na = clampf(a * keep + ta + 0.5f, 0, full);
    px[0] = clampf(b * keep + tb + 0.5f, 0, na);
    px[1] = clampf(g * keep + tg + 0.5f, 0, na);
    px[2] = clampf(r * keep + tr + 0.5f, 0, na);
    px[3] = na;
}

void craster_saturate_and_tint(uint32_t *pixels, int width, int height, int stride_bytes, double saturation,
                               double red, double green, double blue, double alpha) {
    if (!pixels || width <= 0 || height <= 0) return;
    const float s = (float)saturation, keep = (float)(1 - alpha);
    const float tr = (float)(red * alpha * 255), tg = (float)(green * alpha * 255), tb = (float)(blue * alpha * 255);
    const float ta = (float)(alpha * 255);
    for (int y = 0; y < height; y++) {
        uint8_t *p = (uint8_t *)pixels + (size_t)y * stride_bytes;
        for (int x = 0; x < width; x++, p += 4) {
            float px[4] = {p[0], p[1], p[2], p[3]};
            filter_pixel(px, s, keep, tb, tg, tr, ta, 255);
            for (int c = 0; c < 4; c++) p[c] = (uint8_t)px[c];
        }
    }
}

void craster_saturate_and_tint_16(uint16_t *channels, int width, int height, size_t row_channels, double saturation,
                                  double red, double green, double blue, double alpha) {
    const float full = 255 * 256;
    const float s = (float)saturation, keep = (float)(1 - alpha);
    const float tr = (float)(red * alpha * full), tg = (float)(green * alpha * full), tb = (float)(blue * alpha * full);
    const float ta = (float)(alpha * full);
    for (int y = 0; y < height; y++) {
        uint16_t *p = channels + (size_t)y * row_channels;
        for (int x = 0; x < width; x++, p += 4) {
            float px[4] = {p[0], p[1], p[2], p[3]};
            filter_pixel(px, s, keep, tb, tg, tr, ta, full);
            for (int c = 0; c < 4; c++) p[c] = (uint16_t)px[c];
        }
    }
}
