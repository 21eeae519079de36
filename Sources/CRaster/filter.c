#include "CRaster.h"
#include <stddef.h>

static inline float clampf(float v, float lo, float hi) { return v < lo ? lo : (v > hi ? hi : v); }

void craster_saturate_and_tint(uint32_t *pixels, int width, int height, int stride_bytes, double saturation,
                               double red, double green, double blue, double alpha) {
    const float s = (float)saturation, keep = (float)(1 - alpha);
    const float tr = (float)(red * alpha * 255), tg = (float)(green * alpha * 255), tb = (float)(blue * alpha * 255);
    const float ta = (float)(alpha * 255);
    for (int y = 0; y < height; y++) {
        uint8_t *p = (uint8_t *)pixels + (size_t)y * stride_bytes;
        for (int x = 0; x < width; x++, p += 4) {
            float b = p[0], g = p[1], r = p[2], a = p[3];
            float luma = 0.2126f * r + 0.7152f * g + 0.0722f * b;
            r = clampf(luma + (r - luma) * s, 0, a);
            g = clampf(luma + (g - luma) * s, 0, a);
            b = clampf(luma + (b - luma) * s, 0, a);
            float na = clampf(a * keep + ta + 0.5f, 0, 255);
            p[0] = (uint8_t)clampf(b * keep + tb + 0.5f, 0, na);
            p[1] = (uint8_t)clampf(g * keep + tg + 0.5f, 0, na);
            p[2] = (uint8_t)clampf(r * keep + tr + 0.5f, 0, na);
            p[3] = (uint8_t)na;
        }
    }
}
