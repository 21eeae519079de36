import Foundation

/// `rotationEffect(_:anchor:)`: rotates a view about its anchor where it is drawn and hit-tested
/// (Apple: `_RotationEffect`).
struct _RotationEffect: GeometryEffect, NamedAnimatableValues {
    var angle: Angle
    var anchor: UnitPoint

    var animatableData: Double {
        get { angle.degrees }
        set { angle = .degrees(newValue) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(rotationAngle: angle.radians).about(CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)))
    }

    var namedValues: [String: Double] { ["rotationDegrees": angle.degrees] }

    func with(values value: (String, Double) -> Double) -> any GeometryEffect {
        _RotationEffect(angle: .degrees(value("rotationDegrees", angle.degrees)), anchor: anchor)
    }
}

extension View {
    /// Rotates this view by `angle` (clockwise on screen) about `anchor` where it is drawn and
    /// hit-tested; its layout stays upright.
    ///
    /// ```swift
    /// Image(systemName: "chevron.right").rotationEffect(.degrees(isExpanded ? 90 : 0))
    /// ```
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }
}
