#include "CPNGCodec.h"

void cpngc_downsample(const uint8_t *source, int width, int height, int factor, uint8_t *target, int target_width,
                      int target_height) {
    for (int y = 0; y < target_height; y++) {
        int rows = height - y * factor < factor ? height - y * factor : factor;
        for (int x = 0; x < target_width; x++) {
            int columns = width - x * factor < factor ? width - x * factor : factor;
            unsigned sums[4] = {0, 0, 0, 0};
            for (int dy = 0; dy < rows; dy++) {
                const uint8_t *p = source + ((size_t)(y * factor + dy) * (size_t)width + (size_t)(x * factor)) * 4;
                for (int dx = 0; dx < columns; dx++, p += 4) {
                    sums[0] += p[0];
                    sums[1] += p[1];
                    sums[2] += p[2];
                    sums[3] += p[3];
                }
            }
            unsigned count = (unsigned)(rows * columns), half = count / 2;
            uint8_t *o = target + ((size_t)y * (size_t)target_width + (size_t)x) * 4;
            for (int c = 0; c < 4; c++) o[c] = (uint8_t)((sums[c] + half) / count);
        }
    }
}
