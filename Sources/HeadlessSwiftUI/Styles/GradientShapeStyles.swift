import Foundation

// The gradients as shape-style members (Apple: `ShapeStyle.linearGradient(_:startPoint:endPoint:)`
// and its relatives), so `.fill(.linearGradient(colors: [.blue, .green], startPoint: .top,
// endPoint: .bottom))` reads as it does on iOS.

extension ShapeStyle where Self == LinearGradient {
    /// A gradient along the line from `startPoint` to `endPoint` of the filled frame.
    ///
    /// ```swift
    /// Capsule().fill(.linearGradient(colors: [.blue, .green], startPoint: .leading, endPoint: .trailing))
    /// ```
    nonisolated public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through evenly spaced `colors` from `startPoint` to `endPoint`.
    nonisolated public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through `stops` from `startPoint` to `endPoint`.
    nonisolated public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// A color's gradient (`Color.gradient`) along the line from `startPoint` to `endPoint`.
    nonisolated public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle {
        AnyGradientPlacement(gradient: gradient) { LinearGradient(gradient: $0, startPoint: startPoint, endPoint: endPoint) }
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A gradient in circles around `center`, from `startRadius` to `endRadius` points.
    ///
    /// ```swift
    /// Circle().fill(.radialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60))
    /// ```
    nonisolated public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Evenly spaced `colors` in circles around `center`.
    nonisolated public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` in circles around `center`.
    nonisolated public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A color's gradient in circles around `center`.
    nonisolated public static func radialGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
    ) -> some ShapeStyle {
        AnyGradientPlacement(gradient: gradient) {
            RadialGradient(gradient: $0, center: center, startRadius: startRadius, endRadius: endRadius)
        }
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// A radial gradient stretched to the frame.
    ///
    /// ```swift
    /// Rectangle().fill(.ellipticalGradient(colors: [.white, .blue]))
    /// ```
    nonisolated public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Evenly spaced `colors`, stretched to the frame.
    nonisolated public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// `stops`, stretched to the frame.
    nonisolated public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A color's gradient, stretched to the frame.
    nonisolated public static func ellipticalGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> some ShapeStyle {
        AnyGradientPlacement(gradient: gradient) {
            EllipticalGradient(
                gradient: $0, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
        }
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// A gradient around `center` from `startAngle` to `endAngle`, clockwise.
    ///
    /// ```swift
    /// Circle().strokeBorder(.angularGradient(colors: [.red, .yellow, .red], center: .center, startAngle: .zero, endAngle: .degrees(360)), lineWidth: 8)
    /// ```
    nonisolated public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Evenly spaced `colors` around `center` from `startAngle` to `endAngle`.
    nonisolated public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` around `center` from `startAngle` to `endAngle`.
    nonisolated public static func angularGradient(
        stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of the gradient around `center`, starting at `angle`.
    nonisolated public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A full turn of evenly spaced `colors` around `center`, starting at `angle`.
    nonisolated public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A full turn of `stops` around `center`, starting at `angle`.
    nonisolated public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }

    /// A color's gradient around `center` from `startAngle` to `endAngle`.
    nonisolated public static func angularGradient(
        _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
    ) -> some ShapeStyle {
        AnyGradientPlacement(gradient: gradient) {
            AngularGradient(gradient: $0, center: center, startAngle: startAngle, endAngle: endAngle)
        }
    }

    /// A full turn of a color's gradient around `center`, starting at `angle`.
    nonisolated public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero)
        -> some ShapeStyle
    {
        AnyGradientPlacement(gradient: gradient) { AngularGradient(gradient: $0, center: center, angle: angle) }
    }
}

/// A color's gradient (`AnyGradient`) laid out as a linear, radial, elliptical or angular gradient;
/// a color's standard gradient draws as its color (D234).
struct AnyGradientPlacement: ShapeStyle {
    let gradient: AnyGradient
    let place: @Sendable (Gradient) -> any ShapeStyle

    nonisolated init(gradient: AnyGradient, place: @escaping @Sendable (Gradient) -> any ShapeStyle) {
        self.gradient = gradient
        self.place = place
    }

    func resolve(in environment: EnvironmentValues) -> AnyShapeStyle {
        if let stops = gradient.gradient { return AnyShapeStyle(place(stops)) }
        return AnyShapeStyle(gradient.color ?? .clear)
    }
}
