import Foundation
import HeadlessSwiftUI
import PlatformFacts

/// One patch of a mesh gradient as the renderer draws it: four corners in screen points (top
/// leading, top trailing, bottom trailing, bottom leading), joined by straight edges, each with
/// its straight-alpha sRGB color; the color inside blends the corners' bilinearly.
public struct DisplayMeshPatch: Equatable, Sendable {
    public let corners: [CGPoint]
    public let colors: [SRGBColor]

    public init(corners: [CGPoint], colors: [SRGBColor]) {
        (self.corners, self.colors) = (corners, colors)
    }
}

extension DisplayMeshPatch {
    /// How many sub-patches a patch is cut into along each side (Cairo's patches here have straight
    /// edges): enough that curved edges and the bicubic blend read as smooth at 3x.
    static let subdivisions = 8

    /// The patches that draw `mesh` over `frame`, its point colors resolved to `colors`. Each
    /// patch's edges are the curves between its points (Catmull-Rom curves through plain points,
    /// through the control points between Bézier points) and its inside the Coons surface they
    /// bound, cut into sub-patches whose corners take the bicubic (Catmull-Rom) blend of the grid's
    /// colors with `smoothsColors`, the patch's four corners' bilinear blend without. A mesh whose
    /// points or colors do not number width × height, or with fewer than two points a side, has no
    /// patches.
    static func patches(for mesh: MeshGradient, colors: [SRGBColor], in frame: CGRect) -> [DisplayMeshPatch] {
        let (width, height) = (mesh.width, mesh.height)
        guard width >= 2, height >= 2, colors.count == width * height else { return [] }
        let grid: [MeshGradient.BezierPoint]
        switch mesh.locations {
        case let .points(points): grid = points.count == width * height ? Self.smoothGrid(points, width: width, height: height) : []
        case let .bezierPoints(points): grid = points
        }
        guard grid.count == width * height else { return [] }
        func screen(_ p: SIMD2<Float>) -> CGPoint {
            CGPoint(x: frame.minX + CGFloat(p.x) * frame.width, y: frame.minY + CGFloat(p.y) * frame.height)
        }
        let cuts = subdivisions
        var patches: [DisplayMeshPatch] = []
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                let (a, b) = (grid[row * width + column], grid[row * width + column + 1])
                let (c, d) = (grid[(row + 1) * width + column], grid[(row + 1) * width + column + 1])
                let surface = CoonsSurface(
                    top: [a.position, a.trailingControlPoint, b.leadingControlPoint, b.position].map(screen),
                    bottom: [c.position, c.trailingControlPoint, d.leadingControlPoint, d.position].map(screen),
                    leading: [a.position, a.bottomControlPoint, c.topControlPoint, c.position].map(screen),
                    trailing: [b.position, b.bottomControlPoint, d.topControlPoint, d.position].map(screen))
                for i in 0..<cuts {
                    for j in 0..<cuts {
                        let (u0, u1) = (Double(j) / Double(cuts), Double(j + 1) / Double(cuts))
                        let (v0, v1) = (Double(i) / Double(cuts), Double(i + 1) / Double(cuts))
                        let corners = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]
                        patches.append(
                            DisplayMeshPatch(
                                corners: corners.map { surface.point(u: $0.0, v: $0.1) },
                                colors: corners.map { corner in
                                    let (x, y) = (Double(column) + corner.0, Double(row) + corner.1)
                                    return mesh.smoothsColors
                                        ? bicubic(colors, width: width, height: height, x: x, y: y)
                                        : bilinear(colors, width: width, column: column, row: row, u: corner.0, v: corner.1)
                                }))
                    }
                }
            }
        }
        return patches
    }

    /// Plain points as Bézier points joined by Catmull-Rom curves along each row and column: the
    /// control point toward a neighbour lies a sixth of the way from the point before to the point
    /// after (a third of the way to the neighbour at the grid's edge), so edges pass through the
    /// points smoothly, and a regular grid keeps straight edges.
    static func smoothGrid(_ points: [SIMD2<Float>], width: Int, height: Int) -> [MeshGradient.BezierPoint] {
        points.indices.map { index in
            let (row, column) = (index / width, index % width)
            let p = points[index]
            func control(toward next: Int?, awayFrom previous: Int?) -> SIMD2<Float> {
                guard let next else { return p }
                guard let previous else { return p + (points[next] - p) / 3 }
                return p + (points[next] - points[previous]) / 6
            }
            let (leading, trailing) = (column > 0 ? index - 1 : nil, column < width - 1 ? index + 1 : nil)
            let (top, bottom) = (row > 0 ? index - width : nil, row < height - 1 ? index + width : nil)
            return MeshGradient.BezierPoint(
                position: p, leadingControlPoint: control(toward: leading, awayFrom: trailing),
                topControlPoint: control(toward: top, awayFrom: bottom),
                trailingControlPoint: control(toward: trailing, awayFrom: leading),
                bottomControlPoint: control(toward: bottom, awayFrom: top))
        }
    }

    /// The four colors around patch (`column`, `row`) blended bilinearly at (`u`, `v`) inside it.
    static func bilinear(_ colors: [SRGBColor], width: Int, column: Int, row: Int, u: Double, v: Double) -> SRGBColor {
        let (a, b) = (colors[row * width + column], colors[row * width + column + 1])
        let (c, d) = (colors[(row + 1) * width + column], colors[(row + 1) * width + column + 1])
        func mix(_ f: (SRGBColor) -> Double) -> Double {
            (1 - v) * ((1 - u) * f(a) + u * f(b)) + v * ((1 - u) * f(c) + u * f(d))
        }
        return SRGBColor(red: mix(\.red), green: mix(\.green), blue: mix(\.blue), alpha: mix(\.alpha))
    }

    /// The grid's colors blended at (x, y) in grid units by a Catmull-Rom spline along each axis,
    /// clamped to the colors' range.
    static func bicubic(_ colors: [SRGBColor], width: Int, height: Int, x: Double, y: Double) -> SRGBColor {
        func color(_ column: Int, _ row: Int) -> SIMD4<Double> {
            let c = colors[min(max(row, 0), height - 1) * width + min(max(column, 0), width - 1)]
            return SIMD4(c.red, c.green, c.blue, c.alpha)
        }
        func spline(_ p: [SIMD4<Double>], _ t: Double) -> SIMD4<Double> {
            let (t2, t3) = (t * t, t * t * t)
            let a = p[1] * 2
            let b = (p[2] - p[0]) * t
            let c = (p[0] * 2 - p[1] * 5 + p[2] * 4 - p[3]) * t2
            let d = (p[1] * 3 - p[0] - p[2] * 3 + p[3]) * t3
            return (a + b + c + d) * 0.5
        }
        let (column, row) = (min(Int(x), width - 2), min(Int(y), height - 2))
        let (tx, ty) = (x - Double(column), y - Double(row))
        let rows = (-1...2).map { dy in spline((-1...2).map { color(column + $0, row + dy) }, tx) }
        let value = spline(rows, ty)
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        return SRGBColor(red: unit(value.x), green: unit(value.y), blue: unit(value.z), alpha: unit(value.w))
    }
}

/// The surface four cubic Bézier edges bound (a bilinearly blended Coons patch): top and bottom
/// run leading to trailing, leading and trailing top to bottom.
struct CoonsSurface {
    let top, bottom, leading, trailing: [CGPoint]

    func point(u: Double, v: Double) -> CGPoint {
        let (t, b, l, r) = (Self.bezier(top, u), Self.bezier(bottom, u), Self.bezier(leading, v), Self.bezier(trailing, v))
        let (p00, p10, p01, p11) = (top[0], top[3], bottom[0], bottom[3])
        let x =
            (1 - v) * t.x + v * b.x + (1 - u) * l.x + u * r.x
            - ((1 - u) * (1 - v) * p00.x + u * (1 - v) * p10.x + (1 - u) * v * p01.x + u * v * p11.x)
        let y =
            (1 - v) * t.y + v * b.y + (1 - u) * l.y + u * r.y
            - ((1 - u) * (1 - v) * p00.y + u * (1 - v) * p10.y + (1 - u) * v * p01.y + u * v * p11.y)
        return CGPoint(x: x, y: y)
    }

    static func bezier(_ p: [CGPoint], _ t: Double) -> CGPoint {
        let s = 1 - t
        let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
        return CGPoint(x: a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x, y: a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
    }
}
