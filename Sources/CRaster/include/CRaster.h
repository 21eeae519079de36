#ifndef CRASTER_H
#define CRASTER_H
// Raster operations Cairo 1.16 lacks, on CAIRO_FORMAT_ARGB32 buffers: premultiplied, 8 bits a
// channel, native-endian 32-bit pixels, rows `stride_bytes` apart.
#include <stdint.h>

/// Gaussian blur in place. Sigma is the standard deviation in pixels; at most 0 (or not finite)
/// does nothing. Three "extended box" passes a direction (Gwosdek et al. 2011: the boxes-for-Gauss
/// widths plus a fractional weight on the pixel past each end, so the variance is sigma² exactly)
/// with running sums: O(1) a pixel whatever sigma. Edges extend the edge pixel. Intermediates are
/// 16-bit (levels × 256) and only the final write rounds to 8 bits. Above sigma 8 the image is
/// block-averaged to half resolution (above 24: quarter), blurred there with the remaining
/// variance, and scaled back bilinearly. One scratch allocation a call; deterministic; a flat
/// color stays exactly flat; mirror-symmetric input gives mirror-symmetric output (in the reduced
/// path when the factor divides the size). Out of memory leaves the pixels as they are.
void craster_gaussian_blur(uint32_t *pixels, int width, int height, int stride_bytes, double sigma);

/// The same blur of the alpha channel alone, in a quarter of the work: the color channels are left
/// as they are. On an image whose color channels are all 0 (a black shadow's silhouette) the
/// result is `craster_gaussian_blur`'s, byte for byte: every step of the blur is channel by channel.
void craster_gaussian_blur_alpha(uint32_t *pixels, int width, int height, int stride_bytes, double sigma);

/// A frosted backdrop in place: the Gaussian blur above, then `craster_saturate_and_tint`, run on
/// the reduced image when the blur uses one.
void craster_frost(uint32_t *pixels, int width, int height, int stride_bytes, double sigma, double saturation,
                   double red, double green, double blue, double alpha);

/// Gradients written over the whole buffer. `stops` holds `n` ≥ 1 records of {location, red, green,
/// blue, alpha}, straight sRGB in 0…1, sorted by location (components are clamped to 0…1, a
/// location below its predecessor is raised to it). Colors are computed in float per pixel
/// centre (x + 0.5, y + 0.5), interpolated in sRGB with premultiplied alpha between adjacent
/// stops and padded with the end stops beyond them, then quantised as floor(v + d): d is 0.5
/// without dither, and with `dither` non-zero a threshold from a balanced 8×8 ordered-dither
/// matrix (every row and column holds one threshold from each eighth of 0…1, so a row, a column
/// or a block averages the exact value). Output is premultiplied, every channel ≤ alpha.
/// Positions are in pixels (the caller applies the display scale).

/// Linear: location 0 at (x0, y0), 1 at (x1, y1), projected perpendicularly; along a row t is
/// affine, so each run between stops is shaded incrementally. Equal points fill with the first stop.
void craster_linear_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                             double x0, double y0, double x1, double y1, const float *stops, int n, int dither);
/// Radial: location 0 at distance r0 from (cx, cy), 1 at r1. Equal radii: first stop inside, last outside.
void craster_radial_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                             double cx, double cy, double r0, double r1, const float *stops, int n, int dither);
/// Elliptical: the radial gradient with its vertical distances divided by `aspect` (the vertical
/// radius over the horizontal one), so r0 and r1 are horizontal radii of elliptical contours.
void craster_elliptical_gradient(uint32_t *pixels, int width, int height, int stride_bytes,
                                 double cx, double cy, double r0, double r1, double aspect, const float *stops, int n,
                                 int dither);
/// Angular (SwiftUI's AngularGradient): angles in radians, clockwise from +x with y pointing down;
/// location 0 at `start`, 1 at `end`. A sweep under a turn leaves a gap painted with the nearer end
/// stop (the first stop on the half before `start`, the last on the half after `end`); a sweep
/// over a turn shows only its last turn; `end < start` sweeps counter-clockwise.
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

/// Asks glibc to keep freed buffers of up to 32 MB for reuse instead of returning them to the
/// kernel (mmap threshold 32 MB, trim threshold 512 MB): a frame's surfaces, blur scratch and PNG
/// rows are then taken from memory the process already touched, not from fresh zeroed pages, each
/// faulted in again for every picture. Process-wide; for the programs that draw many pictures.
/// Returns 1 when glibc took both settings, 0 otherwise (another C library: nothing changes).
int craster_keep_freed_buffers(void);

#endif
