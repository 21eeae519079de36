import Foundation

/// An immediate-mode drawing destination (Apple: `GraphicsContext`). Copies share what is drawn and
/// keep their own transform, opacity and clip, as Apple's do: a copy translated to draw a part
/// leaves the original where it was.
///
/// ```swift
/// Canvas { context, size in
///     var dial = context
///     dial.translateBy(x: size.width / 2, y: size.height / 2)
///     dial.rotate(by: .degrees(30))
///     dial.stroke(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 0, y: -40)) }, with: .color(.orange), lineWidth: 3)
/// }
/// ```
public struct GraphicsContext {
    /// What a fill or stroke is painted with.
    public typealias Shading = GraphicsContextShading

    /// One thing drawn: a path, how it is painted, and the context's state when it was drawn.
    package struct Operation {
        /// The path in the coordinates of the context that drew it.
        package let path: Path
        package let shading: Shading
        /// The stroke, or nil for a fill.
        package let stroke: StrokeStyle?
        /// From the drawing context's coordinates to the canvas's.
        package let transform: CGAffineTransform
        package let opacity: Double
        /// The clips in force, outermost first.
        package let clips: [Clip]
    }

    /// A clip: its path in the canvas's coordinates, its fill rule, and a number naming it.
    package struct Clip {
        package let path: Path
        package let evenOdd: Bool
        package let id: Int
    }

    /// What every copy of a context draws into.
    final class Recorder {
        var operations: [Operation] = []
        var clips = 0
    }

    let recorder: Recorder
    var clips: [Clip] = []

    /// The opacity everything drawn next is multiplied by.
    public var opacity: Double = 1
    /// From this context's coordinates to the canvas's: what `translateBy`, `scaleBy`, `rotate`
    /// and `concatenate` build.
    public var transform = CGAffineTransform.identity
    /// The environment the canvas stands in.
    public let environment: EnvironmentValues

    package init(environment: EnvironmentValues) {
        recorder = Recorder()
        self.environment = environment
    }

    /// What has been drawn into this context and its copies, in order.
    package var operations: [Operation] { recorder.operations }

    /// Moves the origin of what is drawn next by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales what is drawn next by `x` horizontally and `y` vertically.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Turns what is drawn next by `angle`, clockwise on screen, about the current origin.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Applies `matrix` to what is drawn next, before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Draws only inside `path` from now on, intersected with any clip already in force.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        recorder.clips += 1
        clips.append(Clip(path: path.applying(transform), evenOdd: style.isEOFilled, id: recorder.clips))
    }

    /// Options of `clip(to:style:options:)` (Apple: `GraphicsContext.ClipOptions`).
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws outside the path instead of inside it (not drawn inverted here).
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(path, shading, stroke: nil)
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(path, shading, stroke: style)
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `content` with a copy of this context (Apple: `drawLayer(content:)`). The copy's
    /// drawing is composited operation by operation here, not as one layer.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    private func record(_ path: Path, _ shading: Shading, stroke: StrokeStyle?) {
        recorder.operations.append(
            Operation(path: path, shading: shading, stroke: stroke, transform: transform, opacity: opacity, clips: clips))
    }
}
