#include "CRaster.h"
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* The destination pixels that can be other than transparent: those whose sample reads a
 * non-transparent source pixel. The source's non-transparent box, widened to every sample position
 * that reads into it (pixel centres from cx0 - 0.5 to cx1 + 1.5), is carried to the destination
 * by the forward map (the inverse of m); where its four corners all lie in front (positive w), the
 * whole box does (w is affine), and its image is the convex quadrilateral of their images: every
 * pixel outside that quadrilateral's bounds (widened by two pixels for rounding) is transparent,
 * as the full loop would make it. Returns 0 when the source is all transparent, and the full
 * surface when the box reaches behind the eye. */
static int content_bounds(const uint8_t *source, int width, int height, int stride_bytes, const double m[9], int *x0,
                          int *y0, int *x1, int *y1) {
    int cx0 = width, cy0 = height, cx1 = -1, cy1 = -1;
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(source + (size_t)y * stride_bytes);
        for (int x = 0; x < width; x++) {
            if (row[x] == 0) continue;
            if (x < cx0) cx0 = x;
            if (x > cx1) cx1 = x;
            if (y < cy0) cy0 = y;
            cy1 = y;
        }
    }
    if (cx1 < 0) return 0;
    *x0 = 0, *y0 = 0, *x1 = width - 1, *y1 = height - 1;
    double c00 = m[4] * m[8] - m[5] * m[7], c01 = m[5] * m[6] - m[3] * m[8], c02 = m[3] * m[7] - m[4] * m[6];
    double det = m[0] * c00 + m[1] * c01 + m[2] * c02;
    if (!(fabs(det) > 1e-12)) return 1;
    double g[9] = {c00 / det, (m[2] * m[7] - m[1] * m[8]) / det, (m[1] * m[5] - m[2] * m[4]) / det,
                   c01 / det, (m[0] * m[8] - m[2] * m[6]) / det, (m[2] * m[3] - m[0] * m[5]) / det,
                   c02 / det, (m[1] * m[6] - m[0] * m[7]) / det, (m[0] * m[4] - m[1] * m[3]) / det};
    double xs[2] = {cx0 - 0.5, cx1 + 1.5}, ys[2] = {cy0 - 0.5, cy1 + 1.5};
    double minx = INFINITY, miny = INFINITY, maxx = -INFINITY, maxy = -INFINITY;
    for (int j = 0; j < 2; j++) {
        for (int i = 0; i < 2; i++) {
            double w = g[6] * xs[i] + g[7] * ys[j] + g[8];
            if (!(w > 1e-9)) return 1;
            double dx = (g[0] * xs[i] + g[1] * ys[j] + g[2]) / w, dy = (g[3] * xs[i] + g[4] * ys[j] + g[5]) / w;
            if (!isfinite(dx) || !isfinite(dy)) return 1;
            minx = fmin(minx, dx), maxx = fmax(maxx, dx), miny = fmin(miny, dy), maxy = fmax(maxy, dy);
        }
    }
    /* Pixel x's centre is x + 0.5. */
    double bx0 = floor(minx - 0.5) - 2, by0 = floor(miny - 0.5) - 2, bx1 = ceil(maxx - 0.5) + 2, by1 = ceil(maxy - 0.5) + 2;
    *x0 = bx0 < 0 ? 0 : (int)fmin(bx0, width);
    *y0 = by0 < 0 ? 0 : (int)fmin(by0, height);
    *x1 = bx1 > width - 1 ? width - 1 : (int)fmax(bx1, -1);
    *y1 = by1 > height - 1 ? height - 1 : (int)fmax(by1, -1);
    return 1;
}

void craster_projective_warp(uint32_t *pixels, int width, int height, int stride_bytes, const double m[9]) {
    if (width <= 0 || height <= 0) return;
    uint8_t *source = malloc((size_t)stride_bytes * height);
    if (!source) return;
    memcpy(source, pixels, (size_t)stride_bytes * height);
    int bx0, by0, bx1, by1;
    if (!content_bounds(source, width, height, stride_bytes, m, &bx0, &by0, &bx1, &by1)) bx0 = 1, bx1 = 0, by0 = 1, by1 = 0;
    for (int y = 0; y < height; y++) {
        uint8_t *out = (uint8_t *)pixels + (size_t)y * stride_bytes;
        if (y < by0 || y > by1 || bx1 < bx0) {
            memset(out, 0, (size_t)width * 4);
            continue;
        }
        if (bx0 > 0) memset(out, 0, (size_t)bx0 * 4);
        if (bx1 < width - 1) memset(out + 4 * (size_t)(bx1 + 1), 0, (size_t)(width - 1 - bx1) * 4);
        for (int x = bx0; x <= bx1; x++) {
            double px = x + 0.5, py = y + 0.5;
            double w = m[6] * px + m[7] * py + m[8];
            uint8_t *o = out + 4 * x;
            if (!(w > 1e-9)) { memset(o, 0, 4); continue; }
            double sx = (m[0] * px + m[1] * py + m[2]) / w - 0.5, sy = (m[3] * px + m[4] * py + m[5]) / w - 0.5;
            if (!(sx > -1 && sy > -1 && sx < width && sy < height)) { memset(o, 0, 4); continue; }
            int x0 = (int)floor(sx), y0 = (int)floor(sy);
            double tx = sx - x0, ty = sy - y0;
            double acc[4] = {0, 0, 0, 0};
            for (int j = 0; j < 2; j++) {
                int yy = y0 + j;
                if (yy < 0 || yy >= height) continue;
                double wy = j ? ty : 1 - ty;
                for (int i = 0; i < 2; i++) {
                    int xx = x0 + i;
                    if (xx < 0 || xx >= width) continue;
                    double weight = wy * (i ? tx : 1 - tx);
                    const uint8_t *p = source + (size_t)yy * stride_bytes + 4 * xx;
                    for (int c = 0; c < 4; c++) acc[c] += weight * p[c];
                }
            }
            for (int c = 0; c < 4; c++) o[c] = (uint8_t)(acc[c] + 0.5 > 255 ? 255 : acc[c] + 0.5);
            for (int c = 0; c < 3; c++) if (o[c] > o[3]) o[c] = o[3];
        }
    }
    free(source);
}
