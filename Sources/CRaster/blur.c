#include "CRaster.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

// Box widths whose three successive passes have the variance of a Gaussian of `sigma`.
static void boxes_for_gauss(double sigma, int sizes[3]) {
    double ideal = sqrt(12.0 * sigma * sigma / 3.0 + 1.0);
    int lower = (int)floor(ideal);
    if (lower % 2 == 0) lower--;
    if (lower < 1) lower = 1;
    int upper = lower + 2;
    double m = (12.0 * sigma * sigma - 3.0 * lower * lower - 12.0 * lower - 9.0) / (-4.0 * lower - 4.0);
    int count = (int)lround(m);
    for (int i = 0; i < 3; i++) sizes[i] = i < count ? lower : upper;
}

// Dividing a running sum by the box width as a multiply and shift: (sum * scale + half) >> 24 is
// round(sum / span) for every sum a box of 8-bit values can reach.
static inline uint32_t reciprocal(uint32_t span) { return (uint32_t)(((uint64_t)1 << 24) / span + 1); }
#define DIVIDE(sum, scale) ((uint8_t)(((uint64_t)(sum) * (scale) + ((uint64_t)1 << 23)) >> 24))

// One horizontal box pass of radius r from src to dst (rows of w pixels, 4 bytes each, all four
// channels summed together).
static void box_horizontal(const uint8_t *src, uint8_t *dst, int w, int h, int stride, int r) {
    const uint32_t scale = reciprocal((uint32_t)(2 * r + 1));
    for (int y = 0; y < h; y++) {
        const uint8_t *in = src + (size_t)y * stride;
        uint8_t *out = dst + (size_t)y * stride;
        uint32_t s0 = (uint32_t)(r + 1) * in[0], s1 = (uint32_t)(r + 1) * in[1];
        uint32_t s2 = (uint32_t)(r + 1) * in[2], s3 = (uint32_t)(r + 1) * in[3];
        for (int j = 1; j <= r; j++) {
            const uint8_t *p = in + 4 * (j < w ? j : w - 1);
            s0 += p[0]; s1 += p[1]; s2 += p[2]; s3 += p[3];
        }
        for (int x = 0; x < w; x++) {
            uint8_t *o = out + 4 * x;
            o[0] = DIVIDE(s0, scale); o[1] = DIVIDE(s1, scale); o[2] = DIVIDE(s2, scale); o[3] = DIVIDE(s3, scale);
            int add = x + r + 1, sub = x - r;
            const uint8_t *plus = in + 4 * (add < w ? add : w - 1), *minus = in + 4 * (sub > 0 ? sub : 0);
            s0 += (uint32_t)plus[0] - minus[0]; s1 += (uint32_t)plus[1] - minus[1];
            s2 += (uint32_t)plus[2] - minus[2]; s3 += (uint32_t)plus[3] - minus[3];
        }
    }
}

// One vertical box pass of radius r from src to dst, row by row with a running sum per column.
static void box_vertical(const uint8_t *src, uint8_t *dst, int w, int h, int stride, int r, uint32_t *sums) {
    const uint32_t scale = reciprocal((uint32_t)(2 * r + 1));
    const int n = 4 * w;
    for (int i = 0; i < n; i++) sums[i] = (uint32_t)(r + 1) * src[i];
    for (int j = 1; j <= r; j++) {
        const uint8_t *row = src + (size_t)(j < h ? j : h - 1) * stride;
        for (int i = 0; i < n; i++) sums[i] += row[i];
    }
    for (int y = 0; y < h; y++) {
        uint8_t *out = dst + (size_t)y * stride;
        for (int i = 0; i < n; i++) out[i] = DIVIDE(sums[i], scale);
        int add = y + r + 1, sub = y - r;
        const uint8_t *plus = src + (size_t)(add < h ? add : h - 1) * stride;
        const uint8_t *minus = src + (size_t)(sub > 0 ? sub : 0) * stride;
        for (int i = 0; i < n; i++) sums[i] += (uint32_t)plus[i] - (uint32_t)minus[i];
    }
}

static void blur_full(uint8_t *pixels, int w, int h, int stride, double sigma) {
    int sizes[3];
    boxes_for_gauss(sigma, sizes);
    uint8_t *scratch = malloc((size_t)stride * h);
    uint32_t *sums = malloc(sizeof(uint32_t) * 4 * (size_t)w);
    if (!scratch || !sums) { free(scratch); free(sums); return; }
    for (int pass = 0; pass < 3; pass++) {
        int r = (sizes[pass] - 1) / 2;
        if (r <= 0) continue;
        box_horizontal(pixels, scratch, w, h, stride, r);
        box_vertical(scratch, pixels, w, h, stride, r, sums);
    }
    free(scratch);
    free(sums);
}

void craster_gaussian_blur(uint32_t *pixels, int width, int height, int stride_bytes, double sigma) {
    if (!(sigma > 0) || width <= 0 || height <= 0 || !isfinite(sigma)) return;
    uint8_t *bytes = (uint8_t *)pixels;
    int factor = sigma > 24 ? 4 : sigma > 8 ? 2 : 1;
    if (factor == 1 || width < 2 * factor || height < 2 * factor) {
        blur_full(bytes, width, height, stride_bytes, sigma);
        return;
    }
    // Average factor×factor blocks, blur the small image, scale back bilinearly.
    int sw = (width + factor - 1) / factor, sh = (height + factor - 1) / factor, ss = sw * 4;
    uint8_t *small = malloc((size_t)ss * sh);
    int *xa = malloc(sizeof(int) * (size_t)width * 3);
    if (!small || !xa) { free(small); free(xa); blur_full(bytes, width, height, stride_bytes, sigma); return; }
    for (int y = 0; y < sh; y++) {
        int rows = (y + 1) * factor <= height ? factor : height - y * factor;
        for (int x = 0; x < sw; x++) {
            int columns = (x + 1) * factor <= width ? factor : width - x * factor;
            uint32_t acc[4] = {0, 0, 0, 0}, count = (uint32_t)(rows * columns);
            for (int dy = 0; dy < rows; dy++) {
                const uint8_t *p = bytes + (size_t)(y * factor + dy) * stride_bytes + 4 * x * factor;
                for (int dx = 0; dx < columns; dx++, p += 4) { acc[0] += p[0]; acc[1] += p[1]; acc[2] += p[2]; acc[3] += p[3]; }
            }
            uint8_t *o = small + (size_t)y * ss + 4 * x;
            for (int c = 0; c < 4; c++) o[c] = (uint8_t)((acc[c] + count / 2) / count);
        }
    }
    // The block average already spreads by (factor² − 1) / 12 px²; blur the rest.
    double small_sigma = sqrt(fmax(sigma * sigma - (factor * factor - 1) / 12.0, 0.25)) / factor;
    blur_full(small, sw, sh, ss, small_sigma);
    // Bilinear weights in 1/256ths; each column's two source columns and weight computed once.
    int *xb = xa + width, *wx = xa + 2 * width;
    for (int x = 0; x < width; x++) {
        double fx = (x + 0.5) / factor - 0.5;
        int x0 = (int)floor(fx);
        wx[x] = (int)((fx - x0) * 256 + 0.5);
        xa[x] = 4 * (x0 < 0 ? 0 : (x0 >= sw ? sw - 1 : x0));
        xb[x] = 4 * (x0 + 1 >= sw ? sw - 1 : (x0 + 1 < 0 ? 0 : x0 + 1));
    }
    for (int y = 0; y < height; y++) {
        double fy = (y + 0.5) / factor - 0.5;
        int y0 = (int)floor(fy);
        int wy = (int)((fy - y0) * 256 + 0.5);
        int ya = y0 < 0 ? 0 : (y0 >= sh ? sh - 1 : y0), yb = y0 + 1 >= sh ? sh - 1 : (y0 + 1 < 0 ? 0 : y0 + 1);
        const uint8_t *top = small + (size_t)ya * ss, *bottom = small + (size_t)yb * ss;
        uint8_t *out = bytes + (size_t)y * stride_bytes;
        for (int x = 0; x < width; x++) {
            const uint8_t *p00 = top + xa[x], *p01 = top + xb[x], *p10 = bottom + xa[x], *p11 = bottom + xb[x];
            int w1 = wx[x], w0 = 256 - w1;
            int v[4];
            for (int c = 0; c < 4; c++) {
                int upper = p00[c] * w0 + p01[c] * w1, lower = p10[c] * w0 + p11[c] * w1;
                v[c] = (upper * (256 - wy) + lower * wy + 32768) >> 16;
            }
            // Byte 3 is alpha (little-endian ARGB32); a color channel never exceeds it.
            uint8_t *o = out + 4 * x;
            for (int c = 0; c < 4; c++) o[c] = (uint8_t)(c < 3 && v[c] > v[3] ? v[3] : v[c]);
        }
    }
    free(xa);
    free(small);
}
