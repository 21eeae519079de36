import CCairo
import Foundation

/// Rasterised gradients kept between frames (an animation redraws the same backdrop every frame):
/// image surfaces by paint, opacity and device rectangle, owned here and destroyed once, on
/// eviction or in deinit. Bounded: when full, it starts over.
final class RasterCache {
    private var surfaces: [String: OpaquePointer] = [:]
    let capacity: Int

    init(capacity: Int = 32) {
        self.capacity = capacity
    }

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The cached surface for `key`, or a new one from `make` (nil: nothing to cache).
    func surface(for key: String, make: () -> OpaquePointer?) -> OpaquePointer? {
        if let cached = surfaces[key] { return cached }
        guard let made = make() else { return nil }
        if surfaces.count >= capacity {
            for surface in surfaces.values { cairo_surface_destroy(surface) }
            surfaces.removeAll()
        }
        surfaces[key] = made
        return made
    }
}
