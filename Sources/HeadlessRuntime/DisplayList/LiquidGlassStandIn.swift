import Foundation
import HeadlessSwiftUI
import PlatformFacts

/// How the headless layer draws iOS 26's Liquid Glass (`glassEffect`), for which Apple publishes
/// no numbers: lowered, before the renderer, to primitives it already draws (a frosted backdrop,
/// the glass's tint, a highlight and a gradient border), so the renderer knows nothing of glass and
/// the emulator reads no dialect's tokens (D34, D162). The figures follow 004's own fallback
/// recipe, which D34 chose as the stand-in; they are iOS's look as we approximate it, not tokens a
/// component may read (`LiquidStyle` holds the spec's).
enum LiquidGlassStandIn {
    /// What the tint adds: the glass's tint color at 25%.
    static let tintShare = 0.25
    /// `.clear` glass frosts lightly: a 4 pt blur, saturation 1.2, the ultraThin tint at 10%.
    static let clearBlurRadius = 4.0
    static let clearSaturation = 1.2
    static let clearTintShare = 0.1
    /// The highlight, top to centre: white 60% → 20% → clear (light), 15% → 5% → clear (dark).
    static let highlight: (light: [Double], dark: [Double]) = ([0.6, 0.2], [0.15, 0.05])
    /// The 1 pt border, top to bottom: white 70% → 30% (light), 30% → 10% (dark), then the label color at 10%.
    static let border: (light: [Double], dark: [Double]) = ([0.7, 0.3], [0.3, 0.1])
    static let borderLabelShare = 0.1
    static let borderWidth: CGFloat = 1
    /// The contrasting edge iOS 26 gives glass under Increase Contrast: the label color at 55%,
    /// as strong as the edge our components give their fallback glass (D151).
    static let increasedContrastEdge = 0.55

    /// The items that draw glass in `path`: `clear` or regular, with an optional `tint`, in the
    /// light or dark appearance.
    static func contents(_ path: Path, clear: Bool, tint: DisplayPaint?, dark: Bool) -> [DisplayContent] {
        let thin = MaterialToken.ultraThin.recipe(in: dark ? .dark : .light)
        let frost: DisplayPaint =
            clear
            ? .backdrop(blurRadius: clearBlurRadius, saturation: clearSaturation, tint: thin.tint.opacity(clearTintShare))
            : .backdrop(blurRadius: thin.blurRadius, saturation: thin.saturation, tint: thin.tint)
        var contents: [DisplayContent] = [.shape(path, paint: frost, stroke: nil)]
        if case let .color(red, green, blue, opacity)? = tint {
            contents.append(.shape(path, paint: .color(red: red, green: green, blue: blue, opacity: opacity * tintShare), stroke: nil))
        }
        let box = path.boundingRect
        let white = dark ? highlight.dark : highlight.light
        let highlightStops =
            zip(white, [0, 0.5]).map { DisplayStop(red: 1, green: 1, blue: 1, opacity: $0, location: $1) }
            + [DisplayStop(red: 0, green: 0, blue: 0, opacity: 0, location: 1)]
        contents.append(
            .shape(
                path,
                paint: .linearGradient(
                    stops: highlightStops, start: CGPoint(x: box.midX, y: box.minY), end: CGPoint(x: box.midX, y: box.midY)),
                stroke: nil))
        let label = SystemColors.label.resolved(in: dark ? .dark : .light)
        let edge = dark ? border.dark : border.light
        let borderStops =
            zip(edge, [0, 0.5]).map { DisplayStop(red: 1, green: 1, blue: 1, opacity: $0, location: $1) }
            + [DisplayStop(red: label.red, green: label.green, blue: label.blue, opacity: label.alpha * borderLabelShare, location: 1)]
        contents.append(
            .shape(
                path,
                paint: .linearGradient(
                    stops: borderStops, start: CGPoint(x: box.midX, y: box.minY), end: CGPoint(x: box.midX, y: box.maxY)),
                stroke: StrokeStyle(lineWidth: borderWidth)))
        return contents
    }
}
