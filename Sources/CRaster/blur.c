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

// The blur, with an optional color filter applied where it is cheapest: on the reduced image
// before it is scaled back (a pointwise linear step commutes with bilinear scaling).
typedef struct { int active; double saturation, red, green, blue, alpha; } color_step;

static void apply_step(const color_step *step, uint8_t *pixels, int w, int h, int stride) {
    if (step && step->active)
        craster_saturate_and_tint((uint32_t *)pixels, w, h, stride, step->saturation, step->red, step->green, step->blue, step->alpha);
}

static void blur_with_step(uint32_t *pixels, int width, int height, int stride_bytes, double sigma, const color_step *step);

void craster_gaussian_blur(uint32_t *pixels, int width, int height, int stride_bytes, double sigma) {
    blur_with_step(pixels, width, height, stride_bytes, sigma, NULL);
}

void craster_frost(uint32_t *pixels, int width, int height, int stride_bytes, double sigma, double saturation,
                   double red, double green, double blue, double alpha) {
    color_step step = {1, saturation, red, green, blue, alpha};
    blur_with_step(pixels, width, height, stride_bytes, sigma, &step);
}

static void blur_with_step(uint32_t *pixels, int width, int height, int stride_bytes, double sigma, const color_step *step) {
    if (width <= 0 || height <= 0) return;
    if (!(sigma > 0) || !isfinite(sigma)) { apply_step(step, (uint8_t *)pixels, width, height, stride_bytes); return; }
    uint8_t *bytes = (uint8_t *)pixels;
    int factor = sigma > 24 ? 4 : sigma > 8 ? 2 : 1;
    if (factor == 1 || width < 2 * factor || height < 2 * factor) {
        blur_full(bytes, width, height, stride_bytes, sigma);
        apply_step(step, bytes, width, height, stride_bytes);
        return;
    }
    // Average factor×factor blocks, blur the small image, scale back bilinearly.
    int sw = (width + factor - 1) / factor, sh = (height + factor - 1) / factor, ss = sw * 4;
    uint8_t *small = malloc((size_t)ss * sh);
    int *xa = malloc(sizeof(int) * (size_t)width * 3);
    if (!small || !xa) {
        free(small);
        free(xa);
        blur_full(bytes, width, height, stride_bytes, sigma);
        apply_step(step, bytes, width, height, stride_bytes);
        return;
    }
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
    apply_step(step, small, sw, sh, ss);
    // Bilinear, separably: each small row is widened once (weights in 1/256ths, values × 256 fit
    // 16 bits), then every output row mixes two widened rows, a loop the compiler vectorises.
    // Mixing premultiplied values with one set of weights keeps every color at or under its alpha.
    int *xb = xa + width, *wx = xa + 2 * width;
    for (int x = 0; x < width; x++) {
        double fx = (x + 0.5) / factor - 0.5;
        int x0 = (int)floor(fx);
        wx[x] = (int)((fx - x0) * 256 + 0.5);
        xa[x] = 4 * (x0 < 0 ? 0 : (x0 >= sw ? sw - 1 : x0));
        xb[x] = 4 * (x0 + 1 >= sw ? sw - 1 : (x0 + 1 < 0 ? 0 : x0 + 1));
    }
    uint16_t *wide = malloc(sizeof(uint16_t) * 4 * (size_t)width * 2);
    if (!wide) { free(xa); free(small); return; }  // Out of memory: leave the pixels unblurred.
    uint16_t *rows[2] = {wide, wide + 4 * (size_t)width};
    int cached[2] = {-1, -1};
    for (int y = 0; y < height; y++) {
        double fy = (y + 0.5) / factor - 0.5;
        int y0 = (int)floor(fy);
        uint32_t wy = (uint32_t)((fy - y0) * 256 + 0.5);
        int wanted[2] = {y0 < 0 ? 0 : (y0 >= sh ? sh - 1 : y0), y0 + 1 >= sh ? sh - 1 : (y0 + 1 < 0 ? 0 : y0 + 1)};
        // Reuse a widened row when the window slides down by one.
        if (cached[1] == wanted[0] && cached[0] != wanted[0]) {
            uint16_t *t = rows[0]; rows[0] = rows[1]; rows[1] = t;
            cached[0] = cached[1]; cached[1] = -1;
        }
        for (int k = 0; k < 2; k++) {
            if (cached[k] == wanted[k]) continue;
            const uint8_t *source = small + (size_t)wanted[k] * ss;
            uint16_t *target = rows[k];
            for (int x = 0; x < width; x++) {
                const uint8_t *a = source + xa[x], *b = source + xb[x];
                uint16_t w1 = (uint16_t)wx[x], w0 = (uint16_t)(256 - w1);
                for (int c = 0; c < 4; c++) target[4 * x + c] = (uint16_t)(a[c] * w0 + b[c] * w1);
            }
            cached[k] = wanted[k];
        }
        const uint16_t *upper = rows[0], *lower = rows[1];
        uint8_t *out = bytes + (size_t)y * stride_bytes;
        const uint32_t w0 = 256 - wy;
        for (int i = 0; i < 4 * width; i++) out[i] = (uint8_t)((upper[i] * w0 + lower[i] * wy + 32768) >> 16);
    }
    free(wide);
    free(xa);
    free(small);
}
