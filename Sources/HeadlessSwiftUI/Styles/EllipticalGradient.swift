import Foundation

/// A radial gradient whose circles are stretched to the frame it fills (Apple: `EllipticalGradient`):
/// its centre and radii are given in the unit square, which is then stretched to the frame, so a
/// wide frame draws wide ellipses.
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.white, .blue])).frame(width: 300, height: 120)
/// ```
public struct EllipticalGradient: ShapeStyle {
    package let gradient: Gradient
    package let center: UnitPoint
    package let startRadiusFraction: CGFloat
    package let endRadiusFraction: CGFloat

    /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the frame around `center`.
    ///
    /// - Parameters:
    ///   - gradient: The colors and their locations.
    ///   - center: The centre, in the unit square of the frame.
    ///   - startRadiusFraction: Where location 0 lies, as a fraction of the frame (0.5 reaches its edges).
    ///   - endRadiusFraction: Where location 1 lies, as a fraction of the frame.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient through evenly spaced `colors`, stretched to the frame.
    nonisolated public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A gradient through `stops`, stretched to the frame.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension EllipticalGradient: View, _PrimitiveView {
    public var body: Never { bodyError() }
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { [context.node(.fill(self))] }
}
