import CRaster
import Foundation

/// A gradient stop: a location in 0…1 and a straight-alpha sRGB color, components in 0…1.
public struct GradientStop: Equatable, Sendable {
    /// Where the stop sits along the gradient, 0 at its start and 1 at its end.
    public var location: Double
    /// Straight (not premultiplied) sRGB red, 0…1.
    public var red: Double
    /// Straight sRGB green, 0…1.
    public var green: Double
    /// Straight sRGB blue, 0…1.
    public var blue: Double
    /// Alpha, 0…1.
    public var opacity: Double

    /// A stop at `location` with the straight-alpha sRGB color (`red`, `green`, `blue`, `opacity`).
    public init(location: Double, red: Double, green: Double, blue: Double, opacity: Double) {
        (self.location, self.red, self.green, self.blue, self.opacity) = (location, red, green, blue, opacity)
    }
}

/// Why a list of gradient stops cannot be drawn.
public enum GradientError: Error, Equatable, Sendable {
    /// There are no stops.
    case noStops
    /// The stop at this index (in the order given) holds a NaN or an infinity.
    case nonFiniteStop(index: Int)
}

/// Dithered gradients rasterised into premultiplied ARGB32 buffers (Cairo 1.16 cannot dither, and
/// pastel gradients band at 3x). Colors are interpolated in sRGB with premultiplied alpha, padded
/// beyond the end stops, sampled at pixel centres and quantised with a balanced 8×8 ordered dither
/// (every row and column of the matrix averages to half a level, so the dithered pixels average
/// the exact ramp). Positions are in pixels, relative to the buffer's first pixel: apply the
/// display scale before calling.
///
/// Stops go through ``validate(_:)``: sorted by location (stable), every number clamped to 0…1.
/// When that throws (no stops, or a NaN or infinity), or a position is not finite, or the size and
/// stride do not describe a buffer, nothing is drawn and the pixels stay as they are.
public enum GradientFill {
    /// A linear gradient from `start` (location 0) to `end` (location 1); a pixel takes the
    /// location of its centre's projection onto that line. When `start == end` the first stop fills.
    public static func linear(
        into pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
        start: CGPoint, end: CGPoint, stops: [GradientStop], dither: Bool
    ) {
        guard let packed = pack(stops), valid(width, height, stride), [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else {
            return
        }
        craster_linear_gradient(
            pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride),
            start.x, start.y, end.x, end.y, packed, Int32(stops.count), dither ? 1 : 0)
    }

    /// A radial gradient around `center`: location 0 at `startRadius`, 1 at `endRadius` (pixels).
    public static func radial(
        into pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
        center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, stops: [GradientStop], dither: Bool
    ) {
        guard let packed = pack(stops), valid(width, height, stride),
            [center.x, center.y, startRadius, endRadius].allSatisfy(\.isFinite)
        else { return }
        craster_radial_gradient(
            pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride),
            center.x, center.y, startRadius, endRadius, packed, Int32(stops.count), dither ? 1 : 0)
    }

    /// An elliptical gradient: the radial one with contours stretched vertically by `aspect` (the
    /// vertical radius over the horizontal one); `startRadius` and `endRadius` are horizontal.
    public static func elliptical(
        into pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
        center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, aspect: CGFloat, stops: [GradientStop], dither: Bool
    ) {
        guard let packed = pack(stops), valid(width, height, stride),
            [center.x, center.y, startRadius, endRadius, aspect].allSatisfy(\.isFinite), aspect > 0
        else { return }
        craster_elliptical_gradient(
            pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride),
            center.x, center.y, startRadius, endRadius, aspect, packed, Int32(stops.count), dither ? 1 : 0)
    }

    /// An angular (conic) gradient around `center`, as SwiftUI's `AngularGradient`: angles in
    /// radians, clockwise from +x on screen (y down); location 0 at `startAngle`, 1 at `endAngle`.
    /// A sweep shorter than a turn leaves a gap filled with the nearer end stop (split halfway);
    /// a sweep longer than a turn shows its last turn; `endAngle < startAngle` runs counter-clockwise.
    public static func angular(
        into pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
        center: CGPoint, startAngle: Double, endAngle: Double, stops: [GradientStop], dither: Bool
    ) {
        guard let packed = pack(stops), valid(width, height, stride),
            [center.x, center.y, startAngle, endAngle].allSatisfy(\.isFinite)
        else { return }
        craster_angular_gradient(
            pixels.assumingMemoryBound(to: UInt32.self), Int32(width), Int32(height), Int32(stride),
            center.x, center.y, startAngle, endAngle, packed, Int32(stops.count), dither ? 1 : 0)
    }

    /// The stops as they are drawn: sorted by location (equal locations keep their order, making
    /// a hard edge), every location and component clamped to 0…1. Throws when there are none or
    /// one holds a NaN or an infinity.
    public static func validate(_ stops: [GradientStop]) throws(GradientError) -> [GradientStop] {
        guard !stops.isEmpty else { throw .noStops }
        if let bad = stops.firstIndex(where: { ![$0.location, $0.red, $0.green, $0.blue, $0.opacity].allSatisfy(\.isFinite) }) {
            throw .nonFiniteStop(index: bad)
        }
        func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
        return stops.enumerated()
            .sorted { $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset }
            .map {
                GradientStop(
                    location: unit($0.element.location), red: unit($0.element.red), green: unit($0.element.green),
                    blue: unit($0.element.blue), opacity: unit($0.element.opacity))
            }
    }

    private static func valid(_ width: Int, _ height: Int, _ stride: Int) -> Bool {
        width > 0 && height > 0 && stride >= width * 4 && width <= Int(Int32.max) / 4 && stride <= Int(Int32.max)
            && height <= Int(Int32.max)
    }

    /// The validated stops as the C layer's {location, red, green, blue, alpha} records, or nil.
    static func pack(_ stops: [GradientStop]) -> [Float]? {
        guard let stops = try? validate(stops) else { return nil }
        return stops.flatMap { [Float($0.location), Float($0.red), Float($0.green), Float($0.blue), Float($0.opacity)] }
    }
}
