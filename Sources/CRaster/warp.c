#include "CRaster.h"
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

void craster_projective_warp(uint32_t *pixels, int width, int height, int stride_bytes, const double m[9]) {
    if (width <= 0 || height <= 0) return;
    uint8_t *source = malloc((size_t)stride_bytes * height);
    if (!source) return;
    memcpy(source, pixels, (size_t)stride_bytes * height);
    for (int y = 0; y < height; y++) {
        uint8_t *out = (uint8_t *)pixels + (size_t)y * stride_bytes;
        for (int x = 0; x < width; x++) {
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
