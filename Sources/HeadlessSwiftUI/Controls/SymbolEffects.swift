/// An animation of an SF Symbol (Apple, Symbols framework: `SymbolEffect`).
public protocol SymbolEffect: Sendable {}
/// An effect that runs while it is active (Apple: `IndefiniteSymbolEffect`).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once per value change (Apple: `DiscreteSymbolEffect`).
public protocol DiscreteSymbolEffect {}

/// The symbol bounces (Apple: `BounceSymbolEffect`).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    nonisolated public init() {}
}

/// The symbol pulses its opacity (Apple: `PulseSymbolEffect`).
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    nonisolated public init() {}
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// How a symbol effect repeats and how fast (Apple: `SymbolEffectOptions`).
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
}

extension View {
    /// Runs an indefinite symbol effect while `isActive`.
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default,
        isActive: Bool = true
    ) -> some View {
        modifier(EffectModifier(effect: .symbolEffect("\(T.self)")))
    }

    /// Runs a discrete symbol effect each time `value` changes.
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default,
        value: U
    ) -> some View {
        modifier(EffectModifier(effect: .symbolEffect("\(T.self)")))
    }
}
