#ifndef CRASTER_FILTER_INTERNAL_H
#define CRASTER_FILTER_INTERNAL_H
#include <stddef.h>
#include <stdint.h>

// `craster_saturate_and_tint` on the blur's 16-bit channels (8-bit values × 256), `n` channels a row
// and rows `row_channels` apart.
void craster_saturate_and_tint_16(uint16_t *channels, int width, int height, size_t row_channels, double saturation,
                                  double red, double green, double blue, double alpha);

#endif
