import Foundation

/// A value that can be interpolated: added, subtracted and scaled (Apple: `VectorArithmetic`).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies the value by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself, used to tell when a spring has come to rest.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy scaled by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The value squared.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Animatable data with nothing in it (Apple: `EmptyAnimatableData`).
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The one empty value.
    nonisolated public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    /// Does nothing: there is nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Always 0.
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values as one (Apple: `AnimatablePair`).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`, interpolated together.
    nonisolated public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    /// Scales both values by `rhs`.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose `animatableData` the animation engine interpolates (Apple: `Animatable`).
public protocol Animatable {
    /// The type of the value that animates.
    associatedtype AnimatableData: VectorArithmetic
    /// The value the animation engine reads, interpolates and writes back each frame.
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing animates: the default for a type whose data is `EmptyAnimatableData`.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A modifier whose body is re-evaluated with interpolated `animatableData` (Apple: `AnimatableModifier`).
public protocol AnimatableModifier: Animatable, ViewModifier {}
