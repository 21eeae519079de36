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

// The loops below are plain integer and single-precision arithmetic with no fused multiply-add, so
// an AVX2 build of them computes the same bits as the baseline x86-64 (SSE2) build, twice as wide.
// Clang picks the clone the processor runs at load time; elsewhere there is one build.
#if defined(__x86_64__) && defined(__linux__) && defined(__clang__)
#define WIDE __attribute__((target_clones("avx2", "default")))
#else
#define WIDE
#endif

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

// One output row of a vertical pass (a separate function so that `restrict` lets it vectorise).
WIDE static void column_step(uint16_t *restrict out, int32_t *restrict sums, const uint16_t *restrict before,
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
WIDE static void box_columns(uint16_t *img, size_t rs, int n, int h, ebox b, uint16_t *ring, int32_t *sums) {
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

// Pixels (C 16-bit channels each) of an h × w image into a w × h one, in cache-sized tiles.
__attribute__((always_inline)) static inline void transpose(const uint16_t *restrict src, uint16_t *restrict dst, int w, int h,
                                                            const int C) {
    for (int by = 0; by < h; by += 16)
        for (int bx = 0; bx < w; bx += 16) {
            int ye = by + 16 < h ? by + 16 : h, xe = bx + 16 < w ? bx + 16 : w;
            for (int y = by; y < ye; y++)
                for (int x = bx; x < xe; x++)
                    memcpy(dst + C * ((size_t)x * h + y), src + C * ((size_t)y * w + x), sizeof(uint16_t) * (size_t)C);
        }
}

// A small row of `sw` pixels (C channels each) widened f times to `width` pixels, bilinearly:
// output pixel m·f + f/2 + j lies (j + ½)/f of the way from small pixel m to m + 1 (weights in
// 256ths, exact for f = 2 and 4); beyond the first and last centres the edge pixel extends.
__attribute__((always_inline)) static inline void widen(const uint16_t *restrict src, uint16_t *restrict dst, int sw, int width, const int f,
                                                        const int C) {
    const int half = f / 2;
    for (int x = 0; x < half && x < width; x++) memcpy(dst + C * x, src, sizeof(uint16_t) * (size_t)C);
    int full = (width - half) / f;  // Whole spans between two small pixels that fit in the row.
    if (full > sw - 1) full = sw - 1;
    for (int m = 0; m < full; m++) {
        const uint16_t *a = src + C * m, *b = a + C;
        uint16_t *out = dst + C * (m * f + half);
        for (int j = 0; j < f; j++) {
            const uint32_t w1 = (uint32_t)((2 * j + 1) * 128 / f), w0 = 256 - w1;
            for (int c = 0; c < C; c++) out[C * j + c] = (uint16_t)((a[c] * w0 + b[c] * w1 + 128) >> 8);
        }
    }
    for (int x = full * f + half; x < width; x++) {
        int m = (x - half) / f, j = (x - half) - m * f;
        const uint16_t *a = src + C * (m < sw - 1 ? m : sw - 1), *b = src + C * (m + 1 < sw - 1 ? m + 1 : sw - 1);
        const uint32_t w1 = (uint32_t)((2 * j + 1) * 128 / f), w0 = 256 - w1;
        for (int c = 0; c < C; c++) dst[C * x + c] = (uint16_t)((a[c] * w0 + b[c] * w1 + 128) >> 8);
    }
}

// The first `whole` pixels of a block-averaged row whose f rows were all inside the image: each
// of the C channels the sum of its f × f block in `acc` (already summed down the rows) times 256 / f².
__attribute__((always_inline)) static inline void block_sums(const uint32_t *restrict acc, uint16_t *restrict out, int whole,
                                                             const int f, const int C) {
    const int shift = f == 2 ? 6 : 4;  // 256 / f², as a shift.
    for (int x = 0; x < whole; x++) {
        for (int c = 0; c < C; c++) {
            uint32_t sum = 0;
            for (int dx = 0; dx < f; dx++) sum += acc[C * (x * f + dx) + c];
            out[C * x + c] = (uint16_t)(sum << shift);
        }
    }
}

// Rows a horizontal strip holds (its transpose is the image's width × STRIP pixels).
#define STRIP 32

static size_t align64(size_t bytes) { return (bytes + 63) & ~(size_t)63; }

typedef struct { int active; double saturation, red, green, blue, alpha; } color_step;

// The blur of `C` channels a pixel: all four (C = 4), or alpha alone (C = 1), whose reads and
// writes touch only each pixel's alpha byte. Every step works channel by channel, so the alpha
// of a C = 4 blur and a C = 1 blur are the same bits.
__attribute__((always_inline)) static inline void blur_channels(uint32_t *pixels, int width, int height, int stride_bytes, double sigma,
                                                                const color_step *step, const int C) {
    if (!pixels || width <= 0 || height <= 0 || stride_bytes < 4 * width) return;
    uint8_t *bytes = (uint8_t *)pixels;
    const int first = C == 4 ? 0 : 3;  // The byte of a pixel its first channel is.
    const int pitch = 4 / C;            // Bytes from one channel read or written to the next.
    int blurring = sigma > 0 && isfinite(sigma);
    int f = !blurring ? 1 : sigma > 24 ? 4 : sigma > 8 ? 2 : 1;
    while (f > 1 && (width < 2 * f || height < 2 * f)) f /= 2;
    const int sw = (width + f - 1) / f, sh = (height + f - 1) / f, n = C * sw;
    // Block averaging spreads by (f² − 1) / 12 px² and bilinear scaling back by (2f² + 1) / 12:
    // f² / 4 together, taken off what the small image's blur has to add.
    double small_variance = blurring ? (f > 1 ? sigma * sigma / (f * f) - 0.25 : sigma * sigma) : 0;
    if (small_variance < 0) small_variance = 0;
    // A Gaussian far wider than the image leaves it nearly flat: cap it (keeps the sums in 32 bits).
    const double cap = 3.0 * (sw > sh ? sw : sh);
    if (small_variance > cap * cap) small_variance = cap * cap;
    const ebox box = extended_box(small_variance / 3);

    // One scratch allocation: the 16-bit image, a transposed strip of it (horizontal passes run as
    // vertical ones over the transpose, where they vectorise), the ring and sums of the vertical
    // passes, and (reduced) a row accumulator and the bilinear tables and widened rows.
    const int lanes = C * (sw > STRIP ? sw : STRIP);
    size_t o_work = 0;
    size_t o_turned = o_work + align64(sizeof(uint16_t) * (size_t)n * sh);
    size_t o_ring = o_turned + (blurring ? align64(sizeof(uint16_t) * (size_t)n * STRIP) : 0);
    size_t o_sums = o_ring + align64(sizeof(uint16_t) * (size_t)lanes * (box.r + 2));
    size_t o_acc = o_sums + align64(sizeof(int32_t) * (size_t)lanes);
    size_t o_wide = o_acc + (f > 1 ? align64(sizeof(uint32_t) * (size_t)C * (size_t)width) : 0);
    size_t total = o_wide + (f > 1 ? 2 * align64(sizeof(uint16_t) * (size_t)C * (size_t)width) : 0);
    uint8_t *scratch = malloc(total);
    if (!scratch) return;  // Out of memory: the pixels stay as they are.
    uint16_t *work = (uint16_t *)(scratch + o_work), *turned = (uint16_t *)(scratch + o_turned);
    uint16_t *ring = (uint16_t *)(scratch + o_ring);
    int32_t *sums = (int32_t *)(scratch + o_sums);

    // Rows in (block-averaged when reduced) to the 16-bit image.
    uint32_t *acc = (uint32_t *)(scratch + o_acc);
    for (int j = 0; j < sh; j++) {
        if (f == 1) {
            const uint8_t *src = bytes + (size_t)j * stride_bytes + first;
            uint16_t *out = work + (size_t)j * n;
            for (int i = 0; i < n; i++) out[i] = (uint16_t)(src[i * pitch] << 8);
        } else {
            int rows = (j + 1) * f <= height ? f : height - j * f;
            memset(acc, 0, sizeof(uint32_t) * (size_t)C * (size_t)width);
            for (int dy = 0; dy < rows; dy++) {
                const uint8_t *src = bytes + (size_t)(j * f + dy) * stride_bytes + first;
                for (int i = 0; i < C * width; i++) acc[i] += src[i * pitch];
            }
            uint16_t *out = work + (size_t)j * n;
            const int whole = rows == f ? width / f : 0;
            if (f == 2) block_sums(acc, out, whole, 2, C);
            else block_sums(acc, out, whole, 4, C);
            for (int x = whole; x < sw; x++) {
                int columns = (x + 1) * f <= width ? f : width - x * f;
                uint32_t count = (uint32_t)(rows * columns);
                for (int c = 0; c < C; c++) {
                    uint32_t sum = 0;
                    for (int dx = 0; dx < columns; dx++) sum += acc[C * (x * f + dx) + c];
                    out[C * x + c] = (uint16_t)((sum * 256 + count / 2) / count);
                }
            }
        }
    }
    if (blurring) {
        // Horizontal passes a strip of rows at a time, transposed so that they run as column passes.
        for (int j0 = 0; j0 < sh; j0 += STRIP) {
            const int rows = sh - j0 < STRIP ? sh - j0 : STRIP;
            transpose(work + (size_t)j0 * n, turned, sw, rows, C);
            for (int pass = 0; pass < 3; pass++) box_columns(turned, (size_t)C * rows, C * rows, sw, box, ring, sums);
            transpose(turned, work + (size_t)j0 * n, rows, sw, C);
        }
        for (int pass = 0; pass < 3; pass++) box_columns(work, (size_t)n, n, sh, box, ring, sums);
    }
    if (C == 4 && step && step->active)
        craster_saturate_and_tint_16(work, sw, sh, n, step->saturation, step->red, step->green, step->blue, step->alpha);

    if (f == 1) {
        for (int y = 0; y < height; y++) {
            uint8_t *dst = bytes + (size_t)y * stride_bytes + first;
            const uint16_t *src = work + (size_t)y * n;
            for (int i = 0; i < n; i++) dst[i * pitch] = (uint8_t)((src[i] + 128) >> 8);
        }
        free(scratch);
        return;
    }
    // Bilinear back to full size, separably: each small row is widened once (weights in 1/256ths,
    // exact for f = 2 and 4), then every output row mixes two widened rows.
    uint16_t *rows[2] = {(uint16_t *)(scratch + o_wide),
                         (uint16_t *)(scratch + o_wide + align64(sizeof(uint16_t) * (size_t)C * (size_t)width))};
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
            if (f == 2) widen(source, rows[k], sw, width, 2, C);
            else widen(source, rows[k], sw, width, 4, C);
            cached[k] = wanted[k];
        }
        const uint16_t *upper = rows[0], *lower = rows[1];
        uint8_t *dst = bytes + (size_t)y * stride_bytes + first;
        const uint32_t w0 = 256 - wy;
        for (int i = 0; i < C * width; i++) dst[i * pitch] = (uint8_t)((upper[i] * w0 + lower[i] * wy + 32768) >> 16);
    }
    free(scratch);
}

WIDE static void blur(uint32_t *pixels, int width, int height, int stride_bytes, double sigma, const color_step *step) {
    blur_channels(pixels, width, height, stride_bytes, sigma, step, 4);
}

WIDE static void blur_alpha(uint32_t *pixels, int width, int height, int stride_bytes, double sigma) {
    blur_channels(pixels, width, height, stride_bytes, sigma, NULL, 1);
}

void craster_gaussian_blur(uint32_t *pixels, int width, int height, int stride_bytes, double sigma) {
    if (!(sigma > 0) || !isfinite(sigma)) return;
    blur(pixels, width, height, stride_bytes, sigma, NULL);
}

void craster_gaussian_blur_alpha(uint32_t *pixels, int width, int height, int stride_bytes, double sigma) {
    if (!(sigma > 0) || !isfinite(sigma)) return;
    blur_alpha(pixels, width, height, stride_bytes, sigma);
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
