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

    /// One thing drawn: a path and how it is painted, or a text or an image where it was placed,
    /// and the context's state when it was drawn.
    package struct Operation {
        /// What is drawn, in the coordinates of the context that drew it.
        package enum Drawing {
            /// A path, its paint and its stroke (nil for a fill).
            case path(Path, Shading, stroke: StrokeStyle?)
            /// A text or an image in the canvas's environment, its paint when the drawing gave
            /// one, placed with its anchor at a point or in a rectangle.
            case view(View, shading: Shading?, placement: Placement)
        }

        /// A text or an image a canvas draws.
        package enum View {
            case text(Text)
            case image(Image)
        }

        /// Where a text or an image is drawn.
        package enum Placement {
            /// Its natural size, its `anchor` at `point`.
            case at(CGPoint, anchor: UnitPoint)
            /// The rectangle: the text's lines wrap at its width from its top leading corner; the
            /// image fills it.
            case inRect(CGRect)
        }

        package let drawing: Drawing
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
        /// The size a text or an image takes for a proposal, and its baselines: the canvas's
        /// renderer answers with the layout's measurer.
        let measure: Measure

        init(measure: @escaping Measure) {
            self.measure = measure
        }
    }

    /// How the renderer measures a text or an image a canvas draws: its size for a proposal and
    /// the baselines of its first and last lines from its top.
    package typealias Measure =
        @MainActor (Operation.View, ProposedViewSize) -> (
            size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat
        )

    let recorder: Recorder
    var clips: [Clip] = []

    /// The opacity everything drawn next is multiplied by.
    public var opacity: Double = 1
    /// From this context's coordinates to the canvas's: what `translateBy`, `scaleBy`, `rotate`
    /// and `concatenate` build.
    public var transform = CGAffineTransform.identity
    /// The environment the canvas stands in.
    public let environment: EnvironmentValues

    /// `view`'s size for `proposal` and its baselines, from `measure`: a canvas's renderer runs on
    /// the main actor, where the renderer's measurer is asked.
    static func measured(_ view: Operation.View, _ proposal: ProposedViewSize, by measure: @escaping Measure) -> (
        size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat
    ) {
        let request = UncheckedSendable(MeasureRequest(view: view, proposal: proposal, measure: measure))
        return MainActor.assumeIsolated { request.value.run() }
    }

    /// A measurement to take on the main actor.
    private struct MeasureRequest {
        let view: Operation.View
        let proposal: ProposedViewSize
        let measure: Measure

        @MainActor func run() -> (size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
            measure(view, proposal)
        }
    }

    package init(environment: EnvironmentValues, measure: @escaping Measure = { _, _ in (.zero, 0, 0) }) {
        recorder = Recorder(measure: measure)
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
        record(.path(path, shading, stroke: stroke))
    }

    func record(_ drawing: Operation.Drawing) {
        recorder.operations.append(Operation(drawing: drawing, transform: transform, opacity: opacity, clips: clips))
    }
}
