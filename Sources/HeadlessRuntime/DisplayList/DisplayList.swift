import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import PlatformFacts

/// A paint a display item uses, resolved for its frame and appearance.
public enum DisplayPaint: Equatable, Sendable {
    /// sRGB with straight alpha.
    case color(red: Double, green: Double, blue: Double, opacity: Double)
    /// Stops and the start and end points, in screen points.
    case linearGradient(stops: [DisplayStop], start: CGPoint, end: CGPoint)
    case radialGradient(stops: [DisplayStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Elliptical contours around `center`: location 0 on the ellipse of radii `startRadius`, 1 on
    /// that of `endRadius` (horizontal, vertical), in screen points.
    case ellipticalGradient(stops: [DisplayStop], center: CGPoint, startRadius: CGSize, endRadius: CGSize)
    case angularGradient(stops: [DisplayStop], center: CGPoint, startDegrees: Double, endDegrees: Double)
    /// A material, ultraThin 0 … ultraThick 4; the renderer reads its blur and tint from the tokens.
    case material(thickness: Int)
    /// The backdrop under the shape, frosted: blurred by `blurRadius` (a Gaussian standard deviation
    /// in points), saturated by `saturation` and tinted with the straight-alpha sRGB `tint`.
    case backdrop(blurRadius: Double, saturation: Double, tint: SRGBColor)
    /// A mesh gradient: its patches over its background color.
    case mesh(patches: [DisplayMeshPatch], background: SRGBColor)
}

/// A gradient stop.
public struct DisplayStop: Equatable, Sendable {
    public let red, green, blue, opacity: Double
    public let location: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double, location: Double) {
        (self.red, self.green, self.blue, self.opacity, self.location) = (red, green, blue, opacity, location)
    }
}

/// A run of text: the string, the font it resolved to, its paint and how its lines align.
public struct DisplayText: Equatable, Sendable {
    public let string: String
    public let font: ResolvedFont
    public let paint: DisplayPaint
    public let alignment: TextAlignment
    public let lineLimit: Int?
    /// Where the last line shown shows the ellipsis when lines are cut.
    public var truncationMode: Text.TruncationMode = .tail
    /// The Markdown styles of stretches of the string (D198).
    package var runs: [TextRun] = []
    /// The colors of the runs of a concatenation that set their own, by run (nil: the text's
    /// paint); empty when none does.
    package var runPaints: [DisplayPaint?] = []
    /// The color a link run is drawn in: the tint.
    package var linkPaint: DisplayPaint? = nil
    /// The colors of underline and strikethrough runs given their own (`Text.underline(_:color:)`);
    /// nil draws them in the text's color.
    package var underlinePaint: DisplayPaint? = nil
    package var strikethroughPaint: DisplayPaint? = nil
}

/// What one display item draws.
public enum DisplayContent: Equatable, Sendable {
    case text(DisplayText)
    /// An SF Symbol by name: the em its stand-in glyph is drawn at where it has no measured metrics
    /// (`SymbolMetrics`), its numeric weight, and where its ink lies relative to the item's frame
    /// when it has them (the stand-in glyph is fitted into that box).
    case symbol(String, size: CGFloat, weight: Int, paint: DisplayPaint, ink: CGRect?)
    case fill(DisplayPaint)
    /// A PNG file drawn stretched to the item's frame.
    case bitmap(path: String)
    /// A path in screen points, filled (stroke nil) or stroked.
    case shape(Path, paint: DisplayPaint, stroke: StrokeStyle?)
}

/// An effect on a group of consecutive items, applied to them composited together.
public struct DisplayGroup: Equatable, Sendable {
    public enum Effect: Equatable, Sendable {
        /// A shadow of the group's silhouette: color, blur radius and offset, in points.
        case shadow(DisplayPaint, radius: CGFloat, offset: CGSize)
        /// A Gaussian blur of the group (SwiftUI's radius); `opaque` keeps the edges opaque, as
        /// `blur(radius:opaque:)` does, instead of fading them into transparency.
        case blur(radius: CGFloat, opaque: Bool)
        /// The group is clipped to a path in screen points, with the even-odd rule or the nonzero one.
        case clip(Path, evenOdd: Bool)
        /// The group composites offscreen before it is drawn (`compositingGroup`, `drawingGroup`).
        case compositingGroup
        /// Content shown only where the mask group that follows it (same `maskIdentity`) is opaque.
        case masked(maskIdentity: String)
        /// The mask for the masked group just before it: only its alpha counts.
        case mask(maskIdentity: String)
        /// A perspective projection of the group: a row-major 3×3 homography on screen points
        /// (`rotation3DEffect`).
        case projection([Double])
        /// A 4 × 5 color matrix on the group's straight RGBA (a renderer effect's `DrawingPrimitive`).
        case colorMatrix([Double])
        /// The group composited offscreen, then blended onto what is behind it (`blendMode(_:)`).
        case blend(BlendMode)
    }

    /// The identity of the effect's node: items in one group share it.
    public let identity: String
    public let effect: Effect
}

/// One thing to draw, in drawing order, with the opacity and transform of everything above it and
/// the groups it belongs to, outermost first.
public struct DisplayItem: Equatable, Sendable {
    public let identity: String
    /// Where layout put the item, before any transform.
    public let frame: CGRect
    public let opacity: Double
    /// The sum of the offsets above the item, in points (a summary; `transform` is what draws).
    public let offset: CGSize
    /// The product of the scales above the item (a summary; `transform` is what draws).
    public let scale: CGSize
    /// The sum of the rotations above the item (a summary; `transform` is what draws).
    public let rotationDegrees: Double
    /// Every offset, scale and rotation above the item composed, each about its own anchor: maps
    /// `frame` and the item's paths to the screen.
    public let transform: DisplayTransform
    public let groups: [DisplayGroup]
    public let content: DisplayContent
}

extension ViewHost {
    /// What the screen shows on `device` at `time` (default: now): layout frames, animated values
    /// and paints, back to front. The renderer draws this list.
    public func displayList(
        on device: Device, at time: TimeInterval? = nil,
        measurer: (any TextMeasuring)? = nil
    ) -> [DisplayItem] {
        let layout = self.layout(on: device, measurer: measurer)
        var builder = DisplayListBuilder(layout: layout, timeline: timeline, time: time ?? self.time, measurer: measurer ?? self.measurer)
        if graph.nodes.contains(where: { if case .custom("RecededPageShade") = $0.kind { true } else { false } }) {
            builder.recede(on: device)
        }
        for root in graph.roots { builder.visit(root, state: builder.receded ?? .init()) }
        return builder.items
    }
}
