import Foundation

/// An effect that moves, scales, rotates or projects a view where it is drawn and hit-tested,
/// without changing its layout (Apple: `GeometryEffect`). `offset`, `scaleEffect` and
/// `rotationEffect` are geometry effects; apply your own with `modifier(_:)`, and make its
/// `animatableData` the value that animates.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var phase: CGFloat
///     var animatableData: CGFloat {
///         get { phase }
///         set { phase = newValue }
///     }
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 8 * sin(phase * .pi * 2), y: 0))
///     }
/// }
///
/// TextField("Email", text: $email).modifier(Shake(phase: attempts))
/// ```
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation where Body == Never {
    /// The transform this effect applies to a view of `size`, in the view's own coordinates
    /// (origin at its top-left corner).
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// A geometry effect has no body: the engine applies its transform.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a geometry effect and has no body") }
}

/// A built-in geometry effect whose values animate one by one under names the transitions share
/// (`offsetX`, `scaleX`, `rotationDegrees`, ...), so that an offset and a slide transition on one
/// view add up as they do in SwiftUI. A geometry effect without these names animates through its
/// `animatableData` as a whole.
package protocol NamedAnimatableValues {
    /// The values, by name.
    var namedValues: [String: Double] { get }

    /// A copy with each value replaced by `value(name, current)`.
    func with(values value: (String, Double) -> Double) -> any GeometryEffect
}

extension Animatable {
    /// A copy at other animatable data (nil when the data is of another type).
    package func withAnimatableData(_ data: any VectorArithmetic) -> Self? {
        guard let typed = data as? AnimatableData else { return nil }
        var copy = self
        copy.animatableData = typed
        return copy
    }

    /// The animatable data, unless the value has none.
    package var animatableVector: (any VectorArithmetic)? {
        AnimatableData.self == EmptyAnimatableData.self ? nil : animatableData
    }
}
