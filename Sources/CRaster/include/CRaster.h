#ifndef CRASTER_H
#define CRASTER_H
// Raster operations Cairo 1.16 lacks, on CAIRO_FORMAT_ARGB32 buffers: premultiplied, 8 bits a
// channel, native-endian 32-bit pixels, rows `stride_bytes` apart.
#include <stdint.h>

/// Gaussian blur in place, approximated by three box blurs a direction (running sums, so the cost
/// does not grow with sigma; edges extend the edge pixel). Sigma is in pixels; at most 0 does nothing.
/// Above 8 px the image is blurred at half or quarter resolution and scaled back bilinearly.
void craster_gaussian_blur(uint32_t *pixels, int width, int height, int stride_bytes, double sigma);

/// A frosted backdrop in place: the Gaussian blur above, then `craster_saturate_and_tint`, run on
/// the reduced image when the blur uses one.
void craster_frost(uint32_t *pixels, int width, int height, int stride_bytes, double sigma, double saturation,
                   double red, double green, double blue, double alpha);

/// Gradients written over the whole buffer, interpolated in sRGB with premultiplied alpha and
/// quantised with an 8×8 ordered dither when `dither` is non-zero. `stops` holds `n` records of
/// {location, red, green, blue, alpha}, straight sRGB in 0…1, sorted by location; positions are in
/// pixels, sampled at pixel centres; beyond the end stops the end colors extend.
void craster_linear_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                             double x0, double y0, double x1, double y1, const float *stops, int n, int dither);
void craster_radial_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                             double cx, double cy, double r0, double r1, const float *stops, int n, int dither);
/// Angles in radians, clockwise from +x with y pointing down (SwiftUI's AngularGradient).
void craster_angular_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                              double cx, double cy, double start, double end, const float *stops, int n, int dither);

/// A frosted backdrop's color step, in place: saturation scaled about Rec. 709 luma, then a
/// straight-alpha tint (0…1 components) laid over source-over.
void craster_saturate_and_tint(uint32_t *pixels, int width, int height, int stride_bytes, double saturation,
                               double red, double green, double blue, double alpha);

/// A projective warp in place: every pixel centre (x + 0.5, y + 0.5) takes the bilinear sample at
/// `inverse` × (x + 0.5, y + 0.5, 1) (row-major 3×3, divided through by the third coordinate);
/// outside the image, or behind the viewer, it is transparent.
void craster_projective_warp(uint32_t *pixels, int width, int height, int stride_bytes, const double inverse[9]);

#endif
