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

// One horizontal box pass of radius r from src to dst (rows of w pixels, 4 bytes each).
static void box_horizontal(const uint8_t *src, uint8_t *dst, int w, int h, int stride, int r) {
    const uint32_t span = (uint32_t)(2 * r + 1), half = span / 2;
    for (int y = 0; y < h; y++) {
        const uint8_t *in = src + (size_t)y * stride;
        uint8_t *out = dst + (size_t)y * stride;
        for (int c = 0; c < 4; c++) {
            uint32_t sum = (uint32_t)(r + 1) * in[c];
            for (int j = 1; j <= r; j++) sum += in[4 * (j < w ? j : w - 1) + c];
            for (int x = 0; x < w; x++) {
                out[4 * x + c] = (uint8_t)((sum + half) / span);
                int add = x + r + 1, sub = x - r;
                sum += in[4 * (add < w ? add : w - 1) + c];
                sum -= in[4 * (sub > 0 ? sub : 0) + c];
            }
        }
    }
}

// One vertical box pass of radius r from src to dst, row by row with a running sum per column.
static void box_vertical(const uint8_t *src, uint8_t *dst, int w, int h, int stride, int r, uint32_t *sums) {
    const uint32_t span = (uint32_t)(2 * r + 1), half = span / 2;
    const int n = 4 * w;
    for (int i = 0; i < n; i++) sums[i] = (uint32_t)(r + 1) * src[i];
    for (int j = 1; j <= r; j++) {
        const uint8_t *row = src + (size_t)(j < h ? j : h - 1) * stride;
        for (int i = 0; i < n; i++) sums[i] += row[i];
    }
    for (int y = 0; y < h; y++) {
        uint8_t *out = dst + (size_t)y * stride;
        for (int i = 0; i < n; i++) out[i] = (uint8_t)((sums[i] + half) / span);
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
    if (!small) { blur_full(bytes, width, height, stride_bytes, sigma); return; }
    for (int y = 0; y < sh; y++) {
        for (int x = 0; x < sw; x++) {
            uint32_t acc[4] = {0, 0, 0, 0}, count = 0;
            for (int dy = 0; dy < factor; dy++) {
                int yy = y * factor + dy;
                if (yy >= height) break;
                for (int dx = 0; dx < factor; dx++) {
                    int xx = x * factor + dx;
                    if (xx >= width) break;
                    const uint8_t *p = bytes + (size_t)yy * stride_bytes + 4 * xx;
                    for (int c = 0; c < 4; c++) acc[c] += p[c];
                    count++;
                }
            }
            for (int c = 0; c < 4; c++) small[(size_t)y * ss + 4 * x + c] = (uint8_t)((acc[c] + count / 2) / count);
        }
    }
    // The block average already spreads by (factor² − 1) / 12 px²; blur the rest.
    double small_sigma = sqrt(fmax(sigma * sigma - (factor * factor - 1) / 12.0, 0.25)) / factor;
    blur_full(small, sw, sh, ss, small_sigma);
    for (int y = 0; y < height; y++) {
        double fy = (y + 0.5) / factor - 0.5;
        int y0 = (int)floor(fy);
        double ty = fy - y0;
        int ya = y0 < 0 ? 0 : (y0 >= sh ? sh - 1 : y0), yb = y0 + 1 >= sh ? sh - 1 : (y0 + 1 < 0 ? 0 : y0 + 1);
        uint8_t *out = bytes + (size_t)y * stride_bytes;
        for (int x = 0; x < width; x++) {
            double fx = (x + 0.5) / factor - 0.5;
            int x0 = (int)floor(fx);
            double tx = fx - x0;
            int xa = x0 < 0 ? 0 : (x0 >= sw ? sw - 1 : x0), xb = x0 + 1 >= sw ? sw - 1 : (x0 + 1 < 0 ? 0 : x0 + 1);
            const uint8_t *p00 = small + (size_t)ya * ss + 4 * xa, *p01 = small + (size_t)ya * ss + 4 * xb;
            const uint8_t *p10 = small + (size_t)yb * ss + 4 * xa, *p11 = small + (size_t)yb * ss + 4 * xb;
            long v[4];
            for (int c = 0; c < 4; c++) {
                double top = p00[c] + (p01[c] - p00[c]) * tx, bottom = p10[c] + (p11[c] - p10[c]) * tx;
                v[c] = lround(top + (bottom - top) * ty);
            }
            // Byte 3 is alpha (little-endian ARGB32); a color channel never exceeds it.
            for (int c = 0; c < 4; c++) out[4 * x + c] = (uint8_t)(c < 3 && v[c] > v[3] ? v[3] : v[c]);
        }
    }
    free(small);
}
