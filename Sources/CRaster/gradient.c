#include "CRaster.h"
#include <math.h>
#include <stdlib.h>

#define LUT_SIZE 4096

// An 8×8 Bayer matrix: thresholds 0…63.
static const uint8_t bayer[8][8] = {
    {0, 32, 8, 40, 2, 34, 10, 42}, {48, 16, 56, 24, 50, 18, 58, 26},
    {12, 44, 4, 36, 14, 46, 6, 38}, {60, 28, 52, 20, 62, 30, 54, 22},
    {3, 35, 11, 43, 1, 33, 9, 41}, {51, 19, 59, 27, 49, 17, 57, 25},
    {15, 47, 7, 39, 13, 45, 5, 37}, {63, 31, 55, 23, 61, 29, 53, 21},
};

// Premultiplied colors at LUT_SIZE evenly spaced t in 0…1, in 0…255 (B, G, R, A order).
static float *make_lut(const float *stops, int n) {
    float *lut = malloc(sizeof(float) * 4 * LUT_SIZE);
    if (!lut) return NULL;
    for (int i = 0; i < LUT_SIZE; i++) {
        float t = (float)i / (LUT_SIZE - 1);
        int k = 0;
        while (k < n - 1 && stops[5 * (k + 1)] < t) k++;
        const float *a = stops + 5 * k, *b = stops + 5 * (k + 1 < n ? k + 1 : k);
        float f = 0;
        if (t <= stops[0]) { b = a; }
        else if (t >= stops[5 * (n - 1)]) { a = b = stops + 5 * (n - 1); }
        else if (b[0] > a[0]) f = (t - a[0]) / (b[0] - a[0]);
        float pa = a[4], pb = b[4];
        float alpha = pa + (pb - pa) * f;
        // Premultiplied interpolation: mix the color times alpha.
        float r = a[1] * pa + (b[1] * pb - a[1] * pa) * f;
        float g = a[2] * pa + (b[2] * pb - a[2] * pa) * f;
        float bl = a[3] * pa + (b[3] * pb - a[3] * pa) * f;
        lut[4 * i + 0] = bl * 255;
        lut[4 * i + 1] = g * 255;
        lut[4 * i + 2] = r * 255;
        lut[4 * i + 3] = alpha * 255;
    }
    return lut;
}

static inline void put(uint8_t *p, const float *color, float d) {
    int a = (int)(color[3] + d);
    if (a > 255) a = 255;
    if (a < 0) a = 0;
    for (int c = 0; c < 3; c++) {
        int v = (int)(color[c] + d);
        if (v > a) v = a;
        if (v < 0) v = 0;
        p[c] = (uint8_t)v;
    }
    p[3] = (uint8_t)a;
}

static inline const float *sample(const float *lut, double t) {
    if (!(t > 0)) t = 0;
    if (t > 1) t = 1;
    return lut + 4 * (int)(t * (LUT_SIZE - 1) + 0.5);
}

static inline float threshold(int x, int y, int dither) {
    // floor(v + d) with d uniform in (0, 1) keeps the mean; without dither, round to nearest.
    return dither ? (bayer[y & 7][x & 7] + 0.5f) / 64.0f : 0.5f;
}

void craster_linear_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                             double x0, double y0, double x1, double y1, const float *stops, int n, int dither) {
    if (n < 1 || width <= 0 || height <= 0) return;
    float *lut = make_lut(stops, n);
    if (!lut) return;
    double dx = x1 - x0, dy = y1 - y0, length2 = dx * dx + dy * dy;
    double kx = length2 > 0 ? dx / length2 : 0, ky = length2 > 0 ? dy / length2 : 0;
    for (int y = 0; y < height; y++) {
        uint8_t *row = (uint8_t *)pixels + (size_t)y * stride_bytes;
        double t = (0.5 - x0) * kx + (y + 0.5 - y0) * ky;
        for (int x = 0; x < width; x++, t += kx) put(row + 4 * x, sample(lut, t), threshold(x, y, dither));
    }
    free(lut);
}

void craster_radial_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                             double cx, double cy, double r0, double r1, const float *stops, int n, int dither) {
    if (n < 1 || width <= 0 || height <= 0) return;
    float *lut = make_lut(stops, n);
    if (!lut) return;
    double span = r1 - r0;
    for (int y = 0; y < height; y++) {
        uint8_t *row = (uint8_t *)pixels + (size_t)y * stride_bytes;
        for (int x = 0; x < width; x++) {
            double d = hypot(x + 0.5 - cx, y + 0.5 - cy);
            double t = span != 0 ? (d - r0) / span : (d >= r1 ? 1 : 0);
            put(row + 4 * x, sample(lut, t), threshold(x, y, dither));
        }
    }
    free(lut);
}

void craster_angular_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                              double cx, double cy, double start, double end, const float *stops, int n, int dither) {
    if (n < 1 || width <= 0 || height <= 0) return;
    float *lut = make_lut(stops, n);
    if (!lut) return;
    double sweep = end - start;
    for (int y = 0; y < height; y++) {
        uint8_t *row = (uint8_t *)pixels + (size_t)y * stride_bytes;
        for (int x = 0; x < width; x++) {
            double angle = atan2(y + 0.5 - cy, x + 0.5 - cx) - start;
            angle = fmod(angle, 2 * M_PI);
            if (angle < 0) angle += 2 * M_PI;
            double t = sweep != 0 ? angle / sweep : 0;
            put(row + 4 * x, sample(lut, t), threshold(x, y, dither));
        }
    }
    free(lut);
}
