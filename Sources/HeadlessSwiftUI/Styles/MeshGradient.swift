/// A two-dimensional gradient over a grid of points, each with its color (Apple: `MeshGradient`,
/// iOS 18). Points are in the unit square of the filled frame, row by row from the top leading
/// corner; a patch between four neighbouring points blends their colors, smoothly across patches
/// when `smoothsColors`, and `background` shows where no patch covers.
///
/// ```swift
/// MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.mint, .teal, .indigo, .purple])
///     .ignoresSafeArea()
/// ```
public struct MeshGradient: ShapeStyle, Equatable, Sendable {
    /// The points of the grid: plain positions, or positions with the control points of the
    /// curves that join them.
    public enum Locations: Equatable, Sendable {
        /// Plain points, joined by curves the mesh works out.
        case points([SIMD2<Float>])
        /// Points with the control points of the curves to their neighbours.
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// The colors of the grid's points.
    public enum Colors: Equatable, Sendable {
        /// A color per point, resolved where the mesh is drawn.
        case colors([Color])
    }

    /// A point of the grid and the control points of the curves to its neighbours, in the unit square.
    public struct BezierPoint: Equatable, Sendable {
        /// Where the point is.
        public var position: SIMD2<Float>
        /// The control point of the curve to the point before it in its row.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the curve to the point above it.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the curve to the point after it in its row.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the curve to the point below it.
        public var bottomControlPoint: SIMD2<Float>

        /// A point with its four control points.
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Points across.
    public var width: Int
    /// Points down.
    public var height: Int
    /// The points, `width` × `height` of them.
    public var locations: Locations
    /// Their colors, one per point.
    public var colors: Colors
    /// What shows where no patch covers the frame.
    public var background: Color
    /// Whether colors blend smoothly across patches (bicubic) rather than within each (bilinear).
    public var smoothsColors: Bool
    /// The space colors are interpolated in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `locations` colored by `colors`.
    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of plain points colored by `colors`.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
        colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of points with control points, colored by `colors`.
    public init(
        width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
}

extension MeshGradient: View, _PrimitiveView {
    public var body: Never { bodyError() }
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { [context.node(.fill(self))] }
}
