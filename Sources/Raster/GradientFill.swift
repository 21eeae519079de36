import CRaster
import Foundation

/// A gradient stop: a location in 0…1 and a straight-alpha sRGB color.
public struct GradientStop: Equatable, Sendable {
    public var location, red, green, blue, opacity: Double

    public init(location: Double, red: Double, green: Double, blue: Double, opacity: Double) {
        (self.location, self.red, self.green, self.blue, self.opacity) = (location, red, green, blue, opacity)
    }
}

/// Dithered gradients rasterised into premultiplied ARGB32 buffers (Cairo 1.16 cannot dither, and
/// pastel gradients band at 3x). Positions are in pixels, relative to the buffer's first pixel.
public enum GradientFill {
    public static func linear(into pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
                              start: CGPoint, end: CGPoint, stops: [GradientStop], dither: Bool) {
        guard let packed = pack(stops), valid(width, height, stride), [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        craster_linear_gradient(pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride),
                                start.x, start.y, end.x, end.y, packed, Int32(stops.count), dither ? 1 : 0)
    }

    public static func radial(into pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
                              center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, stops: [GradientStop], dither: Bool) {
        guard let packed = pack(stops), valid(width, height, stride),
              [center.x, center.y, startRadius, endRadius].allSatisfy(\.isFinite) else { return }
        craster_radial_gradient(pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride),
                                center.x, center.y, startRadius, endRadius, packed, Int32(stops.count), dither ? 1 : 0)
    }

    /// Angles in radians, clockwise from +x on screen.
    public static func angular(into pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
                               center: CGPoint, startAngle: Double, endAngle: Double, stops: [GradientStop], dither: Bool) {
        guard let packed = pack(stops), valid(width, height, stride),
              [center.x, center.y, startAngle, endAngle].allSatisfy(\.isFinite) else { return }
        craster_angular_gradient(pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride),
                                 center.x, center.y, startAngle, endAngle, packed, Int32(stops.count), dither ? 1 : 0)
    }

    private static func valid(_ width: Int, _ height: Int, _ stride: Int) -> Bool {
        width > 0 && height > 0 && stride >= width * 4 && stride <= Int(Int32.max) && height <= Int(Int32.max)
    }

    /// Stops sorted by location, clamped to 0…1, as the C layer's records; nil when there are none
    /// or one holds a non-finite number (nothing is drawn then).
    static func pack(_ stops: [GradientStop]) -> [Float]? {
        guard !stops.isEmpty else { return nil }
        let values = stops.flatMap { [$0.location, $0.red, $0.green, $0.blue, $0.opacity] }
        guard values.allSatisfy(\.isFinite) else { return nil }
        return stops.enumerated()
            .sorted { $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset }
            .flatMap { [$0.element.location, $0.element.red, $0.element.green, $0.element.blue, $0.element.opacity]
                .map { Float(min(max($0, 0), 1)) } }
    }
}
