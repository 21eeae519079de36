#include "CRaster.h"
#include "filter_internal.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

// The blur works on 16-bit channels (8-bit values × 256), so the six box passes round to 1/256 of
// a level and only the final write rounds to 8 bits: no banding from repeated rounding.
//
// Each box is an "extended box" (Gwosdek, Grewenig, Bruhn and Weickert, 2011): weight 1 over
// 2r + 1 pixels plus a fractional weight alpha on the one pixel past either end. The classic
// "boxes for Gauss" widths (odd integers) can miss sigma² by up to a box step (sigma 3: 8 or 10 px²
// for 9); the fractional ends make three passes hit sigma² exactly, still with running sums.

typedef struct { int r; float alpha, inv; } ebox;

// The extended box whose variance is `variance` px².
static ebox extended_box(double variance) {
    int r = (int)floor((sqrt(1.0 + 12.0 * variance) - 1.0) / 2.0);
    if (r < 0) r = 0;
    while ((double)(r + 1) * (r + 2) / 3.0 <= variance) r++;
    while (r > 0 && (double)r * (r + 1) / 3.0 > variance) r--;
    double w = 2.0 * r + 1.0;
    double alpha = (variance * w - (double)r * (r + 1) * w / 3.0) / (2.0 * ((double)(r + 1) * (r + 1) - variance));
    if (alpha < 0) alpha = 0;
    if (alpha > 1) alpha = 1;
    ebox box = {r, (float)alpha, (float)(1.0 / (w + 2.0 * alpha))};
    return box;
}

// One horizontal pass over a row of `w` pixels (4 channels each). `src` points at pixel 0 and is
// padded with r + 1 copies of its edge pixels on either side; `dst` gets w pixels.
static void box_row(const uint16_t *src, uint16_t *dst, int w, ebox b) {
    const int r = b.r;
    int32_t s[4] = {0, 0, 0, 0};
    for (int k = -r; k <= r; k++)
        for (int c = 0; c < 4; c++) s[c] += src[4 * k + c];
    for (int x = 0; x < w; x++) {
        const uint16_t *before = src + 4 * (x - r - 1), *after = src + 4 * (x + r + 1), *leaving = src + 4 * (x - r);
        for (int c = 0; c < 4; c++) {
            float v = ((float)s[c] + b.alpha * (float)(before[c] + after[c])) * b.inv + 0.5f;
            dst[4 * x + c] = (uint16_t)(int32_t)v;
            s[c] += (int32_t)after[c] - (int32_t)leaving[c];
        }
    }
}

// Copies the edge pixels of a row of `w` pixels `pad` times outwards.
static void pad_row(uint16_t *row, int w, int pad) {
    for (int i = 1; i <= pad; i++) {
        memcpy(row - 4 * i, row, 8);
        memcpy(row + 4 * (w - 1 + i), row + 4 * (w - 1), 8);
    }
}

// One output row of a vertical pass (a separate function so that `restrict` lets it vectorise).
static void column_step(uint16_t *restrict out, int32_t *restrict sums, const uint16_t *restrict before,
                        const uint16_t *restrict after, const uint16_t *restrict leaving, int n, float alpha, float inv) {
    for (int i = 0; i < n; i++) {
        float v = ((float)sums[i] + alpha * (float)(before[i] + after[i])) * inv + 0.5f;
        out[i] = (uint16_t)(int32_t)v;
        sums[i] += (int32_t)after[i] - (int32_t)leaving[i];
    }
}

// Row k (clamped to the image) as it was before this pass: from the ring once overwritten.
static inline const uint16_t *source_row(int k, int y, int h, const uint16_t *img, size_t rs, const uint16_t *ring,
                                         int slots, int n) {
    if (k < 0) k = 0;
    if (k >= h) k = h - 1;
    return k <= y ? ring + (size_t)(k % slots) * n : img + (size_t)k * rs;
}

// One vertical pass in place over `h` rows of `n` channels, `rs` channels apart. Rows already
// overwritten are read from `ring`, which keeps the last r + 2 originals; `sums` holds n running sums.
static void box_columns(uint16_t *img, size_t rs, int n, int h, ebox b, uint16_t *ring, int32_t *sums) {
    const int r = b.r, slots = r + 2;
    for (int i = 0; i < n; i++) sums[i] = (int32_t)(r + 1) * img[i];
    for (int k = 1; k <= r; k++) {
        const uint16_t *row = img + (size_t)(k < h ? k : h - 1) * rs;
        for (int i = 0; i < n; i++) sums[i] += row[i];
    }
    for (int y = 0; y < h; y++) {
        uint16_t *out = img + (size_t)y * rs;
        memcpy(ring + (size_t)(y % slots) * n, out, sizeof(uint16_t) * (size_t)n);
        int k_before = y - r - 1, k_after = y + r + 1, k_leaving = y - r;
        const uint16_t *before = source_row(k_before, y, h, img, rs, ring, slots, n);
        const uint16_t *after = source_row(k_after, y, h, img, rs, ring, slots, n);
        const uint16_t *leaving = source_row(k_leaving, y, h, img, rs, ring, slots, n);
        column_step(out, sums, before, after, leaving, n, b.alpha, b.inv);
    }
}

static size_t align64(size_t bytes) { return (bytes + 63) & ~(size_t)63; }

typedef struct { int active; double saturation, red, green, blue, alpha; } color_step;

static void blur(uint32_t *pixels, int width, int height, int stride_bytes, double sigma, const color_step *step) {
    if (!pixels || width <= 0 || height <= 0 || stride_bytes < 4 * width) return;
    uint8_t *bytes = (uint8_t *)pixels;
    int blurring = sigma > 0 && isfinite(sigma);
    int f = !blurring ? 1 : sigma > 24 ? 4 : sigma > 8 ? 2 : 1;
    while (f > 1 && (width < 2 * f || height < 2 * f)) f /= 2;
    const int sw = (width + f - 1) / f, sh = (height + f - 1) / f, n = 4 * sw;
    // Block averaging spreads by (f² − 1) / 12 px² and bilinear scaling back by (2f² + 1) / 12:
    // f² / 4 together, taken off what the small image's blur has to add.
    double small_variance = blurring ? (f > 1 ? sigma * sigma / (f * f) - 0.25 : sigma * sigma) : 0;
    if (small_variance < 0) small_variance = 0;
    const ebox box = extended_box(small_variance / 3);
    const int pad = box.r + 1;

    // One scratch allocation: the 16-bit image, two padded rows, the ring and sums of the vertical
    // passes, and (reduced) a row accumulator and the bilinear tables and widened rows.
    size_t o_work = 0;
    size_t o_rows = o_work + align64(sizeof(uint16_t) * (size_t)n * sh);
    size_t row_len = (size_t)4 * (sw + 2 * pad);
    size_t o_ring = o_rows + 2 * align64(sizeof(uint16_t) * row_len);
    size_t o_sums = o_ring + align64(sizeof(uint16_t) * (size_t)n * (box.r + 2));
    size_t o_acc = o_sums + align64(sizeof(int32_t) * (size_t)n);
    size_t o_table = o_acc + (f > 1 ? align64(sizeof(uint32_t) * 4 * (size_t)width) : 0);
    size_t o_wide = o_table + (f > 1 ? align64(sizeof(int32_t) * 3 * (size_t)width) : 0);
    size_t total = o_wide + (f > 1 ? 2 * align64(sizeof(uint16_t) * 4 * (size_t)width) : 0);
    uint8_t *scratch = malloc(total);
    if (!scratch) return;  // Out of memory: the pixels stay as they are.
    uint16_t *work = (uint16_t *)(scratch + o_work);
    uint16_t *row_a = (uint16_t *)(scratch + o_rows) + 4 * pad;
    uint16_t *row_b = (uint16_t *)(scratch + o_rows + align64(sizeof(uint16_t) * row_len)) + 4 * pad;
    uint16_t *ring = (uint16_t *)(scratch + o_ring);
    int32_t *sums = (int32_t *)(scratch + o_sums);

    // Rows in (block-averaged when reduced), three horizontal passes each, into the 16-bit image.
    uint32_t *acc = (uint32_t *)(scratch + o_acc);
    for (int j = 0; j < sh; j++) {
        if (f == 1) {
            const uint8_t *src = bytes + (size_t)j * stride_bytes;
            for (int i = 0; i < n; i++) row_a[i] = (uint16_t)(src[i] << 8);
        } else {
            int rows = (j + 1) * f <= height ? f : height - j * f;
            memset(acc, 0, sizeof(uint32_t) * 4 * (size_t)width);
            for (int dy = 0; dy < rows; dy++) {
                const uint8_t *src = bytes + (size_t)(j * f + dy) * stride_bytes;
                for (int i = 0; i < 4 * width; i++) acc[i] += src[i];
            }
            const int shift = f == 2 ? 6 : 4;  // 256 / f², as a shift.
            const int whole = rows == f ? width / f : 0;
            for (int x = 0; x < whole; x++) {
                for (int c = 0; c < 4; c++) {
                    uint32_t sum = 0;
                    for (int dx = 0; dx < f; dx++) sum += acc[4 * (x * f + dx) + c];
                    row_a[4 * x + c] = (uint16_t)(sum << shift);
                }
            }
            for (int x = whole; x < sw; x++) {
                int columns = (x + 1) * f <= width ? f : width - x * f;
                uint32_t count = (uint32_t)(rows * columns);
                for (int c = 0; c < 4; c++) {
                    uint32_t sum = 0;
                    for (int dx = 0; dx < columns; dx++) sum += acc[4 * (x * f + dx) + c];
                    row_a[4 * x + c] = (uint16_t)((sum * 256 + count / 2) / count);
                }
            }
        }
        uint16_t *out = work + (size_t)j * n;
        if (!blurring) { memcpy(out, row_a, sizeof(uint16_t) * (size_t)n); continue; }
        pad_row(row_a, sw, pad);
        box_row(row_a, row_b, sw, box);
        pad_row(row_b, sw, pad);
        box_row(row_b, row_a, sw, box);
        pad_row(row_a, sw, pad);
        box_row(row_a, out, sw, box);
    }
    if (blurring)
        for (int pass = 0; pass < 3; pass++) box_columns(work, (size_t)n, n, sh, box, ring, sums);
    if (step && step->active)
        craster_saturate_and_tint_16(work, sw, sh, n, step->saturation, step->red, step->green, step->blue, step->alpha);

    if (f == 1) {
        for (int y = 0; y < height; y++) {
            uint8_t *dst = bytes + (size_t)y * stride_bytes;
            const uint16_t *src = work + (size_t)y * n;
            for (int i = 0; i < n; i++) dst[i] = (uint8_t)((src[i] + 128) >> 8);
        }
        free(scratch);
        return;
    }
    // Bilinear back to full size, separably: each small row is widened once (weights in 1/256ths,
    // exact for f = 2 and 4), then every output row mixes two widened rows.
    int32_t *xa = (int32_t *)(scratch + o_table), *xb = xa + width, *wx = xa + 2 * width;
    for (int x = 0; x < width; x++) {
        double fx = (x + 0.5) / f - 0.5;
        int x0 = (int)floor(fx);
        wx[x] = (int32_t)((fx - x0) * 256 + 0.5);
        xa[x] = 4 * (x0 < 0 ? 0 : (x0 >= sw ? sw - 1 : x0));
        xb[x] = 4 * (x0 + 1 >= sw ? sw - 1 : (x0 + 1 < 0 ? 0 : x0 + 1));
    }
    uint16_t *rows[2] = {(uint16_t *)(scratch + o_wide), (uint16_t *)(scratch + o_wide + align64(sizeof(uint16_t) * 4 * (size_t)width))};
    int cached[2] = {-1, -1};
    for (int y = 0; y < height; y++) {
        double fy = (y + 0.5) / f - 0.5;
        int y0 = (int)floor(fy);
        uint32_t wy = (uint32_t)((fy - y0) * 256 + 0.5);
        int wanted[2] = {y0 < 0 ? 0 : (y0 >= sh ? sh - 1 : y0), y0 + 1 >= sh ? sh - 1 : (y0 + 1 < 0 ? 0 : y0 + 1)};
        if (cached[1] == wanted[0] && cached[0] != wanted[0]) {  // The window slid down one row.
            uint16_t *t = rows[0]; rows[0] = rows[1]; rows[1] = t;
            cached[0] = cached[1]; cached[1] = -1;
        }
        for (int k = 0; k < 2; k++) {
            if (cached[k] == wanted[k]) continue;
            const uint16_t *source = work + (size_t)wanted[k] * n;
            uint16_t *target = rows[k];
            for (int x = 0; x < width; x++) {
                const uint16_t *a = source + xa[x], *b = source + xb[x];
                uint32_t w1 = (uint32_t)wx[x], w0 = 256 - w1;
                for (int c = 0; c < 4; c++) target[4 * x + c] = (uint16_t)((a[c] * w0 + b[c] * w1 + 128) >> 8);
            }
            cached[k] = wanted[k];
        }
        const uint16_t *upper = rows[0], *lower = rows[1];
        uint8_t *dst = bytes + (size_t)y * stride_bytes;
        const uint32_t w0 = 256 - wy;
        for (int i = 0; i < 4 * width; i++) dst[i] = (uint8_t)((upper[i] * w0 + lower[i] * wy + 32768) >> 16);
    }
    free(scratch);
}

void craster_gaussian_blur(uint32_t *pixels, int width, int height, int stride_bytes, double sigma) {
    if (!(sigma > 0) || !isfinite(sigma)) return;
    blur(pixels, width, height, stride_bytes, sigma, NULL);
}

void craster_frost(uint32_t *pixels, int width, int height, int stride_bytes, double sigma, double saturation,
                   double red, double green, double blue, double alpha) {
    color_step step = {1, saturation, red, green, blue, alpha};
    if (!(sigma > 0) || !isfinite(sigma)) {
        craster_saturate_and_tint(pixels, width, height, stride_bytes, saturation, red, green, blue, alpha);
        return;
    }
    blur(pixels, width, height, stride_bytes, sigma, &step);
}
