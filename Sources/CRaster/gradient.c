#include "CRaster.h"
#include <math.h>
#include <stdlib.h>

// An 8×8 ordered dither, thresholds 0…63, balanced: every row and every column holds one threshold
// from each eighth of the range and sums to 252, so a dithered row (or column) averages the exact
// ramp, not just an 8×8 block as with Bayer's matrix (whose rows average 21…42, up to 0.16 of a
// level off). Built as bit interleavings of x ⊕ y and x ⊕ 4y in GF(8); its dispersion is within 3%
// of Bayer's by the nearest-neighbour measure.
static const uint8_t balanced[8][8] = {
    {0, 36, 17, 53, 10, 46, 27, 63}, {40, 12, 57, 29, 34, 6, 51, 23},
    {21, 49, 4, 32, 31, 59, 14, 42}, {61, 25, 44, 8, 55, 19, 38, 2},
    {11, 47, 26, 62, 1, 37, 16, 52}, {35, 7, 50, 22, 41, 13, 56, 28},
    {30, 58, 15, 43, 20, 48, 5, 33}, {54, 18, 39, 3, 60, 24, 45, 9},
};

// Stops as premultiplied colors in levels (0…255; B, G, R, A order), with each segment's slope
// per unit of t, and which segment a t in each 1/256th of 0…1 starts its search at.
typedef struct {
    int n;
    float *location, (*color)[4], (*slope)[4];
    uint8_t start[257];
    float dither[8][8];
} ramp;

static int make_ramp(ramp *g, const float *stops, int n, int dither) {
    g->n = n;
    g->location = malloc(sizeof(float) * 9 * (size_t)n);
    if (!g->location) return 0;
    g->color = (float (*)[4])(g->location + n);
    g->slope = (float (*)[4])(g->location + 5 * n);
    for (int k = 0; k < n; k++) {
        const float *s = stops + 5 * k;
        float l = s[0] == s[0] ? s[0] : 0;  // NaN → 0.
        if (k > 0 && l < g->location[k - 1]) l = g->location[k - 1];  // Out of order → no earlier than the one before.
        g->location[k] = l;
        float a = s[4] > 0 ? (s[4] < 1 ? s[4] : 1) : 0;
        for (int c = 0; c < 3; c++) {
            float v = s[3 - c] > 0 ? (s[3 - c] < 1 ? s[3 - c] : 1) : 0;
            g->color[k][c] = v * a * 255;
        }
        g->color[k][3] = a * 255;
    }
    for (int k = 0; k < n; k++) {
        float span = k + 1 < n ? g->location[k + 1] - g->location[k] : 0;
        for (int c = 0; c < 4; c++) g->slope[k][c] = span > 0 ? (g->color[k + 1][c] - g->color[k][c]) / span : 0;
    }
    for (int i = 0, k = 0; i <= 256; i++) {
        while (k + 1 < n - 1 && g->location[k + 1] <= i / 256.0f) k++;
        g->start[i] = (uint8_t)(k < 255 ? k : 255);
    }
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++) g->dither[y][x] = dither ? (balanced[y][x] + 0.5f) / 64.0f : 0.5f;
    return 1;
}

static void free_ramp(ramp *g) { free(g->location); }

// The segment holding t (location[k] ≤ t < location[k + 1]), for t inside the stops.
static inline int segment(const ramp *g, float t) {
    int k = !(t > 0) ? 0 : (t >= 1 ? g->start[256] : g->start[(int)(t * 256)]);
    while (k + 1 < g->n - 1 && g->location[k + 1] <= t) k++;
    return k;
}

// The premultiplied color at t, padded beyond the end stops.
static inline void color_at(const ramp *g, float t, float out[4]) {
    const int last = g->n - 1;
    if (!(t > g->location[0])) { for (int c = 0; c < 4; c++) out[c] = g->color[0][c]; return; }
    if (t >= g->location[last]) { for (int c = 0; c < 4; c++) out[c] = g->color[last][c]; return; }
    int k = segment(g, t);
    float dt = t - g->location[k];
    for (int c = 0; c < 4; c++) out[c] = g->color[k][c] + dt * g->slope[k][c];
}

// Quantises one premultiplied color in levels with threshold d (floor(v + d)): alpha kept within
// 0…255 and each color channel within 0…alpha, so the result is valid premultiplied ARGB32.
static inline uint32_t quantise(float b, float g, float r, float a, float d) {
    a = a < 0 ? 0 : (a > 255 ? 255 : a);
    b = b < 0 ? 0 : (b > a ? a : b);
    g = g < 0 ? 0 : (g > a ? a : g);
    r = r < 0 ? 0 : (r > a ? a : r);
    return (uint32_t)(int32_t)(a + d) << 24 | (uint32_t)(int32_t)(r + d) << 16 | (uint32_t)(int32_t)(g + d) << 8 |
           (uint32_t)(int32_t)(b + d);
}

// Pixels [x, x + count) of a row whose color is `base` + i × `step` at pixel x + i. `d` is the
// row's threshold for every x (one period of 8 repeated).
static void shade_run(uint32_t *row, int x, int count, const float base[4], const float step[4], const float *d) {
    const float b0 = base[0], g0 = base[1], r0 = base[2], a0 = base[3];
    const float db = step[0], dg = step[1], dr = step[2], da = step[3];
    uint32_t *out = row + x;
    const float *th = d + x;
    for (int i = 0; i < count; i++) {
        float fi = (float)i;
        out[i] = quantise(b0 + fi * db, g0 + fi * dg, r0 + fi * dr, a0 + fi * da, th[i]);
    }
}

// A row from its t values.
static void shade_t(uint32_t *row, const float *t, int width, const ramp *g, const float *d) {
    for (int x = 0; x < width; x++) {
        float color[4];
        color_at(g, t[x], color);
        row[x] = quantise(color[0], color[1], color[2], color[3], d[x]);
    }
}

// Scratch for rows: thresholds for each of the 8 row phases over the whole width, and a t row.
static float *row_scratch(const ramp *g, int width) {
    float *s = malloc(sizeof(float) * 9 * (size_t)width);
    if (!s) return NULL;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < width; x++) s[(size_t)y * width + x] = g->dither[y][x & 7];
    return s;
}

void craster_linear_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                             double x0, double y0, double x1, double y1, const float *stops, int n, int dither) {
    if (!pixels || !stops || n < 1 || width <= 0 || height <= 0) return;
    ramp g;
    if (!make_ramp(&g, stops, n, dither)) return;
    float *thresholds = row_scratch(&g, width);
    if (!thresholds) { free_ramp(&g); return; }
    double dx = x1 - x0, dy = y1 - y0, length2 = dx * dx + dy * dy;
    double kx = length2 > 0 ? dx / length2 : 0, ky = length2 > 0 ? dy / length2 : 0;
    const float zero[4] = {0, 0, 0, 0};
    const int last = n - 1;
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)((uint8_t *)pixels + (size_t)y * stride_bytes);
        const float *d = thresholds + (size_t)(y & 7) * width;
        // t is affine along the row, and so is the color inside each segment: walk the row in runs.
        double t0 = (0.5 - x0) * kx + (y + 0.5 - y0) * ky;
        int x = 0;
        while (x < width) {
            double t = t0 + x * kx;
            double low, high;  // The run lasts while low ≤ t < high.
            const float *step = zero;
            float base[4], run_step[4];
            if (!(t >= g.location[0]) || last == 0) {
                low = -INFINITY; high = last == 0 ? INFINITY : g.location[0];
                for (int c = 0; c < 4; c++) base[c] = g.color[0][c];
            } else if (t >= g.location[last]) {
                low = g.location[last]; high = INFINITY;
                for (int c = 0; c < 4; c++) base[c] = g.color[last][c];
            } else {
                int k = segment(&g, (float)t);
                low = g.location[k]; high = g.location[k + 1];
                double dt = t - low;
                for (int c = 0; c < 4; c++) {
                    base[c] = (float)(g.color[k][c] + dt * g.slope[k][c]);
                    run_step[c] = (float)(kx * g.slope[k][c]);
                }
                step = run_step;
            }
            double end = width;
            if (kx > 0 && high < INFINITY) end = ceil((high - t0) / kx);
            else if (kx < 0 && low > -INFINITY) end = floor((low - t0) / kx) + 1;
            int stop = !(end < width) ? width : (end <= x + 1 ? x + 1 : (int)end);
            shade_run(row, x, stop - x, base, step, d);
            x = stop;
        }
    }
    free(thresholds);
    free_ramp(&g);
}

void craster_radial_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                             double cx, double cy, double r0, double r1, const float *stops, int n, int dither) {
    craster_elliptical_gradient(pixels, width, height, stride_bytes, cx, cy, r0, r1, 1, stops, n, dither);
}

void craster_elliptical_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                                 double cx, double cy, double r0, double r1, double aspect, const float *stops, int n,
                                 int dither) {
    if (!pixels || !stops || n < 1 || width <= 0 || height <= 0 || !(aspect > 0) || !isfinite(aspect)) return;
    ramp g;
    if (!make_ramp(&g, stops, n, dither)) return;
    float *scratch = row_scratch(&g, width);
    if (!scratch) { free_ramp(&g); return; }
    float *t = scratch + 8 * (size_t)width;
    const double span = r1 - r0, inverse = span != 0 ? 1 / span : 0;
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)((uint8_t *)pixels + (size_t)y * stride_bytes);
        const double ry = (y + 0.5 - cy) / aspect, ry2 = ry * ry;
        for (int x = 0; x < width; x++) {
            double rx = x + 0.5 - cx, d = sqrt(rx * rx + ry2);
            t[x] = (float)(span != 0 ? (d - r0) * inverse : (d < r1 ? 0 : 1));
        }
        shade_t(row, t, width, &g, scratch + (size_t)(y & 7) * width);
    }
    free(scratch);
    free_ramp(&g);
}

static const double pi = 3.14159265358979323846;

// atan2 in (−π, π], within 1e-7 rad (Abramowitz and Stegun 4.4.49 on 0…1, folded).
static inline double fast_atan2(double y, double x) {
    double ax = fabs(x), ay = fabs(y), big = ax > ay ? ax : ay, small = ax > ay ? ay : ax;
    double a = big > 0 ? small / big : 0, s = a * a;
    double r = ((((((((-0.0040540580 * s + 0.0218612288) * s - 0.0559098861) * s + 0.0964200441) * s - 0.1390853351) * s
                   + 0.1994653599) * s - 0.3332985605) * s + 0.9999993329) * a);
    if (ay > ax) r = (pi / 2) - r;
    if (x < 0) r = pi - r;
    return y < 0 ? -r : r;
}

void craster_angular_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                              double cx, double cy, double start, double end, const float *stops, int n, int dither) {
    if (!pixels || !stops || n < 1 || width <= 0 || height <= 0 || !isfinite(start) || !isfinite(end)) return;
    ramp g;
    if (!make_ramp(&g, stops, n, dither)) return;
    float *scratch = row_scratch(&g, width);
    if (!scratch) { free_ramp(&g); return; }
    float *t = scratch + 8 * (size_t)width;
    // A counter-clockwise sweep is the clockwise one mirrored.
    double sign = end >= start ? 1 : -1, sweep = fabs(end - start);
    const double turn = 2 * pi;
    // Past one turn only the last turn shows: measure from end − 2π instead of start.
    double from = sweep >= turn ? sign * end - turn : sign * start;
    double offset = sweep >= turn ? sign * end - turn - sign * start : 0;  // from − start, in the mirrored frame.
    from = fmod(from, turn);
    if (from < 0) from += turn;
    const double gap_middle = sweep < turn ? sweep + (turn - sweep) / 2 : turn;
    const double inverse = sweep > 0 ? 1 / sweep : 0;
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)((uint8_t *)pixels + (size_t)y * stride_bytes);
        const double ry = y + 0.5 - cy;
        for (int x = 0; x < width; x++) {
            double phi = sign * fast_atan2(ry, x + 0.5 - cx) - from;
            phi = phi < 0 ? phi + turn : phi;
            phi = phi < 0 ? phi + turn : (phi >= turn ? phi - turn : phi);
            double value;
            if (sweep >= turn) value = (offset + phi) * inverse;
            else if (phi <= sweep) value = sweep > 0 ? phi * inverse : 0;
            else value = phi < gap_middle ? 1 : 0;  // The gap: the nearer end's color, split halfway.
            t[x] = (float)value;
        }
        shade_t(row, t, width, &g, scratch + (size_t)(y & 7) * width);
    }
    free(scratch);
    free_ramp(&g);
}
