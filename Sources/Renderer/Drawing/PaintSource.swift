import CCairo
import Foundation
import HeadlessRuntime
import Raster

/// Sets a display paint as Cairo's source for what is about to be drawn. Colors are plain sources;
/// gradients are rasterised, dithered, over just the device-space box being drawn (Cairo 1.16
/// cannot dither, and pastel gradients band at 3x) and laid in as an image source.
struct PaintSource {
    let context: OpaquePointer
    /// The canvas's pixel bounds, to clip rasterised boxes to.
    let canvasWidth: Int
    let canvasHeight: Int
    /// Gradients already rasterised, kept across frames.
    let cache: RasterCache

    /// Sets `paint`, multiplied by `opacity`, as the source for drawing inside `box` (user space).
    /// Returns false when nothing would show (an empty box or a material, which is drawn separately).
    func set(_ paint: DisplayPaint, opacity: Double, box: CGRect) -> Bool {
        switch paint {
        case let .color(red, green, blue, alpha):
            cairo_set_source_rgba(context, red, green, blue, alpha * opacity)
            return true
        case .material, .backdrop:
            return false
        case let .mesh(patches, background):
            var userToDevice = cairo_matrix_t()
            cairo_get_matrix(context, &userToDevice)
            return setRaster(box: box, key: "\(paint)|\(opacity)") { pixels, rect, stride in
                MeshFill.draw(
                    patches, background: background, opacity: opacity, into: pixels, rect: rect, stride: stride, userToDevice: userToDevice)
            }
        case let .linearGradient(stops, start, end):
            let (a, b) = (device(start), device(end))
            return setRaster(box: box, key: "\(paint)|\(opacity)") { pixels, rect, stride in
                GradientFill.linear(
                    into: pixels, width: rect.width, height: rect.height, stride: stride,
                    start: CGPoint(x: a.x - Double(rect.x), y: a.y - Double(rect.y)),
                    end: CGPoint(x: b.x - Double(rect.x), y: b.y - Double(rect.y)),
                    stops: Self.stops(stops, opacity: opacity), dither: true)
            }
        case let .radialGradient(stops, center, startRadius, endRadius):
            return setEllipses(paint, stops, center: center, radii: (startRadius, endRadius), aspect: 1, opacity: opacity, box: box)
        case let .ellipticalGradient(stops, center, startRadius, endRadius):
            // The contours' shape is the frame's: its aspect is the same for both radii.
            let aspect = endRadius.width > 0 ? endRadius.height / endRadius.width : startRadius.height / startRadius.width
            guard aspect > 0 else { return false }
            return setEllipses(
                paint, stops, center: center, radii: (startRadius.width, endRadius.width), aspect: aspect, opacity: opacity, box: box)
        case let .angularGradient(stops, center, startDegrees, endDegrees):
            let c = device(center)
            let turn = deviceRotation
            return setRaster(box: box, key: "\(paint)|\(opacity)|\(turn)") { pixels, rect, stride in
                GradientFill.angular(
                    into: pixels, width: rect.width, height: rect.height, stride: stride,
                    center: CGPoint(x: c.x - Double(rect.x), y: c.y - Double(rect.y)),
                    startAngle: startDegrees * .pi / 180 + turn, endAngle: endDegrees * .pi / 180 + turn,
                    stops: Self.stops(stops, opacity: opacity), dither: true)
            }
        }
    }

    /// A radial gradient, its contours stretched vertically by `aspect` (1: circles): `radii`
    /// are horizontal, in user space.
    private func setEllipses(
        _ paint: DisplayPaint, _ stops: [DisplayStop], center: CGPoint, radii: (start: CGFloat, end: CGFloat), aspect: CGFloat,
        opacity: Double, box: CGRect
    ) -> Bool {
        let c = device(center)
        let k = deviceScale
        return setRaster(box: box, key: "\(paint)|\(opacity)|\(k)") { pixels, rect, stride in
            GradientFill.elliptical(
                into: pixels, width: rect.width, height: rect.height, stride: stride,
                center: CGPoint(x: c.x - Double(rect.x), y: c.y - Double(rect.y)),
                startRadius: radii.start * k, endRadius: radii.end * k, aspect: aspect,
                stops: Self.stops(stops, opacity: opacity), dither: true)
        }
    }

    static func stops(_ stops: [DisplayStop], opacity: Double) -> [GradientStop] {
        stops.map { GradientStop(location: $0.location, red: $0.red, green: $0.green, blue: $0.blue, opacity: $0.opacity * opacity) }
    }

    private func device(_ point: CGPoint) -> CGPoint {
        var (x, y) = (Double(point.x), Double(point.y))
        cairo_user_to_device(context, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// How long a user-space point is on the device (the mean of the two axes' scales).
    private var deviceScale: CGFloat {
        var (x, y) = (1.0, 1.0)
        var (ox, oy) = (0.0, 0.0)
        cairo_user_to_device_distance(context, &x, &ox)
        cairo_user_to_device_distance(context, &oy, &y)
        return CGFloat((hypot(x, ox) + hypot(oy, y)) / 2)
    }

    /// The rotation of user space on the device, in radians.
    private var deviceRotation: Double {
        var (x, y) = (1.0, 0.0)
        cairo_user_to_device_distance(context, &x, &y)
        return atan2(y, x)
    }

    /// The device pixels `box` covers, clipped to the canvas.
    func deviceRect(_ box: CGRect) -> (x: Int, y: Int, width: Int, height: Int)? {
        let corners = [
            CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
            CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY),
        ].map(device)
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let minX = max(Int(corners.map(\.x).min()!.rounded(.down)), 0)
        let minY = max(Int(corners.map(\.y).min()!.rounded(.down)), 0)
        let maxX = min(Int(corners.map(\.x).max()!.rounded(.up)), canvasWidth)
        let maxY = min(Int(corners.map(\.y).max()!.rounded(.up)), canvasHeight)
        guard maxX > minX, maxY > minY else { return nil }
        return (minX, minY, maxX - minX, maxY - minY)
    }

    /// Rasterises (or takes from the cache) an image surface over `box`'s device pixels and sets it
    /// as the source. `key` names the paint; the device points it was mapped to complete it.
    private func setRaster(
        box: CGRect, key: String,
        _ fill: (UnsafeMutableRawPointer, (x: Int, y: Int, width: Int, height: Int), Int) -> Void
    ) -> Bool {
        guard let rect = deviceRect(box) else { return false }
        var transform = cairo_matrix_t()
        cairo_get_matrix(context, &transform)
        let mapping = [transform.xx, transform.yx, transform.xy, transform.yy, transform.x0, transform.y0]
        let image = cache.surface(for: "\(key)|\(rect)|\(mapping)") {
            guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(rect.width), Int32(rect.height)) else { return nil }
            guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
                cairo_surface_destroy(image)
                return nil
            }
            cairo_surface_flush(image)
            fill(UnsafeMutableRawPointer(data), rect, Int(cairo_image_surface_get_stride(image)))
            cairo_surface_mark_dirty(image)
            return image
        }
        guard let image else { return false }
        // The source sits at its device position whatever the current transform is.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, image, Double(rect.x), Double(rect.y))
        cairo_set_matrix(context, &matrix)
        return true
    }
}
